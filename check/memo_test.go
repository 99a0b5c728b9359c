package check

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/internal/scalegen"
)

// withMemo runs f with a fresh memo whose floor is floor bytes.
func withMemo(t *testing.T, floor int64, f func(*Memo)) {
	t.Helper()
	m := NewMemo()
	m.floor = floor
	f(m)
}

// TestMemoKeepsEveryContractOfALargeFile: a file with far more contracts
// than the memo's floor holds is analysed again without one analysis
// rerun, and an edit of one contract reruns that contract's analyses
// only (the old cache, a FIFO of 4 096 entries, reran all of a 5 000
// contract file on every edit).
func TestMemoKeepsEveryContractOfALargeFile(t *testing.T) {
	withMemo(t, 16<<10, func(s *Memo) {
		src := scalegen.Contracts("dafny", 300)
		opts := Options{Mutation: true, Memo: s}
		first := RunWith(context.Background(), "large.dfy", src, nil, opts)
		st := s.stats()
		if st.Bytes <= s.floor {
			t.Fatalf("the file's results (%d bytes) fit the floor (%d): the test shows nothing", st.Bytes, s.floor)
		}
		if st.Entries != 2*300 {
			t.Errorf("%d entries remembered, want %d (examples and attacks of 300 contracts)", st.Entries, 2*300)
		}
		again := RunWith(context.Background(), "large.dfy", src, nil, opts)
		if n := s.stats().Stored - st.Stored; n != 0 {
			t.Errorf("unchanged file: %d analyses rerun, want 0", n)
		}
		if got, want := report(again), report(first); got != want {
			t.Errorf("remembered report differs:\n%s\nwant\n%s", got, want)
		}
		at := strings.Index(src[len(src)/2:], "@accept a = 1") + len(src)/2 + len("@accept a = ")
		edited := src[:at] + "2" + src[at+1:]
		before := s.stats().Stored
		RunWith(context.Background(), "large.dfy", edited, nil, opts)
		if n := s.stats().Stored - before; n != 2 {
			t.Errorf("one contract edited: %d analyses rerun, want 2 (its examples and its attacks)", n)
		}
	})
}

// TestMemoStaysBounded: the memo never holds more than its bound, and
// its bound never passes the ceiling, however many files are analysed.
func TestMemoStaysBounded(t *testing.T) {
	withMemo(t, 8<<10, func(s *Memo) {
		s.ceiling = 64 << 10
		for i := 0; i < 40; i++ {
			src := scalegen.Contracts("lean", 10+i)
			RunWith(context.Background(), fmt.Sprintf("f%d.lean", i), src, nil, Options{Memo: s})
			st := s.stats()
			if st.Bytes > st.Limit || st.Limit > s.ceiling {
				t.Fatalf("after file %d: %d bytes held, bound %d, ceiling %d", i, st.Bytes, st.Limit, s.ceiling)
			}
			if st.Files > memoRuns {
				t.Fatalf("after file %d: the demand of %d analyses remembered, at most %d", i, st.Files, memoRuns)
			}
		}
	})
}

// quantified is a contract whose postcondition quantifies over 40^4
// combinations (a remainder, which no range reasoning narrows): each
// example exhausts the evaluator for hundreds of milliseconds, and the
// search for longer.
func quantified(examples int) string {
	var sb strings.Builder
	sb.WriteString("/// Return x.\n")
	for i := 0; i < examples; i++ {
		fmt.Fprintf(&sb, "/// @accept x = %d -> r = %d\n", i, i)
	}
	sb.WriteString(`method Same(x: int) returns (r: int)
  ensures forall i, j, k, l :: 0 <= i < 40 && 0 <= j < 40 && 0 <= k < 40 && 0 <= l < 40 ==> r - x + (i * j + k * l) % 3 >= 0
{
  r := x;
}
`)
	return sb.String()
}

// TestBudgetCutExamplesAreUnknown: example checks that run out of their
// budget (the language server's fast path: the attacks' 150 ms) are
// unknown with analyzers.ReasonBudget, never failures; the search stopped at
// its budget is remembered, so the same text is not searched again.
func TestBudgetCutExamplesAreUnknown(t *testing.T) {
	withMemo(t, memoFloor, func(s *Memo) {
		src := quantified(20)
		fast := Options{Mutation: true, Fast: true, Memo: s}
		rep := RunWith(context.Background(), "q.dfy", src, nil, fast)
		if len(rep.Contracts) != 1 {
			t.Fatalf("%d contracts", len(rep.Contracts))
		}
		cr := rep.Contracts[0]
		pos := cr.Metrics.PositiveTestRecall
		if len(pos.Failed) != 0 || pos.Den != 0 {
			t.Errorf("R+ %s: %d failed, %d decided; want none decided", pos.Ratio(), len(pos.Failed), pos.Den)
		}
		budget := 0
		for _, u := range pos.Undecided {
			if u.Status != "unknown" {
				t.Errorf("undecided example %s: status %s", u.Example, u.Status)
			}
			if u.Reason == analyzers.ReasonBudget {
				budget++
			}
		}
		// Each example exhausts the evaluator's steps in about 0.1 s:
		// those started before the 150 ms budget ran out say so, the
		// rest are cut by the budget.
		if len(pos.Undecided) != 20 || budget < 10 {
			t.Errorf("%d undecided, %d by the budget; want 20, most by the budget", len(pos.Undecided), budget)
		}
		if !cr.Metrics.Stopped {
			t.Error("Metrics.Stopped not set")
		}
		for _, f := range cr.Findings {
			if f.Code == analyzers.CodePositive {
				t.Errorf("a budget-cut example reported as failing: %s", f.Message)
			}
		}
		found := false
		for _, f := range rep.All() {
			if f.Code == analyzers.CodeUndecided && strings.Contains(f.Message, "budget") {
				found = true
			}
		}
		if !found {
			t.Error("no undecided-example finding gives the budget as the reason")
		}
		if cr.Search.Status != analyzers.SearchPartial {
			t.Errorf("search %s, want partial (stopped at its budget)", cr.Search.Status)
		}
		stored := s.stats().Stored
		want := 1 // the attack's partial result
		if rememberCutExamples {
			want = 2
		}
		if stored != want {
			t.Errorf("%d results remembered, want %d", stored, want)
		}
		again := RunWith(context.Background(), "q.dfy", "\n"+src, nil, fast)
		if n := s.stats().Stored - stored; n != 0 {
			t.Errorf("unchanged contract, one line lower: %d analyses rerun and remembered, want 0 (the partial search is reused)", n)
		}
		if got := again.Contracts[0].Metrics.PositiveTestRecall.Undecided[3].At.Start.Line; got != pos.Undecided[3].At.Start.Line+1 {
			t.Errorf("example moved to line %d, want %d", got, pos.Undecided[3].At.Start.Line+1)
		}
		if again.Contracts[0].Search.Status != analyzers.SearchPartial {
			t.Errorf("remembered search %s, want partial", again.Contracts[0].Search.Status)
		}
	})
}

// TestRememberedExamplesMove: remembered example checks are moved with
// their contract: the failing example and the clause that rejects it are
// reported where they now are.
func TestRememberedExamplesMove(t *testing.T) {
	withMemo(t, memoFloor, func(s *Memo) {
		src := `/// Return the larger of a and b.
/// @accept a = 1, b = 2 -> m = 2
/// @accept a = 3, b = 2 -> m = 3
method Max(a: int, b: int) returns (m: int)
  ensures m >= a && m >= b
  ensures m == b
{
  if a >= b { m := a; } else { m := b; }
}
`
		first := RunWith(context.Background(), "max.dfy", src, nil, Options{Memo: s})
		stored := s.stats().Stored
		moved := RunWith(context.Background(), "max.dfy", "// a comment\n\n"+src, nil, Options{Memo: s})
		if n := s.stats().Stored - stored; n != 0 {
			t.Errorf("%d analyses rerun, want 0", n)
		}
		pos := func(r *FileReport) (finding, related, at, clause int) {
			for _, f := range r.All() {
				if f.Code == analyzers.CodePositive {
					finding, related = f.R.Start.Line, f.Related[0].R.Start.Line
				}
			}
			fail := r.Contracts[0].Metrics.PositiveTestRecall.Failed
			if len(fail) != 1 {
				t.Fatalf("R+ failures %v, want one", fail)
			}
			return finding, related, fail[0].At.Start.Line, fail[0].Clause.Start.Line
		}
		f1, r1, a1, c1 := pos(first)
		f2, r2, a2, c2 := pos(moved)
		if f1 != 6 || a1 != 3 || c1 != 6 {
			t.Errorf("first: finding at line %d, example at %d, clause at %d; want 6, 3, 6", f1, a1, c1)
		}
		if f2 != f1+2 || r2 != r1+2 || a2 != a1+2 || c2 != c1+2 {
			t.Errorf("two lines lower: finding %d→%d, related %d→%d, example %d→%d, clause %d→%d", f1, f2, r1, r2, a1, a2, c1, c2)
		}
		if first.Contracts[0].Metrics.PositiveTestRecall.Failed[0].At.Start.Line != a1 {
			t.Error("moving a remembered result changed the first report")
		}
	})
}

// TestCancelledIsNotRemembered: an analysis cancelled by its caller is
// not remembered (its result says nothing about the contract).
func TestCancelledIsNotRemembered(t *testing.T) {
	withMemo(t, memoFloor, func(s *Memo) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if rep := RunWith(ctx, "q.dfy", quantified(3), nil, Options{Memo: s}); rep != nil {
			t.Error("a cancelled analysis returned a report")
		}
		if n := s.stats().Stored; n != 0 {
			t.Errorf("%d results of a cancelled analysis remembered", n)
		}
	})
}

// report renders a report's findings and metrics for comparison.
func report(r *FileReport) string {
	var sb strings.Builder
	for _, f := range r.All() {
		fmt.Fprintf(&sb, "%d:%d %s %s %s\n", f.R.Start.Line, f.R.Start.Col, f.Severity, f.Code, f.Message)
	}
	for _, c := range r.Contracts {
		fmt.Fprintf(&sb, "%s %s %s %s %s\n", c.Contract.Name, c.Metrics.RequiredInputRecall.Ratio(), c.Metrics.PositiveTestRecall.Ratio(), c.Metrics.NegativeTestRejection.Ratio(), c.Search.Text())
	}
	return sb.String()
}
