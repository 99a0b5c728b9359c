package ir

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// Status is a three-valued verdict plus ill-definedness.
type Status int

const (
	True Status = iota
	False
	Unknown    // the evaluator cannot decide (reason given)
	IllDefined // the expression is not defined here (index out of range, …)
)

func (s Status) String() string {
	return [...]string{"true", "false", "unknown", "ill-defined"}[s]
}

// Stop ends an evaluation that produced no value: Status is Unknown or
// IllDefined, Reason says why and R where.
type Stop struct {
	Status Status
	Reason string
	R      Range
}

func (s *Stop) Error() string { return s.Status.String() + ": " + s.Reason }

func unknown(r Range, format string, args ...any) *Stop {
	return &Stop{Status: Unknown, Reason: fmt.Sprintf(format, briefArgs(args)...), R: r}
}

func illDefined(r Range, format string, args ...any) *Stop {
	return &Stop{Status: IllDefined, Reason: fmt.Sprintf(format, briefArgs(args)...), R: r}
}

// briefArgs shortens the values in a reason's arguments: a reason about a
// million-element sequence must not print it.
func briefArgs(args []any) []any {
	for i, a := range args {
		if v, ok := a.(Value); ok {
			args[i] = Brief(v)
		}
	}
	return args
}

// ReasonCancelled is the reason of an evaluation stopped by Ctx.Done (a
// newer edit, or the caller's deadline).
const ReasonCancelled = "evaluation cancelled"

// Limits bound one evaluation.
type Limits struct {
	Steps    int // expression nodes evaluated
	Depth    int // nesting of evaluation (expression depth plus calls)
	Enum     int // values one quantifier variable may range over
	CollSize int // elements of a collection built during evaluation
	// Bytes bounds the memory of the values built during evaluation
	// (integer words, and ElemBytes per element of a string or collection),
	// counted when each is built. The step budget and CollSize count values,
	// not their size: a million-element sequence of 2^17-bit integers passes
	// both and needs 16 GB.
	Bytes int64
	// Probes bounds the small values tried for an unbounded quantifier's
	// variable (0: maxProbes). A search that evaluates a clause on
	// thousands of pairs sets it low.
	Probes int
}

// DefaultLimits suit interactive use: a check finishes in milliseconds.
var DefaultLimits = Limits{Steps: 2_000_000, Depth: 400, Enum: 100_000, CollSize: 1_000_000, Bytes: 32 << 20}

// ElemBytes is what Limits.Bytes counts for one element of a built string
// or collection: the interface value that holds it.
const ElemBytes = 16

// IntElemBytes is what Limits.Bytes counts for one element of a built
// range of small integers: the interface value, the boxed Int, its
// big.Int and one word. (An arithmetic result counts only its words: most
// are garbage at once, and a step budget of them must fit the budget.)
const IntElemBytes = ElemBytes + 56

// Builtin is a library function; members receive their receiver as args[0].
type Builtin func(c *Ctx, args []Value, r Range) (Value, *Stop)

// Library maps names to builtins: "name" for calls, ".name" for members
// (x.name and x.name(args)).
type Library map[string]Builtin

// Env is a persistent chain of bindings.
type Env struct {
	parent *Env
	name   string
	val    Value
	state  bool // a parameter or result: old() reads its pre-state
}

// Bind returns env extended with name = v.
func (e *Env) Bind(name string, v Value) *Env { return &Env{parent: e, name: name, val: v} }

// BindState binds a state variable (parameter or result).
func (e *Env) BindState(name string, v Value) *Env {
	return &Env{parent: e, name: name, val: v, state: true}
}

func (e *Env) lookup(name string) (*Env, bool) {
	for ; e != nil; e = e.parent {
		if e.name == name {
			return e, true
		}
	}
	return nil, false
}

// Ctx is one evaluation: the module's definitions, the pre-state for old(),
// budgets and notes gathered along the way.
type Ctx struct {
	Funcs map[string]*Function
	Ctors map[string]*Function
	// mod is the module the context was made for (its constructor index).
	mod    *Module
	Consts map[string]Expr
	Lib    Library
	// LexOrder and Namespaces come from the module (see Module).
	LexOrder       bool
	OptionCoercion bool
	Python         bool
	ValueArrays    bool
	Namespaces     func(Value) []string
	ModuleAliases  map[string]string // see Module
	Old            map[string]Value  // pre-state values of state variables
	// Probe, when set, collects candidates for holes (hole.go).
	Probe *Probe
	// Impls are the module's implementations, for functions run as
	// statements (Function.Run).
	Impls    map[string]*Impl
	runDepth int
	// Pin fixes one call's result: when a function's own postcondition is
	// checked on an example, F(inputs) is the example's output.
	Pin *Pin
	// Done, when closed, stops the evaluation (an editor's newer edit made
	// it stale); the result is then unknown.
	Done   <-chan struct{}
	Limits Limits
	// LoopHead, when set, is called by Run at the head of every iteration
	// of a while loop and where it exits (where a loop invariant must
	// hold), with the variables in scope. Invariant inference uses it.
	LoopHead func(loop *While, env *Env)
	steps    int
	bytes    int64 // counted against Limits.Bytes
	// cancelled is set once Done was seen closed.
	cancelled bool
	// pollNext: the last step was heavy (see heavy); the next one polls.
	pollNext  bool
	depth     int
	inOld     bool
	inFunc    int    // depth of function bodies being evaluated
	found     bool   // set when an enumeration stopped early
	pinHits   int    // how often Pin answered a call (Once)
	unbounded bool   // set when an enumeration found no finite range
	vocab     *Vocab // the module's library spellings (ranges read through count)
	inlining  int    // local function bodies being read for a range (inline.go)
	notes     map[string]bool
	bvSyntax  map[*Let]bvScan // what a let's body shows of bitvectors (bitvec.go)
	capFor    []Expr          // the expressions capHas answers for (captures)
	capHas    bool
	memo      *syntaxMemo // survives Init
}

// Pin is a call result fixed by an example.
type Pin struct {
	Name   string
	Args   []Value
	Result Value
}

// NewCtx makes an evaluation context for a module.
func NewCtx(m *Module) *Ctx {
	c := new(Ctx)
	c.Init(m)
	return c
}

// Init makes c what NewCtx(m) returns, reusing its memory: a search
// evaluates thousands of clauses, each in a fresh context, and the
// contexts were a tenth of what it allocated.
func (c *Ctx) Init(m *Module) {
	// What is read from syntax alone stays (shapeOf, relationsOf).
	memo := c.memo
	*c = Ctx{Limits: DefaultLimits, memo: memo}
	if m != nil {
		c.Funcs, c.Ctors, c.Consts, c.Lib = m.Funcs, m.Ctors, m.Consts, m.Lib
		c.mod = m
		c.LexOrder, c.Namespaces, c.OptionCoercion, c.Python = m.LexOrder, m.Namespaces, m.OptionCoercion, m.Python
		c.ValueArrays, c.ModuleAliases = m.ValueArrays, m.ModuleAliases
		c.Impls = m.Impls
		c.vocab = m.Vocab
	}
}

// Note records something the user should know about a result (for example
// that fresh() was assumed to hold).
func (c *Ctx) Note(s string) {
	if c.notes == nil {
		c.notes = map[string]bool{}
	}
	c.notes[s] = true
}

// Notes returns the recorded notes.
func (c *Ctx) Notes() []string {
	var out []string
	for n := range c.notes {
		out = append(out, n)
	}
	sortStrings(out)
	return out
}

// Steps reports the steps used so far.
func (c *Ctx) Steps() int { return c.steps }

// Bytes reports the bytes of values built so far (see Limits.Bytes).
func (c *Ctx) Bytes() int64 { return c.bytes }

// Alloc counts n bytes of values about to be built against Limits.Bytes.
// Builders call it before building where the size is known, so a refused
// value is never allocated.
func (c *Ctx) Alloc(n int64, r Range) *Stop {
	c.bytes += n
	if c.Limits.Bytes > 0 && c.bytes > c.Limits.Bytes {
		return unknown(r, "the values built need more than the evaluator's memory budget of %d MB", c.Limits.Bytes>>20)
	}
	return nil
}

// AllocElems is Alloc for a string or collection of n elements.
func (c *Ctx) AllocElems(n int64, r Range) *Stop {
	if n > 1<<40 {
		n = 1 << 40
	}
	return c.Alloc(n*ElemBytes, r)
}

// CountBuilt counts a collection a library function returned against
// Limits.Bytes, for functions that do not count what they build before
// building it. One that shares its first element's place with an
// argument (the argument itself, a prefix of it) is not counted: it was
// counted when that was built.
func (c *Ctx) CountBuilt(v Value, args []Value, r Range) *Stop {
	first := firstElem(v)
	if first == nil {
		return nil
	}
	for _, a := range args {
		if firstElem(a) == first {
			return nil
		}
	}
	return c.Alloc(builtBytes(v), r)
}

// firstElem is where a collection's first element is held (nil for other
// values and empty collections).
func firstElem(v Value) *Value {
	var el []Value
	switch x := v.(type) {
	case Seq:
		el = x.Elems
	case Array:
		el = x.Elems
	case Set:
		el = x.Elems
	case Multiset:
		el = x.Elems
	case Map:
		el = x.Keys
	case Tuple:
		el = x.Elems
	}
	if len(el) == 0 {
		return nil
	}
	return &el[0]
}

// IntBytes is what Limits.Bytes counts for an integer: its words.
func IntBytes(v *big.Int) int64 { return int64(len(v.Bits())) * 8 }

// builtBytes is what Limits.Bytes counts for a value an operation has just
// built: an integer's words, a collection's elements (the elements
// themselves were counted when they were built).
func builtBytes(v Value) int64 {
	switch x := v.(type) {
	case Int:
		return IntBytes(x.V)
	case BV:
		return IntBytes(x.V)
	case Real:
		return IntBytes(x.V.Num()) + IntBytes(x.V.Denom())
	case Seq:
		return int64(len(x.Elems)) * ElemBytes
	case Array:
		return int64(len(x.Elems)) * ElemBytes
	case Set:
		return int64(len(x.Elems)) * ElemBytes
	case Multiset:
		return int64(len(x.Elems)) * (ElemBytes + 8)
	case Map:
		return int64(len(x.Keys)) * 2 * ElemBytes
	case Tuple:
		return int64(len(x.Elems)) * ElemBytes
	}
	return 0
}

// Check evaluates a boolean expression to a Status.
func (c *Ctx) Check(e Expr, env *Env) (Status, *Stop) {
	v, stop := c.Eval(e, env)
	if stop != nil {
		return stop.Status, stop
	}
	b, ok := v.(Bool)
	if !ok {
		s := illDefined(e.Span(), "expected a boolean, got %s", v)
		return s.Status, s
	}
	if b {
		return True, nil
	}
	return False, nil
}

// pollMask: Done is polled every 64 steps. One step is bounded (an
// integer or rational of at most MaxIntBits, a collection of at most
// CollSize elements), so a cancelled evaluation stops within 64 bounded
// steps (it was 1024); the poll itself (a select) is a few nanoseconds.
const pollMask = 63

// tick counts one step against the budget and, every pollMask+1 steps,
// polls Done. Every step goes through here: a step counted elsewhere
// could land on each multiple of the interval and the poll would never
// run. Cancellation is
// sticky: a quantifier that reads an unknown body as "go on looking for a
// counterexample" stops at its next step.
// calm says whether the next tick only counts: no budget is reached and
// nothing is to be polled.
func (c *Ctx) calm() bool {
	n := c.steps + 1
	return (c.Limits.Steps <= 0 || n <= c.Limits.Steps) && (c.Done == nil || !c.cancelled && !c.pollNext && n&pollMask != 1)
}

func (c *Ctx) tick(r Range) *Stop {
	c.steps++
	if c.Limits.Steps > 0 && c.steps > c.Limits.Steps {
		return unknown(r, "evaluation budget of %d steps exhausted", c.Limits.Steps)
	}
	// The first step polls too: after an attack's deadline every new
	// evaluation stops before it builds anything.
	if c.Done != nil && (c.cancelled || c.pollNext || c.steps&pollMask == 1) {
		c.pollNext = false
		if !c.cancelled {
			select {
			case <-c.Done:
				c.cancelled = true
			default:
			}
		}
		if c.cancelled {
			return unknown(r, ReasonCancelled)
		}
	}
	return nil
}

// builtSize is the size of the collection op would build from x and y
// (0 when it builds none): checked before building, because a recursion
// that doubles a sequence reaches 2^40 elements in forty steps.
func builtSize(op Op, x, y Value) int64 {
	switch op {
	case OpAdd, OpAppend:
		if a, ok := x.(Seq); ok {
			if b, ok := y.(Seq); ok {
				return int64(len(a.Elems)) + int64(len(b.Elems))
			}
		}
		if a, ok := x.(Multiset); ok {
			if b, ok := y.(Multiset); ok {
				return a.Size() + b.Size()
			}
		}
	case OpMul: // Python's repetition: s * n, n * s
		if a, ok := x.(Seq); ok {
			if n, ok := y.(Int); ok && n.V.Sign() > 0 {
				if !n.V.IsInt64() {
					return 1 << 62
				}
				return int64(len(a.Elems)) * min(n.V.Int64(), 1<<40)
			}
		}
		if a, ok := y.(Seq); ok {
			if _, ok := x.(Int); ok {
				return builtSize(op, a, x)
			}
		}
	}
	return 0
}

// Eval evaluates e under env.
func (c *Ctx) Eval(e Expr, env *Env) (v Value, stop *Stop) {
	if c.calm() {
		c.steps++ // tick's work on most steps, without e.Span()'s call
	} else if stop := c.tick(e.Span()); stop != nil {
		return nil, stop
	}
	c.depth++
	if c.Limits.Depth > 0 && c.depth > c.Limits.Depth {
		c.depth--
		return nil, unknown(e.Span(), "evaluation nested deeper than %d levels", c.Limits.Depth)
	}
	// No defer: this is the evaluator's hottest function.
	v, stop = c.eval(e, env)
	c.depth--
	return v, stop
}

func (c *Ctx) eval(e Expr, env *Env) (Value, *Stop) {
	switch e := e.(type) {
	case *Lit:
		return e.Val, nil
	case *Once:
		if e.done {
			return e.val, nil
		}
		hits := c.pinHits
		v, stop := c.Eval(e.X, env)
		if stop == nil && c.pinHits == hits {
			// Kept unless the pinned call answered inside (through a
			// helper): that value is the output's. A stop is not kept,
			// as evaluating in place would meet it again.
			e.val, e.done = v, true
		}
		return v, stop
	case *Ident:
		return c.ident(e, env)
	case *Unary:
		return c.unary(e, env)
	case *Binary:
		return c.binary(e, env)
	case *Chain:
		return c.chain(e, env)
	case *Ite:
		b, stop := c.evalBool(e.Cond, env)
		if stop != nil {
			return nil, stop
		}
		if b {
			return c.Eval(e.Then, env)
		}
		return c.Eval(e.Else, env)
	case *Let:
		for i, n := range e.Names {
			if lam, ok := e.Values[i].(*Lambda); ok && e.Rec {
				// let rec: the closure's environment includes itself.
				cl := &Closure{Body: lam.Body}
				for _, p := range lam.Params {
					cl.Params = append(cl.Params, p.Name)
				}
				env = env.Bind(n, cl)
				cl.Env = env
				continue
			}
			var v Value
			var stop *Stop
			if i < len(e.Types) && e.Types[i] != nil {
				v, stop = c.evalTyped(e.Values[i], env, e.Types[i])
			} else {
				v, stop = c.Eval(e.Values[i], env)
			}
			if stop != nil {
				return nil, stop
			}
			if n, ok := v.(Int); ok && n.Lit && !n.Pend && (i >= len(e.Types) || e.Types[i] == nil) && c.bvEvidence(e, env) {
				n.Pend = true
				v = n
			}
			if cl, ok := v.(*Closure); ok && cl.Body != nil && !cl.Pend && cl.untyped() && c.bvEvidence(e, env) {
				cp := *cl
				cp.Pend = true
				v = &cp
			}
			env = env.Bind(n, v)
		}
		return c.Eval(e.Body, env)
	case *Old:
		if c.inFunc > 0 {
			// old(…) in a function's body (Dafny's twostate function)
			// means the caller's pre-state of what the function reads:
			// objects passed in would have to be found there by their
			// identity, which is not done.
			return nil, unknown(e.Span(), "old(…) inside a two-state function is not evaluated")
		}
		saved := c.inOld
		c.inOld = true
		v, stop := c.Eval(e.X, env)
		c.inOld = saved
		return v, stop
	case *TupleExpr:
		el, stop := c.evalList(e.Elems, env)
		if stop != nil {
			return nil, stop
		}
		return Tuple{Elems: el}, nil
	case *Display:
		return c.display(e, env)
	case *Index:
		return c.index(e, env)
	case *Slice:
		return c.slice(e, env)
	case *Update:
		return c.update(e, env)
	case *Member:
		if f := c.qualified(e.X, e.Name, env); f != nil {
			if len(f.Params) == 0 {
				return c.apply(f, nil, e.Span())
			}
			return &Closure{Name: f.Name}, nil
		}
		x, stop := c.Eval(e.X, env)
		if stop != nil {
			return nil, stop
		}
		return c.member(x, e.Name, nil, e.Span())
	case *Call:
		return c.call(e, env)
	case *Quant:
		return c.quant(e, env)
	case *Compr:
		return c.compr(e, env)
	case *Lambda:
		ps := make([]string, len(e.Params))
		var ts []*Type
		for i, p := range e.Params {
			ps[i] = p.Name
			if p.Type != nil && ts == nil {
				ts = make([]*Type, len(e.Params))
			}
		}
		if ts != nil {
			for i, p := range e.Params {
				ts[i] = p.Type
			}
		}
		return &Closure{Params: ps, Types: ts, Body: e.Body, Env: env, Reads: e.Reads}, nil
	case *Match:
		return c.match(e, env)
	case *Unsupported:
		return nil, unknown(e.Span(), "%s", e.Reason)
	case *Do:
		return c.runDo(e, env)
	}
	return nil, unknown(e.Span(), "unsupported expression %T", e)
}

// evalListAfter is [x, es...], evaluated.
func (c *Ctx) evalListAfter(x Value, es []Expr, env *Env) ([]Value, *Stop) {
	out := make([]Value, len(es)+1)
	out[0] = x
	for i, e := range es {
		v, stop := c.Eval(e, env)
		if stop != nil {
			return nil, stop
		}
		out[i+1] = v
	}
	return out, nil
}

func (c *Ctx) evalList(es []Expr, env *Env) ([]Value, *Stop) {
	out := make([]Value, len(es))
	for i, x := range es {
		v, stop := c.Eval(x, env)
		if stop != nil {
			return nil, stop
		}
		out[i] = v
	}
	return out, nil
}

func (c *Ctx) evalBool(e Expr, env *Env) (bool, *Stop) {
	v, stop := c.Eval(e, env)
	if stop != nil {
		return false, stop
	}
	b, ok := v.(Bool)
	if !ok {
		return false, illDefined(e.Span(), "expected a boolean, got %s", v)
	}
	return bool(b), nil
}

func (c *Ctx) evalInt(e Expr, env *Env) (*big.Int, *Stop) {
	v, stop := c.Eval(e, env)
	if stop != nil {
		return nil, stop
	}
	if b, ok := v.(BV); ok { // a bitvector index or bound (Dafny)
		return b.V, nil
	}
	i, ok := v.(Int)
	if !ok {
		return nil, illDefined(e.Span(), "expected an integer, got %s", v)
	}
	return i.V, nil
}

func (c *Ctx) ident(e *Ident, env *Env) (Value, *Stop) {
	if b, ok := env.lookup(e.Name); ok {
		if b.state && c.inOld {
			if v, ok := c.Old[e.Name]; ok {
				return v, nil
			}
		}
		return b.val, nil
	}
	if v, ok, stop := c.thisMember(e.Name, nil, env, e.Span()); ok {
		return v, stop
	}
	if x, ok := c.Consts[e.Name]; ok {
		return c.Eval(x, nil)
	}
	if f, ok := c.Funcs[e.Name]; ok {
		if len(f.Params) == 0 {
			return c.apply(f, nil, e.Span())
		}
		return &Closure{Name: e.Name}, nil
	}
	if b, ok := c.Lib[e.Name]; ok {
		_ = b
		return &Closure{Name: e.Name}, nil
	}
	return nil, unknown(e.Span(), "unknown name %q", e.Name)
}

func (c *Ctx) unary(e *Unary, env *Env) (Value, *Stop) {
	x, stop := c.Eval(e.X, env)
	if stop != nil {
		return nil, stop
	}
	switch e.Op {
	case OpNot:
		if b, ok := x.(Bool); ok {
			return !b, nil
		}
		if b, ok := x.(BV); ok {
			return bvUnary(OpNot, b, e.Span())
		}
	case OpNeg:
		if stop := c.Alloc(builtBytes(x), e.Span()); stop != nil {
			return nil, stop
		}
		switch n := x.(type) {
		case Int:
			if e.Wrap > 0 {
				return wrap(Int{V: new(big.Int).Neg(n.V)}, e.Wrap), nil
			}
			return Int{V: new(big.Int).Neg(n.V), Signed: true, Lit: n.Lit, Pend: n.Pend}, nil
		case BV:
			return bvUnary(OpNeg, n, e.Span())
		case Real:
			return Real{new(big.Rat).Neg(n.V)}, nil
		case Float:
			return -n, nil
		case FP64:
			return -n, nil
		case FP32:
			return -n, nil
		}
	case OpCard:
		switch s := x.(type) {
		case Seq:
			return IntOf(int64(len(s.Elems))), nil
		case Set:
			return IntOf(int64(len(s.Elems))), nil
		case Multiset:
			return IntOf(s.Size()), nil
		case Map:
			return IntOf(int64(len(s.Keys))), nil
		}
	case OpMultiset:
		if stop := c.Alloc(builtBytes(x), e.Span()); stop != nil {
			return nil, stop
		}
		switch s := x.(type) {
		case Seq:
			return MakeMultiset(s.Elems), nil
		case Array:
			return MakeMultiset(s.Elems), nil
		case Set:
			return MakeMultiset(s.Elems), nil
		case Multiset:
			return s, nil
		}
	}
	return nil, illDefined(e.Span(), "operator %s does not apply to %s", e.Op, x)
}

func (c *Ctx) binary(e *Binary, env *Env) (Value, *Stop) {
	switch e.Op {
	case OpAnd, OpOr, OpImplies, OpExplies:
		return c.logic(e, env)
	}
	var x, y Value
	var stop *Stop
	if e.Op == OpShl || e.Op == OpShr {
		// the amount is an int: the operands share no type
		if x, stop = c.Eval(e.X, env); stop == nil {
			y, stop = c.Eval(e.Y, env)
		}
	} else {
		x, y, stop = c.evalPair(e.X, e.Y, env)
	}
	if stop != nil {
		return nil, stop
	}
	if c.Probe != nil {
		_, hx := x.(Hole)
		_, hy := y.(Hole)
		if hx || hy {
			return c.probe(e.Op, x, y, e.Span())
		}
	}
	if e.BEq && (e.Op == OpEq || e.Op == OpNe) && (HasFloat(x) || HasFloat(y)) {
		eq, ok := BEq(x, y)
		if !ok {
			return nil, unknown(e.Span(), "== on %s and %s is not evaluated", Brief(x), Brief(y))
		}
		return Bool(eq == (e.Op == OpEq)), nil
	}
	v, stop := c.apply2(e.Op, x, y, e.Span())
	if stop == nil && e.Wrap > 0 {
		v = wrap(v, e.Wrap)
	}
	return v, stop
}

// wrap reduces an integer modulo 2^bits (fixed-width unsigned arithmetic).
func wrap(v Value, bits int) Value {
	i, ok := v.(Int)
	if !ok {
		return v
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	return Int{V: new(big.Int).Mod(i.V, m)}
}

// PyNumber is Python's view of a bool as the integer 0 or 1.
func PyNumber(v Value) Value {
	if b, ok := v.(Bool); ok {
		if b {
			return NewInt(1)
		}
		return NewInt(0)
	}
	return v
}

// pyMember is Python's `in`: elements compare with bools as integers, a
// string tests for a substring and accepts only strings.
func pyMember(op Op, x, coll Value, r Range) (Value, *Stop) {
	if s, ok := coll.(Seq); ok && s.Str {
		if sub, ok := x.(Seq); !ok || !sub.Str {
			return nil, illDefined(r, "TypeError: 'in <string>' requires a string")
		}
	}
	var el []Value
	switch s := coll.(type) {
	case Seq:
		if !s.Str {
			el = s.Elems
		}
	case Tuple:
		el = s.Elems
	case Set:
		el = s.Elems
	case Map:
		el = s.Keys
	}
	if el != nil {
		found := false
		for _, e := range el {
			if Equal(PyNumber(e), x) {
				found = true
				break
			}
		}
		return Bool(found == (op == OpIn)), nil
	}
	return Apply(op, x, coll, r)
}

// coerceOption wraps v in some(…) when the other side is an option and v
// is not.
func coerceOption(v, other Value) Value {
	if d, ok := other.(Datatype); ok && (d.Ctor == "some" || d.Ctor == "none") {
		if _, isDT := v.(Datatype); !isDT {
			return Datatype{Ctor: "some", Fields: []Value{v}}
		}
	}
	return v
}

// apply2 is Apply with the module's ordering of sequences.
func (c *Ctx) apply2(op Op, x, y Value, r Range) (Value, *Stop) {
	n := builtSize(op, x, y)
	if c.Limits.CollSize > 0 && n > int64(c.Limits.CollSize) {
		return nil, unknown(r, "a collection of %d elements: larger than the evaluator builds (%d)", n, c.Limits.CollSize)
	}
	if n > 0 {
		if stop := c.AllocElems(n, r); stop != nil {
			return nil, stop
		}
	}
	v, stop := c.apply2Built(op, x, y, r)
	if stop == nil && n == 0 {
		// Integers and the other collections are counted once built: an
		// integer is at most MaxIntBits, the others no larger than their
		// operands together.
		if stop := c.Alloc(builtBytes(v), r); stop != nil {
			return nil, stop
		}
	}
	return v, stop
}

func (c *Ctx) apply2Built(op Op, x, y Value, r Range) (Value, *Stop) {
	if c.Python {
		x, y = PyNumber(x), PyNumber(y)
		if op == OpIn || op == OpNotIn {
			return pyMember(op, x, y, r)
		}
	}
	if c.OptionCoercion && (op == OpEq || op == OpNe) {
		x, y = coerceOption(x, y), coerceOption(y, x)
	}
	if c.LexOrder {
		switch op {
		case OpLt, OpLe, OpGt, OpGe:
			if a, ok := x.(Seq); ok {
				if b, ok := y.(Seq); ok {
					k := compareSlices(a.Elems, b.Elems)
					switch op {
					case OpLt:
						return Bool(k < 0), nil
					case OpLe:
						return Bool(k <= 0), nil
					case OpGt:
						return Bool(k > 0), nil
					}
					return Bool(k >= 0), nil
				}
			}
		}
	}
	v, stop := Apply(op, x, y, r)
	if heavy(v) {
		// One step of arithmetic on numbers of thousands of bits costs
		// as much as thousands of small ones: the next step polls Done.
		c.pollNext = true
	}
	return v, stop
}

// heavyBits is the size of a number past which one step of arithmetic on
// it is worth a poll of Done.
const heavyBits = 1 << 12

// heavyElems is the length past which building a sequence or string is
// worth a poll of Done.
const heavyElems = 1 << 12

func heavy(v Value) bool {
	switch x := v.(type) {
	case Int:
		return x.V != nil && x.V.BitLen() > heavyBits
	case Real:
		return x.V != nil && (x.V.Num().BitLen() > heavyBits || x.V.Denom().BitLen() > heavyBits)
	case Seq:
		return len(x.Elems) > heavyElems
	}
	return false
}

// logic is short-circuit evaluation with Kleene's three-valued logic for
// unknowns. An ill-defined left operand makes the whole ill-defined, as in
// Dafny's left-to-right well-formedness.
func (c *Ctx) logic(e *Binary, env *Env) (Value, *Stop) {
	l, r := e.X, e.Y
	op := e.Op
	if op == OpExplies { // a <== b is b ==> a
		l, r, op = r, l, OpImplies
	}
	a, sa := c.evalBool(l, env)
	if sa != nil && sa.Status == IllDefined && c.Probe == nil {
		return nil, sa // (a probe goes on: the right operand may name candidates)
	}
	if sa == nil {
		switch {
		case op == OpAnd && !a, op == OpImplies && !a:
			return Bool(op == OpImplies), nil
		case op == OpOr && a:
			return Bool(true), nil
		}
	}
	b, sb := c.evalBool(r, env)
	if sb != nil {
		if sa != nil {
			return nil, sa
		}
		return nil, sb
	}
	if sa != nil {
		// Left unknown: the right operand may still decide.
		switch {
		case op == OpAnd && !b:
			return Bool(false), nil
		case (op == OpOr || op == OpImplies) && b:
			return Bool(true), nil
		}
		return nil, sa
	}
	switch op {
	case OpAnd:
		return Bool(a && b), nil
	case OpOr:
		return Bool(a || b), nil
	}
	return Bool(!a || b), nil
}

func (c *Ctx) chain(e *Chain, env *Env) (Value, *Stop) {
	var prev, second Value
	var stop *Stop
	if len(e.Args) > 1 {
		// a literal first operand takes the second's width
		prev, second, stop = c.evalPair(e.Args[0], e.Args[1], env)
	} else {
		prev, stop = c.Eval(e.Args[0], env)
	}
	if stop != nil {
		return nil, stop
	}
	for i, op := range e.Ops {
		var next Value
		if i == 0 && second != nil {
			next = second
		} else if b, ok := prev.(BV); ok {
			next, stop = c.evalAt(e.Args[i+1], env, b.Bits)
		} else {
			next, stop = c.Eval(e.Args[i+1], env)
		}
		if stop != nil {
			return nil, stop
		}
		v, stop := c.apply2(op, prev, next, e.Span())
		if stop != nil {
			return nil, stop
		}
		if !bool(v.(Bool)) {
			return Bool(false), nil
		}
		prev = next
	}
	return Bool(true), nil
}

func (c *Ctx) display(e *Display, env *Env) (Value, *Stop) {
	el, stop := c.evalElems(e.Elems, env)
	if stop != nil {
		return nil, stop
	}
	if stop := c.AllocElems(int64(len(el)+len(e.Keys)), e.Span()); stop != nil {
		return nil, stop
	}
	switch e.Coll {
	case KSeq:
		return Seq{Elems: el}, nil
	case KArray:
		return Array{Elems: el, Dims: []int{len(el)}}, nil
	case KSet:
		return MakeSet(el), nil
	case KMultiset:
		return MakeMultiset(el), nil
	case KMap:
		keys, stop := c.evalElems(e.Keys, env)
		if stop != nil {
			return nil, stop
		}
		return MakeMap(keys, el), nil
	}
	return nil, unknown(e.Span(), "unsupported display")
}

func (c *Ctx) index(e *Index, env *Env) (Value, *Stop) {
	x, stop := c.Eval(e.X, env)
	if stop != nil {
		return nil, stop
	}
	args, stop := c.evalList(e.Args, env)
	if stop != nil {
		return nil, stop
	}
	switch s := x.(type) {
	case Map:
		if len(s.Keys) > 0 {
			_, args[0] = litToBV(s.Keys[0], args[0])
			if bvMix(s.Keys[0], args[0]) {
				return nil, unknown(e.Span(), "key %s for a map with bitvector keys: its width is not evaluated", args[0])
			}
		}
		v, ok := s.Lookup(args[0])
		if !ok {
			return c.outOfRange(e, env, fmt.Sprintf("key %s is not in the map", args[0]))
		}
		return c.indexResult(e, v), nil
	case Multiset:
		if len(s.Elems) > 0 {
			_, args[0] = litToBV(s.Elems[0], args[0])
			if bvMix(s.Elems[0], args[0]) {
				return nil, unknown(e.Span(), "element %s of a multiset of bitvectors: its width is not evaluated", args[0])
			}
		}
		return IntOf(s.Count(args[0])), nil
	case Array:
		bvIndices(args)
		if len(args) != len(s.Dims) && !(len(s.Dims) == 0 && len(args) == 1) {
			return nil, illDefined(e.Span(), "array has %d dimensions, indexed with %d", len(s.Dims), len(args))
		}
		off := 0
		for d, a := range args {
			i, ok := a.(Int)
			n := len(s.Elems)
			if d < len(s.Dims) {
				n = s.Dims[d]
			}
			if !ok {
				return nil, illDefined(e.Span(), "index %s is not an integer", a)
			}
			k, inRange := intIndex(i.V, n, e.Mode == IndexPython)
			if !inRange {
				return c.outOfRange(e, env, fmt.Sprintf("index %s out of range for length %d", i.V, n))
			}
			off = off*n + k
		}
		return c.indexResult(e, s.Elems[off]), nil
	case Tuple:
		i, ok := args[0].(Int)
		if !ok || len(args) != 1 {
			return nil, illDefined(e.Span(), "a tuple takes one integer index")
		}
		k, inRange := intIndex(i.V, len(s.Elems), e.Mode == IndexPython)
		if !inRange {
			return nil, illDefined(e.Span(), "index %s out of range for a tuple of %d", i.V, len(s.Elems))
		}
		return s.Elems[k], nil
	case Seq:
		if len(args) != 1 {
			return nil, illDefined(e.Span(), "a sequence takes one index")
		}
		bvIndices(args)
		i, ok := args[0].(Int)
		if !ok {
			return nil, illDefined(e.Span(), "index %s is not an integer", args[0])
		}
		k, inRange := intIndex(i.V, len(s.Elems), e.Mode == IndexPython)
		if !inRange {
			return c.outOfRange(e, env, fmt.Sprintf("index %s out of range for length %d", i.V, len(s.Elems)))
		}
		if e.Mode == IndexPython && s.Str {
			// Python has no character type: s[i] is a 1-character string.
			return Seq{Elems: []Value{s.Elems[k]}, Str: true}, nil
		}
		return c.indexResult(e, s.Elems[k]), nil
	}
	return nil, illDefined(e.Span(), "cannot index %s", x)
}

func intIndex(i *big.Int, n int, negFromEnd bool) (int, bool) {
	if !i.IsInt64() {
		return 0, false
	}
	k := i.Int64()
	if negFromEnd && k < 0 {
		k += int64(n)
	}
	if k < 0 || k >= int64(n) {
		return 0, false
	}
	return int(k), true
}

func (c *Ctx) indexResult(e *Index, v Value) Value {
	if e.Mode == IndexOption {
		return Datatype{Ctor: "some", Fields: []Value{v}}
	}
	return v
}

func (c *Ctx) outOfRange(e *Index, env *Env, msg string) (Value, *Stop) {
	switch e.Mode {
	case IndexOption:
		return Datatype{Ctor: "none"}, nil
	case IndexDefault:
		return c.Eval(e.Default, env)
	case IndexBang:
		x, stop := c.Eval(e.X, env)
		if stop != nil {
			return nil, stop
		}
		var el []Value
		switch s := x.(type) {
		case Seq:
			el = s.Elems
			if s.Str {
				return Char('A'), nil // Lean's default Char
			}
		case Array:
			el = s.Elems
		}
		if len(el) > 0 {
			if d, ok := DefaultOf(el[0]); ok {
				return d, nil
			}
		}
		return nil, unknown(e.Span(), "%s: Lean returns the element type's default here, which an empty collection does not tell", msg)
	}
	return nil, illDefined(e.Span(), "%s", msg)
}

// DefaultOf is Lean's Inhabited default for a value's type.
func DefaultOf(v Value) (Value, bool) {
	switch x := v.(type) {
	case Int:
		return Int{V: new(big.Int), Signed: x.Signed}, true
	case Bool:
		return Bool(false), true
	case Char:
		return Char('A'), true
	case Seq:
		return Seq{Str: x.Str}, true
	case Array:
		return Array{Dims: []int{0}}, true
	case Tuple:
		out := Tuple{Elems: make([]Value, len(x.Elems))}
		for i, e := range x.Elems {
			d, ok := DefaultOf(e)
			if !ok {
				return nil, false
			}
			out.Elems[i] = d
		}
		return out, true
	case Datatype:
		if x.Ctor == "some" || x.Ctor == "none" {
			return Datatype{Ctor: "none"}, true
		}
	}
	return nil, false
}

func (c *Ctx) slice(e *Slice, env *Env) (Value, *Stop) {
	x, stop := c.Eval(e.X, env)
	if stop != nil {
		return nil, stop
	}
	el, ok := AsSeq(x)
	if !ok {
		return nil, illDefined(e.Span(), "cannot slice %s", x)
	}
	n := int64(len(el))
	lo, hi := int64(0), n
	if e.Lo != nil {
		v, stop := c.evalInt(e.Lo, env)
		if stop != nil {
			return nil, stop
		}
		lo = clampBig(v)
	}
	if e.Hi != nil {
		v, stop := c.evalInt(e.Hi, env)
		if stop != nil {
			return nil, stop
		}
		hi = clampBig(v)
	}
	if e.Clamp {
		lo, hi = clamp(lo, 0, n), clamp(hi, 0, n)
		if hi < lo {
			hi = lo
		}
	} else if lo < 0 || hi > n || lo > hi {
		return nil, illDefined(e.Span(), "slice [%d..%d] out of range for length %d", lo, hi, n)
	}
	if stop := c.AllocElems(hi-lo, e.Span()); stop != nil {
		return nil, stop
	}
	s, _ := x.(Seq)
	return Seq{Elems: append([]Value(nil), el[lo:hi]...), Str: s.Str}, nil
}

func clampBig(v *big.Int) int64 {
	if !v.IsInt64() {
		if v.Sign() < 0 {
			return -1 << 62
		}
		return 1 << 62
	}
	return v.Int64()
}

func clamp(v, lo, hi int64) int64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

func (c *Ctx) update(e *Update, env *Env) (Value, *Stop) {
	vals, stop := c.evalList([]Expr{e.X, e.K, e.V}, env)
	if stop != nil {
		return nil, stop
	}
	if stop := c.Alloc(builtBytes(vals[0]), e.Span()); stop != nil {
		return nil, stop // the update copies the collection
	}
	switch s := vals[0].(type) {
	case Map:
		keys := append(append([]Value(nil), s.Keys...), vals[1])
		vs := append(append([]Value(nil), s.Vals...), vals[2])
		return MakeMap(keys, vs), nil
	case Seq:
		i, ok := vals[1].(Int)
		if !ok {
			return nil, illDefined(e.Span(), "index %s is not an integer", vals[1])
		}
		k, in := intIndex(i.V, len(s.Elems), false)
		if !in {
			return nil, illDefined(e.Span(), "update index %s out of range for length %d", i.V, len(s.Elems))
		}
		el := append([]Value(nil), s.Elems...)
		el[k] = vals[2]
		return Seq{Elems: el, Str: s.Str}, nil
	case Multiset:
		n, ok := vals[2].(Int)
		if !ok || n.V.Sign() < 0 || !n.V.IsInt64() {
			return nil, illDefined(e.Span(), "multiplicity must be a natural number")
		}
		var el []Value
		for i, x := range s.Elems {
			if Equal(x, vals[1]) {
				continue
			}
			for k := int64(0); k < s.Counts[i]; k++ {
				el = append(el, x)
			}
		}
		if n.V.Int64() > int64(c.Limits.CollSize) {
			return nil, unknown(e.Span(), "multiset larger than %d elements", c.Limits.CollSize)
		}
		if stop := c.AllocElems(n.V.Int64(), e.Span()); stop != nil {
			return nil, stop
		}
		for k := int64(0); k < n.V.Int64(); k++ {
			el = append(el, vals[1])
		}
		return MakeMultiset(el), nil
	}
	return nil, illDefined(e.Span(), "cannot update %s", vals[0])
}

// member evaluates x.name or x.name(args): a tuple/datatype field or a
// library member.
func (c *Ctx) member(x Value, name string, args []Value, r Range) (Value, *Stop) {
	return c.memberWith(x, name, args, nil, r)
}

// memberWith is member with [x, args...] made already, or nil.
func (c *Ctx) memberWith(x Value, name string, args, withRecv []Value, r Range) (Value, *Stop) {
	recvArgs := func() []Value {
		if withRecv != nil {
			return withRecv
		}
		return append([]Value{x}, args...)
	}
	if d, ok := x.(Datatype); ok {
		if v, ok, stop := c.datatypeMember(d, name, args, r); ok {
			return v, stop
		}
	}
	if t, ok := x.(Tuple); ok && args == nil {
		k, err := -1, error(nil)
		switch {
		case name == "" || !strings.ContainsRune("+-0123456789", rune(name[0])):
			err = strconv.ErrSyntax // a name: no index
		case strings.Trim(name, "0123456789") == "":
			k, err = strconv.Atoi(name)
		default:
			_, err = fmt.Sscanf(name, "%d", &k) // "+1", "1x", as always
		}
		if err == nil {
			if k >= 0 && k < len(t.Elems) {
				return t.Elems[k], nil
			}
		}
	}
	if b, ok := c.Lib["."+name]; ok {
		return c.callLib(b, recvArgs(), r)
	}
	// Dot notation on a user function: xs.f args is NS.f xs args.
	if c.Namespaces != nil {
		for _, ns := range c.Namespaces(x) {
			if f, ok := c.Funcs[ns+"."+name]; ok {
				return c.apply(f, recvArgs(), r)
			}
		}
	}
	// Dafny's discriminator d.C? tests the constructor.
	// Only a constructor's name makes one: a datatype's own member may
	// end in ? too (ghost const Valid?), and is not evaluated here.
	if d, ok := x.(Datatype); ok && len(name) > 1 && name[len(name)-1] == '?' && args == nil {
		if _, ok := c.ctor(name[:len(name)-1]); ok || d.Ctor == name[:len(name)-1] {
			return Bool(d.Ctor == name[:len(name)-1]), nil
		}
	}
	return nil, unknown(r, "unknown member %q of %s", name, x.Kind())
}

func (c *Ctx) call(e *Call, env *Env) (Value, *Stop) {
	// x.f(args): a member call on a receiver.
	if m, ok := e.Fn.(*Member); ok {
		if f := c.qualified(m.X, m.Name, env); f != nil {
			// M.f(args): f of module M.
			args, stop := c.evalList(e.Args, env)
			if stop != nil {
				return nil, stop
			}
			return c.apply(f, args, e.Span())
		}
		x, stop := c.Eval(m.X, env)
		if stop != nil {
			return nil, stop
		}
		// The receiver and the arguments in one slice: a library member
		// takes them so, and a call made a second slice for it.
		withRecv, stop := c.evalListAfter(x, e.Args, env)
		if stop != nil {
			return nil, stop
		}
		args := withRecv[1:] // not nil: a call, not a field read
		_, isLib := c.Lib["."+m.Name]
		_, isDT := x.(Datatype)
		if isLib || isDT || c.Namespaces != nil {
			return c.memberWith(x, m.Name, args, withRecv, e.Span())
		}
		fn, stop := c.member(x, m.Name, nil, e.Span())
		if stop != nil {
			return nil, stop
		}
		return c.CallValue(fn, args, e.Span())
	}
	if id, ok := e.Fn.(*Ident); ok && id.Name == SuchThat {
		return c.suchThat(e, env)
	}
	if id, ok := e.Fn.(*Ident); ok {
		if _, local := env.lookup(id.Name); !local {
			if c.thisHas(id.Name, env) {
				// f(args) inside a member of f's datatype: this.f(args).
				args, stop := c.evalList(e.Args, env)
				if stop != nil {
					return nil, stop
				}
				if args == nil {
					args = []Value{}
				}
				v, _, stop := c.thisMember(id.Name, args, env, e.Span())
				return v, stop
			}
			if f, ok := c.Funcs[id.Name]; ok {
				if cf, isCtor := c.Ctors[id.Name]; isCtor && cf != f && len(e.Args) == len(cf.Params) && len(e.Args) > len(f.Params) {
					// Another module's function of the constructor's
					// name cannot take these arguments: the constructor
					// (View(bs, 0, n) beside Spec's View(v)).
					f = cf
				}
				args, stop := c.evalArgs(e.Args, f.Params, env)
				if stop != nil {
					return nil, stop
				}
				return c.apply(f, args, e.Span())
			}
			if b, ok := c.Lib[id.Name]; ok {
				args, stop := c.evalList(e.Args, env)
				if stop != nil {
					return nil, stop
				}
				return c.callLib(b, args, e.Span())
			}
			if f, ok := strings.CutPrefix(id.Name, nameUpdatePrefix); ok && len(e.Args) == 2 {
				args, stop := c.evalList(e.Args, env)
				if stop != nil {
					return nil, stop
				}
				return c.updateField(args[0], f, args[1], e.Span())
			}
			if bits, ok := bvConversion(id.Name); ok && len(e.Args) == 1 {
				x, stop := c.Eval(e.Args[0], env)
				if stop != nil {
					return nil, stop
				}
				return ToBV(x, bits, e.Span())
			}
		}
	}
	fn, stop := c.Eval(e.Fn, env)
	if stop != nil {
		return nil, stop
	}
	args, stop := c.evalList(e.Args, env)
	if stop != nil {
		return nil, stop
	}
	return c.CallValue(fn, args, e.Span())
}

// CallValue applies a function value.
func (c *Ctx) CallValue(fn Value, args []Value, r Range) (Value, *Stop) {
	cl, ok := fn.(*Closure)
	if !ok {
		return nil, illDefined(r, "%s is not a function", fn)
	}
	args = append(append([]Value(nil), cl.Bound...), args...)
	if cl.Body == nil {
		if f, ok := c.Funcs[cl.Name]; ok {
			if len(args) < len(f.Params) {
				return &Closure{Name: cl.Name, Bound: args}, nil
			}
			return c.apply(f, args, r)
		}
		if b, ok := c.Lib[cl.Name]; ok {
			return c.callLib(b, args, r)
		}
		return nil, unknown(r, "unknown function %q", cl.Name)
	}
	if len(args) < len(cl.Params) {
		if c.Python {
			return nil, illDefined(r, "TypeError: missing arguments (%d given, %d expected)", len(args), len(cl.Params))
		}
		return &Closure{Params: cl.Params, Types: cl.Types, Pend: cl.Pend, Body: cl.Body, Env: cl.Env, Bound: args}, nil
	}
	env := cl.Env
	for i, p := range cl.Params {
		if i < len(cl.Types) && cl.Types[i].hasBitvector(0) {
			args[i] = retype(args[i], cl.Types[i], 0)
		}
		if n, ok := args[i].(Int); ok && n.Lit && cl.Pend {
			n.Pend = true
			args[i] = n
		}
		if i < len(cl.Types) && cl.Types[i].hasBitvector(0) && mixesBV(args[i], cl.Types[i], 0) {
			return nil, unknown(r, "argument %s for a %s parameter: its bitvector width is not evaluated", args[i], cl.Types[i])
		}
		env = env.Bind(p, args[i])
	}
	v, stop := c.Eval(cl.Body, env)
	if n, ok := v.(Int); ok && n.Lit && cl.Pend {
		n.Pend = true
		v = n
	}
	if stop != nil || len(args) == len(cl.Params) {
		return v, stop
	}
	return c.CallValue(v, args[len(cl.Params):], r)
}

// callLib calls a builtin. An integer it returns is counted here (the
// libraries count the collections they build, before building them).
func (c *Ctx) callLib(b Builtin, args []Value, r Range) (Value, *Stop) {
	v, stop := b(c, args, r)
	if i, ok := v.(Int); ok && stop == nil {
		if stop := c.Alloc(IntBytes(i.V), r); stop != nil {
			return nil, stop
		}
	}
	return v, stop
}

// apply calls a user-defined function: its precondition is checked (a
// violated one makes the call ill-defined, as Dafny's well-formedness check
// would), then its body is evaluated.
func (c *Ctx) apply(f *Function, args []Value, r Range) (Value, *Stop) {
	if p := c.Pin; p != nil && p.Name == f.Name && len(p.Args) == len(args) && compareSlices(p.Args, args) == 0 {
		c.pinHits++
		return p.Result, nil
	}
	if len(args) < len(f.Params) && f.Params[len(args)].Default != nil {
		var stop *Stop
		if args, stop = c.defaults(f, args, r); stop != nil {
			return nil, stop
		}
	}
	if f.Ctor {
		if len(args) != len(f.Params) {
			return nil, illDefined(r, "%s expects %d arguments, got %d", f.Name, len(f.Params), len(args))
		}
		for i, p := range f.Params {
			if p.Type.hasBitvector(0) {
				if args[i] = retype(args[i], p.Type, 0); mixesBV(args[i], p.Type, 0) {
					return nil, unknown(r, "argument %s for %s's %s field: its bitvector width is not evaluated", args[i], f.Name, p.Type)
				}
			}
		}
		return Datatype{Ctor: f.Name, Fields: args}, nil
	}
	if f.Run != nil && len(args) == len(f.Run.Params) {
		if _, unread := f.Body.(*Unsupported); unread || f.Body == nil {
			return c.runFunction(f, args, r)
		}
	}
	if f.Body == nil {
		// (Built without fmt: a search meets it for every output.)
		return nil, &Stop{Status: Unknown, Reason: f.Name + " has no body to evaluate", R: r}
	}
	if len(args) > len(f.Params) && !c.Python {
		// Curried: def f : List α → List α := id, called as f xs, is
		// its body's value applied to the rest.
		v, stop := c.apply(f, args[:len(f.Params)], r)
		if stop != nil {
			return nil, stop
		}
		return c.CallValue(v, args[len(f.Params):], r)
	}
	if len(args) != len(f.Params) {
		return nil, illDefined(r, "%s expects %d arguments, got %d", f.Name, len(f.Params), len(args))
	}
	var env *Env
	// The parameters' bindings in one allocation.
	nodes := make([]Env, len(f.Params))
	for i, p := range f.Params {
		if p.Type.hasBitvector(0) {
			args[i] = retype(args[i], p.Type, 0)
		}
		if n, ok := args[i].(Int); ok && n.Pend && p.Type != nil && (p.Type.Kind == KInt || p.Type.Kind == KNat) {
			args[i] = Int{V: n.V, Signed: n.Signed} // an int parameter makes it an int
		}
		if p.Type.hasBitvector(0) && mixesBV(args[i], p.Type, 0) {
			return nil, unknown(r, "argument %s for %s's %s parameter: its bitvector width is not evaluated", args[i], f.Name, p.Type)
		}
		nodes[i] = Env{parent: env, name: p.Name, val: args[i]}
		env = &nodes[i]
	}
	saved := c.inOld
	c.inOld = false
	c.inFunc++
	defer func() { c.inOld = saved; c.inFunc-- }()
	for _, pre := range f.Requires {
		ok, stop := c.evalBool(pre, env)
		if stop != nil {
			return nil, stop
		}
		if !ok {
			return nil, illDefined(r, "call to %s violates its precondition", f.Name)
		}
	}
	if f.Result.hasBitvector(0) {
		return c.evalTyped(f.Body, env, f.Result)
	}
	return c.Eval(f.Body, env)
}

// defaults completes args with the default values of the parameters
// they omit, each evaluated with the parameters before it bound.
func (c *Ctx) defaults(f *Function, args []Value, r Range) ([]Value, *Stop) {
	out := append([]Value(nil), args...)
	var env *Env
	for i, p := range f.Params {
		if i >= len(out) {
			if p.Default == nil {
				return nil, illDefined(r, "%s expects %d arguments, got %d", f.Name, len(f.Params), len(args))
			}
			v, stop := c.Eval(p.Default, env)
			if stop != nil {
				return nil, stop
			}
			out = append(out, v)
		}
		env = env.Bind(p.Name, out[i])
	}
	return out, nil
}

func (c *Ctx) match(e *Match, env *Env) (Value, *Stop) {
	x, stop := c.Eval(e.X, env)
	if stop != nil {
		return nil, stop
	}
	for _, cs := range e.Cases {
		if env2, ok := matchPattern(cs.Pat, x, env); ok {
			return c.Eval(cs.Body, env2)
		}
	}
	return nil, illDefined(e.Span(), "no case matches %s", x)
}

func matchPattern(p Pattern, v Value, env *Env) (*Env, bool) {
	switch {
	case p.Wild:
		return env, true
	case p.Plus > 0:
		i, ok := v.(Int)
		if !ok || i.V.Cmp(big.NewInt(int64(p.Plus))) < 0 {
			return nil, false
		}
		rest := Int{V: new(big.Int).Sub(i.V, big.NewInt(int64(p.Plus))), Signed: i.Signed}
		return matchPattern(p.Args[0], rest, env)
	case p.Var != "":
		return env.Bind(p.Var, v), true
	case p.Lit != nil:
		return env, Equal(p.Lit, v)
	case p.Cons:
		el, ok := AsSeq(v)
		if !ok || len(el) == 0 {
			return nil, false
		}
		env, ok = matchPattern(p.Args[0], el[0], env)
		if !ok {
			return nil, false
		}
		return matchPattern(p.Args[1], Seq{Elems: el[1:]}, env)
	case p.List:
		el, ok := AsSeq(v)
		if !ok || len(el) != len(p.Args) {
			return nil, false
		}
		for i := range el {
			if env, ok = matchPattern(p.Args[i], el[i], env); !ok {
				return nil, false
			}
		}
		return env, true
	case p.Tuple:
		t, ok := v.(Tuple)
		if !ok || len(t.Elems) != len(p.Args) {
			return nil, false
		}
		for i := range t.Elems {
			if env, ok = matchPattern(p.Args[i], t.Elems[i], env); !ok {
				return nil, false
			}
		}
		return env, true
	case p.Ctor != "":
		d, ok := v.(Datatype)
		if !ok || d.Ctor != p.Ctor || len(d.Fields) != len(p.Args) {
			return nil, false
		}
		for i := range d.Fields {
			if env, ok = matchPattern(p.Args[i], d.Fields[i], env); !ok {
				return nil, false
			}
		}
		return env, true
	}
	return nil, false
}

// fieldIndex is the position of field name in d's constructor (-1 when
// the constructor is not known or has no such field).
func (c *Ctx) fieldIndex(d Datatype, name string) int {
	f, ok := c.ctor(d.Ctor)
	if !ok || len(f.Params) != len(d.Fields) {
		return -1
	}
	for i, p := range f.Params {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// updateField is d.(f := v).
func (c *Ctx) updateField(x Value, f string, v Value, r Range) (Value, *Stop) {
	d, ok := x.(Datatype)
	if !ok {
		return nil, illDefined(r, "cannot update field %s of %s", f, x)
	}
	k := c.fieldIndex(d, f)
	if k < 0 {
		if _, known := c.ctor(d.Ctor); known {
			return nil, illDefined(r, "constructor %s has no field %s", d.Ctor, f)
		}
		return nil, unknown(r, "the fields of %s are not known", d.Ctor)
	}
	cf, _ := c.ctor(d.Ctor)
	if t := cf.Params[k].Type; t.IsBitvector() {
		if i, ok := v.(Int); ok && i.Lit {
			v = wrapBV(i.V, t.Bits)
		}
	}
	if t := cf.Params[k].Type; mixesBV(v, t, 0) {
		return nil, unknown(r, "field %s of type %s given %s: its bitvector width is not evaluated", f, t, v)
	}
	fields := append([]Value(nil), d.Fields...)
	fields[k] = v
	return Datatype{Ctor: d.Ctor, Fields: fields}, nil
}

// maxRunDepth bounds functions run as statements inside one another.
const maxRunDepth = 32

// runFunction calls f by running its statements (Function.Run), with
// the module's implementations for the calls they make.
func (c *Ctx) runFunction(f *Function, args []Value, r Range) (Value, *Stop) {
	if c.runDepth >= maxRunDepth {
		return nil, unknown(r, "%s: functions run as statements nest more than %d deep", f.Name, maxRunDepth)
	}
	c.runDepth++
	defer func() { c.runDepth-- }()
	res, stop := c.Run(f.Run, c.Impls, append([]Value(nil), args...), 0)
	if stop != nil {
		return nil, stop
	}
	if len(res.Results) != 1 {
		return nil, unknown(r, "%s returns %d values", f.Name, len(res.Results))
	}
	return res.Results[0], nil
}
