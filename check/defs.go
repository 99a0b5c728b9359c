package check

import (
	"sort"

	"github.com/specfaith/specfaith/spec"
)

// defs maps each definition a contract may reach (function, constant,
// implementation, other contract) to its source text, so that a
// contract's remembered analysis is keyed by the code it reads, not the
// whole file: an edit elsewhere keeps it. Included files' definitions
// come with their own text.
type defs map[string]string

// maxDeps bounds the definitions followed from one contract.
const maxDeps = 512

// addDefs records m's own definitions, read from src; a name already
// recorded (the including file's own) wins, as in spec.Module.Merge.
func (d defs) addDefs(m *spec.Module, src string) {
	slice := func(r spec.Range) string {
		if r.Start.Offset < 0 || r.End.Offset > len(src) || r.Start.Offset > r.End.Offset {
			return ""
		}
		return src[r.Start.Offset:r.End.Offset]
	}
	put := func(name, text string) {
		if _, ok := d[name]; !ok {
			d[name] = text
		}
	}
	for _, c := range m.Contracts {
		t := slice(c.R)
		for _, cl := range c.Clauses {
			t += "\x00" + cl.Text
		}
		if c.Impl != nil {
			t += "\x00" + slice(c.Impl.R)
		}
		put(c.Name, t)
	}
	for n, f := range m.Funcs {
		put(n, slice(f.R))
	}
	for n, e := range m.Consts {
		put(n, slice(e.Span()))
	}
	for n, im := range m.Impls {
		put(n, slice(im.R))
	}
}

// closure returns the names reachable from text through d, sorted.
func (d defs) closure(text string) []string {
	seen := map[string]bool{}
	queue := []string{text}
	for len(queue) > 0 && len(seen) < maxDeps {
		t := queue[0]
		queue = queue[1:]
		for _, w := range words(t) {
			if seen[w] {
				continue
			}
			if dt, ok := d[w]; ok {
				seen[w] = true
				queue = append(queue, dt)
			}
		}
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// words are the identifier-like tokens of t (dotted names whole and in
// parts: Class.method, module.f).
func words(t string) []string {
	var out []string
	isWord := func(b byte) bool {
		return b == '_' || b == '\'' || b == '.' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
	}
	for i := 0; i < len(t); {
		if !isWord(t[i]) {
			i++
			continue
		}
		j := i
		for j < len(t) && isWord(t[j]) {
			j++
		}
		w := t[i:j]
		out = append(out, w)
		for k := 0; k < len(w); k++ {
			if w[k] == '.' {
				out = append(out, w[:k])
				if k+1 < len(w) {
					out = append(out, w[k+1:])
				}
			}
		}
		i = j
	}
	return out
}
