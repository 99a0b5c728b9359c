package difftest

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

// runSaved runs a program with Dafny, saving it and its output as
// NAME.dfy and NAME-output.txt (in SPECFAITH_DIFFTEST_OUT when set), and
// returns the lines it printed that start with prefix, by their first
// field ("m12"), and the time Dafny took.
func runSaved(t *testing.T, name, program, prefix string) (map[string][]string, time.Duration) {
	t.Helper()
	dir := os.Getenv("SPECFAITH_DIFFTEST_OUT")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	_ = os.WriteFile(filepath.Join(dir, name+".dfy"), []byte(program), 0o644)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	out, _, elapsed, err := RunProgram(ctx, program, Options{})
	_ = os.WriteFile(filepath.Join(dir, name+"-output.txt"), []byte(out), 0o644)
	if err != nil {
		t.Fatalf("running Dafny: %v; output:\n%s", err, tail(out, 40))
	}
	printed := map[string][]string{}
	for _, line := range strings.Split(out, "\n") {
		line = strings.TrimRight(line, "\r")
		if f := strings.Split(line, "|"); len(f) > 0 && strings.HasPrefix(f[0], prefix) {
			printed[f[0]] = f[1:]
		}
	}
	return printed, elapsed
}

// sameAsDafny reports each value specfaith computed that differs from
// the field Dafny printed for it; true when all agree.
func sameAsDafny(t *testing.T, desc string, fields []string, ours []ir.Value) bool {
	t.Helper()
	if len(fields) != len(ours) {
		t.Errorf("%s: Dafny printed %d values, specfaith has %d", desc, len(fields), len(ours))
		return false
	}
	same := true
	for i, f := range fields {
		dv, err := dafny.ParseValue(f)
		if err != nil {
			t.Errorf("%s: cannot read Dafny's output %q: %v", desc, f, err)
			same = false
			continue
		}
		if !ir.Equal(dv, ours[i]) {
			t.Errorf("DISAGREEMENT %s: value %d: Dafny printed %s, specfaith has %s", desc, i+1, f, dafny.PrintValue(ours[i]))
			same = false
		}
	}
	return same
}
