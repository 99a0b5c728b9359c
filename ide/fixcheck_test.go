package ide

import (
	"context"
	"strings"
	"testing"
)

// The verifier's verdicts retitle and reorder the quick-fixes: a fix
// that verifies comes first, titled so and preferred; one it rejects
// comes last, with the verifier's complaint; the verdicts follow the
// value to the next one of the same text.
func TestFixChecksOrderActions(t *testing.T) {
	src := `method Max2(a: int, b: int) returns (m: int)
  ensures m >= a
{
  if a >= b { m := a; } else { m := b; }
}
`
	v := Analyze(context.Background(), 1, "max2.dfy", src, Options{Idle: true, Mutation: true})
	if v == nil {
		t.Fatal("no analysis")
	}
	v = v.WithFixes(context.Background())
	pending := v.FixesToVerify()
	if len(pending) < 2 {
		t.Fatalf("want two bound fixes to verify, got %d", len(pending))
	}
	for _, p := range pending {
		if p.Text == src || !strings.Contains(p.Text, "ensures m") {
			t.Errorf("pending text is not the file with the fix:\n%s", p.Text)
		}
	}
	before := v.Actions(context.Background(), strings.Index(src, "ensures"), 0)
	// The first fix is rejected, the second verifies.
	v = v.WithFixCheck(pending[0].Key, FixCheck{Tool: "dafny 2.3.0", Reason: "line 2: A postcondition might not hold"})
	v = v.WithFixCheck(pending[1].Key, FixCheck{Tool: "dafny 2.3.0", OK: true})
	if len(v.FixesToVerify()) != len(pending)-2 {
		t.Errorf("verified fixes are still pending")
	}
	after := v.Actions(context.Background(), strings.Index(src, "ensures"), 0)
	if !strings.HasPrefix(after[0].Title, before[1].Title) || !strings.HasSuffix(after[0].Title, " ✓ verifies (dafny 2.3.0)") || !after[0].Preferred {
		t.Errorf("first action %q (preferred %v), want the verified %q", after[0].Title, after[0].Preferred, before[1].Title)
	}
	var rejected *Action
	for i := range after {
		if strings.HasPrefix(after[i].Title, before[0].Title) {
			rejected = &after[i]
		}
		if i > 0 && after[i].Preferred {
			t.Errorf("%q is preferred too", after[i].Title)
		}
	}
	if rejected == nil || !strings.HasSuffix(rejected.Title, " ✗ dafny 2.3.0 rejects it: line 2: A postcondition might not hold") {
		t.Errorf("the rejected fix is %+v", rejected)
	}
	// A verifier that timed out decides nothing: the fix is not called
	// rejected, and stays where it was.
	timed := v.WithFixCheck(pending[0].Key, FixCheck{Tool: "dafny 2.3.0", Undecided: true, Reason: "⏱ timed out after 30 s"})
	for _, act := range timed.Actions(context.Background(), strings.Index(src, "ensures"), 0) {
		if strings.HasPrefix(act.Title, before[0].Title) && (strings.Contains(act.Title, "rejects") || !strings.Contains(act.Title, "did not decide: ⏱ timed out")) {
			t.Errorf("a time-out titled %q", act.Title)
		}
	}
	// The next value of the same text keeps them; of another text, not.
	next := Analyze(context.Background(), 1, "max2.dfy", src, Options{Idle: true}).WithFixes(context.Background()).After(v)
	if len(next.checks) != 2 {
		t.Errorf("the verdicts did not follow the value of the same text")
	}
	other := Analyze(context.Background(), 2, "max2.dfy", src+"\n", Options{Idle: true}).WithFixes(context.Background()).After(v)
	if len(other.checks) != 0 {
		t.Errorf("verdicts of another text were kept")
	}
}
