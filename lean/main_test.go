package lean

import (
	"os"
	"testing"

	"github.com/specfaith/specfaith/ir"
)

// TestMain fails the run if a test's evaluations wrote to a shared small
// integer (ir/smallint.go).
func TestMain(m *testing.M) {
	code := m.Run()
	if err := ir.CheckSmallInts(); err != nil && code == 0 {
		println("FAIL:", err.Error())
		code = 1
	}
	os.Exit(code)
}
