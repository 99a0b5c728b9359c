package analyzers

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// LeftOpen phrases what the example-free attacks found the contract
// leaves open (a constant that satisfies it, outputs it does not
// constrain, a precondition nothing meets), as a list to read after the
// informalization. The unsatisfiable-postcondition hint is left out: the
// search is finite, so it is a hint, not a reading of the contract.
func LeftOpen(fs []Finding) string {
	var lines []string
	seen := map[string]bool{}
	for _, f := range fs {
		if !IsAttack(f.Code) || f.Code == CodeUnsatPost || seen[f.Message] {
			continue
		}
		seen[f.Message] = true
		lines = append(lines, "- "+capitalize(strings.TrimSuffix(f.Message, "."))+".")
		if len(lines) == maxListed+2 {
			break
		}
	}
	if len(lines) == 0 {
		return ""
	}
	return "Leaves open (found by trying inputs and outputs, no examples needed):\n" + strings.Join(lines, "\n")
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
