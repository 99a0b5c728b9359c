// Command ablate writes, for a Dafny file, one variant per ensures clause of
// a method, function or predicate that has a body: the file with that one
// clause removed. Used by scripts/fix-ablate.sh.
//
//	go run ./scripts/ablate FILE OUTDIR
//
// Variant N is written to OUTDIR/N/<base name of FILE>, and one line per
// variant is printed: N, the declaration's name, the clause's line and the
// clause as written (white space collapsed), separated by tabs. Clause
// ranges come from specfaith's Dafny parser; a wrong range shows up as a
// variant Dafny does not accept, so the caller verifies every variant.
// The count of `ensures` keywords the parser did not place in a contract
// with a body is printed to stderr as "unplaced N".
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: ablate FILE OUTDIR")
		os.Exit(2)
	}
	file, out := os.Args[1], os.Args[2]
	b, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	src := string(b)
	mod := dafny.ParseFile(file, src)
	n, placed := 0, 0
	for _, c := range mod.Contracts {
		for _, cl := range c.Clauses {
			if cl.Kind != ir.Ensures {
				continue
			}
			placed++
			if !c.HasBody || c.Decl == ir.DeclLemma {
				continue
			}
			start, end := cl.R.Start.Offset, cl.R.End.Offset
			if start < 0 || end > len(src) || start >= end || !strings.HasPrefix(src[start:], "ensures") {
				fmt.Fprintf(os.Stderr, "%s: %s: clause range %s does not start with ensures\n", file, c.Name, cl.R)
				continue
			}
			v := drop(src, start, end)
			n++
			dir := filepath.Join(out, fmt.Sprint(n))
			if err := os.MkdirAll(dir, 0o755); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(2)
			}
			if err := os.WriteFile(filepath.Join(dir, filepath.Base(file)), []byte(v), 0o644); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(2)
			}
			fmt.Printf("%d\t%s\t%d\t%s\n", n, c.Name, cl.R.Start.Line, oneLine(src[start:end]))
		}
	}
	if k := len(ensuresKW.FindAllString(stripComments(src), -1)) - placed; k != 0 {
		fmt.Fprintf(os.Stderr, "unplaced %d\n", k)
	}
}

var ensuresKW = regexp.MustCompile(`\bensures\b`)

// drop removes src[start:end], a trailing old-style semicolon with it, and
// the line itself when nothing but white space is left on it.
func drop(src string, start, end int) string {
	rest := src[end:]
	if t := strings.TrimLeft(rest, " \t"); strings.HasPrefix(t, ";") {
		end += len(rest) - len(t) + 1
	}
	ls := strings.LastIndexByte(src[:start], '\n') + 1
	le := strings.IndexByte(src[end:], '\n')
	if le < 0 {
		le = len(src)
	} else {
		le += end
	}
	if strings.TrimSpace(src[ls:start]) == "" && strings.TrimSpace(src[end:le]) == "" {
		if le < len(src) {
			le++ // the newline
		}
		return src[:ls] + src[le:]
	}
	return src[:start] + src[end:]
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// stripComments blanks // and /* */ comments (not strings: a count only).
func stripComments(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case strings.HasPrefix(s[i:], "//"):
			for i < len(s) && s[i] != '\n' {
				i++
			}
			if i < len(s) {
				b.WriteByte('\n')
			}
		case strings.HasPrefix(s[i:], "/*"):
			j := strings.Index(s[i+2:], "*/")
			if j < 0 {
				return b.String()
			}
			i += j + 3
			b.WriteByte(' ')
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}
