package difftest

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/dafny"
)

func TestProbe(t *testing.T) {
	var checks []Check
	for i, x := range strings.Split(os.Getenv("EXPRS"), "\n") {
		if strings.TrimSpace(x) != "" {
			checks = append(checks, Check{ID: i + 1, Text: x})
		}
	}
	res, err := RunDafny(context.Background(), checks, Options{})
	if err != nil {
		t.Log(err)
		if res == nil {
			t.FailNow()
		}
	}
	m := dafny.ParseFile("p.dfy", Prelude)
	for _, c := range checks {
		o := evaluate(m, c.Text)
		mark := ""
		if o.decided() && (o.status.String() == "true") != res.Answers[c.ID] {
			mark = "  <<<<<< DISAGREE"
		}
		t.Logf("%-70s dafny=%v ours=%s%s", c.Text, res.Answers[c.ID], o, mark)
	}
}
