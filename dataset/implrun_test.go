package dataset

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/specfaith/specfaith/internal/testdata"
)

// TestVerinaImpls runs the reference implementations of the VERINA dev
// tasks on their positive tests. The references are VERINA's own
// task.lean files, vendored in testdata/verina-dev (VERINA_DIR, upstream's
// datasets/verina, overrides). The floor: of the 128 dev tasks, at least
// 90% have a reference that lowers with nothing unread, and at least 90%
// have one that runs to the expected output on every positive test
// (measured: 124 and 120); no completed run gives another output.
func TestVerinaImpls(t *testing.T) {
	dir := os.Getenv("VERINA_DIR")
	if dir == "" {
		dir = filepath.Join("testdata", "verina-dev")
	}
	tasks, err := ReadJSONL(testdata.Shipped(t, "verina-dev.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	rep := VerinaImpls(tasks, dir)
	t.Log("\n" + rep.String())
	if len(rep.Disagree) > 0 {
		t.Errorf("%d runs disagree with the expected output", len(rep.Disagree))
	}
	if len(tasks) != 128 {
		t.Fatalf("%d dev tasks, want 128", len(tasks))
	}
	if 10*rep.Lowered < 9*rep.Tasks {
		t.Errorf("%d of %d references lowered with nothing unread, want at least 90%%", rep.Lowered, rep.Tasks)
	}
	if full := rep.AgreeAll(); 10*full < 9*rep.Tasks {
		t.Errorf("%d of %d references ran to the expected output on every positive test, want at least 90%%", full, rep.Tasks)
	}
}
