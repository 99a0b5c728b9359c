package ir

import "fmt"

// Run executes implementations. Locals live in a frame; arrays (and, in
// Python, lists) live in a heap and variables refer to them, so an update
// through one name is seen through every alias and by the caller that
// passed it. Every loop iteration and call burns fuel; running out, like
// any budget, is unknown with a reason.

// DefaultFuel bounds loop iterations and calls in one run.
const DefaultFuel = 100_000

// maxCallDepth bounds nested calls between implementations.
const maxCallDepth = 64

// ref is a variable's reference to a heap cell; it never leaves the runner.
type ref int

func (ref) Kind() Kind       { return KArray }
func (r ref) String() string { return fmt.Sprintf("ref#%d", int(r)) }

type control int

const (
	ctlNext control = iota
	ctlBreak
	ctlContinue
	ctlReturn
)

type runner struct {
	c     *Ctx
	impls map[string]*Impl
	heap  []Value
	fuel  int
	depth int
	keeps map[*Impl]bool // keepsEnv's answers
}

type frame struct {
	base  *Env // the enclosing environment of a Do expression
	names []string
	vals  []Value // nil: declared, not assigned
	env   *Env    // cached; nil after a change
	// nodes back env, nodeOf[i] is vals[i]'s node (-1: none). Where no
	// expression of the body can keep an environment (inPlace), an
	// assignment to a variable that has a node replaces its value there
	// instead of having the whole chain made again: a loop's body
	// assigns, then its condition reads, every iteration.
	nodes   []Env
	nodeOf  []int32
	inPlace bool
	ret     []Value // set by a Return with values
	// bv holds the declared types of variables with bitvectors in them:
	// a literal assigned to one takes its width.
	bv map[string]*Type
}

// typed records (or, for a type without bitvectors, forgets) the
// declared type of a variable.
func (f *frame) typed(name string, t *Type) {
	if t.hasBitvector(0) {
		if f.bv == nil {
			f.bv = map[string]*Type{}
		}
		f.bv[name] = t
	} else if f.bv != nil {
		delete(f.bv, name)
	}
}

// valueAt is value for a variable of declared type t (nil: none known).
func (r *runner) valueAt(f *frame, e Expr, t *Type) (Value, *Stop) {
	if !t.hasBitvector(0) {
		return r.value(f, e)
	}
	v, stop := r.c.evalTyped(e, r.envOf(f), t)
	if stop != nil {
		return nil, stop
	}
	return r.own(v), nil
}

// RunResult is what one run produced.
type RunResult struct {
	Results []Value // in the order of Impl.Results
	// Post holds, per parameter, its post-state when it refers to an
	// array or list the run may have changed; nil otherwise.
	Post []Value
	// Fuel is the fuel the run used.
	Fuel int
}

// Run executes impl on args (in the order of impl.Params) with the
// implementations in impls available to calls. fuel <= 0 means DefaultFuel.
func (c *Ctx) Run(impl *Impl, impls map[string]*Impl, args []Value, fuel int) (*RunResult, *Stop) {
	if fuel <= 0 {
		fuel = DefaultFuel
	}
	r := &runner{c: c, impls: impls, fuel: fuel}
	if len(args) != len(impl.Params) {
		return nil, unknown(impl.R, "%s takes %d arguments, given %d", impl.Name, len(impl.Params), len(args))
	}
	vals := make([]Value, len(args))
	for i, a := range args {
		vals[i] = r.own(a)
	}
	res, stop := r.call(impl, vals)
	if stop != nil {
		return nil, stop
	}
	for i, v := range res {
		res[i] = r.resolve(v)
	}
	out := &RunResult{Results: res, Post: make([]Value, len(args)), Fuel: fuel - r.fuel}
	for i, v := range vals {
		if id, ok := v.(ref); ok {
			out.Post[i] = r.heap[id]
		}
	}
	return out, nil
}

// keepsEnv says whether an expression of impl's body can keep the
// environment it is evaluated in past that evaluation: a lambda makes a
// closure of it, and a do block runs on top of it. (Answers are kept per
// implementation.)
func (r *runner) keepsEnv(impl *Impl) bool {
	if v, ok := r.keeps[impl]; ok {
		return v
	}
	has := false
	InspectStmts(impl.Body, func(s Stmt) bool {
		for _, e := range StmtExprs(s) {
			if e == nil {
				continue
			}
			Inspect(e, func(x Expr) bool {
				switch x.(type) {
				case *Lambda, *Do:
					has = true
				}
				return !has
			})
		}
		return !has
	})
	if r.keeps == nil {
		r.keeps = map[*Impl]bool{}
	}
	r.keeps[impl] = has
	return has
}

// runDo evaluates a Do expression: its statements run with env's
// variables in scope (with their own fuel; the step budget is shared).
func (c *Ctx) runDo(e *Do, env *Env) (Value, *Stop) {
	r := &runner{c: c, fuel: DefaultFuel}
	f := &frame{base: env}
	if _, stop := r.block(f, e.Body); stop != nil {
		return nil, stop
	}
	if len(f.ret) != 1 {
		return nil, unknown(e.R, "the do block ends without a value")
	}
	return r.resolve(f.ret[0]), nil
}

// mutable says whether v lives in the heap: arrays, and Python's lists.
// With ValueArrays (Lean) nothing does: arrays are values, an update
// makes a new one, and no two variables share one.
func (r *runner) mutable(v Value) bool {
	if r.c.ValueArrays {
		return false
	}
	switch x := v.(type) {
	case Array:
		return true
	case Seq:
		return r.c.Python && !x.Str
	case Datatype:
		return r.c.isObject(x) // runfields.go
	}
	return false
}

// own puts a mutable value in a new heap cell.
func (r *runner) own(v Value) Value {
	if !r.mutable(v) {
		return v
	}
	r.heap = append(r.heap, v)
	return ref(len(r.heap) - 1)
}

func (r *runner) resolve(v Value) Value {
	if id, ok := v.(ref); ok {
		return r.heap[id]
	}
	return v
}

func (f *frame) find(name string) int {
	for i := len(f.names) - 1; i >= 0; i-- {
		if f.names[i] == name {
			return i
		}
	}
	return -1
}

func (r *runner) envOf(f *frame) *Env {
	if f.env != nil {
		return f.env
	}
	env := f.base
	k := 0
	for _, v := range f.vals {
		if v != nil {
			k++
		}
	}
	nodes := make([]Env, k) // one allocation for the frame's bindings
	if f.inPlace {
		f.nodeOf = f.nodeOf[:0]
	}
	for i, n := range f.names {
		at := int32(-1)
		if f.vals[i] != nil {
			k--
			nodes[k] = Env{parent: env, name: n, val: r.resolve(f.vals[i])}
			env = &nodes[k]
			at = int32(k)
		}
		if f.inPlace {
			f.nodeOf = append(f.nodeOf, at)
		}
	}
	if env == nil {
		env = (*Env)(nil).Bind("$", Bool(true)) // a non-nil empty frame
	}
	f.env, f.nodes = env, nodes
	return env
}

func (f *frame) declare(name string, v Value) {
	f.names = append(f.names, name)
	f.vals = append(f.vals, v)
	f.env = nil
}

func (r *runner) burn(at Range) *Stop {
	r.fuel--
	if r.fuel < 0 {
		return unknown(at, "the implementation ran out of fuel (loop iterations and calls)")
	}
	return r.c.tick(at)
}

// call runs impl with argument values (refs for heap values).
func (r *runner) call(impl *Impl, args []Value) ([]Value, *Stop) {
	if r.depth >= maxCallDepth {
		return nil, unknown(impl.R, "calls nested deeper than %d", maxCallDepth)
	}
	r.depth++
	defer func() { r.depth-- }()
	f := &frame{inPlace: !r.keepsEnv(impl)}
	for i, p := range impl.Params {
		f.declare(p.Name, args[i])
		f.typed(p.Name, p.Type)
	}
	for _, p := range impl.Results {
		if f.find(p.Name) < 0 {
			// A constructor's this is a new object whose fields it sets.
			f.declare(p.Name, r.newObject(p))
			f.typed(p.Name, p.Type)
		}
	}
	if _, stop := r.block(f, impl.Body); stop != nil {
		return nil, stop
	}
	if f.ret != nil {
		if len(f.ret) != len(impl.Results) {
			return nil, unknown(impl.R, "%s returned %d values for %d results", impl.Name, len(f.ret), len(impl.Results))
		}
		for i, p := range impl.Results {
			if p.Type.hasBitvector(0) {
				if f.ret[i] = retype(f.ret[i], p.Type, 0); mixesBV(f.ret[i], p.Type, 0) {
					return nil, unknown(impl.R, "%s returns %s for a %s: its bitvector width is not evaluated", impl.Name, f.ret[i], p.Type)
				}
			}
		}
		return f.ret, nil
	}
	out := make([]Value, len(impl.Results))
	for i, p := range impl.Results {
		k := f.find(p.Name)
		if k < 0 || f.vals[k] == nil {
			return nil, unknown(impl.R, "%s ends without assigning %s", impl.Name, p.Name)
		}
		// A heap result stays a reference: a caller that gets back an
		// array it passed (or one the callee keeps) shares it.
		out[i] = f.vals[k]
	}
	return out, nil
}

// block runs statements; locals declared in it end with it.
func (r *runner) block(f *frame, body []Stmt) (control, *Stop) {
	mark := len(f.names)
	defer func() {
		if len(f.names) > mark {
			f.names, f.vals, f.env = f.names[:mark], f.vals[:mark], nil
		}
	}()
	for _, s := range body {
		ctl, stop := r.stmt(f, s)
		if stop != nil || ctl != ctlNext {
			return ctl, stop
		}
	}
	return ctlNext, nil
}

func (r *runner) eval(f *frame, e Expr) (Value, *Stop) { return r.c.Eval(e, r.envOf(f)) }

// value evaluates e for storing: a variable holding a heap reference is
// shared (an alias), any other mutable value gets its own cell.
func (r *runner) value(f *frame, e Expr) (Value, *Stop) {
	if r.fieldAlias(f, e) {
		return nil, unknown(e.Span(), "a variable given the array a field holds is not run (the two would share it)")
	}
	if id, ok := e.(*Ident); ok {
		if k := f.find(id.Name); k >= 0 {
			if v, ok := f.vals[k].(ref); ok {
				return v, nil
			}
		}
	}
	v, stop := r.eval(f, e)
	if stop != nil {
		return nil, stop
	}
	return r.own(v), nil
}

func (r *runner) stmt(f *frame, s Stmt) (control, *Stop) {
	if stop := r.c.tick(s.Span()); stop != nil {
		return ctlNext, stop
	}
	switch s := s.(type) {
	case *VarDecl:
		vals := make([]Value, len(s.Names))
		for i := range s.Names {
			var t *Type
			if i < len(s.Types) {
				t = s.Types[i]
			}
			if i < len(s.Values) && s.Values[i] != nil {
				v, stop := r.valueAt(f, s.Values[i], t)
				if stop != nil {
					return ctlNext, stop
				}
				if i < len(s.Types) && s.Types[i] != nil {
					if cv, err := Coerce(r.resolve(v), s.Types[i]); err == nil && !r.mutable(cv) {
						v = cv
					}
				}
				vals[i] = v
			}
		}
		for i, n := range s.Names {
			f.declare(n, vals[i])
			var t *Type
			if i < len(s.Types) {
				t = s.Types[i]
			}
			f.typed(n, t)
		}
	case *Assign:
		if len(s.Targets) != len(s.Values) {
			return ctlNext, unknown(s.R, "%d targets for %d values", len(s.Targets), len(s.Values))
		}
		vals := make([]Value, len(s.Values))
		for i, e := range s.Values {
			var t *Type
			if id, ok := s.Targets[i].(*Ident); ok {
				t = f.bv[id.Name]
			}
			v, stop := r.valueAt(f, e, t)
			if stop != nil {
				return ctlNext, stop
			}
			if freshArray(e) && r.isFieldTarget(f, s.Targets[i]) {
				// elems := new int[n]: no variable holds the new array,
				// so the field may hold it by value (runfields.go).
				v = r.resolve(v)
			}
			vals[i] = v
		}
		for i, t := range s.Targets {
			if stop := r.assign(f, t, vals[i], s.InPlace, s.R); stop != nil {
				return ctlNext, stop
			}
		}
	case *CallStmt:
		impl := r.impls[s.Name]
		if impl == nil {
			return ctlNext, unknown(s.R, "%s has no implementation to run", s.Name)
		}
		if len(s.Args) != len(impl.Params) {
			return ctlNext, unknown(s.R, "%s takes %d arguments, given %d", s.Name, len(impl.Params), len(s.Args))
		}
		args := make([]Value, len(s.Args))
		for i, a := range s.Args {
			v, stop := r.value(f, a)
			if stop != nil {
				return ctlNext, stop
			}
			args[i] = v
		}
		if stop := r.burn(s.R); stop != nil {
			return ctlNext, stop
		}
		if stop := r.checkRequires(impl, args, s.R); stop != nil {
			return ctlNext, stop
		}
		pre := make([]Value, len(args))
		for i, a := range args {
			pre[i] = r.resolve(a)
		}
		res, stop := r.call(impl, args)
		f.env = nil // the callee may have changed arrays this frame sees
		if stop != nil {
			return ctlNext, stop
		}
		if stop := r.checkEnsures(impl, pre, args, res, s.R); stop != nil {
			return ctlNext, stop
		}
		if len(s.Targets) != 0 && len(s.Targets) != len(res) {
			return ctlNext, unknown(s.R, "%d targets for the %d results of %s", len(s.Targets), len(res), s.Name)
		}
		for i, t := range s.Targets {
			if stop := r.assign(f, t, r.own(res[i]), false, s.R); stop != nil {
				return ctlNext, stop
			}
		}
	case *MatchStmt:
		v, stop := r.eval(f, s.X)
		if stop != nil {
			return ctlNext, stop
		}
		for _, cs := range s.Cases {
			env, ok := matchPattern(cs.Pat, v, nil)
			if !ok {
				continue
			}
			// The pattern's variables are the case body's locals.
			names := PatternVars(cs.Pat, nil)
			decl := &VarDecl{Node: s.Node, Names: names}
			for _, n := range names {
				b, _ := env.lookup(n)
				decl.Values = append(decl.Values, &Lit{Node: s.Node, Val: b.val})
			}
			return r.block(f, append([]Stmt{decl}, cs.Body...))
		}
		return ctlNext, unknown(s.R, "no case of the match statement matches %s", v)
	case *If:
		b, stop := r.cond(f, s.Cond)
		if stop != nil {
			return ctlNext, stop
		}
		if b {
			return r.block(f, s.Then)
		}
		return r.block(f, s.Else)
	case *While:
		for {
			if r.c.LoopHead != nil {
				r.c.LoopHead(s, r.envOf(f))
			}
			b, stop := r.cond(f, s.Cond)
			if stop != nil || !b {
				return ctlNext, stop
			}
			if stop := r.burn(s.R); stop != nil {
				return ctlNext, stop
			}
			ctl, stop := r.block(f, s.Body)
			if stop != nil || ctl == ctlReturn {
				return ctl, stop
			}
			if ctl == ctlBreak {
				return ctlNext, nil
			}
		}
	case *ForRange:
		lo, stop := r.intOf(f, s.Lo)
		if stop != nil {
			return ctlNext, stop
		}
		hi, stop := r.intOf(f, s.Hi)
		if stop != nil {
			return ctlNext, stop
		}
		n := hi - lo
		for k := int64(0); k < n; k++ {
			i := lo + k
			if s.Down {
				i = hi - 1 - k
			}
			if stop := r.burn(s.R); stop != nil {
				return ctlNext, stop
			}
			ctl, stop := r.iteration(f, s.Var, NewInt(i), s.Body)
			if stop != nil || ctl == ctlReturn {
				return ctl, stop
			}
			if ctl == ctlBreak {
				break
			}
		}
	case *ForEach:
		cv, stop := r.eval(f, s.Coll)
		if stop != nil {
			return ctlNext, stop
		}
		elems, ok := iterable(cv)
		if !ok {
			return ctlNext, unknown(s.R, "cannot iterate over %s", Brief(cv))
		}
		for _, e := range elems {
			if stop := r.burn(s.R); stop != nil {
				return ctlNext, stop
			}
			ctl, stop := r.iteration(f, s.Var, r.own(e), s.Body)
			if stop != nil || ctl == ctlReturn {
				return ctl, stop
			}
			if ctl == ctlBreak {
				break
			}
		}
	case *Return:
		if len(s.Values) > 0 {
			f.ret = make([]Value, len(s.Values))
			for i, e := range s.Values {
				// Python returns the object itself: a list the callee
				// received or built stays shared with the caller.
				eval := r.eval
				if r.c.Python && (r.depth > 1 || !r.fieldAlias(f, e)) {
					// (at the top a field's list is returned as it is:
					// the run ends there, so nothing sees the sharing)
					eval = r.value
				}
				v, stop := eval(f, e)
				if stop != nil {
					return ctlNext, stop
				}
				f.ret[i] = v
			}
		}
		return ctlReturn, nil
	case *Break:
		return ctlBreak, nil
	case *Continue:
		return ctlContinue, nil
	case *Assert:
		st, _ := r.c.Check(s.Cond, r.envOf(f))
		if st == False {
			what := "assertion"
			if s.Assume {
				what = "assumption"
			}
			return ctlNext, illDefined(s.R, "the %s does not hold here", what)
		}
	case *Block:
		return r.block(f, s.Body)
	case *Unread:
		return ctlNext, unknown(s.R, "%s", s.Reason)
	default:
		return ctlNext, unknown(s.Span(), "a statement the runner does not know")
	}
	return ctlNext, nil
}

// iteration runs a loop body with the loop variable bound afresh.
func (r *runner) iteration(f *frame, name string, v Value, body []Stmt) (control, *Stop) {
	mark := len(f.names)
	f.declare(name, v)
	ctl, stop := r.block(f, body)
	f.names, f.vals, f.env = f.names[:mark], f.vals[:mark], nil
	if ctl == ctlContinue {
		ctl = ctlNext
	}
	return ctl, stop
}

func (r *runner) cond(f *frame, e Expr) (bool, *Stop) {
	st, stop := r.c.Check(e, r.envOf(f))
	switch st {
	case True:
		return true, nil
	case False:
		return false, nil
	}
	if stop == nil {
		stop = unknown(e.Span(), "the condition is not a boolean")
	}
	return false, stop
}

func (r *runner) intOf(f *frame, e Expr) (int64, *Stop) {
	v, stop := r.eval(f, e)
	if stop != nil {
		return 0, stop
	}
	i, ok := v.(Int)
	if !ok || !i.V.IsInt64() {
		return 0, unknown(e.Span(), "a loop bound is not a small integer: %s", Brief(v))
	}
	return i.V.Int64(), nil
}

func (r *runner) checkRequires(impl *Impl, args []Value, at Range) *Stop {
	if len(impl.Requires) == 0 {
		return nil
	}
	var env *Env
	for i, p := range impl.Params {
		env = env.Bind(p.Name, r.resolve(args[i]))
	}
	for _, q := range impl.Requires {
		// An undecided precondition does not stop the run: the callee's
		// behaviour does not depend on it.
		if st, _ := r.c.Check(q, env); st == False {
			return illDefined(at, "call to %s outside its precondition", impl.Name)
		}
	}
	return nil
}

// checkEnsures checks a callee's postcondition on what its run returned.
// A verifier checks the caller against the callee's contract, not its
// body: when the body breaks its own postcondition, the caller's run
// shows what the body does, not what the caller's proof rests on, so the
// caller's run is unknown (the callee's own check reports the break).
func (r *runner) checkEnsures(impl *Impl, pre, args, res []Value, at Range) *Stop {
	if len(impl.Ensures) == 0 || len(res) != len(impl.Results) {
		return nil
	}
	var env *Env
	old := map[string]Value{}
	for i, p := range impl.Params {
		env = env.BindState(p.Name, r.resolve(args[i]))
		old[p.Name] = pre[i]
	}
	for i, p := range impl.Results {
		env = env.BindState(p.Name, r.resolve(res[i]))
	}
	sub := *r.c
	sub.Old = old
	for _, q := range impl.Ensures {
		if st, _ := sub.Check(q, env); st == False {
			return unknown(at, "%s returned a value its own postcondition rejects (reported there)", impl.Name)
		}
	}
	return nil
}

// assign stores v into target t.
func (r *runner) assign(f *frame, t Expr, v Value, inPlace bool, at Range) *Stop {
	if id, ok := t.(*Ident); ok && f.inPlace && f.env != nil {
		// The variable's node, where it has one, takes the new value.
		k := f.find(id.Name)
		if k >= 0 && k < len(f.nodeOf) && f.nodeOf[k] >= 0 {
			if _, isRef := f.vals[k].(ref); !(inPlace && isRef) {
				f.vals[k] = v
				f.nodes[f.nodeOf[k]].val = r.resolve(v)
				return nil
			}
		}
	}
	f.env = nil
	switch t := t.(type) {
	case *Ident:
		k := f.find(t.Name)
		if k < 0 {
			if cell, ok := r.fieldOwner(f, t.Name); ok {
				return r.setField(f, cell, t.Name, v, at)
			}
			f.declare(t.Name, v)
			return nil
		}
		if inPlace {
			if id, ok := f.vals[k].(ref); ok {
				r.heap[id] = r.resolve(v)
				return nil
			}
		}
		f.vals[k] = v
		return nil
	case *Member:
		cell, ok := r.objectCell(f, t.X)
		if !ok {
			return unknown(at, "assignment to a field of this value is not run")
		}
		return r.setField(f, cell, t.Name, v, at)
	case *Index:
		if len(t.Args) == 1 {
			// elems[i] := v for a field elems of this, o.elems[i] := v
			if m, ok := t.X.(*Member); ok {
				if cell, ok := r.objectCell(f, m.X); ok {
					return r.setFieldElem(f, cell, m.Name, t.Args[0], v, at)
				}
			}
			if id, ok := t.X.(*Ident); ok && f.find(id.Name) < 0 {
				if cell, ok := r.fieldOwner(f, id.Name); ok {
					return r.setFieldElem(f, cell, id.Name, t.Args[0], v, at)
				}
			}
		}
		id, ok := t.X.(*Ident)
		if !ok || len(t.Args) != 1 {
			return unknown(at, "assignment to a nested or multi-dimensional element is not run")
		}
		k := f.find(id.Name)
		if k < 0 {
			return unknown(at, "%s is not a local", id.Name)
		}
		cell, ok := f.vals[k].(ref)
		if !ok {
			return unknown(at, "%s is not an array or list", id.Name)
		}
		iv, stop := r.eval(f, t.Args[0])
		if stop != nil {
			return stop
		}
		if b, ok := iv.(BV); ok {
			iv = Int{V: b.V}
		}
		i, ok := iv.(Int)
		if !ok || !i.V.IsInt64() {
			return unknown(at, "an index is not a small integer")
		}
		stop = r.setElem(int(cell), i.V.Int64(), r.resolve(v), at)
		f.env = nil // evaluating the index cached the array as it was
		return stop
	}
	return unknown(at, "assignment to this target is not run")
}

func (r *runner) setElem(cell int, i int64, v Value, at Range) *Stop {
	if n, ok := iterable(r.heap[cell]); ok {
		// The update copies the elements (values are immutable).
		if stop := r.c.AllocElems(int64(len(n)), at); stop != nil {
			return stop
		}
	}
	switch x := r.heap[cell].(type) {
	case Array:
		if len(x.Dims) > 1 {
			return unknown(at, "multi-dimensional arrays are not run")
		}
		if i < 0 || i >= int64(len(x.Elems)) {
			return illDefined(at, "index %d out of range (length %d)", i, len(x.Elems))
		}
		if len(x.Elems) > 0 {
			// a literal stored among bitvectors takes their width
			if _, v = litToBV(x.Elems[0], v); bvMix(x.Elems[0], v) {
				return unknown(at, "%s stored in an array of bitvectors: its width is not evaluated", v)
			}
		}
		el := append([]Value(nil), x.Elems...)
		el[i] = v
		r.heap[cell] = Array{Elems: el, Dims: x.Dims, Ref: x.Ref}
	case Seq:
		n := int64(len(x.Elems))
		if i < 0 {
			i += n // Python counts negative indices from the end
		}
		if i < 0 || i >= n {
			return illDefined(at, "index out of range (length %d)", n)
		}
		el := append([]Value(nil), x.Elems...)
		el[i] = v
		r.heap[cell] = Seq{Elems: el, Str: x.Str}
	default:
		return unknown(at, "element assignment into %s is not run", Brief(x))
	}
	return nil
}

// iterable lists the elements a for loop visits.
func iterable(v Value) ([]Value, bool) {
	switch x := v.(type) {
	case Seq:
		return x.Elems, true
	case Array:
		if len(x.Dims) <= 1 {
			return x.Elems, true
		}
	case Set:
		return x.Elems, true
	}
	return nil, false
}
