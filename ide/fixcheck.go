package ide

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"maps"

	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
)

// The verifier as the last oracle of a quick-fix, in the editor: with a
// trusted workspace and the language's verifier installed, the server
// runs it on the file with each bound fix applied (on a copy, one fix at
// a time, cancelled by the next edit), and the fix's title says what it
// said. The verdicts are a slot of the value, like the toolchain's
// result.

// FixCheck is the verifier's verdict on one quick-fix.
type FixCheck struct {
	// Tool names the verifier and its version ("dafny 2.3.0").
	Tool string
	// OK: the file with the fix applied verifies.
	OK bool
	// Undecided: the verifier did not finish (a time-out, a crash): the
	// fix is neither verified nor rejected.
	Undecided bool
	// Reason is the verifier's first complaint when not OK, or why it
	// did not finish.
	Reason string
}

// maxFixChecks bounds the fixes verified per version of a document.
const maxFixChecks = 6

// PendingFix is a quick-fix the verifier has not judged: its key and the
// text with it applied.
type PendingFix struct {
	Key  string
	Text string
}

// fixKey identifies a fix of a text by its edits.
func fixKey(edits []ir.Edit) string {
	h := sha256.New()
	var n [8]byte
	for _, e := range edits {
		binary.LittleEndian.PutUint64(n[:], uint64(e.Start))
		h.Write(n[:])
		binary.LittleEndian.PutUint64(n[:], uint64(e.End))
		h.Write(n[:])
		h.Write([]byte(e.Text))
		h.Write([]byte{0})
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}

// FixesToVerify are the bound quick-fixes (postcondition clauses, with
// their invariants) the verifier has not judged, best first.
func (a *Analysis) FixesToVerify() []PendingFix {
	if a.rep == nil || a.stage != Fixed {
		return nil
	}
	var out []PendingFix
	seen := map[string]bool{}
	for _, cr := range a.rep.Contracts {
		for _, fx := range cr.Fixes {
			if fx.Bound.Text == "" || fx.Unchecked {
				continue
			}
			k := fixKey(fx.Edits)
			if _, done := a.checks[k]; done || seen[k] {
				continue
			}
			seen[k] = true
			if len(out)+len(a.checks) >= maxFixChecks {
				return out
			}
			out = append(out, PendingFix{Key: k, Text: check.ApplyEdits(a.text, fx.Edits)})
		}
	}
	return out
}

// WithFixCheck is the value with the verifier's verdict on one fix.
func (a *Analysis) WithFixCheck(key string, c FixCheck) *Analysis {
	next := *a
	next.checks = maps.Clone(a.checks)
	if next.checks == nil {
		next.checks = map[string]FixCheck{}
	}
	next.checks[key] = c
	return &next
}

// fixCheck is the verdict on a fix, if the verifier gave one.
func (a *Analysis) fixCheck(fx check.Fix) (FixCheck, bool) {
	c, ok := a.checks[fixKey(fx.Edits)]
	return c, ok
}
