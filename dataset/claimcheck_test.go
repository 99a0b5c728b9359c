package dataset

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/specfaith/specfaith/internal/testdata"
)

// TestClaimcheckScreen runs the example-free screen over the claimcheck
// slice. Confirmed rows (original contracts and their proved-equivalent
// rewrites) must almost never be flagged (issue 7: at most 2%); C1 rows
// keep the original contract under a mutated requirement, so without the
// judge they come out as their originals; the recall on mutated contracts
// is guarded at the level reached.
func TestClaimcheckScreen(t *testing.T) {
	rows, err := ReadClaimcheck(filepath.Join(testdata.Dir(t), "claimcheck-dafny.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	rep := ClaimcheckWith(context.Background(), rows, nil)
	t.Logf("claimcheck: %d rows, false alarms %.1f%%, disputed recall %.3f, C2 %d/%d, C6 %d/%d",
		rep.Rows, 100*rep.FalseAlarmRate, rep.DisputedRecall,
		rep.ByVariant["C2"].Flagged, rep.ByVariant["C2"].Rows, rep.ByVariant["C6"].Flagged, rep.ByVariant["C6"].Rows)
	if rep.Rows != 362 || rep.ParseErrors != 0 {
		t.Errorf("%d rows, %d parse errors; want 362, 0", rep.Rows, rep.ParseErrors)
	}
	for _, r := range rep.Results {
		if r.Label == "confirmed" && r.Flagged {
			t.Logf("false alarm: %s %v", r.ID, r.Findings)
		}
	}
	if rep.FalseAlarmRate > 0.02 {
		t.Errorf("false-alarm rate %.3f above 0.02", rep.FalseAlarmRate)
	}
	// Issue 8: meaning-preserving controls read like their original in
	// at least 90% of pairs.
	t.Logf("informalization: %d of %d controls identical; differ: %v", rep.InformalizationIdentical, rep.InformalizationPairs, rep.InformalizationDiffer)
	if rep.InformalizationPairs != 118 || float64(rep.InformalizationIdentical) < 0.9*float64(rep.InformalizationPairs) {
		t.Errorf("informalization identical for %d of %d control pairs, want 118 pairs and at least 90%%", rep.InformalizationIdentical, rep.InformalizationPairs)
	}
	if rep.PerClassRecall["control"] != rep.ConfirmedRecall && rep.ByVariant["original"].Flagged == 0 {
		t.Errorf("per-class recall %v disagrees with confirmed recall %.3f", rep.PerClassRecall, rep.ConfirmedRecall)
	}
	if got := rep.ByVariant["C2"].Flagged; got < 20 {
		t.Errorf("C2 flagged %d, below the 20 reached on 2026-12-02", got)
	}
}
