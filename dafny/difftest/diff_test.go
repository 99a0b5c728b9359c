package difftest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

// minDecided is how many checks the evaluator must decide.
const minDecided = 800

// TestCorpus checks the generator alone: deterministic, large enough,
// no duplicates, balanced between true and false.
func TestCorpus(t *testing.T) {
	a, b := Generate(), Generate()
	if !slices.Equal(a, b) {
		t.Fatal("Generate is not deterministic")
	}
	if len(a) < 820 {
		t.Fatalf("Generate made %d checks, want at least 820", len(a))
	}
	seen := map[string]int{}
	trues := 0
	for _, c := range a {
		if prev, ok := seen[c.Text]; ok {
			t.Errorf("c%d repeats c%d: %s", c.ID, prev, c.Text)
		}
		seen[c.Text] = c.ID
		if c.Want {
			trues++
		}
	}
	if f := float64(trues) / float64(len(a)); f < 0.4 || f > 0.6 {
		t.Errorf("%d of %d checks are meant to be true; want about half", trues, len(a))
	}
}

// ours is what specfaith's evaluator said about one check.
type ours struct {
	status  ir.Status
	reason  string
	panic   bool
	elapsed time.Duration
}

func (o ours) decided() bool { return !o.panic && (o.status == ir.True || o.status == ir.False) }

func (o ours) String() string {
	switch {
	case o.panic:
		return "panic: " + o.reason
	case o.reason != "":
		return o.status.String() + ": " + o.reason
	}
	return o.status.String()
}

func evaluate(m *ir.Module, text string) (o ours) {
	start := time.Now()
	defer func() {
		o.elapsed = time.Since(start)
		if p := recover(); p != nil {
			o = ours{panic: true, reason: fmt.Sprint(p), elapsed: time.Since(start)}
		}
	}()
	e, probs := dafny.ParseExpr(text)
	if len(probs) > 0 || e == nil {
		msgs := make([]string, len(probs))
		for i, p := range probs {
			msgs[i] = p.Message
		}
		return ours{status: ir.Unknown, reason: "parse: " + strings.Join(msgs, "; ")}
	}
	st, stop := ir.NewCtx(m).Check(e, nil)
	o.status = st
	if stop != nil && st != ir.True && st != ir.False {
		o.reason = stop.Reason
	}
	return o
}

// TestDifferentialAgainstDafny runs the corpus through the real Dafny (2.3)
// and through specfaith's evaluator: every check the evaluator decides must
// get Dafny's answer, and it must decide at least minDecided of them.
//
// SPECFAITH_DIFFTEST_VERIFY=1 also has Dafny verify the program first,
// proving every check well-formed (about 7 s instead of 3 s);
// SPECFAITH_DIFFTEST_OUT=dir keeps the program, Dafny's output and a
// results.tsv there instead of in a temporary directory.
func TestDifferentialAgainstDafny(t *testing.T) {
	if _, err := exec.LookPath("dafny"); err != nil {
		t.Skip("dafny is not on PATH (install the Debian package dafny, 2.3, with mono and z3); skipping the differential test")
	}
	checks := Generate()

	// The debugging dump: the program Dafny ran, its output, and one line
	// per check.
	dir := os.Getenv("SPECFAITH_DIFFTEST_OUT")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name, data string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Error(err)
		}
	}
	write("checks.dfy", Program(checks))
	t.Logf("corpus and results written to %s", dir)

	verify := os.Getenv("SPECFAITH_DIFFTEST_VERIFY") != ""
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res, err := RunDafny(ctx, checks, Options{Verify: verify})
	if res != nil {
		write("dafny-output.txt", res.Output)
	}
	if err != nil {
		t.Fatalf("running Dafny: %v", err)
	}
	for _, cmd := range res.Commands {
		t.Logf("ran: %s", strings.Join(cmd, " "))
	}
	t.Logf("Dafny answered %d checks in %v (verify=%v)", len(res.Answers), res.Elapsed.Round(time.Millisecond), verify)

	m := dafny.ParseFile("prelude.dfy", Prelude)
	for _, p := range m.Problems {
		t.Errorf("the prelude (which Dafny accepts) has a problem: %s %s: %s", p.Severity, p.Code, p.Message)
	}

	type row struct {
		c     Check
		dafny bool
		ours  ours
	}
	rows := make([]row, len(checks))
	start := time.Now()
	var slowest row
	for i, c := range checks {
		rows[i] = row{c, res.Answers[c.ID], evaluate(m, c.Text)}
		if rows[i].ours.elapsed > slowest.ours.elapsed {
			slowest = rows[i]
		}
	}
	evalTime := time.Since(start)

	var dump strings.Builder
	dump.WriteString("id\tcategory\twant\tdafny\tours\ttext\n")
	for _, r := range rows {
		fmt.Fprintf(&dump, "%d\t%s\t%v\t%v\t%s\t%s\n", r.c.ID, r.c.Category, r.c.Want, r.dafny,
			strings.ReplaceAll(r.ours.String(), "\t", " "), r.c.Text)
	}
	write("results.tsv", dump.String())

	type tally struct{ total, decided, dafnyTrue int }
	byCat := map[string]*tally{}
	var cats []string
	var all tally
	var disagree, undecided, illDefined, offModel []row
	for _, r := range rows {
		tc := byCat[r.c.Category]
		if tc == nil {
			tc = &tally{}
			byCat[r.c.Category] = tc
			cats = append(cats, r.c.Category)
		}
		for _, x := range []*tally{tc, &all} {
			x.total++
			if r.dafny {
				x.dafnyTrue++
			}
			if r.ours.decided() {
				x.decided++
			}
		}
		if r.dafny != r.c.Want {
			offModel = append(offModel, r)
		}
		switch {
		case r.ours.panic:
			t.Errorf("c%d: the evaluator panicked: %s\n  check: %s", r.c.ID, r.ours.reason, r.c.Text)
		case !r.ours.decided():
			undecided = append(undecided, r)
			if r.ours.status == ir.IllDefined {
				illDefined = append(illDefined, r)
			}
		case (r.ours.status == ir.True) != r.dafny:
			disagree = append(disagree, r)
		}
	}

	for _, cat := range cats {
		tc := byCat[cat]
		t.Logf("  %-9s %3d checks, %3d decided, %3d true per Dafny", cat, tc.total, tc.decided, tc.dafnyTrue)
	}
	t.Logf("decided %d / %d checks (%d true, %d false per Dafny); %d agree, %d disagree; evaluator took %v (slowest c%d, %v)",
		all.decided, all.total, all.dafnyTrue, all.total-all.dafnyTrue, all.decided-len(disagree), len(disagree),
		evalTime.Round(time.Millisecond), slowest.c.ID, slowest.ours.elapsed.Round(time.Microsecond))
	for _, r := range undecided {
		t.Logf("undecided c%d [%s]: %s\n    ours: %s", r.c.ID, r.c.Category, r.c.Text, r.ours)
	}
	if len(illDefined) > 0 {
		t.Logf("%d checks Dafny ran without error were judged ill-defined by the evaluator (listed above)", len(illDefined))
	}
	for _, r := range offModel {
		// Not the evaluator's fault: the generator's own model of Dafny
		// was wrong, which only skews the true/false balance.
		t.Logf("note: the generator meant c%d to be %v, Dafny says %v: %s", r.c.ID, r.c.Want, r.dafny, r.c.Text)
	}
	for _, r := range disagree {
		t.Errorf("DISAGREEMENT c%d [%s]: Dafny says %v, specfaith says %s\n  check: %s",
			r.c.ID, r.c.Category, r.dafny, r.ours, r.c.Text)
	}
	if all.decided < minDecided {
		t.Errorf("the evaluator decided only %d of %d checks; want at least %d", all.decided, all.total, minDecided)
	}
}
