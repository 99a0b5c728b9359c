package check

import (
	"context"
	"github.com/specfaith/specfaith/internal/testdata"

	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/specfaith/specfaith/dafny"
)

// TestClaimcheckParses parses the 362 Dafny contracts of the claimcheck
// slice (CloverBench, MIT) into the IR; at least 99% must parse cleanly and
// every failure is listed with its reason.
func TestClaimcheckParses(t *testing.T) {
	f, err := os.Open(filepath.Join(testdata.Dir(t), "claimcheck-dafny.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	rows, bad := 0, 0
	for sc.Scan() {
		var row struct {
			ID       string `json:"id"`
			Artifact string `json:"artifact"`
			Context  string `json:"context"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatal(err)
		}
		rows++
		rep := File(context.Background(), row.ID+".dfy", []byte(row.Context+"\n"+row.Artifact), nil)
		var errs []string
		for _, f := range rep.Findings {
			errs = append(errs, f.Message)
		}
		if len(errs) > 0 || len(rep.Contracts) == 0 {
			bad++
			t.Logf("does not parse: %s: %v", row.ID, errs)
		}
		// The printer turns each clause back into Dafny that parses to the
		// same clause.
		for _, c := range rep.Contracts {
			for _, cl := range c.Contract.Clauses {
				p1 := dafny.Print(cl.Expr)
				e2, probs := dafny.ParseExpr(p1)
				if len(probs) > 0 {
					t.Errorf("%s: printed clause %q does not parse: %v", row.ID, p1, probs)
				} else if p2 := dafny.Print(e2); p2 != p1 {
					t.Errorf("%s: print is not a fixed point: %q vs %q", row.ID, p1, p2)
				}
			}
		}
	}
	if rows != 362 {
		t.Errorf("%d rows, want 362", rows)
	}
	rate := float64(rows-bad) / float64(rows)
	t.Logf("%d/%d claimcheck contracts parse (%.1f%%)", rows-bad, rows, 100*rate)
	if rate < 0.99 {
		t.Errorf("parse rate %.3f below 0.99", rate)
	}
}
