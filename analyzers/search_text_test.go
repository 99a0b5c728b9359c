package analyzers

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/specfaith/specfaith/dafny"
)

// TestSearchTextCountsEveryRun: the implementation's runs are all
// accounted for — accepted, rejected, or undecided (an output the
// postcondition could not judge, such as None compared with an int).
// "ran on 10 inputs, 0 outputs accepted" left the other 10 unsaid.
func TestSearchTextCountsEveryRun(t *testing.T) {
	for _, tc := range []struct {
		runs ImplRuns
		want string
	}{
		{ImplRuns{Ran: 10, Unknown: 10}, "Searched: 10 inputs, all decided; the implementation ran on 10 inputs, 0 outputs accepted, 10 undecided"},
		{ImplRuns{Ran: 7, Accepted: 4, Rejected: 2, Unknown: 3}, "Searched: 10 inputs, all decided; the implementation ran on 7 inputs, 4 outputs accepted, 2 rejected, 1 undecided"},
		{ImplRuns{Ran: 10, Accepted: 10}, "Searched: 10 inputs, all decided; the implementation ran on 10 inputs, 10 outputs accepted"},
	} {
		runs := tc.runs
		s := Search{Status: SearchDone, Inputs: 10, Decided: 10, Impl: &runs}
		if got := s.Text(); got != tc.want {
			t.Errorf("%+v:\n got %s\nwant %s", tc.runs, got, tc.want)
		}
	}
}

// TestSearchTextSingular: one input, one output — not "1 outputs".
func TestSearchTextSingular(t *testing.T) {
	s := Search{Status: SearchDone, Inputs: 1, Decided: 1, Impl: &ImplRuns{Ran: 1, Accepted: 1}}
	want := "Searched: 1 input, all decided; the implementation ran on 1 input, 1 output accepted"
	if got := s.Text(); got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
	s.Impl = &ImplRuns{Ran: 2, Accepted: 1, Rejected: 1}
	s.Inputs, s.Decided = 2, 2
	want = "Searched: 2 inputs, all decided; the implementation ran on 2 inputs, 1 output accepted, 1 rejected"
	if got := s.Text(); got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}

// TestSearchGivesUpOnlyWhenNothingIsDecided: a postcondition no output
// can be decided on (a quantifier with no finite range) stops the search
// after its first inputs and says so; one that some inputs decide is
// searched to the end.
func TestSearchGivesUpOnlyWhenNothingIsDecided(t *testing.T) {
	m := dafny.ParseFile("h.dfy", `method Never(n: int) returns (r: int)
  ensures forall s: seq<int> :: |s| != r + n

method Sometimes(n: int) returns (r: int)
  ensures n < 0 || forall s: seq<int> :: |s| != r + n
`)
	never := RunAttack(context.Background(), m, m.Contracts[0], DefaultAttack, false)
	if s := never.Search; s.Status != SearchPartial || !strings.Contains(s.Reason, "stopped after the first 8 of") || !strings.Contains(s.Reason, "no output tried on them was decided") {
		t.Errorf("Never: %s", s.Text())
	}
	if len(never.accepted) != hopelessAfter {
		t.Errorf("Never: %d inputs searched, want %d", len(never.accepted), hopelessAfter)
	}
	some := RunAttack(context.Background(), m, m.Contracts[1], DefaultAttack, false)
	if s := some.Search; strings.Contains(s.Reason, "stopped after") || len(some.accepted) != some.Valid {
		t.Errorf("Sometimes: %d of %d inputs searched: %s", len(some.accepted), some.Valid, s.Text())
	}
}

// TestSearchGivesUpOnTimeWhenNothingIsDecided: when every output spends
// its evaluation's step budget undecided, the search stops after a
// quarter of its time budget instead of spending all of it, and says
// where; one output decided keeps it going.
func TestSearchGivesUpOnTimeWhenNothingIsDecided(t *testing.T) {
	m := dafny.ParseFile("q.dfy", `method Slow(n: int) returns (r: int)
  ensures forall i, j :: 0 <= i < 2000 && 0 <= j < 2000 ==> i * j != r + n + 100000000
`)
	opts := DefaultAttack
	opts.Budget = 400 * time.Millisecond
	start := time.Now()
	a := RunAttack(context.Background(), m, m.Contracts[0], opts, false)
	s := a.Search
	if !strings.Contains(s.Reason, "stopped after a quarter of the 400ms budget") || !strings.Contains(s.Reason, "no output tried was decided") {
		t.Errorf("Slow: %s", s.Text())
	}
	if strings.Contains(s.Reason, "stopped at the 400ms budget") {
		t.Errorf("Slow spent its whole budget: %s (%v)", s.Text(), time.Since(start))
	}
	if len(a.accepted) == 0 || len(a.accepted) >= a.Valid {
		t.Errorf("Slow: %d of %d inputs searched", len(a.accepted), a.Valid)
	}
}
