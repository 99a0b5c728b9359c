// Package readme checks what the README says against what the code does:
// its commands (readme_test.go) and the numbers its prose quotes (Quoted,
// called by the test that measures each number).
package readme

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
)

// Quoted returns the submatches of re in the README, which must occur
// there exactly once: a test that measures a number the README quotes
// compares its measurement with them, so the quote cannot drift.
func Quoted(re *regexp.Regexp) ([]string, error) {
	_, here, _, ok := runtime.Caller(0)
	if !ok {
		return nil, fmt.Errorf("cannot locate the README")
	}
	path := filepath.Join(filepath.Dir(here), "..", "..", "README.md")
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	all := re.FindAllStringSubmatch(string(b), -1)
	if len(all) != 1 {
		return nil, fmt.Errorf("README.md: %d matches of %s, want exactly one", len(all), re)
	}
	return all[0][1:], nil
}
