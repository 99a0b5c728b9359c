package check

import (
	"context"
	"crypto/sha256"
	"fmt"
	"sync"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/spec"
)

// The attacks cost milliseconds per contract, too much to repeat for every
// contract on every keystroke. Their result depends only on the contract's
// text, its examples, the file's other definitions and the language, so it
// is memoized under a hash of those; findings are stored relative to the
// contract's start and moved to where the contract now is.

// maxCached bounds the memo (entries are a few findings each).
const maxCached = 4096

type attackResult struct {
	findings []analyzers.Finding
	weak     bool
	search   analyzers.Search
	mutation *analyzers.Evidence
	start    spec.Pos
	pending  bool // the mutation check is still to run (mutationCached)
}

var attackMemo = struct {
	sync.Mutex
	m     map[[32]byte]*attackResult
	order [][32]byte
}{m: map[[32]byte]*attackResult{}}

// attackKey hashes what an attack reads: the contract, its examples and
// the definitions it reaches (d.closure), in the language.
func attackKey(lang string, m *spec.Module, d defs, c *spec.Contract, pinned, mutation bool, floor float64) [32]byte {
	h := sha256.New()
	src := m.Source
	slice := func(r spec.Range) string {
		if r.Start.Offset < 0 || r.End.Offset > len(src) || r.Start.Offset > r.End.Offset {
			return ""
		}
		return src[r.Start.Offset:r.End.Offset]
	}
	w := func(s string) { h.Write([]byte(s)); h.Write([]byte{0}) }
	w(lang)
	w(c.Name) // findings name their contract
	if pinned {
		w("pinned")
	}
	if mutation {
		w(fmt.Sprint("mutation", floor))
	}
	w(string(rune(c.R.Start.Col)))
	own := slice(c.R) + "\x00" + slice(c.DocR)
	w(own)
	// A front end's declaration range need not cover the clauses (a
	// Python def line), so they go in on their own.
	for _, cl := range c.Clauses {
		w(cl.Kind.String())
		w(fmt.Sprint(cl.R.Start.Offset-c.R.Start.Offset, cl.R.Start.Line-c.R.Start.Line))
		w(slice(cl.R))
		w(cl.Text)
		own += "\x00" + cl.Text
	}
	if c.Impl != nil {
		body := slice(c.Impl.R)
		w(body)
		own += "\x00" + body
	}
	for _, set := range [][]spec.Example{c.Examples.Required, c.Examples.Accepted, c.Examples.Rejected, c.Examples.RejectedInputs} {
		for _, ex := range set {
			w(ex.Text)
			w(analyzersBindings(ex))
		}
		w("|")
	}
	// The definitions it reaches, and nothing else of the file.
	for _, n := range d.closure(own) {
		w(n)
		w(d[n])
	}
	var k [32]byte
	copy(k[:], h.Sum(nil))
	return k
}

func analyzersBindings(ex spec.Example) string {
	return analyzers.BindingsText(ex.Inputs) + "->" + analyzers.BindingsText(ex.Outputs)
}

// mutationMode says whether runAttack runs the mutation check.
type mutationMode int

const (
	mutationOff    mutationMode = iota
	mutationCached              // a remembered result only; pending otherwise
	mutationRun
)

// runAttack is analyzers.RunAttack through the memo. A search cut short
// (cancelled, or stopped at its budget) is not remembered. With
// mutationCached, a contract whose mutation check is not remembered is
// analysed without it and res.pending says so.
func runAttack(ctx context.Context, lang string, m *spec.Module, d defs, c *spec.Contract, pinned bool, mode mutationMode, floor float64) *attackResult {
	mopts := analyzers.DefaultMutation
	if floor != 0 {
		mopts.Floor = floor // negative: never a warning
	}
	if mode == mutationCached {
		if r := lookup(attackKey(lang, m, d, c, pinned, true, mopts.Floor), c); r != nil {
			return r
		}
		r := runAttack(ctx, lang, m, d, c, pinned, mutationOff, floor)
		// Only a contract with a body and a postcondition has mutants.
		cp := *r
		cp.pending = c.Impl != nil && len(c.Ensures()) > 0 && cp.search.Impl != nil && cp.search.Impl.Ran > 0
		return &cp
	}
	mutation := mode == mutationRun
	key := attackKey(lang, m, d, c, pinned, mutation, mopts.Floor)
	if r := lookup(key, c); r != nil {
		return r
	}
	a := analyzers.RunAttack(ctx, m, c, analyzers.DefaultAttack, pinned)
	res := &attackResult{findings: a.Findings, search: a.Search, start: c.R.Start}
	// The mutation check runs the implementation's mutants on the inputs
	// the search admitted, with a budget of its own.
	mutStopped := false
	var mu *analyzers.Mutation
	if mutation {
		mu = analyzers.RunMutation(ctx, a, mopts)
	}
	if mu != nil {
		res.mutation = mu.Evidence
		res.findings = append(res.findings, mu.Findings...)
		mutStopped = len(mu.Evidence.Notes) > 0
	}
	res.weak = a.Weak() // after the mutation check: a survivor counts
	if ctx.Err() != nil || a.Stopped || mutStopped {
		return res
	}
	attackMemo.Lock()
	if len(attackMemo.order) >= maxCached {
		delete(attackMemo.m, attackMemo.order[0])
		attackMemo.order = attackMemo.order[1:]
	}
	attackMemo.m[key] = res
	attackMemo.order = append(attackMemo.order, key)
	attackMemo.Unlock()
	return res
}

// lookup returns a remembered result moved to where c now is, or nil.
func lookup(key [32]byte, c *spec.Contract) *attackResult {
	attackMemo.Lock()
	r, ok := attackMemo.m[key]
	attackMemo.Unlock()
	if !ok {
		return nil
	}
	cp := *r
	cp.findings = moved(r.findings, r.start, c.R.Start)
	return &cp
}

// moved shifts findings recorded for a contract starting at from to one
// starting at to (same text, so columns are unchanged).
func moved(fs []analyzers.Finding, from, to spec.Pos) []analyzers.Finding {
	if from == to {
		return fs
	}
	dl, do := to.Line-from.Line, to.Offset-from.Offset
	out := make([]analyzers.Finding, len(fs))
	for i, f := range fs {
		f.R.Start.Line += dl
		f.R.End.Line += dl
		f.R.Start.Offset += do
		f.R.End.Offset += do
		out[i] = f
	}
	return out
}
