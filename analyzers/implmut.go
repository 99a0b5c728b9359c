package analyzers

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/specfaith/specfaith/ir"
)

// The mutation check (SWE-Proof's admission gate): first-order mutants of
// the implementation — a relational or arithmetic operator swapped, a
// constant moved by one, a condition negated, branches swapped, an
// assignment dropped — are run on the admitted inputs. A mutant is killed
// when the postcondition rejects one of its outputs, equivalent when its
// outputs equal the implementation's on every input tried (not counted),
// and survives otherwise: the contract accepts an implementation that
// behaves differently. Whether that one is wrong only the requirement
// says (a relational spec may allow both), so the finding says what was
// seen, not that the mutant is wrong.

// Codes and metric of the mutation check.
const (
	CodeSurvivingMutant = "surviving-mutant"
	MutantKillRate      = "mutant_kill_rate"
)

// MutationOptions bound the check.
type MutationOptions struct {
	MaxMutants int
	MaxInputs  int
	Budget     time.Duration
	// Floor is the kill rate under which a surviving mutant is a warning.
	Floor float64
}

// DefaultMutation suits one contract in the CLI and the editor.
var DefaultMutation = MutationOptions{MaxMutants: 48, MaxInputs: 48, Budget: 400 * time.Millisecond, Floor: 0.8}

// Mutation is the outcome of the check on one contract.
type Mutation struct {
	Evidence *Evidence
	Findings []Finding
}

// survivor is an output of a surviving mutant that the postcondition
// accepted, on an input where the implementation returns another.
type survivor struct {
	in  []ir.Binding
	out []ir.Value
}

// maxSurvivors bounds the survivors kept for the quick-fixes.
const maxSurvivors = 8

// implMutant is one mutant: the implementation with one change.
type implMutant struct {
	impl *ir.Impl
	desc string
	at   ir.Range
	// orig was replaced by repl (nil for a dropped assignment or swapped
	// branches): what the mutated line shows.
	orig, repl ir.Expr
}

// change is one mutation of a statement.
type change struct {
	stmt       ir.Stmt
	desc       string
	ok         bool
	orig, repl ir.Expr
}

// RunMutation runs the mutation check on a searched contract; nil when
// there is no implementation that ran.
func RunMutation(ctx context.Context, a *Attack, opts MutationOptions) *Mutation {
	if a == nil || a.c == nil || len(a.inputs) == 0 || len(a.c.Ensures()) == 0 {
		return nil
	}
	// Only an implementation callers cannot see is mutated: a Dafny
	// function's or a @Pure function's body is its own specification to
	// its callers, so a "wrong" variant of it is not a weakness of the
	// postcondition. And an implementation the postcondition already
	// rejects is no reference to mutate.
	impl := a.c.Impl
	if impl == nil || a.Impl == nil || a.Impl.Rejected > 0 {
		return nil
	}
	if memoryOnly(a.m, a.c) {
		// Only permissions promised (Nagini's Acc(self.f) in an
		// __init__): a memory-safety contract says nothing of values by
		// design, so a changed value surviving says nothing either.
		return nil
	}
	start := time.Now()
	if opts.Budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Budget)
		defer cancel()
	}
	done := ctx.Done()
	c, m := a.c, a.m
	inputs := a.inputs
	if len(inputs) > opts.MaxInputs {
		inputs = inputs[:opts.MaxInputs]
	}
	// The reference outputs.
	ref := make([][]ir.Value, len(inputs))
	refRan, used := 0, 0
	for i, in := range inputs {
		if out, fuel, stop := runOutputs(done, m, c, impl, in, implFuel); stop == nil {
			ref[i] = out
			refRan++
			if fuel > used {
				used = fuel
			}
		}
	}
	// A mutant that does not terminate would burn the whole fuel on every
	// input: it gets a few times what the implementation needed.
	mutFuel := 4*used + 64
	if refRan == 0 {
		return nil
	}
	muts := implMutants(impl, opts.MaxMutants, m.Vocab)
	killed, survived, equivalent, undecided := 0, 0, 0, 0
	var first *Finding
	for _, mu := range muts {
		if ctx.Err() != nil {
			break
		}
		differs, rejected, unknown := false, false, false
		var shown string
		for i, in := range inputs {
			if ref[i] == nil {
				continue
			}
			out, _, stop := runOutputs(done, m, c, mu.impl, in, mutFuel)
			if stop != nil {
				unknown = true
				continue
			}
			if sameValues(out, ref[i]) {
				continue
			}
			differs = true
			st := a.checkOutputs(done, in, out)
			switch st {
			case ir.False, ir.IllDefined:
				rejected = true
			case ir.True:
				if shown == "" && len(a.survivors) < maxSurvivors {
					a.survivors = append(a.survivors, survivor{in: in, out: out})
				}
				if shown == "" {
					on := ""
					if len(in) > 0 {
						on = " for " + a.bindText(in)
					}
					shown = fmt.Sprintf("returns %s%s (the implementation returns %s)",
						outputsIn(a.m, c, out), on, outputsIn(a.m, c, ref[i]))
				}
			default:
				unknown = true
			}
			if rejected {
				break
			}
		}
		switch {
		case rejected:
			killed++
		case !differs && !unknown:
			equivalent++
		case !differs || unknown && shown == "":
			undecided++
		default:
			survived++
			if first == nil {
				// No line number: the finding sits on the mutated line, and
				// a remembered result moves with its contract.
				what := "the statement with " + mu.desc
				if t := mutantText(m.Source, m.Vocab, mu.at); t != "" {
					what = "`" + t + "` with " + mu.desc
					if multiLine(m.Source, mu.at) && strings.HasPrefix(mu.desc, "the value") {
						// The change is to all of a value that spans lines
						// (a match, a multi-line expression), not to its
						// first line alone.
						what = "`" + t + " …` with " + mu.desc
					}
					if after := mutatedLine(m.Source, m.Vocab, mu.at, mu.orig, mu.repl); after != "" && after != t {
						what = "`" + t + "` → `" + after + "`"
					}
				}
				first = &Finding{Code: CodeSurvivingMutant, R: mu.at,
					Message: fmt.Sprintf("a changed implementation passes: %s %s; the postcondition accepts both", what, shown)}
			}
		}
	}
	den := killed + survived
	ev := &Evidence{Metric: MutantKillRate, Status: StatusOK, Num: killed, Den: den,
		Scope: fmt.Sprintf("%s of the implementation on %s (%d equivalent, %d undecided, not counted)",
			Count(len(muts), "mutant", "mutants"), Count(refRan, "input", "inputs"), equivalent, undecided),
		Millis: float64(time.Since(start).Microseconds()) / 1000}
	if ctx.Err() != nil {
		ev.Notes = append(ev.Notes, fmt.Sprintf("stopped at the %v budget", opts.Budget))
	}
	if den == 0 {
		ev.Status, ev.Reason = StatusUnavailable, "no mutant was decided (all equivalent or undecided)"
		return &Mutation{Evidence: ev}
	}
	x := float64(killed) / float64(den)
	ev.Value = &x
	out := &Mutation{Evidence: ev}
	if first != nil {
		first.Contract, first.Metric, first.Evidence = c.Name, MutantKillRate, ev
		// A relational spec may allow the mutant's output on purpose
		// (ensures y > x accepts x + 2): a warning needs the kill rate under
		// the floor and the search's own evidence that the postcondition
		// is weak.
		first.Severity = ir.SevInfo
		if x < opts.Floor && a.searchWeak() {
			first.Severity = ir.SevWarning
		}
		first.Message += fmt.Sprintf(" (mutants killed %d/%d)", killed, den)
		out.Findings = append(out.Findings, *first)
	}
	return out
}

// runOutputs runs impl on one input: its results, then the post-states of
// the modified parameters, and the fuel it used; a stop says why it could
// not finish.
func runOutputs(done <-chan struct{}, m *ir.Module, c *ir.Contract, impl *ir.Impl, in []ir.Binding, fuel int) ([]ir.Value, int, *ir.Stop) {
	args := make([]ir.Value, len(in))
	for i, b := range in {
		args[i] = b.Val
	}
	ctx := ir.NewCtx(m)
	ctx.Done = done
	ctx.Limits.Steps = implSteps
	// Runs on the search's small inputs: bounded as its evaluations are.
	ctx.Limits.CollSize = min(ctx.Limits.CollSize, searchCollSize)
	ctx.Limits.Bytes = min(ctx.Limits.Bytes, searchBytes)
	res, stop := ctx.Run(impl, m.Impls, args, fuel)
	if stop != nil {
		return nil, 0, stop
	}
	out := append([]ir.Value(nil), res.Results...)
	// A parameter the run changed but the contract does not list as
	// changed: its clauses read one state where the program has two, so
	// the run cannot be judged.
	for i, p := range c.Params {
		if i < len(res.Post) && i < len(in) && res.Post[i] != nil && !slices.Contains(c.Modified, p.Name) && ir.Compare(res.Post[i], in[i].Val) != 0 {
			return nil, 0, &ir.Stop{Status: ir.Unknown, Reason: "the implementation changes " + p.Name + ", which the contract does not list as changed", R: impl.R}
		}
	}
	for _, name := range c.Modified {
		for i, p := range c.Params {
			if p.Name == name {
				if res.Post[i] == nil {
					return nil, 0, &ir.Stop{Status: ir.Unknown, Reason: "no post-state for " + name, R: impl.R}
				}
				out = append(out, res.Post[i])
			}
		}
	}
	return out, res.Fuel, nil
}

// outputBindings names outputs as runOutputs orders them.
func outputBindings(c *ir.Contract, out []ir.Value) []ir.Binding {
	bs := make([]ir.Binding, len(out))
	for i, v := range out {
		bs[i] = ir.Binding{Name: outputName(c, i), Val: v}
	}
	return bs
}

// verdictOn evaluates clauses on an input and outputs as runOutputs
// orders them.
func verdictOn(done <-chan struct{}, m *ir.Module, c *ir.Contract, clauses []ir.Clause, in []ir.Binding, out []ir.Value, steps int) verdict {
	ex := ir.Example{Inputs: in, Outputs: outputBindings(c, out)}
	env, old, err := bindPair(c, ex)
	if err != nil {
		return verdict{status: ir.Unknown, reason: err.Error()}
	}
	return evalClausesN(done, m, clauses, env, old, pin(c, ex), steps)
}

// checkOutputs evaluates the postcondition on outputs as runOutputs
// orders them.
func (a *Attack) checkOutputs(done <-chan struct{}, in []ir.Binding, out []ir.Value) ir.Status {
	return a.checkOutputsWith(done, a.c.Ensures(), in, out)
}

// checkOutputsWith is checkOutputs for the given clauses.
func (a *Attack) checkOutputsWith(done <-chan struct{}, clauses []ir.Clause, in []ir.Binding, out []ir.Value) ir.Status {
	return verdictOn(done, a.m, a.c, clauses, in, out, a.opts.Steps).status
}

func sameValues(a, b []ir.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if ir.Compare(a[i], b[i]) != 0 {
			return false
		}
	}
	return true
}

// ---- mutants ----

// site is a point mutation of an expression.
type site = func(ir.Expr) (ir.Expr, string, bool)

// exprSites are the point mutations of expressions in a language: in
// Lean, a + b becomes a - b as Lean subtracts (truncated on Nat), not as
// integers do.
func exprSites(voc *ir.Vocab) []site {
	arith := arithSwaps
	if voc != nil && voc.TypedSub {
		arith = typedArithSwaps
	}
	return []site{opSwap(relSwaps), opSwap(arith), bumpBy(1), bumpBy(-1)}
}

var typedArithSwaps = map[ir.Op]ir.Op{ir.OpAdd: ir.OpSubAuto, ir.OpSub: ir.OpAdd, ir.OpNatSub: ir.OpAdd, ir.OpSubAuto: ir.OpAdd}

var relSwaps = map[ir.Op]ir.Op{ir.OpLt: ir.OpLe, ir.OpLe: ir.OpLt, ir.OpGt: ir.OpGe,
	ir.OpGe: ir.OpGt, ir.OpEq: ir.OpNe, ir.OpNe: ir.OpEq}

var arithSwaps = map[ir.Op]ir.Op{ir.OpAdd: ir.OpSub, ir.OpSub: ir.OpAdd}

// opSwap replaces a binary operator by its partner in swaps.
func opSwap(swaps map[ir.Op]ir.Op) func(ir.Expr) (ir.Expr, string, bool) {
	return func(e ir.Expr) (ir.Expr, string, bool) {
		b, ok := e.(*ir.Binary)
		if !ok {
			return nil, "", false
		}
		op, ok := swaps[b.Op]
		if !ok {
			return nil, "", false
		}
		return &ir.Binary{Node: b.Node, Op: op, X: b.X, Y: b.Y}, "`" + b.Op.String() + "` → `" + op.String() + "`", true
	}
}

func bumpBy(k int64) func(ir.Expr) (ir.Expr, string, bool) {
	return func(e ir.Expr) (ir.Expr, string, bool) {
		l, ok := e.(*ir.Lit)
		if !ok {
			return nil, "", false
		}
		i, ok := l.Val.(ir.Int)
		if !ok || i.V == nil {
			return nil, "", false
		}
		n := new(big.Int).Add(i.V, big.NewInt(k))
		if !i.Signed && n.Sign() < 0 {
			return nil, "", false
		}
		return &ir.Lit{Node: l.Node, Val: ir.Int{V: n, Signed: i.Signed, Lit: i.Lit}}, "`" + i.V.String() + "` → `" + n.String() + "`", true
	}
}

// implMutants derives up to max mutants of im, each with exactly one
// change. Statements are copied, expressions shared (they are immutable).
func implMutants(im *ir.Impl, max int, voc *ir.Vocab) []implMutant {
	sites := exprSites(voc)
	var out []implMutant
	total := countStmts(im.Body)
	for k := 0; k < total && len(out) < max; k++ {
		// A statement's mutations are listed once (listing them probes
		// every site of every expression: listing them again for each
		// mutation made mutating quadratic in the statement's size).
		s := stmtAt(im.Body, k)
		ops := stmtOps(s, sites, im.Results)
		for op := 0; op < len(ops) && len(out) < max; op++ {
			ch := ops[op]()
			if !ch.ok {
				continue
			}
			mi := *im
			mi.Body = replaceAt(im.Body, k, ch.stmt)
			out = append(out, implMutant{impl: &mi, desc: ch.desc, at: s.Span(), orig: ch.orig, repl: ch.repl})
		}
	}
	return out
}

// countStmts counts statements, nested ones included.
func countStmts(ss []ir.Stmt) int {
	n := 0
	ir.InspectStmts(ss, func(ir.Stmt) bool { n++; return true })
	return n
}

// stmtAt is the k-th statement of body in pre-order (as countStmts and
// replaceAt count them).
func stmtAt(body []ir.Stmt, k int) ir.Stmt {
	var found ir.Stmt
	n := 0
	ir.InspectStmts(body, func(s ir.Stmt) bool {
		if n == k {
			found = s
		}
		n++
		return found == nil
	})
	return found
}

// replaceAt copies body with its k-th statement in pre-order replaced by
// with; the blocks around it are copied, the other statements shared.
func replaceAt(body []ir.Stmt, k int, with ir.Stmt) []ir.Stmt {
	n := 0
	var walk func([]ir.Stmt) []ir.Stmt
	walk = func(ss []ir.Stmt) []ir.Stmt {
		cp := make([]ir.Stmt, len(ss))
		for i, s := range ss {
			if n == k {
				n++
				cp[i] = with
				continue
			}
			n++
			cp[i] = copyChildren(s, walk)
		}
		return cp
	}
	return walk(body)
}

// copyChildren copies a statement whose nested blocks are copied by walk.
func copyChildren(s ir.Stmt, walk func([]ir.Stmt) []ir.Stmt) ir.Stmt {
	switch x := s.(type) {
	case *ir.If:
		y := *x
		y.Then, y.Else = walk(x.Then), walk(x.Else)
		return &y
	case *ir.While:
		y := *x
		y.Body = walk(x.Body)
		return &y
	case *ir.ForRange:
		y := *x
		y.Body = walk(x.Body)
		return &y
	case *ir.ForEach:
		y := *x
		y.Body = walk(x.Body)
		return &y
	case *ir.Block:
		y := *x
		y.Body = walk(x.Body)
		return &y
	case *ir.MatchStmt:
		y := *x
		y.Cases = make([]ir.StmtCase, len(x.Cases))
		for i, c := range x.Cases {
			y.Cases[i] = ir.StmtCase{Pat: c.Pat, Body: walk(c.Body)}
		}
		return &y
	}
	return s
}

// stmtOps lists the mutations of one statement (not of its nested
// blocks, which are statements of their own).
func stmtOps(s ir.Stmt, sites []site, results []ir.Param) []func() change {
	var ops []func() change
	exprOps := func(e ir.Expr, set func(ir.Expr) ir.Stmt) {
		if e == nil {
			return
		}
		for _, site := range sites {
			for i := 0; i < 8; i++ {
				i, site := i, site
				if _, _, _, ok := replaceNth(e, i, site); !ok {
					break
				}
				ops = append(ops, func() change {
					r, kind, orig, ok := replaceNth(e, i, site)
					var repl ir.Expr
					if ok {
						repl, _, _ = site(orig)
					}
					return change{stmt: set(r), desc: kind, ok: ok, orig: orig, repl: repl}
				})
			}
		}
	}
	switch x := s.(type) {
	case *ir.If:
		exprOps(x.Cond, func(e ir.Expr) ir.Stmt { y := *x; y.Cond = e; return &y })
		ops = append(ops, func() change {
			y := *x
			y.Cond = &ir.Unary{Node: ir.Node{R: x.Cond.Span()}, Op: ir.OpNot, X: x.Cond}
			return change{stmt: &y, desc: "the condition negated", ok: true, orig: x.Cond, repl: y.Cond}
		})
		if len(x.Else) > 0 {
			ops = append(ops, func() change {
				y := *x
				y.Then, y.Else = x.Else, x.Then
				return change{stmt: &y, desc: "the branches swapped", ok: true}
			})
		}
	case *ir.While:
		exprOps(x.Cond, func(e ir.Expr) ir.Stmt { y := *x; y.Cond = e; return &y })
	case *ir.ForRange:
		exprOps(x.Lo, func(e ir.Expr) ir.Stmt { y := *x; y.Lo = e; return &y })
		exprOps(x.Hi, func(e ir.Expr) ir.Stmt { y := *x; y.Hi = e; return &y })
	case *ir.Assign:
		for j := range x.Values {
			j := j
			set := func(e ir.Expr) ir.Stmt {
				y := *x
				y.Values = append([]ir.Expr(nil), x.Values...)
				y.Values[j] = e
				return &y
			}
			exprOps(x.Values[j], set)
			if maybeNumber(x.Values[j]) {
				ops = append(ops, offByOne(x.Values[j], set)...)
			}
		}
		ops = append(ops, func() change {
			return change{stmt: &ir.Block{Node: x.Node}, desc: "the assignment dropped", ok: true}
		})
	case *ir.VarDecl:
		for j := range x.Values {
			j := j
			exprOps(x.Values[j], func(e ir.Expr) ir.Stmt {
				y := *x
				y.Values = append([]ir.Expr(nil), x.Values...)
				y.Values[j] = e
				return &y
			})
		}
	case *ir.Return:
		for j := range x.Values {
			j := j
			set := func(e ir.Expr) ir.Stmt {
				y := *x
				y.Values = append([]ir.Expr(nil), x.Values...)
				y.Values[j] = e
				return &y
			}
			exprOps(x.Values[j], set)
			// A value moved by one must be a number: a returned list or
			// pair moved by one is no program of the language.
			if j < len(results) && numericType(results[j].Type) {
				ops = append(ops, offByOne(x.Values[j], set)...)
			}
		}
	}
	return ops
}

func numericType(t *ir.Type) bool {
	return t != nil && (t.Kind == ir.KInt || t.Kind == ir.KNat)
}

// maybeNumber says e may be a number: it is not a collection, string,
// boolean or function by its form (assigned values have no declared type
// here).
func maybeNumber(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Display, *ir.Compr, *ir.Quant, *ir.Lambda, *ir.Slice, *ir.TupleExpr, *ir.Update:
		return false
	case *ir.Lit:
		_, ok := x.Val.(ir.Int)
		return ok
	case *ir.Unary:
		return x.Op == ir.OpNeg
	case *ir.Binary:
		switch x.Op {
		case ir.OpAdd, ir.OpSub, ir.OpNatSub, ir.OpSubAuto, ir.OpMul, ir.OpDivEuclid, ir.OpModEuclid,
			ir.OpDivFloor, ir.OpModFloor, ir.OpDivTrunc, ir.OpModTrunc, ir.OpDivEuclidTotal, ir.OpModEuclidTotal, ir.OpPow:
			return maybeNumber(x.X) && maybeNumber(x.Y)
		}
		return false
	}
	return true
}

// mutantText is a short description for messages, from the source.
func mutantText(src string, voc *ir.Vocab, at ir.Range) string {
	if at.Start.Offset < 0 || at.End.Offset > len(src) || at.Start.Offset >= at.End.Offset {
		return ""
	}
	// The statement's first line: a loop's or branch's header, without a
	// comment that ends it.
	t := src[at.Start.Offset:at.End.Offset]
	if i := strings.IndexByte(t, '\n'); i >= 0 {
		t = t[:i]
	}
	t = t[:voc.CodeEnd(t)]
	if i := strings.IndexByte(t, '{'); i > 0 {
		t = t[:i] // a block opened on the same line
	}
	return ir.OneLine(t)
}

// multiLine says the text at spans more than one line.
func multiLine(src string, at ir.Range) bool {
	if at.Start.Offset < 0 || at.End.Offset > len(src) || at.Start.Offset >= at.End.Offset {
		return false
	}
	return strings.Contains(strings.TrimRight(src[at.Start.Offset:at.End.Offset], " \t\r\n"), "\n")
}

// offByOne moves an assigned or returned value by one (m := s[i] becomes
// m := s[i] - 1): the classic wrong answer a one-sided bound accepts.
// On values that are not numbers the mutant is ill-defined, so undecided.
func offByOne(e ir.Expr, set func(ir.Expr) ir.Stmt) []func() change {
	if _, ok := e.(*ir.Lit); ok || e == nil {
		return nil // literals are moved by bumpBy already
	}
	var ops []func() change
	for _, d := range []struct {
		op   ir.Op
		text string
	}{{ir.OpSub, "- 1"}, {ir.OpAdd, "+ 1"}} {
		d := d
		ops = append(ops, func() change {
			moved := &ir.Binary{Node: ir.Node{R: e.Span()}, Op: d.op, X: e, Y: &ir.Lit{Node: ir.Node{R: e.Span()}, Val: ir.NewInt(1)}}
			return change{stmt: set(moved), desc: "the value " + d.text, ok: true, orig: e, repl: moved}
		})
	}
	return ops
}
