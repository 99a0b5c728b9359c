package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
)

// quickMax is the fixture shared with the server's test of the first
// answer.
func quickMax(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "quick", "max.dfy"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func findingsOf(rep *FileReport, name string) []analyzers.Finding {
	for _, cr := range rep.Contracts {
		if cr.Contract.Name == name {
			return cr.Findings
		}
	}
	return nil
}

func withCode(fs []analyzers.Finding, code string) *analyzers.Finding {
	for i := range fs {
		if fs[i].Code == code {
			return &fs[i]
		}
	}
	return nil
}

// The first answer to an edit keeps the findings of a contract whose
// search did not fit, marked as being re-checked, at the contract's new
// place; the analysis that follows replaces them with its own.
func TestQuickCarriesFindingsOver(t *testing.T) {
	ctx := context.Background()
	src := quickMax(t)
	memo := NewMemo()
	opts := Options{Mutation: true, Fast: true, Memo: memo}
	before := RunWith(ctx, "max.dfy", src, nil, opts)
	if withCode(findingsOf(before, "Max"), "one-sided-output") == nil {
		t.Fatalf("the weak maximum is not flagged before the edit: %v", findingsOf(before, "Max"))
	}
	// An edit inside Max's contract, a line added above it.
	edited := "// a comment\n\n" + strings.Replace(src, "ensures m >= a\n", "ensures (m >= a) && 0 <= 1\n", 1)
	q := opts
	q.Quick, q.Previous = time.Nanosecond, before
	first := RunWith(ctx, "max.dfy", edited, nil, q)
	if first.Deferred == 0 {
		t.Fatalf("nothing deferred with a 1 ns first answer")
	}
	f := withCode(findingsOf(first, "Max"), "one-sided-output")
	if f == nil {
		t.Fatalf("the first answer dropped the warning while its search runs again: %v", findingsOf(first, "Max"))
	}
	if !strings.HasSuffix(f.Message, ReCheck) {
		t.Errorf("a carried finding does not say it is from before the edit: %q", f.Message)
	}
	var max *ContractReport
	for i := range first.Contracts {
		if first.Contracts[i].Contract.Name == "Max" {
			max = &first.Contracts[i]
		}
	}
	want := strings.Count(edited[:strings.Index(edited, "ensures (m >= a)")], "\n") + 1
	if f.R.Start.Line != want {
		t.Errorf("the carried finding is at line %d; its clause is at line %d", f.R.Start.Line, want)
	}
	if s := max.Search.Status; s != analyzers.SearchSkipped || !strings.Contains(max.Search.Reason, "re-checked") {
		t.Errorf("the deferred search says %s (%s), not that it is being re-checked", s, max.Search.Reason)
	}
	// Carried again by the next keystroke's first answer, not marked twice.
	again := RunWith(ctx, "max.dfy", edited+" ", nil, Options{Mutation: true, Fast: true, Memo: NewMemo(), Quick: time.Nanosecond, Previous: first})
	if g := withCode(findingsOf(again, "Max"), "one-sided-output"); g == nil || strings.Count(g.Message, ReCheck) != 1 {
		t.Errorf("carried twice: %v", g)
	}

	// The fast path that follows decides it on the new text.
	full := RunWith(ctx, "max.dfy", edited, nil, opts)
	g := withCode(findingsOf(full, "Max"), "one-sided-output")
	if full.Deferred != 0 || g == nil || strings.HasSuffix(g.Message, ReCheck) {
		t.Errorf("the fast path after the first answer: deferred %d, finding %v", full.Deferred, g)
	}

	// With time enough the first answer is the fast path's own.
	q.Quick, q.Memo = time.Minute, NewMemo()
	roomy := RunWith(ctx, "max.dfy", edited, nil, q)
	if roomy.Deferred != 0 || len(roomy.All()) != len(full.All()) {
		t.Errorf("a first answer with time enough differs from the fast path: deferred %d, %d findings against %d", roomy.Deferred, len(roomy.All()), len(full.All()))
	}
	// The bound is counted from the edit's arrival when it is given: a
	// minute from an edit two minutes old has passed before the start.
	q.Memo, q.QuickFrom = NewMemo(), time.Now().Add(-2*time.Minute)
	late := RunWith(ctx, "max.dfy", edited, nil, q)
	if late.Deferred == 0 || withCode(findingsOf(late, "Max"), "one-sided-output") == nil {
		t.Errorf("a bound that passed while the edit waited: deferred %d, Max's findings %v", late.Deferred, findingsOf(late, "Max"))
	}
}

// A first answer never carries a finding over to another contract that
// shares the name (two modules), nor invents one with nothing shown.
func TestQuickCarriesOnlyWhatWasShown(t *testing.T) {
	ctx := context.Background()
	src := quickMax(t)
	q := Options{Mutation: true, Fast: true, Memo: NewMemo(), Quick: time.Nanosecond}
	rep := RunWith(ctx, "max.dfy", src, nil, q)
	for _, f := range rep.All() {
		if strings.HasSuffix(f.Message, ReCheck) {
			t.Errorf("carried with no previous report: %v", f)
		}
	}
	if rep.Deferred == 0 {
		t.Fatalf("nothing deferred")
	}
	twice := "module A {\n" + src + "}\nmodule B {\n" + src + "}\n"
	prev := RunWith(ctx, "two.dfy", twice, nil, Options{Mutation: true, Fast: true, Memo: NewMemo()})
	named := 0
	for _, cr := range prev.Contracts {
		if cr.Contract.Name == "Max" && withCode(cr.Findings, "one-sided-output") != nil {
			named++
		}
	}
	if named != 2 {
		t.Fatalf("%d flagged contracts named Max, want 2 (the case this test is about)", named)
	}
	q.Previous = prev
	next := RunWith(ctx, "two.dfy", strings.Replace(twice, "ensures m >= a\n", "ensures (m >= a) && 0 <= 1\n", 1), nil, q)
	for _, f := range next.All() {
		if strings.HasSuffix(f.Message, ReCheck) {
			t.Errorf("carried across contracts of the same name: %v", f)
		}
	}
}

// TestQuickKeepsTimeForTheEditedContract: the first answer keeps time
// for carrying over the contracts it leaves, but at most half of its
// own: in a file of thousands of contracts the one being edited, first
// in focus order, is still analysed, however slow carrying over looked.
func TestQuickKeepsTimeForTheEditedContract(t *testing.T) {
	saved := deferNs.Load()
	defer deferNs.Store(saved)
	deferNs.Store(int64(time.Millisecond)) // carrying over looked slow
	c := &ir.Contract{Name: "M"}
	q := newQuick(time.Now().Add(time.Second), nil)
	q.reserveMax = 500 * time.Millisecond
	ran := false
	_, _, ok := q.analyse(context.Background(), c, 5000, func(context.Context) (ContractReport, bool) {
		ran = true
		return ContractReport{Contract: c}, false
	})
	if !ran || !ok {
		t.Fatal("with 5 000 contracts after it, the edited contract was not analysed")
	}
	// Without a bound on what is kept, it would not have started.
	q.reserveMax = 0
	ran = false
	q.analyse(context.Background(), c, 5000, func(context.Context) (ContractReport, bool) {
		ran = true
		return ContractReport{Contract: c}, false
	})
	if ran {
		t.Fatal("5 s of carrying over kept no time from a 1 s answer")
	}
}
