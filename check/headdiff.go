package check

import (
	"context"
	"strings"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
)

// ContractDiff says how one contract of a file compares with the same
// contract in an earlier version of the file.
type ContractDiff struct {
	Name  string
	NameR ir.Range // in the current text
	// Key identifies the pair of versions compared (both contracts'
	// clauses), for callers that remember titles.
	Key string
	// Title is the comparison in a sentence ("stronger than HEAD: …").
	Title string
}

// DiffBudget bounds one contract's comparison in SemanticDiff.
const DiffBudget = 250 * time.Millisecond

// SemanticDiff compares each contract of cur whose clauses differ from
// the same-named contract of old (an earlier version of the file at
// path, named against: "HEAD") by bounded equivalence. inc supplies the
// definitions of included files. known gives titles already computed by
// key; a contract it knows is not compared again. Contracts new since
// old, or unchanged, are left out; a cancelled ctx ends the work.
func SemanticDiff(ctx context.Context, path, old, cur, against string, inc *ir.Module, known func(key string) (string, bool)) []ContractDiff {
	lang := LanguageFor(path)
	if lang == nil || lang.Parse == nil || old == cur {
		return nil
	}
	// Both versions as the front end reads them (the analysis adds
	// clauses of its own), with the definitions of included files.
	hm, cm := lang.Parse(path, old), lang.Parse(path, cur)
	if inc != nil {
		hm.Merge(inc)
		cm.Merge(inc)
	}
	byName := map[string]*ir.Contract{}
	for _, c := range hm.Contracts {
		byName[c.Name] = c
	}
	var out []ContractDiff
	for _, c := range cm.Contracts {
		if ctx.Err() != nil {
			break
		}
		prev := byName[c.Name]
		if prev == nil || clausesKey(prev) == clausesKey(c) {
			continue
		}
		d := ContractDiff{Name: c.Name, NameR: c.NameR, Key: c.Name + "\x00" + clausesKey(prev) + "\x00" + clausesKey(c)}
		if t, ok := known(d.Key); ok {
			d.Title = t
		} else {
			opts := analyzers.DefaultAttack
			opts.Budget = DiffBudget
			cmp := analyzers.Compare(ctx, hm, prev, cm, c, nil, opts)
			if ctx.Err() != nil {
				break // cancelled: nothing half-done is reported
			}
			d.Title = cmp.Summary(against)
		}
		out = append(out, d)
	}
	return out
}

// clausesKey is a contract's clauses as written (spacing aside) and its
// parameters.
func clausesKey(c *ir.Contract) string {
	var sb strings.Builder
	for _, cl := range c.Clauses {
		sb.WriteString(cl.Kind.String())
		sb.WriteByte(':')
		sb.WriteString(strings.Join(strings.Fields(cl.Text), " "))
		sb.WriteByte('\n')
	}
	for _, p := range c.Params {
		sb.WriteString(p.Name + ":" + p.Type.String() + ",")
	}
	return sb.String()
}
