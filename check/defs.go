package check

import (
	"crypto/sha256"
	"hash/maphash"
	"sort"
	"strings"
	"sync"

	"github.com/specfaith/specfaith/ir"
)

// defs maps each definition a contract may reach (function, constant,
// implementation, other contract) to its source text, so that a
// contract's remembered analysis is keyed by the code it reads, not the
// whole file: an edit elsewhere keeps it (defIndex). Included files'
// definitions come with their own text.
type defs map[string]string

// addDefs records m's own definitions, read from src; a name already
// recorded (the including file's own) wins, as in ir.Module.Merge.
func (d defs) addDefs(m *ir.Module, src string) {
	slice := func(r ir.Range) string {
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

// defIndex keys each definition by what it reads: a hash of its text and
// of the keys of the definitions it names, through any number of steps
// (definitions that name each other, directly or not, are hashed as
// one). A contract's key then needs only the definitions its own text
// names: an edit anywhere in what it reaches changes one of their keys.
// Built once per analysis in time linear in the definitions' text (a
// contract's closure, followed from each contract, grew with the file:
// 4 000 functions calling each other took 1.5 s).
type defIndex struct {
	defs defs
	key  map[string][32]byte
	// contents are the contracts' content keys (contractKey), by
	// contract and whether places count.
	mu       sync.Mutex
	contents map[any][32]byte
}

// index computes the keys: the definitions and the names they mention
// form a graph whose strongly connected components (Tarjan) come out
// with every component they reach before them, so each is hashed after
// the ones it names.
func (d defs) index() *defIndex {
	// The keys depend on the definitions alone, and an edit of a contract
	// leaves them as they were (a file's includes too): they are kept by
	// a fingerprint of every name and text, a sum of two seeded hashes
	// per entry (order-free, so nothing is sorted to compute it). The
	// names alone have a fingerprint too: an edit that changes texts but
	// no name is indexed from the last index of the same names.
	var fp, names [2]uint64
	for n, t := range d {
		for i := range fp {
			var h maphash.Hash
			h.SetSeed(wordSeeds[i])
			h.WriteString(n)
			names[i] += h.Sum64()
			h.WriteByte(0)
			h.WriteString(t)
			fp[i] += h.Sum64()
		}
	}
	fp[0] ^= uint64(len(d))
	names[0] ^= uint64(len(d))
	var prev *indexed
	indexMu.Lock()
	for _, e := range indexKept {
		if e == nil || e.n != len(d) {
			continue
		}
		if e.fp == fp {
			indexMu.Unlock()
			return &defIndex{defs: d, key: e.key}
		}
		if e.names == names && (prev == nil || e.seq > prev.seq) {
			prev = e
		}
	}
	indexMu.Unlock()
	x, g := d.indexAnew(prev)
	g.fp, g.names, g.n = fp, names, len(d)
	indexMu.Lock()
	indexSeq++
	g.seq = indexSeq
	indexKept[indexNext] = g
	indexNext = (indexNext + 1) % len(indexKept)
	indexMu.Unlock()
	return x
}

// indexed is one definitions' keys (read only once made), by fingerprint,
// with what the next index of the same names reuses: the names in order,
// the texts, whom each names, and which component each was in.
type indexed struct {
	fp, names [2]uint64
	n         int
	seq       int // the later of two of the same names is the nearer
	key       map[string][32]byte
	defs      defs
	order     []string
	refs      [][]int
	comp      []int // component of each name, numbered in order
	size      []int // size of each component
}

var (
	indexMu   sync.Mutex
	indexKept [8]*indexed
	indexNext int
	indexSeq  int
)

// indexAnew computes the keys. prev, when not nil, is an index of the
// same names: a definition whose text it shares names what it named
// then, and a component whose members, texts and the keys of what it
// names are all as they were keeps its key (an edit rehashes only what
// reaches it).
func (d defs) indexAnew(prev *indexed) (*defIndex, *indexed) {
	var names []string
	if prev != nil {
		names = prev.order
		for _, n := range names {
			if _, ok := d[n]; !ok { // the names' fingerprints collided
				return d.indexAnew(nil)
			}
		}
	} else {
		names = make([]string, 0, len(d))
		for n := range d {
			names = append(names, n)
		}
		sort.Strings(names)
	}
	at := make(map[string]int, len(names))
	for i, n := range names {
		at[n] = i
	}
	same := make([]bool, len(names)) // the text is prev's
	refs := make([][]int, len(names))
	for i, n := range names {
		if prev != nil && prev.defs[n] == d[n] {
			same[i], refs[i] = true, prev.refs[i]
			continue
		}
		seen := map[int]bool{}
		for _, w := range distinctWords(d[n]) {
			if j, ok := at[w]; ok && !seen[j] {
				seen[j] = true
				refs[i] = append(refs[i], j)
			}
		}
		sort.Ints(refs[i])
	}
	x := &defIndex{defs: d, key: make(map[string][32]byte, len(names))}
	g := &indexed{key: x.key, defs: d, order: names, refs: refs, comp: make([]int, len(names))}
	for ci, scc := range components(refs) {
		g.size = append(g.size, len(scc))
		for _, v := range scc {
			g.comp[v] = ci
		}
		if prev != nil && keptKey(prev, x, scc, same, refs) {
			k := prev.key[names[scc[0]]]
			for _, v := range scc {
				x.key[names[v]] = k
			}
			continue
		}
		own := map[int]bool{}
		for _, v := range scc {
			own[v] = true
		}
		sort.Ints(scc) // names are sorted: members in name order
		h := sha256.New()
		w := func(s string) { h.Write([]byte(s)); h.Write([]byte{0}) }
		for _, v := range scc {
			w(names[v])
			w(d[names[v]])
		}
		var next []string
		seen := map[[32]byte]bool{}
		for _, v := range scc {
			for _, u := range refs[v] {
				if k := x.key[names[u]]; !own[u] && !seen[k] {
					seen[k] = true
					next = append(next, string(k[:]))
				}
			}
		}
		sort.Strings(next)
		for _, k := range next {
			w(k)
		}
		var k [32]byte
		copy(k[:], h.Sum(nil))
		for _, v := range scc {
			x.key[names[v]] = k
		}
	}
	return x, g
}

// keptKey says whether component scc has prev's key: the same members
// (one component of prev, of the same size), each with prev's text, and
// every definition outside it that they name keyed as in prev (their
// components come first, so x has their keys).
func keptKey(prev *indexed, x *defIndex, scc []int, same []bool, refs [][]int) bool {
	c := prev.comp[scc[0]]
	if prev.size[c] != len(scc) {
		return false
	}
	for _, v := range scc {
		if !same[v] || prev.comp[v] != c {
			return false
		}
	}
	for _, v := range scc {
		for _, u := range refs[v] {
			if prev.comp[u] == c {
				continue
			}
			n := prev.order[u]
			if x.key[n] != prev.key[n] {
				return false
			}
		}
	}
	return true
}

// components are the strongly connected components of the graph (Tarjan,
// without recursion: a chain of thousands of definitions is deep), each
// after every component it reaches.
func components(refs [][]int) [][]int {
	n := len(refs)
	index, low := make([]int, n), make([]int, n)
	for i := range index {
		index[i] = -1
	}
	onStack := make([]bool, n)
	var stack []int
	var out [][]int
	counter := 0
	type frame struct{ v, next int }
	for s := 0; s < n; s++ {
		if index[s] >= 0 {
			continue
		}
		visit := func(v int) {
			index[v], low[v] = counter, counter
			counter++
			stack = append(stack, v)
			onStack[v] = true
		}
		visit(s)
		calls := []frame{{s, 0}}
		for len(calls) > 0 {
			top := len(calls) - 1
			v := calls[top].v
			if k := calls[top].next; k < len(refs[v]) {
				calls[top].next++
				u := refs[v][k]
				if index[u] < 0 {
					visit(u)
					calls = append(calls, frame{u, 0})
				} else if onStack[u] && index[u] < low[v] {
					low[v] = index[u]
				}
				continue
			}
			if low[v] == index[v] {
				var scc []int
				for {
					u := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[u] = false
					scc = append(scc, u)
					if u == v {
						break
					}
				}
				out = append(out, scc)
			}
			calls = calls[:top]
			if top > 0 {
				if p := calls[top-1].v; low[v] < low[p] {
					low[p] = low[v]
				}
			}
		}
	}
	return out
}

// refs are the definitions text names, sorted.
func (x *defIndex) refs(text string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range distinctWords(text) {
		if _, ok := x.key[w]; ok && !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
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

// distinctWords is words(t) without repeats, remembered by a hash of t:
// an editor's analyses index the same definitions (the includes', the
// untouched contracts') again at every keystroke. The hash is 128 bits
// of two seeds (the text itself is not kept: it would hold whole files);
// what is kept is bounded by bytes (maxWordsBytes), emptied when full.
func distinctWords(t string) []string {
	k := [2]uint64{maphash.String(wordSeeds[0], t), maphash.String(wordSeeds[1], t)}
	wordsMu.Lock()
	ws, ok := wordsSeen[k]
	wordsMu.Unlock()
	if ok {
		return ws
	}
	seen := map[string]bool{}
	size := 64
	for _, w := range words(t) {
		if !seen[w] {
			seen[w] = true
			ws = append(ws, strings.Clone(w))
			size += len(w) + 24
		}
	}
	wordsMu.Lock()
	defer wordsMu.Unlock()
	if wordsBytes+size > maxWordsBytes {
		clear(wordsSeen) // the next analyses fill it again
		wordsBytes = 0
	}
	if size <= maxWordsBytes/16 {
		wordsSeen[k] = ws
		wordsBytes += size
	}
	return ws
}

// maxWordsBytes bounds what distinctWords keeps (the words and their
// slices, roughly).
const maxWordsBytes = 2 << 20

var (
	wordSeeds  = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}
	wordsMu    sync.Mutex
	wordsSeen  = map[[2]uint64][]string{}
	wordsBytes int
)
