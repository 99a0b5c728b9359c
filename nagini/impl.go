package nagini

import (
	"fmt"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Implementations: the bodies of the file's non-@Pure functions lowered
// to spec statements, so the runner can execute the file's own code
// (issue 16). Python's semantics are chosen here:
//
//   - A name assigned anywhere in a function is local to the whole
//     function: its first assignment at the top level of the body
//     declares it (VarDecl); a name first assigned inside an if or a loop
//     is declared, without a value, at the start of the body, so it
//     outlives the block that assigned it.
//   - A for loop assigns its target on every iteration (the target keeps
//     its last value after the loop). Over range(n) and range(a, b) it is
//     a ForRange; over range(a, b, step) a loop over the range's list
//     (pylib's range, with Python's rules for the step). Over anything
//     else, a list is iterated by index while the loop runs, as CPython's
//     list iterator does (an append in the body is seen by the loop), and
//     other iterables over list(E).
//   - Lists are heap objects (the module sets Python): b = a aliases,
//     xs.append(v) is xs := xs + [v] in place, x += e extends a list in
//     place and rebinds anything else.
//   - The runner keeps a list inside a list as a value. A name that may
//     hold an element of another list (read by index, a loop variable, a
//     call's result) is therefore not mutated in place when it holds a
//     list: that statement is unread at run time, never a silent copy.
//   - Statements without a runtime effect (Invariant/Decreases at a loop
//     head, Fold, Unfold, Reveal, Refute, print) are skipped; Assert and
//     assert are checked, Assume too; try/raise/with/del, set and dict
//     mutation, fields and objects are unread with a reason.

// pendingImpl is a def whose body is lowered once all defs are known.
type pendingImpl struct {
	c      *ir.Contract
	r      ir.Range // the whole def
	body   []logicalLine
	indent int
	method bool
	// classMethod: the first parameter is the class (cls).
	classMethod bool
	// self names a method's first parameter (the object).
	self string
}

// freshCalls build a new object or return an immutable one: their result
// is never an element of another list.
var freshCalls = map[string]bool{
	"len": true, "sum": true, "abs": true, "int": true, "bool": true, "str": true, "ord": true, "chr": true,
	"list": true, "sorted": true, "reversed": true, "tuple": true, "set": true, "dict": true, "range": true,
	"all": true, "any": true, "isinstance": true, "$slice": true, "$mul": true, "$flatmap": true, "$truthy": true,
	"$or": true, "$and": true, "$xor": true, "$lshift": true, "$rshift": true, "$invert": true, "$setdisplay": true, "$dictdisplay": true, "$allof": true,
	"$anyof": true, "$islist": true, "$issetordict": true, ".index": true, ".count": true,
}

// skipCalls are Nagini statements and builtins with no runtime effect
// that the runner needs to see (Nagini's contracts.py: Fold, Unfold and
// Reveal are ghost operations on predicates and opaque functions; Refute
// asks the verifier for a failing path; loop invariants are not run).
var skipCalls = map[string]bool{
	"Invariant": true, "Decreases": true, "Fold": true, "Unfold": true, "Reveal": true, "Refute": true,
	"MarkGhost": true, "print": true, "Acc": true, "Requires": true, "Ensures": true, "Exsures": true,
}

// lowerImpls lowers every pending body, then resolves the checks that
// need every implementation (which parameters a callee mutates).
func (p *modParser) lowerImpls() {
	if len(p.pending) == 0 {
		return
	}
	names := map[string]bool{}
	for _, pi := range p.pending {
		names[pi.c.Name] = true
	}
	if p.mod.Impls == nil {
		p.mod.Impls = map[string]*ir.Impl{}
	}
	var lws []*lowerer
	retTaint, retAlias := map[string]bool{}, map[string]bool{}
	for _, pi := range p.pending {
		lw := &lowerer{p: p, impls: names, method: pi.method, declared: map[string]bool{},
			taint: map[string]bool{}, edges: map[string][]string{}, mutated: map[string]bool{}, params: map[string]bool{},
			callSrc: map[string][]callSource{}, retTaint: retTaint, retAlias: retAlias}
		c := pi.c
		im := &ir.Impl{Name: c.Name, Params: c.Params, Results: c.Results, R: pi.r}
		if pi.method {
			lw.self = pi.self
		}
		if pi.classMethod && len(c.Params) > 0 {
			// cls is not a parameter a caller passes: Class.m(x)
			lw.self, im.Params = c.Params[0].Name, c.Params[1:]
			lw.declared[lw.self] = true
		}
		for _, cl := range c.Requires() {
			im.Requires = append(im.Requires, cl.Expr)
		}
		for _, prm := range im.Params {
			lw.declared[prm.Name] = true
			lw.params[prm.Name] = true
		}
		lw.hasResult = len(c.Results) > 0
		if pi.method && len(c.Results) == 1 && c.Results[0].Name == pi.self && (len(c.Params) == 0 || c.Params[0].Name != pi.self) {
			// __init__: self is the new object (the runner makes it),
			// and returning returns it.
			lw.initSelf = pi.self
			lw.declared[pi.self] = true
		}
		body := lw.block(pi.body, 0)
		if len(lw.hoist) > 0 {
			body = append([]ir.Stmt{&ir.VarDecl{Node: ir.Node{R: c.R}, Names: lw.hoist}}, body...)
		}
		if lw.hasResult {
			// Falling off the end returns None (__init__: the object).
			body = append(body, &ir.Return{Node: ir.Node{R: c.R}, Values: []ir.Expr{lw.implicitResult()}})
		}
		im.Body = body
		lw.impl = im
		c.Impl = im
		p.mod.Impls[c.Name] = im
		lws = append(lws, lw)
	}
	mutates := map[string]*lowerer{}
	for _, lw := range lws {
		mutates[lw.impl.Name] = lw
	}
	// Which implementations may return an element of another list: the
	// least fixpoint (a cycle of calls with no element source returns
	// none).
	for changed := true; changed; {
		changed = false
		for _, lw := range lws {
			for _, e := range lw.rets {
				if !retTaint[lw.impl.Name] && lw.mayBeElement(e) {
					retTaint[lw.impl.Name] = true
					changed = true
				}
				if !retAlias[lw.impl.Name] && lw.mayBeArgument(e) {
					retAlias[lw.impl.Name] = true
					changed = true
				}
			}
		}
	}
	for _, lw := range lws {
		lw.resolve(mutates)
	}
}

type lowerer struct {
	p         *modParser
	impls     map[string]bool
	impl      *ir.Impl
	method    bool
	self      string // the name of the object or class parameter, if any
	hasResult bool
	// initSelf names __init__'s self, its result ("" elsewhere).
	initSelf string
	declared map[string]bool
	params   map[string]bool
	hoist    []string
	fresh    int
	// taint: names that may hold an element of another list; edges: y = x
	// makes y tainted when x is.
	taint map[string]bool
	edges map[string][]string
	// callSrc: names assigned a call's result (tainted when the callee
	// may return an element); rets: the values returned.
	callSrc map[string][]callSource
	rets    []ir.Expr
	// retTaint: the implementation may return an element of a list;
	// retAlias: it may return (an object reached from) an argument.
	// Shared by every lowerer of the file.
	retTaint, retAlias map[string]bool
	// mutated: parameters changed in place (or passed on or aliased,
	// conservatively).
	mutated map[string]bool
	guards  []guard
	calls   []callGuard
}

// callSource is x = f(args).
type callSource struct {
	callee string
	args   []ir.Expr
}

// guard is an in-place mutation of name, decided once taints are known.
type guard struct {
	blk  *ir.Block
	name string
	body []ir.Stmt
	n    ir.Node
}

// callGuard is a call whose arguments may be list elements.
type callGuard struct {
	blk  *ir.Block
	call *ir.CallStmt
}

func (lw *lowerer) isSelf(name string) bool { return lw.self != "" && name == lw.self }

func none() ir.Expr { return &ir.Lit{Val: ir.None()} }

// implicitResult is what a bare return (or falling off the end) gives:
// None, or __init__'s new object.
func (lw *lowerer) implicitResult() ir.Expr {
	if lw.initSelf != "" {
		return &ir.Ident{Name: lw.initSelf}
	}
	return none()
}

func (lw *lowerer) tmp(base string) string {
	lw.fresh++
	return fmt.Sprintf("$%s%d", base, lw.fresh)
}

func (lw *lowerer) unread(from, to int, reason string) ir.Stmt {
	return &ir.Unread{Node: ir.Node{R: lw.p.rangeOf(from, to)}, Text: lw.p.src[from:to], Reason: reason}
}

func (lw *lowerer) node(from, to int) ir.Node { return ir.Node{R: lw.p.rangeOf(from, to)} }

// block lowers the statements of ss (the first line's indentation is the
// block's).
func (lw *lowerer) block(ss []logicalLine, depth int) []ir.Stmt {
	var out []ir.Stmt
	for k := 0; k < len(ss); {
		l := ss[k]
		end := k + 1
		for end < len(ss) && ss[end].indent > l.indent {
			end++
		}
		if l.broken {
			// A syntax error (reported): not run, nor what it governs.
			out = append(out, lw.unread(l.from, ss[end-1].to, "a syntax error"))
			k = end
			continue
		}
		t := lw.p.text(l)
		kw := firstWord(t)
		switch kw {
		case "if":
			stmt, next := lw.ifChain(ss, k, depth)
			out = append(out, stmt)
			k = next
			continue
		case "while", "for":
			hasElse := end < len(ss) && ss[end].indent == l.indent && firstWord(lw.p.text(ss[end])) == "else"
			if hasElse {
				e2 := end + 1
				for e2 < len(ss) && ss[e2].indent > l.indent {
					e2++
				}
				out = append(out, lw.unread(l.from, ss[e2-1].to, "a loop with an else clause is not run"))
				k = e2
				continue
			}
			if kw == "while" {
				out = append(out, lw.while(l, ss[k+1:end], depth))
			} else {
				out = append(out, lw.forLoop(l, ss[k+1:end], depth)...)
			}
		case "try":
			// try, its except/else/finally clauses: one unread statement.
			for end < len(ss) && ss[end].indent == l.indent {
				w := firstWord(lw.p.text(ss[end]))
				if w != "except" && w != "else" && w != "finally" {
					break
				}
				end++
				for end < len(ss) && ss[end].indent > l.indent {
					end++
				}
			}
			out = append(out, lw.unread(l.from, ss[end-1].to, "exceptions (try) are not run"))
		case "with":
			out = append(out, lw.unread(l.from, ss[end-1].to, "with statements are not run"))
		case "def", "class", "async":
			out = append(out, lw.unread(l.from, ss[end-1].to, "nested definitions are not run"))
		case "match":
			if strings.HasSuffix(t, ":") && end > k+1 {
				out = append(out, lw.unread(l.from, ss[end-1].to, "match statements are not run"))
			} else {
				out = append(out, lw.simpleLine(l.from, l.to, depth)...)
			}
		case "elif", "else", "except", "finally":
			out = append(out, lw.unread(l.from, ss[end-1].to, kw+" without its statement"))
		default:
			if strings.HasPrefix(t, "@") {
				out = append(out, lw.unread(l.from, ss[end-1].to, "nested definitions are not run"))
				break
			}
			out = append(out, lw.simpleLine(l.from, l.to, depth)...)
			if end > k+1 {
				out = append(out, lw.unread(ss[k+1].from, ss[end-1].to, "unexpected indentation"))
			}
		}
		k = end
	}
	return out
}

func firstWord(t string) string {
	i := 0
	for i < len(t) && isAlnum(t[i]) {
		i++
	}
	return t[:i]
}

// headerColon finds the colon ending a compound statement's header in
// l (an offset in src), or -1.
func (lw *lowerer) headerColon(l logicalLine) int {
	for _, i := range topLevel(lw.p.src[l.from:l.to], ":") {
		return l.from + i
	}
	return -1
}

// suite lowers the body of a compound statement: the indented lines, or
// the rest of the header line (if x: return 1).
func (lw *lowerer) suite(l logicalLine, colon int, body []logicalLine, depth int) []ir.Stmt {
	if rest := strings.TrimSpace(lw.p.src[colon+1 : l.to]); rest != "" {
		out := lw.simpleLine(colon+1, l.to, depth)
		if len(body) > 0 {
			out = append(out, lw.unread(body[0].from, body[len(body)-1].to, "unexpected indentation"))
		}
		return out
	}
	return lw.block(body, depth)
}

// ifChain lowers if/elif/else starting at ss[k]; it returns the index
// after the chain.
func (lw *lowerer) ifChain(ss []logicalLine, k, depth int) (ir.Stmt, int) {
	l := ss[k]
	end := k + 1
	for end < len(ss) && ss[end].indent > l.indent {
		end++
	}
	colon := lw.headerColon(l)
	kwLen := len(firstWord(lw.p.text(l)))
	if colon < 0 {
		return lw.unread(l.from, l.to, "cannot read this if statement"), end
	}
	cond, pre, reason := lw.exprPre(l.from+kwLen, colon)
	if reason != "" {
		return lw.unread(l.from, ss[end-1].to, reason), lw.skipChain(ss, end, l.indent)
	}
	st := &ir.If{Node: lw.node(l.from, colon), Cond: truthy(cond), Then: lw.suite(l, colon, ss[k+1:end], depth+1)}
	var out ir.Stmt = st
	if len(pre) > 0 {
		// the condition's calls run first (only the temporaries are
		// declared in the block)
		out = &ir.Block{Node: st.Node, Body: append(pre, st)}
	}
	if end < len(ss) && ss[end].indent == l.indent {
		nt := lw.p.text(ss[end])
		switch firstWord(nt) {
		case "elif":
			el, next := lw.ifChain(ss, end, depth)
			st.Else = []ir.Stmt{el}
			return out, next
		case "else":
			el := ss[end]
			e2 := end + 1
			for e2 < len(ss) && ss[e2].indent > l.indent {
				e2++
			}
			c2 := lw.headerColon(el)
			if c2 < 0 {
				st.Else = []ir.Stmt{lw.unread(el.from, el.to, "cannot read this else")}
			} else {
				st.Else = lw.suite(el, c2, ss[end+1:e2], depth+1)
			}
			return out, e2
		}
	}
	return out, end
}

func (lw *lowerer) skipChain(ss []logicalLine, end, indent int) int {
	for end < len(ss) && ss[end].indent == indent {
		w := firstWord(lw.p.text(ss[end]))
		if w != "elif" && w != "else" {
			break
		}
		end++
		for end < len(ss) && ss[end].indent > indent {
			end++
		}
	}
	return end
}

func (lw *lowerer) while(l logicalLine, body []logicalLine, depth int) ir.Stmt {
	colon := lw.headerColon(l)
	if colon < 0 {
		return lw.unread(l.from, l.to, "cannot read this while statement")
	}
	cond, reason := lw.expr(l.from+len("while"), colon)
	if reason != "" {
		return lw.unread(l.from, lastTo(l, body), reason)
	}
	return &ir.While{Node: lw.node(l.from, colon), Cond: truthy(cond), Body: lw.suite(l, colon, body, depth+1)}
}

func lastTo(l logicalLine, body []logicalLine) int {
	if len(body) > 0 {
		return body[len(body)-1].to
	}
	return l.to
}

// forLoop lowers for TARGET in ITER: (see the file comment).
func (lw *lowerer) forLoop(l logicalLine, body []logicalLine, depth int) []ir.Stmt {
	colon := lw.headerColon(l)
	t := lw.p.src[l.from:l.to]
	in := -1
	for _, i := range topLevelWord(t, "in") {
		in = l.from + i
		break
	}
	if colon < 0 || in < 0 || in > colon {
		return []ir.Stmt{lw.unread(l.from, lastTo(l, body), "cannot read this for statement")}
	}
	target, reason := lw.target(l.from+len("for"), in)
	if reason == "" && target == nil {
		reason = "cannot read the loop target"
	}
	if reason != "" {
		return []ir.Stmt{lw.unread(l.from, lastTo(l, body), reason)}
	}
	iter, pre, reason := lw.exprPre(in+2, colon)
	if reason != "" {
		return []ir.Stmt{lw.unread(l.from, lastTo(l, body), reason)}
	}
	return append(pre, lw.loopOver(l, colon, target, iter, body, depth)...)
}

// loopOver lowers the loop once its iterable is read.
//
// The statements it makes stand where the for header stands (their node
// is the header's: a finding on one sits on the loop's line), but the
// expressions it makes up — the index, its start and step, the hidden
// iterator, the value bound to the target — have no source span (h): no
// text of the file is theirs, so a mutant that changes one is described
// by its kind, never as an edit of the header's text (which read
// "`for x in xs` → `1`").
func (lw *lowerer) loopOver(l logicalLine, colon int, target, iter ir.Expr, body []logicalLine, depth int) []ir.Stmt {
	n := lw.node(l.from, colon)
	h := ir.Node{}
	v := lw.tmp("v")
	// The loop assigns its target on each iteration; the target's names
	// are function locals (declared ahead when first seen here).
	bind := lw.assign([]ir.Expr{target}, &ir.Ident{Node: h, Name: v}, n, depth+1)
	stmts := lw.suite(l, colon, body, depth+1)
	if call, ok := iter.(*ir.Call); ok {
		if id, ok := call.Fn.(*ir.Ident); ok && id.Name == "range" && !lw.declared["range"] && len(call.Args) >= 1 && len(call.Args) <= 3 {
			if len(call.Args) == 3 {
				return []ir.Stmt{&ir.ForEach{Node: n, Var: v, Coll: iter, Body: cat(bind, stmts)}}
			}
			lo, hi := ir.Expr(&ir.Lit{Node: h, Val: ir.NewInt(0)}), call.Args[0]
			if len(call.Args) == 2 {
				lo, hi = call.Args[0], call.Args[1]
			}
			return []ir.Stmt{&ir.ForRange{Node: n, Var: v, Lo: lo, Hi: hi, Body: cat(bind, stmts)}}
		}
	}
	// it = ITER (the iterator holds the object, not the name);
	// if it is a list: k = 0; while k < len(it): target = it[k]; k += 1; body
	// else: for v in list(it): target = v; body
	it, k := lw.tmp("it"), lw.tmp("k")
	itID, kID := &ir.Ident{Node: h, Name: it}, &ir.Ident{Node: h, Name: k}
	one := &ir.Lit{Node: h, Val: ir.NewInt(1)}
	byIndex := []ir.Stmt{
		&ir.VarDecl{Node: n, Names: []string{v}, Values: []ir.Expr{&ir.Index{Node: h, X: itID, Args: []ir.Expr{kID}, Mode: ir.IndexPython}}},
		&ir.Assign{Node: n, Targets: []ir.Expr{kID}, Values: []ir.Expr{&ir.Binary{Node: h, Op: ir.OpAdd, X: kID, Y: one}}},
	}
	byIndex = cat(byIndex, bind, stmts)
	lw.taintTargets(target)
	return []ir.Stmt{
		&ir.VarDecl{Node: n, Names: []string{it}, Values: []ir.Expr{iter}},
		&ir.If{Node: n, Cond: call(h, "$islist", itID),
			Then: []ir.Stmt{
				&ir.VarDecl{Node: n, Names: []string{k}, Values: []ir.Expr{&ir.Lit{Node: h, Val: ir.NewInt(0)}}},
				&ir.While{Node: n, Cond: &ir.Binary{Node: h, Op: ir.OpLt, X: kID, Y: call(h, "len", itID)}, Body: byIndex},
			},
			Else: []ir.Stmt{&ir.ForEach{Node: n, Var: v, Coll: call(h, "list", itID), Body: cat(bind, stmts)}},
		},
	}
}

// simpleLine lowers simple statements separated by semicolons.
func (lw *lowerer) simpleLine(from, to, depth int) []ir.Stmt {
	var out []ir.Stmt
	t := lw.p.src[from:to]
	start := 0
	cuts := append(topLevel(t, ";"), len(t))
	for _, c := range cuts {
		a, b := from+start, from+c
		start = c + 1
		for a < b && (lw.p.src[a] == ' ' || lw.p.src[a] == '\t') {
			a++
		}
		for b > a && (lw.p.src[b-1] == ' ' || lw.p.src[b-1] == '\t') {
			b--
		}
		if a < b {
			out = append(out, lw.simple(a, b, depth)...)
		}
	}
	return out
}

// simple lowers one simple statement src[from:to].
func (lw *lowerer) simple(from, to, depth int) []ir.Stmt {
	t := lw.p.src[from:to]
	n := lw.node(from, to)
	kw := firstWord(t)
	rest := from + len(kw)
	switch kw {
	case "pass":
		if t == "pass" {
			return nil
		}
	case "break":
		if t == "break" {
			return []ir.Stmt{&ir.Break{Node: n}}
		}
	case "continue":
		if t == "continue" {
			return []ir.Stmt{&ir.Continue{Node: n}}
		}
	case "return":
		if t == "return" {
			if lw.hasResult {
				return []ir.Stmt{&ir.Return{Node: n, Values: []ir.Expr{lw.implicitResult()}}}
			}
			return []ir.Stmt{&ir.Return{Node: n}}
		}
		return lw.ret(rest, to, n, depth)
	case "assert":
		parts := topLevel(t, ",")
		end := to
		if len(parts) > 0 {
			end = from + parts[0]
		}
		e, pre, reason := lw.exprPre(rest, end)
		if reason != "" {
			return []ir.Stmt{lw.unread(from, to, reason)}
		}
		return append(pre, &ir.Assert{Node: n, Cond: assertion(e)})
	case "raise":
		return []ir.Stmt{lw.unread(from, to, "exceptions (raise) are not run")}
	case "del":
		return []ir.Stmt{lw.unread(from, to, "del is not run")}
	case "global", "nonlocal":
		return []ir.Stmt{lw.unread(from, to, kw+" names are not run")}
	case "import", "from":
		return []ir.Stmt{lw.unread(from, to, "imports inside a function are not run")}
	case "yield", "await":
		return []ir.Stmt{lw.unread(from, to, "generators and coroutines are not run")}
	}
	if t == "..." {
		return nil
	}
	if t[0] == '"' || t[0] == '\'' {
		// a string expression (a docstring or comment string): no effect
		if _, k, err := pyString(t, 0, false); err == nil && k == len(t) {
			return nil
		}
	}
	// assignment, augmented assignment, annotated assignment
	if eqs := assignEquals(t); len(eqs) > 0 {
		return lw.assignment(from, to, eqs, depth)
	}
	if aug, op := augmented(t); aug >= 0 {
		return lw.augmented(from, to, from+aug, op, depth)
	}
	if colon := topLevel(t, ":"); len(colon) > 0 {
		// x: int (an annotation without a value binds nothing)
		if _, reason := lw.target(from, from+colon[0]); reason == "" {
			return nil
		}
	}
	// an expression statement
	e, reason := lw.parse(from, to)
	if reason != "" {
		return []ir.Stmt{lw.unread(from, to, reason)}
	}
	return lw.exprStmt(e, from, to, depth)
}

// exprStmt lowers an expression evaluated for its effect.
func (lw *lowerer) exprStmt(e ir.Expr, from, to, depth int) []ir.Stmt {
	n := lw.node(from, to)
	if c, ok := e.(*ir.Call); ok {
		switch fn := c.Fn.(type) {
		case *ir.Ident:
			switch {
			case skipCalls[fn.Name] && !lw.declared[fn.Name]:
				return nil
			case (fn.Name == "Assert" || fn.Name == "Assume") && len(c.Args) == 1:
				if reason := lw.check(c.Args[0]); reason != "" {
					return []ir.Stmt{lw.unread(from, to, reason)}
				}
				return []ir.Stmt{&ir.Assert{Node: n, Cond: assertion(c.Args[0]), Assume: fn.Name == "Assume"}}
			}
		case *ir.Member:
			if recv, ok := fn.X.(*ir.Ident); ok && !lw.isSelf(recv.Name) && lw.impls[recv.Name+"."+fn.Name] == false {
				if st, ok := lw.listMethod(recv, fn.Name, c.Args, nil, n, from, to, depth); ok {
					return st
				}
			}
		}
		if name, ok := lw.implCall(c); ok {
			return lw.callStmt(nil, name, c.Args, n, from, to, depth)
		}
	}
	if reason := lw.check(e); reason != "" {
		return []ir.Stmt{lw.unread(from, to, reason)}
	}
	if m, ok := e.(*ir.Call); ok {
		if mem, ok := m.Fn.(*ir.Member); ok {
			if _, field := mem.X.(*ir.Member); field {
				return []ir.Stmt{lw.unread(from, to, "fields are not run")}
			}
			if _, known := Library()["."+mem.Name]; !known {
				return []ir.Stmt{lw.unread(from, to, "the method call ."+mem.Name+"(…) is not run")}
			}
		}
	}
	// Evaluated and dropped: its errors still stop the run.
	return []ir.Stmt{&ir.VarDecl{Node: n, Names: []string{lw.tmp("_")}, Values: []ir.Expr{e}}}
}

// assertion reads an asserted condition as Nagini does (Implies,
// Forall, permissions as in contracts). Old(…) has no pre-state in a run:
// such an assertion is left undecided, which the runner passes over.
func assertion(e ir.Expr) ir.Expr {
	ce := lowerContract(e, false)
	hasOld := false
	ir.Inspect(ce, func(x ir.Expr) bool {
		if _, ok := x.(*ir.Old); ok {
			hasOld = true
		}
		return !hasOld
	})
	if hasOld {
		return &ir.Unsupported{Node: ir.Node{R: e.Span()}, Reason: "Old(…) in an assertion is not evaluated in a run"}
	}
	return truthy(ce)
}

// implCall says whether c calls a runnable function of the file: f(…)
// or Class.f(…).
func (lw *lowerer) implCall(c *ir.Call) (string, bool) {
	switch fn := c.Fn.(type) {
	case *ir.Ident:
		if lw.impls[fn.Name] && !lw.declared[fn.Name] {
			return fn.Name, true
		}
	case *ir.Member:
		if x, ok := fn.X.(*ir.Ident); ok && lw.impls[x.Name+"."+fn.Name] && !lw.declared[x.Name] {
			return x.Name + "." + fn.Name, true
		}
	}
	return "", false
}

// callStmt lowers targets := name(args), targets already declared.
func (lw *lowerer) callStmt(targets []ir.Expr, name string, args []ir.Expr, n ir.Node, from, to, depth int) []ir.Stmt {
	if lw.p.variadic[name] {
		return []ir.Stmt{lw.unread(from, to, name+" takes *args or **kwargs: a call to it is not run")}
	}
	args, pre := lw.hoistList(args, n)
	for _, a := range args {
		if reason := lw.check(a); reason != "" {
			return []ir.Stmt{lw.unread(from, to, reason)}
		}
		// A parameter passed on may be changed by the callee.
		if id, ok := a.(*ir.Ident); ok && lw.params[id.Name] {
			lw.mutated[id.Name] = true
		}
	}
	cs := &ir.CallStmt{Node: n, Targets: targets, Name: name, Args: args}
	blk := &ir.Block{Node: n}
	lw.calls = append(lw.calls, callGuard{blk: blk, call: cs})
	return append(pre, blk)
}

// ret lowers return e.
func (lw *lowerer) ret(from, to int, n ir.Node, depth int) []ir.Stmt {
	e, reason := lw.parse(from, to)
	if reason != "" {
		return []ir.Stmt{lw.unread(n.R.Start.Offset, to, reason)}
	}
	if l, ok := e.(*ir.Lit); ok && !lw.hasResult {
		if ir.IsNone(l.Val) {
			return []ir.Stmt{&ir.Return{Node: n}}
		}
	}
	if c, ok := e.(*ir.Call); ok {
		if name, ok := lw.implCall(c); ok {
			r := lw.tmp("r")
			rid := &ir.Ident{Node: n, Name: r}
			lw.callSrc[r] = append(lw.callSrc[r], callSource{name, c.Args})
			lw.rets = append(lw.rets, rid)
			out := []ir.Stmt{&ir.VarDecl{Node: n, Names: []string{r}}}
			out = append(out, lw.callStmt([]ir.Expr{rid}, name, c.Args, n, n.R.Start.Offset, to, depth)...)
			return append(out, &ir.Return{Node: n, Values: []ir.Expr{rid}})
		}
	}
	e, pre := lw.hoistCalls(e, n)
	if reason := lw.check(e); reason != "" {
		return []ir.Stmt{lw.unread(n.R.Start.Offset, to, reason)}
	}
	lw.rets = append(lw.rets, e)
	return append(pre, &ir.Return{Node: n, Values: []ir.Expr{e}})
}

// parse reads an expression, or a tuple without parentheses (a, b);
// a reason when it cannot.
func (lw *lowerer) parse(from, to int) (ir.Expr, string) {
	t := lw.p.src[from:to]
	if commas := topLevel(t, ","); len(commas) > 0 && len(topLevelWord(t, "lambda")) == 0 {
		te := &ir.TupleExpr{Node: lw.node(from, to)}
		start := from
		for _, c := range append(commas, len(t)) {
			if strings.TrimSpace(lw.p.src[start:from+c]) == "" && c == len(t) {
				break // a trailing comma
			}
			e, reason := lw.parse(start, from+c)
			if reason != "" {
				return nil, reason
			}
			te.Elems = append(te.Elems, e)
			start = from + c + 1
		}
		return te, ""
	}
	e, probs := lw.p.exprIn(from, to)
	if e == nil {
		reason := "cannot read this statement"
		if len(probs) > 0 {
			reason += ": " + probs[0].Message
		}
		return nil, reason
	}
	return e, ""
}

// expr reads an expression the runner can evaluate as is.
func (lw *lowerer) expr(from, to int) (ir.Expr, string) {
	e, reason := lw.parse(from, to)
	if reason != "" {
		return nil, reason
	}
	if reason := lw.check(e); reason != "" {
		return nil, reason
	}
	return e, ""
}

// check finds what the evaluator must not see in an expression: calls
// of the file's non-pure functions (they are statements), objects built.
// (self is read: the runner holds objects, and a field an input lacks
// reads as unknown.)
func (lw *lowerer) check(e ir.Expr) string {
	reason := ""
	ir.Inspect(e, func(x ir.Expr) bool {
		if reason != "" {
			return false
		}
		switch x := x.(type) {
		case *ir.Call:
			if name, ok := lw.implCall(x); ok {
				reason = "a call of " + name + " inside an expression is not run (only f(…) and x = f(…) statements)"
			} else if id, ok := x.Fn.(*ir.Ident); ok && lw.p.classes[id.Name] && !lw.declared[id.Name] {
				reason = "objects (" + id.Name + "(…)) are not run"
			}
		}
		return true
	})
	return reason
}

// target reads an assignment target (a name, x[i], a tuple of targets).
func (lw *lowerer) target(from, to int) (ir.Expr, string) {
	e, reason := lw.parse(from, to)
	if reason != "" {
		return nil, reason
	}
	if !isTarget(e) {
		return nil, "cannot assign to this target"
	}
	return e, ""
}

func isTarget(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.Ident:
		return true
	case *ir.Index, *ir.Member:
		return true
	case *ir.Call:
		// x[lo:hi] parses as $slice(x, lo, hi)
		if id, ok := x.Fn.(*ir.Ident); ok && id.Name == "$slice" {
			return true
		}
	case *ir.TupleExpr:
		for _, el := range x.Elems {
			if !isTarget(el) {
				return false
			}
		}
		return len(x.Elems) > 0
	case *ir.Display:
		if x.Coll != ir.KSeq {
			return false
		}
		for _, el := range x.Elems {
			if !isTarget(el) {
				return false
			}
		}
		return len(x.Elems) > 0
	}
	return false
}

// assignment lowers t1 = t2 = … = value (eqs: the offsets of the '='s in
// the statement) and the annotated x: T = value.
func (lw *lowerer) assignment(from, to int, eqs []int, depth int) []ir.Stmt {
	n := lw.node(from, to)
	var targets []ir.Expr
	var ann *ir.Type
	start := from
	for _, q := range eqs {
		a, b := start, from+q
		if len(eqs) == 1 {
			if cs := topLevel(lw.p.src[a:b], ":"); len(cs) > 0 {
				ann = pyType(lw.p.src[a+cs[0]+1 : b])
				b = a + cs[0]
			}
		}
		tg, reason := lw.target(a, b)
		if reason != "" {
			return []ir.Stmt{lw.unread(from, to, reason)}
		}
		targets = append(targets, tg)
		start = from + q + 1
	}
	vfrom := start
	if vs := strings.TrimSpace(lw.p.src[vfrom:to]); strings.HasPrefix(vs, "yield") || strings.HasPrefix(vs, "await") {
		return []ir.Stmt{lw.unread(from, to, "generators and coroutines are not run")}
	}
	value, reason := lw.parse(vfrom, to)
	if reason != "" {
		return []ir.Stmt{lw.unread(from, to, reason)}
	}
	for _, tg := range targets {
		if reason := lw.targetReason(tg); reason != "" {
			return []ir.Stmt{lw.unread(from, to, reason)}
		}
	}
	// x = f(…) with f a function of the file: a call statement.
	if c, ok := value.(*ir.Call); ok {
		if name, ok := lw.implCall(c); ok {
			if len(targets) == 1 {
				if id, ok := targets[0].(*ir.Ident); ok {
					out := lw.declareFor(id.Name, n, depth)
					lw.callSrc[id.Name] = append(lw.callSrc[id.Name], callSource{name, c.Args})
					return append(out, lw.callStmt([]ir.Expr{id}, name, c.Args, n, from, to, depth)...)
				}
			}
			r := lw.tmp("r")
			rid := &ir.Ident{Node: n, Name: r}
			out := []ir.Stmt{&ir.VarDecl{Node: n, Names: []string{r}}}
			lw.callSrc[r] = append(lw.callSrc[r], callSource{name, c.Args})
			out = append(out, lw.callStmt([]ir.Expr{rid}, name, c.Args, n, from, to, depth)...)
			for _, tg := range targets {
				out = append(out, lw.assign([]ir.Expr{tg}, rid, n, depth)...)
			}
			return out
		}
		// x = xs.pop(…): the list method, then the assignment.
		if mem, ok := c.Fn.(*ir.Member); ok && mem.Name == "pop" && len(targets) == 1 {
			if recv, ok := mem.X.(*ir.Ident); ok && !lw.isSelf(recv.Name) {
				p := lw.tmp("p")
				st, ok := lw.listMethod(recv, "pop", c.Args, &p, n, from, to, depth)
				if ok {
					lw.taint[p] = true
					return append(st, lw.assign(targets, &ir.Ident{Node: n, Name: p}, n, depth)...)
				}
			}
		}
	}
	value, pre := lw.hoistCalls(value, n)
	if reason := lw.check(value); reason != "" {
		return []ir.Stmt{lw.unread(from, to, reason)}
	}
	return append(pre, lw.assignValue(targets, value, ann, n, depth)...)
}

func (lw *lowerer) assignValue(targets []ir.Expr, value ir.Expr, ann *ir.Type, n ir.Node, depth int) []ir.Stmt {
	if len(targets) == 1 {
		st := lw.assign(targets, value, n, depth)
		if ann != nil && ann.Kind != ir.KUnknown {
			if vd, ok := st[0].(*ir.VarDecl); ok && len(st) == 1 && len(vd.Names) == 1 {
				vd.Types = []*ir.Type{ann}
			}
		}
		return st
	}
	// a = b = e: e once, then each target from left to right.
	t := lw.tmp("t")
	tid := &ir.Ident{Node: n, Name: t}
	lw.source(t, value)
	out := []ir.Stmt{&ir.VarDecl{Node: n, Names: []string{t}, Values: []ir.Expr{value}}}
	for _, tg := range targets {
		out = append(out, lw.assign([]ir.Expr{tg}, tid, n, depth)...)
	}
	return out
}

// targetReason says why a target cannot be assigned, or "".
func (lw *lowerer) targetReason(tg ir.Expr) string {
	switch x := tg.(type) {
	case *ir.Member:
		// obj.f = v on an object a variable holds is run (the runner
		// changes the object); deeper targets (a.b.f) are not.
		if _, ok := x.X.(*ir.Ident); !ok {
			return "assignment to a field of a field is not run"
		}
	case *ir.Call:
		return "slice assignment is not run"
	case *ir.Index:
		if _, ok := x.X.(*ir.Ident); !ok || len(x.Args) != 1 {
			return "assignment to a nested element is not run"
		}
		if id := x.X.(*ir.Ident); lw.isSelf(id.Name) {
			return "fields are not run"
		}
		return lw.check(x.Args[0])
	case *ir.TupleExpr:
		for _, el := range x.Elems {
			if r := lw.targetReason(el); r != "" {
				return r
			}
		}
	case *ir.Display:
		for _, el := range x.Elems {
			if r := lw.targetReason(el); r != "" {
				return r
			}
		}
	case *ir.Ident:
		if lw.isSelf(x.Name) {
			return "rebinding self is not run"
		}
	}
	return ""
}

// declareFor declares a name the first time it is assigned: at the top
// level of the body in place, elsewhere at the start of the body.
func (lw *lowerer) declareFor(name string, n ir.Node, depth int) []ir.Stmt {
	if lw.declared[name] {
		return nil
	}
	lw.declared[name] = true
	if depth == 0 {
		return []ir.Stmt{&ir.VarDecl{Node: n, Names: []string{name}}}
	}
	lw.hoist = append(lw.hoist, name)
	return nil
}

// assign lowers targets[0] = value for one target (a name, an element, a
// tuple to unpack).
func (lw *lowerer) assign(targets []ir.Expr, value ir.Expr, n ir.Node, depth int) []ir.Stmt {
	tg := targets[0]
	switch x := tg.(type) {
	case *ir.Ident:
		lw.source(x.Name, value)
		if !lw.declared[x.Name] {
			lw.declared[x.Name] = true
			if depth == 0 {
				return []ir.Stmt{&ir.VarDecl{Node: n, Names: []string{x.Name}, Values: []ir.Expr{value}}}
			}
			lw.hoist = append(lw.hoist, x.Name)
		}
		return []ir.Stmt{&ir.Assign{Node: n, Targets: []ir.Expr{x}, Values: []ir.Expr{value}}}
	case *ir.Index:
		recv := x.X.(*ir.Ident)
		return lw.mutation(recv.Name, []ir.Stmt{&ir.Assign{Node: n, Targets: []ir.Expr{x}, Values: []ir.Expr{value}}}, n, true)
	case *ir.Member:
		// obj.f = v: the runner changes the object obj holds (a list
		// stored in a field, which would share it, is unknown there).
		return []ir.Stmt{&ir.Assign{Node: n, Targets: []ir.Expr{x}, Values: []ir.Expr{value}}}
	case *ir.TupleExpr, *ir.Display:
		var elems []ir.Expr
		if te, ok := x.(*ir.TupleExpr); ok {
			elems = te.Elems
		} else {
			elems = x.(*ir.Display).Elems
		}
		// a, b = b, a: every value first, then the targets in order.
		if vt, ok := value.(*ir.TupleExpr); ok && len(vt.Elems) == len(elems) && allNames(elems) {
			ts := make([]string, len(elems))
			for i, el := range elems {
				ts[i] = lw.tmp("t")
				lw.source(ts[i], vt.Elems[i])
				_ = el
			}
			decl := &ir.VarDecl{Node: n, Names: ts, Values: vt.Elems}
			out := []ir.Stmt{decl}
			for i, el := range elems {
				out = append(out, lw.assign([]ir.Expr{el}, &ir.Ident{Node: n, Name: ts[i]}, n, depth)...)
			}
			return out
		}
		if vt, ok := value.(*ir.TupleExpr); ok && len(vt.Elems) == len(elems) {
			// xs[i], xs[j] = xs[j], xs[i]: the same, element targets
			// assigned in order after all values.
			ts := make([]string, len(elems))
			for i := range elems {
				ts[i] = lw.tmp("t")
				lw.source(ts[i], vt.Elems[i])
			}
			out := []ir.Stmt{&ir.VarDecl{Node: n, Names: ts, Values: vt.Elems}}
			for i, el := range elems {
				out = append(out, lw.assign([]ir.Expr{el}, &ir.Ident{Node: n, Name: ts[i]}, n, depth)...)
			}
			return out
		}
		t := lw.tmp("u")
		tid := &ir.Ident{Node: n, Name: t}
		out := []ir.Stmt{&ir.VarDecl{Node: n, Names: []string{t},
			Values: []ir.Expr{call(n, "$unpack", value, &ir.Lit{Node: n, Val: ir.NewInt(int64(len(elems)))})}}}
		for i, el := range elems {
			v := &ir.Index{Node: n, X: tid, Args: []ir.Expr{&ir.Lit{Node: n, Val: ir.NewInt(int64(i))}}, Mode: ir.IndexPython}
			out = append(out, lw.assign([]ir.Expr{el}, v, n, depth)...)
		}
		return out
	}
	return []ir.Stmt{&ir.Unread{Node: n, Reason: "cannot assign to this target"}}
}

func cat(parts ...[]ir.Stmt) []ir.Stmt {
	var out []ir.Stmt
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func allNames(es []ir.Expr) bool {
	for _, e := range es {
		if _, ok := e.(*ir.Ident); !ok {
			return false
		}
	}
	return true
}

// source records where a name's value comes from (for taints).
func (lw *lowerer) source(name string, value ir.Expr) {
	names, tainted := sources(value, nil)
	if tainted {
		lw.taint[name] = true
	}
	for _, s := range names {
		lw.edges[name] = append(lw.edges[name], s)
		if lw.params[s] {
			// an alias of a parameter: changes through it reach the caller
			lw.mutated[s] = true
		}
	}
}

// sources lists the names whose object an expression's value may be,
// and whether it may be an element of a list.
func sources(e ir.Expr, lets map[string]ir.Expr) ([]string, bool) {
	switch x := e.(type) {
	case *ir.Lit, *ir.Display, *ir.Binary, *ir.Unary, *ir.Chain, *ir.TupleExpr, *ir.Quant, *ir.Lambda:
		return nil, false
	case *ir.Ident:
		if v, ok := lets[x.Name]; ok {
			return sources(v, lets)
		}
		return []string{x.Name}, false
	case *ir.Ite:
		a, ta := sources(x.Then, lets)
		b, tb := sources(x.Else, lets)
		return append(a, b...), ta || tb
	case *ir.Let:
		m := map[string]ir.Expr{}
		for k, v := range lets {
			m[k] = v
		}
		for i, nme := range x.Names {
			m[nme] = x.Values[i]
		}
		return sources(x.Body, m)
	case *ir.Call:
		switch fn := x.Fn.(type) {
		case *ir.Ident:
			if freshCalls[fn.Name] {
				return nil, false
			}
		case *ir.Member:
			if freshCalls["."+fn.Name] {
				return nil, false
			}
		}
	}
	return nil, true
}

// taintTargets marks a loop's target names: they hold elements.
func (lw *lowerer) taintTargets(target ir.Expr) {
	ir.Inspect(target, func(x ir.Expr) bool {
		if id, ok := x.(*ir.Ident); ok {
			lw.taint[id.Name] = true
		}
		return true
	})
}

// mutation wraps statements that change the object name refers to in
// place; resolved to a run-time check when name may hold a list element.
func (lw *lowerer) mutation(name string, body []ir.Stmt, n ir.Node, item bool) []ir.Stmt {
	if lw.params[name] {
		lw.mutated[name] = true
	}
	blk := &ir.Block{Node: n}
	lw.guards = append(lw.guards, guard{blk: blk, name: name, body: body, n: n})
	if item {
		// d[k] = v on a dict: sets and dicts are values in the runner.
		return []ir.Stmt{&ir.If{Node: n, Cond: call(n, "$issetordict", &ir.Ident{Node: n, Name: name}),
			Then: []ir.Stmt{&ir.Unread{Node: n, Reason: "dict mutation is not run"}},
			Else: []ir.Stmt{blk}}}
	}
	return []ir.Stmt{blk}
}

// mayBeElement: the value of e may be an element of another list.
func (lw *lowerer) mayBeElement(e ir.Expr) bool { return lw.elementIn(e, map[string]bool{}) }

func (lw *lowerer) elementIn(e ir.Expr, seen map[string]bool) bool {
	names, t := sources(e, nil)
	for _, nm := range names {
		t = t || lw.tainted(nm, seen)
	}
	return t
}

// mayBeArgument: the value of e may be an object a parameter refers to.
func (lw *lowerer) mayBeArgument(e ir.Expr) bool {
	names, _ := sources(e, nil)
	for _, nm := range names {
		if lw.reachesParam(nm, map[string]bool{}) {
			return true
		}
	}
	return false
}

func (lw *lowerer) reachesParam(name string, seen map[string]bool) bool {
	if lw.params[name] {
		return true
	}
	if seen[name] {
		return false
	}
	seen[name] = true
	for _, s := range lw.edges[name] {
		if lw.reachesParam(s, seen) {
			return true
		}
	}
	for _, cs := range lw.callSrc[name] {
		if lw.retAlias[cs.callee] {
			for _, a := range cs.args {
				names, _ := sources(a, nil)
				for _, nm := range names {
					if lw.reachesParam(nm, seen) {
						return true
					}
				}
			}
		}
	}
	return false
}

// tainted follows the edges y = x and y = f(…).
func (lw *lowerer) tainted(name string, seen map[string]bool) bool {
	if lw.taint[name] {
		return true
	}
	if seen[name] {
		return false
	}
	seen[name] = true
	for _, cs := range lw.callSrc[name] {
		if lw.retTaint[cs.callee] {
			return true
		}
		if lw.retAlias[cs.callee] {
			// the result may be an argument: as much an element as it
			for _, a := range cs.args {
				if lw.elementIn(a, seen) {
					return true
				}
			}
		}
	}
	for _, s := range lw.edges[name] {
		if lw.tainted(s, seen) {
			return true
		}
	}
	return false
}

// resolve fills the guards' blocks once every assignment is known.
func (lw *lowerer) resolve(all map[string]*lowerer) {
	for _, g := range lw.guards {
		if !lw.tainted(g.name, map[string]bool{}) {
			g.blk.Body = g.body
			continue
		}
		g.blk.Body = []ir.Stmt{&ir.If{Node: g.n, Cond: call(g.n, "$islist", &ir.Ident{Node: g.n, Name: g.name}),
			Then: []ir.Stmt{&ir.Unread{Node: g.n, Reason: g.name + " may be a list inside another list, which the runner does not share: changing it in place is not run"}},
			Else: g.body}}
	}
	for _, cg := range lw.calls {
		callee := all[cg.call.Name]
		var unsafe []ir.Expr
		if callee != nil {
			for i, a := range cg.call.Args {
				if i >= len(callee.impl.Params) || !callee.mutated[callee.impl.Params[i].Name] {
					continue
				}
				if lw.mayBeElement(a) {
					unsafe = append(unsafe, a)
				}
			}
		}
		if len(unsafe) == 0 {
			cg.blk.Body = []ir.Stmt{cg.call}
			continue
		}
		n := cg.call.Node
		var cond ir.Expr
		for _, a := range unsafe {
			c := call(n, "$islist", a)
			if cond == nil {
				cond = c
			} else {
				cond = &ir.Binary{Node: n, Op: ir.OpOr, X: cond, Y: c}
			}
		}
		cg.blk.Body = []ir.Stmt{&ir.If{Node: n, Cond: cond,
			Then: []ir.Stmt{&ir.Unread{Node: n, Reason: cg.call.Name + " changes an argument that may be a list inside another list, which the runner does not share"}},
			Else: []ir.Stmt{cg.call}}}
	}
}

// listMethod lowers xs.append(v), insert, pop, extend, clear, reverse,
// sort, remove as in-place updates of xs (into *into for pop's value).
// ok is false for a method that is not a list mutation.
func (lw *lowerer) listMethod(recv *ir.Ident, method string, args []ir.Expr, into *string, n ir.Node, from, to, depth int) ([]ir.Stmt, bool) {
	args, hoisted := lw.hoistList(args, n)
	st, ok := lw.listMethodArgs(recv, method, args, into, n, from, to, depth)
	if !ok {
		return nil, false
	}
	return append(hoisted, st...), true
}

func (lw *lowerer) listMethodArgs(recv *ir.Ident, method string, args []ir.Expr, into *string, n ir.Node, from, to, depth int) ([]ir.Stmt, bool) {
	for _, a := range args {
		if reason := lw.check(a); reason != "" {
			return []ir.Stmt{lw.unread(from, to, reason)}, true
		}
	}
	x := recv
	inPlace := func(v ir.Expr) ir.Stmt {
		return &ir.Assign{Node: n, Targets: []ir.Expr{x}, Values: []ir.Expr{v}, InPlace: true}
	}
	lst := func(es ...ir.Expr) ir.Expr { return &ir.Display{Node: n, Coll: ir.KSeq, Elems: es} }
	add := func(a, b ir.Expr) ir.Expr { return &ir.Binary{Node: n, Op: ir.OpAdd, X: a, Y: b} }
	num := func(k int64) ir.Expr { return &ir.Lit{Node: n, Val: ir.NewInt(k)} }
	slice := func(lo, hi ir.Expr) ir.Expr { return call(n, "$slice", x, orNone(lo), orNone(hi)) }
	var pre, body []ir.Stmt
	switch {
	case method == "append" && len(args) == 1:
		body = []ir.Stmt{inPlace(add(x, lst(args[0])))}
	case method == "extend" && len(args) == 1:
		body = []ir.Stmt{inPlace(add(x, call(n, "list", args[0])))}
	case method == "insert" && len(args) == 2:
		// a.insert(i, v) is a[i:i] = [v]: i clamped as a slice bound.
		body = []ir.Stmt{inPlace(add(add(slice(nil, args[0]), lst(args[1])), slice(args[0], nil)))}
	case method == "clear" && len(args) == 0:
		body = []ir.Stmt{inPlace(lst())}
	case method == "reverse" && len(args) == 0:
		body = []ir.Stmt{inPlace(call(n, "list", call(n, "reversed", x)))}
	case method == "sort" && len(args) == 0:
		body = []ir.Stmt{inPlace(call(n, "sorted", x))}
	case method == "remove" && len(args) == 1:
		// ValueError when absent (.index); the first occurrence goes.
		k := lw.tmp("k")
		kid := &ir.Ident{Node: n, Name: k}
		body = []ir.Stmt{
			&ir.VarDecl{Node: n, Names: []string{k}, Values: []ir.Expr{&ir.Call{Node: n, Fn: &ir.Member{Node: n, X: x, Name: "index"}, Args: args}}},
			inPlace(add(slice(nil, kid), slice(add(kid, num(1)), nil))),
		}
	case method == "pop" && len(args) <= 1:
		// v = xs[i] (IndexError when out of range), then xs without it.
		var idx ir.Expr = num(-1)
		if len(args) == 1 {
			idx = args[0]
		}
		i, k := lw.tmp("i"), lw.tmp("k")
		iid, kid := &ir.Ident{Node: n, Name: i}, &ir.Ident{Node: n, Name: k}
		p := lw.tmp("p")
		if into != nil {
			p = *into
		}
		// normalised index: i, or i + len(xs) when negative
		norm := &ir.Ite{Node: n, Cond: &ir.Binary{Node: n, Op: ir.OpGe, X: iid, Y: num(0)}, Then: iid,
			Else: add(iid, call(n, "len", x))}
		pre = []ir.Stmt{&ir.VarDecl{Node: n, Names: []string{p}}}
		body = []ir.Stmt{
			&ir.VarDecl{Node: n, Names: []string{i}, Values: []ir.Expr{idx}},
			&ir.Assign{Node: n, Targets: []ir.Expr{&ir.Ident{Node: n, Name: p}}, Values: []ir.Expr{&ir.Index{Node: n, X: x, Args: []ir.Expr{iid}, Mode: ir.IndexPython}}},
			&ir.VarDecl{Node: n, Names: []string{k}, Values: []ir.Expr{norm}},
			inPlace(add(slice(nil, kid), slice(add(kid, num(1)), nil))),
		}
	case method == "add" || method == "discard" || method == "update" || method == "setdefault" ||
		method == "difference_update" || method == "intersection_update" || method == "popitem":
		return []ir.Stmt{lw.unread(from, to, "set and dict mutation is not run")}, true
	default:
		return nil, false
	}
	// Not a list (a set, a dict, a string): the runner would rebind; it
	// is not run instead.
	guarded := []ir.Stmt{&ir.If{Node: n, Cond: call(n, "$islist", x),
		Then: lw.mutation(x.Name, body, n, false),
		Else: []ir.Stmt{&ir.Unread{Node: n, Reason: "." + method + "(…) on a value that is not a list is not run"}}}}
	return append(pre, guarded...), true
}

// augmented lowers x op= e and xs[i] op= e (aug: the offset of op).
func (lw *lowerer) augmented(from, to, aug int, op string, depth int) []ir.Stmt {
	n := lw.node(from, to)
	tg, reason := lw.target(from, aug)
	if reason == "" {
		reason = lw.targetReason(tg)
	}
	if reason != "" {
		return []ir.Stmt{lw.unread(from, to, reason)}
	}
	value, pre, reason := lw.exprPre(aug+len(op)+1, to)
	if _, isName := tg.(*ir.Ident); len(pre) > 0 && !isName {
		// xs[i] += f(…): Python reads xs[i] before the call
		reason = "a call of a function of the file inside an expression is not run here"
	}
	if reason != "" {
		return []ir.Stmt{lw.unread(from, to, reason)}
	}
	return append(pre, lw.augValue(tg, op, value, n, depth, from, to)...)
}

func (lw *lowerer) augValue(tg ir.Expr, op string, value ir.Expr, n ir.Node, depth, from, to int) []ir.Stmt {
	var cur ir.Expr
	switch tg.(type) {
	case *ir.Ident, *ir.Index:
		cur = tg
	default:
		return []ir.Stmt{lw.unread(from, to, "cannot assign to this target")}
	}
	var v ir.Expr
	switch op {
	case "+":
		v = &ir.Binary{Node: n, Op: ir.OpAdd, X: cur, Y: value}
	case "-":
		v = &ir.Binary{Node: n, Op: ir.OpSub, X: cur, Y: value}
	case "*":
		v = call(n, "$mul", cur, value)
	case "//":
		v = &ir.Binary{Node: n, Op: ir.OpDivFloor, X: cur, Y: value}
	case "%":
		v = &ir.Binary{Node: n, Op: ir.OpModFloor, X: cur, Y: value}
	case "**":
		v = &ir.Binary{Node: n, Op: ir.OpPow, X: cur, Y: value}
	case "|":
		v = call(n, "$or", cur, value)
	case "&":
		v = call(n, "$and", cur, value)
	default:
		return []ir.Stmt{lw.unread(from, to, "the operator "+op+"= is not run")}
	}
	switch x := tg.(type) {
	case *ir.Index:
		return lw.assign([]ir.Expr{x}, v, n, depth)
	case *ir.Ident:
		if op == "+" || op == "*" {
			// A list is extended (repeated) in place; anything else is
			// rebound (the runner's InPlace rebinds a non-heap value).
			return lw.mutationOrRebind(x, v, n)
		}
		// -=, |=, &= change a set in place: not run; ints are rebound.
		lw.source(x.Name, v)
		return []ir.Stmt{&ir.If{Node: n, Cond: call(n, "$issetordict", x),
			Then: []ir.Stmt{&ir.Unread{Node: n, Reason: "set and dict mutation is not run"}},
			Else: []ir.Stmt{&ir.Assign{Node: n, Targets: []ir.Expr{x}, Values: []ir.Expr{v}}}}}
	}
	return nil
}

func (lw *lowerer) mutationOrRebind(x *ir.Ident, v ir.Expr, n ir.Node) []ir.Stmt {
	as := &ir.Assign{Node: n, Targets: []ir.Expr{x}, Values: []ir.Expr{v}, InPlace: true}
	return []ir.Stmt{&ir.If{Node: n, Cond: call(n, "$islist", x),
		Then: lw.mutation(x.Name, []ir.Stmt{as}, n, false),
		Else: []ir.Stmt{&ir.Assign{Node: n, Targets: []ir.Expr{x}, Values: []ir.Expr{v}}}}}
}

// topLevel lists the offsets in t of sep outside brackets and strings.
func topLevel(t string, sep string) []int {
	var out []int
	depth := 0
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c == '"' || c == '\'':
			raw := i > 0 && (t[i-1] == 'r' || t[i-1] == 'R')
			_, k, _ := pyString(t, i, raw)
			i = k - 1
			continue
		case c == '#':
			// A comment runs to the end of its physical line; a logical
			// line joined inside brackets goes on after it.
			for i < len(t) && t[i] != '\n' {
				i++
			}
			continue
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		}
		if depth == 0 && strings.HasPrefix(t[i:], sep) {
			out = append(out, i)
		}
	}
	return out
}

// topLevelWord lists the offsets of a keyword at the top level of t.
func topLevelWord(t, w string) []int {
	var out []int
	for _, i := range topLevel(t, w) {
		if (i == 0 || !isAlnum(t[i-1])) && (i+len(w) >= len(t) || !isAlnum(t[i+len(w)])) {
			out = append(out, i)
		}
	}
	return out
}

// assignEquals lists the offsets of the '=' of an assignment statement
// (not ==, <=, >=, !=, an augmented operator or a keyword argument).
func assignEquals(t string) []int {
	var out []int
	for _, i := range topLevel(t, "=") {
		prev, next := byte(0), byte(0)
		if i > 0 {
			prev = t[i-1]
		}
		if i+1 < len(t) {
			next = t[i+1]
		}
		if next == '=' || strings.IndexByte("=!<>+-*/%&|^@:", prev) >= 0 {
			continue
		}
		out = append(out, i)
	}
	// a lambda's default (lambda x=1: …) is not an assignment; nor is a
	// walrus. Anything after the first lambda is dropped.
	if l := topLevelWord(t, "lambda"); len(l) > 0 {
		var kept []int
		for _, i := range out {
			if i < l[0] {
				kept = append(kept, i)
			}
		}
		out = kept
	}
	return out
}

// augmented finds x op= e: the offset of op and op.
func augmented(t string) (int, string) {
	for _, i := range topLevel(t, "=") {
		if i+1 < len(t) && t[i+1] == '=' {
			return -1, "" // a comparison
		}
		for _, op := range []string{"//", "**", ">>", "<<", "+", "-", "*", "/", "%", "&", "|", "^", "@"} {
			if i >= len(op) && t[i-len(op):i] == op {
				return i - len(op), op
			}
		}
		return -1, ""
	}
	return -1, ""
}

// exprPre reads an expression with its calls hoisted (the statements
// to run before it); a reason when it cannot be run.
func (lw *lowerer) exprPre(from, to int) (ir.Expr, []ir.Stmt, string) {
	e, reason := lw.parse(from, to)
	if reason != "" {
		return nil, nil, reason
	}
	e, pre := lw.hoistCalls(e, lw.node(from, to))
	if reason := lw.check(e); reason != "" {
		return nil, nil, reason
	}
	return e, pre, ""
}

// hoistList hoists the calls of expressions evaluated left to right.
func (lw *lowerer) hoistList(es []ir.Expr, n ir.Node) ([]ir.Expr, []ir.Stmt) {
	if len(es) == 0 {
		return es, nil
	}
	t, pre := lw.hoistCalls(&ir.TupleExpr{Node: n, Elems: es}, n)
	return t.(*ir.TupleExpr).Elems, pre
}

// hoistCalls moves calls of the file's non-pure functions out of e into call
// statements before it (x = n * fact(n - 1) becomes $c = fact(n - 1);
// x = n * $c), where that keeps Python's order of evaluation: everything
// Python evaluates before such a call must be a name or a literal (a
// call may change a list that an earlier index read or operator would
// have seen unchanged), and the call is not under and/or, a conditional
// expression, a lambda or a comprehension (it might not run). When it
// cannot, e is returned as it was (check then makes the statement
// unread).
func (lw *lowerer) hoistCalls(e ir.Expr, n ir.Node) (ir.Expr, []ir.Stmt) {
	if !lw.hasImplCall(e) {
		return e, nil
	}
	var pre []ir.Stmt
	clean, failed := true, false
	var h func(x ir.Expr) ir.Expr
	h = func(x ir.Expr) ir.Expr {
		if failed {
			return x
		}
		switch v := x.(type) {
		case *ir.Lit, *ir.Ident:
			return x
		case *ir.Call:
			if name, ok := lw.implCall(v); ok {
				if !clean {
					failed = true
					return x
				}
				// Its arguments are evaluated by the call statement, in
				// order, just before the call, as Python does.
				args := make([]ir.Expr, len(v.Args))
				for i, a := range v.Args {
					args[i] = h(a)
				}
				clean = true
				r := lw.tmp("c")
				rid := &ir.Ident{Node: v.Node, Name: r}
				lw.callSrc[r] = append(lw.callSrc[r], callSource{name, args})
				pre = append(pre, &ir.VarDecl{Node: n, Names: []string{r}})
				pre = append(pre, lw.callStmt([]ir.Expr{rid}, name, args, v.Node, v.R.Start.Offset, v.R.End.Offset, 0)...)
				return rid
			}
		case *ir.Binary:
			if v.Op == ir.OpAnd || v.Op == ir.OpOr || v.Op == ir.OpImplies {
				return lw.opaque(x, &clean, &failed)
			}
		case *ir.Ite, *ir.Let, *ir.Lambda, *ir.Quant, *ir.Chain, *ir.Compr, *ir.Match:
			return lw.opaque(x, &clean, &failed)
		}
		y := ir.Rebuild(x, h)
		clean = false // the node itself reads its operands' values
		return y
	}
	out := h(e)
	if failed {
		return e, nil
	}
	return out, pre
}

func (lw *lowerer) opaque(x ir.Expr, clean, failed *bool) ir.Expr {
	if lw.hasImplCall(x) {
		*failed = true
	}
	*clean = false
	return x
}

func (lw *lowerer) hasImplCall(e ir.Expr) bool {
	found := false
	ir.Inspect(e, func(x ir.Expr) bool {
		if c, ok := x.(*ir.Call); ok {
			if _, ok := lw.implCall(c); ok {
				found = true
			}
		}
		return !found
	})
	return found
}
