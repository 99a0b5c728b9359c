package analyzers

import (
	"sort"

	"github.com/specfaith/specfaith/ir"
)

// The body's own meaning as a clause: for a loop-free body, its strongest
// postcondition, result == E, where E is the body's value written over
// the parameters (an if statement becomes an if-then-else expression).
// Offered as one candidate among the inferred ones: it is the most exact,
// and the longest to read, so the cover prefers it only when nothing
// shorter rejects as much.

// maxPostNodes bounds the size of a body's meaning offered as a clause,
// and maxPostPaths the paths through its ifs.
const (
	maxPostNodes = 40
	maxPostPaths = 8
)

// strongestPost is result == E for a method or def whose body has no
// loop, no call and one result; nil otherwise. A function whose body is
// an expression is its own postcondition already (Dafny reads it), so
// only bodies of statements are read.
func strongestPost(a *Attack) ir.Expr {
	impl := a.c.Impl
	if impl == nil || len(a.c.Results) != 1 || len(impl.Body) == 0 || hasLoop(impl.Body) {
		return nil
	}
	if a.c.Decl != ir.DeclMethod && a.m != nil && a.m.Vocab != nil && a.m.Vocab.InlineProof {
		return nil
	}
	params := map[string]bool{}
	for _, p := range a.c.Params {
		params[p.Name] = true
	}
	sp := &symbolic{result: a.c.Results[0].Name, params: params}
	v, ok := sp.run(impl.Body, map[string]ir.Expr{})
	if !ok || sp.tooLarge || v == nil || !withinNodes(v, maxPostNodes) || !onlyNames(v, params) && !constant(v) {
		return nil
	}
	if id, ok := v.(*ir.Ident); ok && id.Name == sp.result {
		return nil
	}
	return eq(ident(sp.result), v)
}

type symbolic struct {
	result string
	params map[string]bool
	paths  int
	// tooLarge: a value grew past maxPostNodes (x := x + x, repeated,
	// doubles it each time: the run stops there).
	tooLarge bool
}

// run is the value the statements return, given the values env holds
// for the variables assigned so far (written over the parameters).
func (s *symbolic) run(ss []ir.Stmt, env map[string]ir.Expr) (ir.Expr, bool) {
	for k, st := range ss {
		if s.tooLarge {
			return nil, false
		}
		switch x := st.(type) {
		case *ir.VarDecl:
			for i, n := range x.Names {
				if i < len(x.Values) && x.Values[i] != nil {
					env[n] = s.subst(x.Values[i], env)
				} else {
					env[n] = nil
				}
			}
		case *ir.Assign:
			if x.InPlace || len(x.Targets) != len(x.Values) {
				return nil, false
			}
			vals := make([]ir.Expr, len(x.Values))
			for i, v := range x.Values {
				vals[i] = s.subst(v, env)
			}
			for i, t := range x.Targets {
				id, ok := t.(*ir.Ident)
				if !ok {
					return nil, false
				}
				env[id.Name] = vals[i]
			}
		case *ir.If:
			if s.paths++; s.paths > maxPostPaths {
				return nil, false
			}
			rest := ss[k+1:]
			cond := s.subst(x.Cond, env)
			then, ok1 := s.run(append(append([]ir.Stmt(nil), x.Then...), rest...), copyEnv(env))
			els, ok2 := s.run(append(append([]ir.Stmt(nil), x.Else...), rest...), copyEnv(env))
			if !ok1 || !ok2 || then == nil || els == nil {
				return nil, false
			}
			if ir.SameExpr(then, els) {
				return then, true
			}
			return &ir.Ite{Cond: cond, Then: then, Else: els}, true
		case *ir.Block:
			return s.run(append(append([]ir.Stmt(nil), x.Body...), ss[k+1:]...), env)
		case *ir.Assert:
			// Says nothing of the value.
		case *ir.Return:
			switch len(x.Values) {
			case 0:
				return env[s.result], env[s.result] != nil
			case 1:
				return s.subst(x.Values[0], env), true
			}
			return nil, false
		default:
			return nil, false
		}
	}
	v, ok := env[s.result]
	return v, ok && v != nil
}

// subst writes e over the parameters: every variable env holds is
// replaced by its value, all at once (a value may mention a parameter
// that is also reassigned). A variable read before it has a value makes
// the result mention a local, which strongestPost refuses.
func (s *symbolic) subst(e ir.Expr, env map[string]ir.Expr) ir.Expr {
	names := make([]string, 0, len(env))
	for n, v := range env {
		if v != nil {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	const mark = "\x00"
	for _, n := range names {
		e = ir.Subst(e, n, ident(mark+n))
	}
	for _, n := range names {
		e = ir.Subst(e, mark+n, env[n])
	}
	if !withinNodes(e, maxPostNodes) {
		s.tooLarge = true
		return &ir.Ident{Name: mark} // never offered: run stops at tooLarge
	}
	return e
}

func copyEnv(env map[string]ir.Expr) map[string]ir.Expr {
	out := make(map[string]ir.Expr, len(env))
	for k, v := range env {
		out[k] = v
	}
	return out
}

// withinNodes says e has at most limit nodes, counting shared subtrees
// each time they occur; it stops counting past limit, so a value built
// by doubling is not walked whole.
func withinNodes(e ir.Expr, limit int) bool {
	n := 0
	ir.Inspect(e, func(ir.Expr) bool { n++; return n <= limit })
	return n <= limit
}

// constant says e mentions no identifier.
func constant(e ir.Expr) bool {
	none := true
	ir.Inspect(e, func(x ir.Expr) bool {
		if _, ok := x.(*ir.Ident); ok {
			none = false
		}
		return none
	})
	return none
}
