package dataset

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/specfaith/specfaith/internal/testdata"
)

// TestVerinaImpls runs the reference implementations of the VERINA dev
// tasks (VERINA_DIR: upstream's datasets/verina, which has each task's
// def F) on their positive tests: every run that completes must produce
// the expected output. Skipped, saying so, without VERINA_DIR. The data
// sets' rows name their upstream commit (origin.commit, d12090a); for
// example: git archive d12090a datasets/verina | tar -x, then
// VERINA_DIR=datasets/verina go test ./dataset -run TestVerinaImpls -v.
func TestVerinaImpls(t *testing.T) {
	dir := os.Getenv("VERINA_DIR")
	if dir == "" {
		t.Skip("VERINA_DIR not set: reference implementations not run")
	}
	tasks, err := ReadJSONL(filepath.Join(testdata.Dir(t), "verina-dev.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	rep := VerinaImpls(tasks, dir)
	t.Log("\n" + rep.String())
	if len(rep.Disagree) > 0 {
		t.Errorf("%d runs disagree with the expected output", len(rep.Disagree))
	}
}
