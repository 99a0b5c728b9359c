package ir

// RefKind is what a name in a contract refers to.
type RefKind uint8

const (
	RefUnknown   RefKind = iota // nothing in scope or in the module has that name
	RefParam                    // a parameter of the contract
	RefResult                   // a result of the contract
	RefBound                    // a quantifier's, comprehension's, let's, lambda's or match arm's variable
	RefFunc                     // a function or predicate of the module
	RefConst                    // a constant of the module
	RefImpl                     // a method of the module (an implementation called by name)
	RefLibrary                  // the language's library (Module.Lib)
	RefIntrinsic                // an intrinsic: a canonical "$" name or a Vocab spelling
)

var refNames = [...]string{"unknown", "parameter", "result", "bound variable", "function", "constant", "method", "library function", "intrinsic"}

func (k RefKind) String() string { return refNames[k] }

// Resolution binds each identifier of a contract's clauses to what it
// refers to, once, before analyses read them (model: go.starlark.net's
// resolve pass). It is a side table keyed by the identifier nodes, so
// the IR stays immutable and shared.
type Resolution struct {
	refs    map[*Ident]RefKind
	binder  map[*Ident]Expr // a bound variable's binding node
	unknown []*Ident
	top     *resolver // the contract's own scope: its parameters and results
	cut     bool      // maxResolve reached: some identifiers were not resolved
}

// maxResolve bounds the identifiers resolved in one contract.
const maxResolve = 1 << 16

// Resolve binds the identifiers of c's clauses (and its body, when it is
// an expression) in m.
func Resolve(m *Module, c *Contract) *Resolution {
	r := &Resolution{refs: map[*Ident]RefKind{}, binder: map[*Ident]Expr{}}
	scope := map[string]RefKind{}
	for _, p := range c.Params {
		scope[p.Name] = RefParam
	}
	for _, p := range c.Results {
		scope[p.Name] = RefResult
	}
	rs := &resolver{m: m, r: r, scope: scope, binders: map[string]Expr{}, voc: c.Vocab}
	if rs.voc == nil && m != nil {
		rs.voc = m.Vocab
	}
	for _, cl := range c.Clauses {
		rs.expr(cl.Expr)
	}
	rs.expr(c.Body)
	r.top = rs // its scope is back to the parameters and results
	return r
}

// Shadows says whether a call of name in the contract is not the
// library's: a parameter, a result, or a function, constant or method of
// the module has the name, and hides a library spelling (Vocab.Calls) of
// it. It is the one rule for what shadows a library name: the lookup
// order Resolve binds by, which the evaluator follows too (locals, then
// the module's definitions, then the library). Every reader of library
// calls — the informalizer, bound synthesis, inlining and growth — asks
// it (a nil Resolution shadows nothing).
func (r *Resolution) Shadows(name string) bool {
	if r == nil || r.top == nil {
		return false
	}
	switch r.top.lookup(name) {
	case RefParam, RefResult, RefFunc, RefConst, RefImpl:
		return true
	}
	return false
}

// Ref is what id refers to (RefUnknown for a node the resolution did not
// see).
func (r *Resolution) Ref(id *Ident) RefKind { return r.refs[id] }

// Binder is the node that binds id, a RefBound identifier: the
// quantifier, comprehension, lambda, let or match whose scope it is read
// in; nil for any other.
func (r *Resolution) Binder(id *Ident) Expr { return r.binder[id] }

// Complete says whether every identifier was resolved (a contract past
// maxResolve identifiers is resolved in part).
func (r *Resolution) Complete() bool { return !r.cut }

// Unknown are the identifiers that refer to nothing, in source order.
func (r *Resolution) Unknown() []*Ident { return r.unknown }

type resolver struct {
	m       *Module
	r       *Resolution
	voc     *Vocab
	scope   map[string]RefKind // names bound around the current node
	binders map[string]Expr    // the node binding each bound name in scope
}

// with binds names as node's bound variables for f, then restores the
// scope.
func (rs *resolver) with(node Expr, names []string, f func()) {
	restore := rs.save(names)
	for _, n := range names {
		rs.scope[n], rs.binders[n] = RefBound, node
	}
	f()
	restore()
}

// save returns what puts names back as they are now in scope.
func (rs *resolver) save(names []string) func() {
	type was struct {
		k   RefKind
		b   Expr
		had bool
	}
	saved := make(map[string]was, len(names))
	for _, n := range names {
		if _, done := saved[n]; done {
			continue // a name bound twice by one node: restored once
		}
		k, had := rs.scope[n]
		saved[n] = was{k, rs.binders[n], had}
	}
	return func() {
		for n, w := range saved {
			if w.had {
				rs.scope[n] = w.k
			} else {
				delete(rs.scope, n)
			}
			if w.b != nil {
				rs.binders[n] = w.b
			} else {
				delete(rs.binders, n)
			}
		}
	}
}

func (rs *resolver) bind(id *Ident) {
	if len(rs.r.refs) >= maxResolve {
		rs.r.cut = true
		return
	}
	k := rs.lookup(id.Name)
	rs.r.refs[id] = k
	if k == RefBound {
		rs.r.binder[id] = rs.binders[id.Name]
	}
	if k == RefUnknown {
		rs.r.unknown = append(rs.r.unknown, id)
	}
}

func (rs *resolver) lookup(name string) RefKind {
	if k, ok := rs.scope[name]; ok {
		return k
	}
	if _, ok := Canonical(name); ok {
		return RefIntrinsic
	}
	m := rs.m
	if m != nil {
		if _, ok := m.Funcs[name]; ok {
			return RefFunc
		}
		if _, ok := m.Consts[name]; ok {
			return RefConst
		}
		if _, ok := m.Impls[name]; ok {
			return RefImpl
		}
	}
	if rs.voc != nil {
		if _, ok := rs.voc.Calls[name]; ok {
			return RefIntrinsic
		}
	}
	if m != nil {
		if _, ok := m.Lib[name]; ok {
			return RefLibrary
		}
	}
	return RefUnknown
}

func (rs *resolver) expr(e Expr) {
	if e == nil {
		return
	}
	if len(rs.r.refs) >= maxResolve {
		rs.r.cut = true
		return
	}
	switch x := e.(type) {
	case *Ident:
		rs.bind(x)
	case *Member:
		rs.expr(x.X) // the member's name is not a name in scope
	case *Quant:
		rs.with(x, BinderNames(x.Vars), func() { rs.expr(x.Range); rs.expr(x.Body) })
	case *Compr:
		rs.with(x, BinderNames(x.Vars), func() { rs.expr(x.Cond); rs.expr(x.Key); rs.expr(x.Term) })
	case *Lambda:
		rs.with(x, BinderNames(x.Params), func() { rs.expr(x.Body) })
	case *Let:
		// As eval binds them: each value sees the names before it, a let
		// rec's lambda its own too; the body sees them all.
		restore := rs.save(x.Names)
		for i, n := range x.Names {
			if i < len(x.Values) {
				if _, lam := x.Values[i].(*Lambda); lam && x.Rec {
					rs.scope[n], rs.binders[n] = RefBound, x
				}
				rs.expr(x.Values[i])
			}
			rs.scope[n], rs.binders[n] = RefBound, x
		}
		for _, v := range x.Values[min(len(x.Names), len(x.Values)):] {
			rs.expr(v)
		}
		rs.expr(x.Body)
		restore()
	case *Match:
		rs.expr(x.X)
		for _, c := range x.Cases {
			rs.with(x, PatternVars(c.Pat, nil), func() { rs.expr(c.Body) })
		}
	default:
		rs.all(Children(e))
	}
}

func (rs *resolver) all(es []Expr) {
	for _, e := range es {
		rs.expr(e)
	}
}

// PatternVars appends the variables a pattern binds.
func PatternVars(p Pattern, acc []string) []string {
	if p.Var != "" {
		acc = append(acc, p.Var)
	}
	for _, a := range p.Args {
		acc = PatternVars(a, acc)
	}
	return acc
}
