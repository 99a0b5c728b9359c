package lazyre

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestEveryExpressionCompiles: an expression is compiled on first use,
// so a bad one would panic in the middle of a run, not at start-up. This
// compiles every literal given to New in the module's sources.
func TestEveryExpressionCompiles(t *testing.T) {
	call := regexp.MustCompile("lazyre\\.New\\((`[^`]*`|\"(?:[^\"\\\\]|\\\\.)*\")\\)")
	n := 0
	filepath.WalkDir("../..", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && p != "../.." {
			if d != nil && d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range call.FindAllStringSubmatch(string(src), -1) {
			lit, err := strconv.Unquote(m[1])
			if err != nil {
				t.Errorf("%s: %s: %v", p, m[1], err)
				continue
			}
			if _, err := regexp.Compile(lit); err != nil {
				t.Errorf("%s: %v", p, err)
			}
			n++
		}
		return nil
	})
	if n < 40 {
		t.Errorf("found %d expressions given to New, want the module's 40 or more", n)
	}
}

func TestCompiledOnFirstUse(t *testing.T) {
	r := New(`a(b+)`)
	if r.re != nil {
		t.Fatal("compiled before use")
	}
	if got := r.FindStringSubmatch("xabbb"); len(got) != 2 || got[1] != "bbb" {
		t.Errorf("FindStringSubmatch: %q", got)
	}
	if r.re == nil || !r.MatchString("ab") || r.MatchString("b") {
		t.Error("MatchString")
	}
}
