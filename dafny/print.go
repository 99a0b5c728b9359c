package dafny

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// Precedence levels of Dafny's expression grammar, loosest first.
const (
	precLowest  = iota // quantifiers, let, if, lambda: extend to the right
	precIff            // <==>
	precImplies        // ==> <==
	precLogic          // && ||
	precRel            // == != < <= > >= in !in !!
	precShift          // << >>
	precAdd            // + -
	precMul            // * / %
	precBit            // & | ^
	precUnary          // ! -
	precPrimary
)

// Print renders an IR expression as Dafny source. Parentheses are added
// only where Dafny's precedence needs them, so printing a parsed clause
// gives back an equivalent clause.
func Print(e ir.Expr) string {
	var sb strings.Builder
	pr := printer{sb: &sb}
	pr.expr(e, precLowest)
	return sb.String()
}

// PrintClause renders a clause: "ensures e".
func PrintClause(c ir.Clause) string {
	return c.Kind.String() + " " + Print(c.Expr)
}

// PrintValue renders a value as a Dafny literal.
func PrintValue(v ir.Value) string {
	switch x := v.(type) {
	case ir.Char:
		return charLit(rune(x))
	case ir.Seq:
		if x.Str || (len(x.Elems) > 0 && allChars(x.Elems)) {
			var sb strings.Builder
			sb.WriteByte('"')
			for _, e := range x.Elems {
				sb.WriteString(escape(rune(e.(ir.Char)), '"'))
			}
			sb.WriteByte('"')
			return sb.String()
		}
		return "[" + printValues(x.Elems) + "]"
	case ir.Array:
		return "[" + printValues(x.Elems) + "]"
	case ir.Set:
		return "{" + printValues(x.Elems) + "}"
	case ir.Multiset:
		var parts []string
		for i, e := range x.Elems {
			for k := int64(0); k < x.Counts[i] && k < 1000; k++ {
				parts = append(parts, PrintValue(e))
			}
		}
		return "multiset{" + strings.Join(parts, ", ") + "}"
	case ir.Map:
		parts := make([]string, len(x.Keys))
		for i := range x.Keys {
			parts[i] = PrintValue(x.Keys[i]) + " := " + PrintValue(x.Vals[i])
		}
		return "map[" + strings.Join(parts, ", ") + "]"
	case ir.Tuple:
		return "(" + printValues(x.Elems) + ")"
	case ir.Datatype:
		if len(x.Fields) == 0 {
			return x.Ctor
		}
		return x.Ctor + "(" + printValues(x.Fields) + ")"
	}
	return v.String()
}

func allChars(el []ir.Value) bool {
	for _, e := range el {
		if _, ok := e.(ir.Char); !ok {
			return false
		}
	}
	return true
}

func printValues(el []ir.Value) string {
	parts := make([]string, len(el))
	for i, e := range el {
		parts[i] = PrintValue(e)
	}
	return strings.Join(parts, ", ")
}

func charLit(r rune) string { return "'" + escape(r, '\'') + "'" }

func escape(r rune, quote rune) string {
	switch r {
	case '\n':
		return `\n`
	case '\t':
		return `\t`
	case '\r':
		return `\r`
	case 0:
		return `\0`
	case '\\':
		return `\\`
	case quote:
		return `\` + string(r)
	}
	if r < 0x20 || r > 0x7e && r <= 0xffff {
		return fmt.Sprintf(`\u%04x`, r)
	}
	return string(r)
}

type printer struct{ sb *strings.Builder }

func (p printer) w(s string) { p.sb.WriteString(s) }

var dafnyOp = map[ir.Op]string{
	ir.OpAdd: "+", ir.OpSub: "-", ir.OpNatSub: "-", ir.OpMul: "*", ir.OpDivEuclid: "/",
	ir.OpModEuclid: "%", ir.OpDivReal: "/", ir.OpAnd: "&&", ir.OpOr: "||", ir.OpImplies: "==>",
	ir.OpExplies: "<==", ir.OpIff: "<==>", ir.OpEq: "==", ir.OpNe: "!=", ir.OpLt: "<",
	ir.OpLe: "<=", ir.OpGt: ">", ir.OpGe: ">=", ir.OpIn: "in", ir.OpNotIn: "!in",
	ir.OpDisjoint: "!!", ir.OpAppend: "+",
	ir.OpBitAnd: "&", ir.OpBitOr: "|", ir.OpBitXor: "^", ir.OpShl: "<<", ir.OpShr: ">>",
}

func opPrec(op ir.Op) int {
	switch op {
	case ir.OpIff:
		return precIff
	case ir.OpImplies, ir.OpExplies:
		return precImplies
	case ir.OpAnd, ir.OpOr:
		return precLogic
	case ir.OpAdd, ir.OpSub, ir.OpNatSub, ir.OpAppend:
		return precAdd
	case ir.OpMul, ir.OpDivEuclid, ir.OpModEuclid, ir.OpDivReal:
		return precMul
	case ir.OpShl, ir.OpShr:
		return precShift
	case ir.OpBitAnd, ir.OpBitOr, ir.OpBitXor:
		return precBit
	}
	return precRel
}

func (p printer) paren(open bool, f func()) {
	if open {
		p.w("(")
	}
	f()
	if open {
		p.w(")")
	}
}

// expr prints e in a context that needs at least precedence ctx.
func (p printer) expr(e ir.Expr, ctx int) { p.exprT(e, ctx, true) }

// exprT prints e; tail says nothing follows e before a closing delimiter,
// so a quantifier, let or if there needs no parentheses (a && forall …).
func (p printer) exprT(e ir.Expr, ctx int, tail bool) {
	switch e := e.(type) {
	case *ir.Lit:
		s := PrintValue(e.Val)
		if strings.HasPrefix(s, "-") && ctx > precAdd {
			s = "(" + s + ")"
		}
		p.w(s)
	case *ir.Ident:
		p.w(e.Name)
	case *ir.Unary:
		switch e.Op {
		case ir.OpCard:
			p.w("|")
			p.expr(e.X, precLowest)
			p.w("|")
		case ir.OpMultiset:
			p.w("multiset(")
			p.expr(e.X, precLowest)
			p.w(")")
		default:
			p.paren(ctx > precUnary, func() {
				if e.Op == ir.OpNot {
					p.w("!")
				} else {
					p.w("-")
				}
				inner := precUnary
				if u, ok := e.X.(*ir.Unary); ok && u.Op != ir.OpCard && u.Op != ir.OpMultiset {
					inner = precPrimary // "!!" and "--" would lex as other tokens
				}
				p.exprT(e.X, inner, tail || ctx <= precUnary)
			})
		}
	case *ir.Binary:
		prec := opPrec(e.Op)
		p.paren(ctx > prec, func() {
			l, r := prec, prec+1 // left-associative
			switch e.Op {
			case ir.OpImplies: // right-associative
				l, r = prec+1, prec
			case ir.OpAnd, ir.OpOr:
				// && and || may not mix without parentheses.
				l, r = prec+1, prec+1
				if b, ok := e.X.(*ir.Binary); ok && b.Op == e.Op {
					l = prec
				}
			case ir.OpBitAnd, ir.OpBitOr, ir.OpBitXor:
				// & | ^ may not mix without parentheses either.
				l, r = prec+1, prec+1
				if b, ok := e.X.(*ir.Binary); ok && b.Op == e.Op {
					l = prec
				}
			case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpIn, ir.OpNotIn, ir.OpDisjoint:
				// a == b == c would chain: parenthesise nested relations.
				l, r = prec+1, prec+1
			}
			p.exprT(e.X, l, false)
			p.w(" " + opString(e.Op) + " ")
			p.exprT(e.Y, r, tail || ctx > prec)
		})
	case *ir.Chain:
		p.paren(ctx > precRel, func() {
			for i, a := range e.Args {
				if i > 0 {
					p.w(" " + opString(e.Ops[i-1]) + " ")
				}
				p.exprT(a, precRel+1, i == len(e.Args)-1 && (tail || ctx > precRel))
			}
		})
	case *ir.Call:
		if id, ok := e.Fn.(*ir.Ident); ok && id.Name == ir.SuchThat && len(e.Args) == 2 {
			cond, _ := e.Args[0].(*ir.Lambda)
			body, _ := e.Args[1].(*ir.Lambda)
			if cond != nil && body != nil {
				p.paren(ctx > precLowest, func() {
					p.w("var ")
					for i, b := range cond.Params {
						if i > 0 {
							p.w(", ")
						}
						p.w(b.Name)
					}
					p.w(" :| ")
					p.expr(cond.Body, precLowest)
					p.w("; ")
					p.expr(body.Body, precLowest)
				})
				return
			}
		}
		if id, ok := e.Fn.(*ir.Ident); ok {
			switch {
			case id.Name == "$seq":
				p.w("seq")
			case strings.HasPrefix(id.Name, "$as:"):
				p.paren(ctx > precUnary, func() {
					p.exprT(e.Args[0], precPrimary, false)
					p.w(" as " + strings.TrimPrefix(id.Name, "$as:"))
				})
				return
			case strings.HasPrefix(id.Name, "$update:") && len(e.Args) == 2:
				p.exprT(e.Args[0], precPrimary, false)
				p.w(".(" + strings.TrimPrefix(id.Name, "$update:") + " := ")
				p.exprT(e.Args[1], precIff, true)
				p.w(")")
				return
			default:
				p.w(id.Name)
			}
		} else {
			p.exprT(e.Fn, precPrimary, false)
		}
		p.w("(")
		p.list(e.Args)
		p.w(")")
	case *ir.Index:
		p.exprT(e.X, precPrimary, false)
		p.w("[")
		p.list(e.Args)
		p.w("]")
	case *ir.Slice:
		p.exprT(e.X, precPrimary, false)
		p.w("[")
		if e.Lo != nil {
			p.expr(e.Lo, precLowest)
		}
		p.w("..")
		if e.Hi != nil {
			p.expr(e.Hi, precLowest)
		}
		p.w("]")
	case *ir.Update:
		p.exprT(e.X, precPrimary, false)
		p.w("[")
		p.expr(e.K, precLowest)
		p.w(" := ")
		p.expr(e.V, precLowest)
		p.w("]")
	case *ir.Member:
		p.exprT(e.X, precPrimary, false)
		p.w("." + e.Name)
	case *ir.Old:
		p.w("old(")
		p.expr(e.X, precLowest)
		p.w(")")
	case *ir.TupleExpr:
		p.w("(")
		p.list(e.Elems)
		p.w(")")
	case *ir.Display:
		p.display(e)
	case *ir.Quant, *ir.Compr, *ir.Ite, *ir.Let, *ir.Lambda, *ir.Match:
		p.binding(e, ctx, tail)
	case *ir.Unsupported:
		p.paren(ctx > precLowest, func() { p.w(e.Text) })
	default:
		p.w(fmt.Sprintf("/* %T */", e))
	}
}

// display prints a collection literal.
func (p printer) display(e *ir.Display) {
	switch e.Coll {
	case ir.KMap:
		p.w("map[")
		for i := range e.Elems {
			if i > 0 {
				p.w(", ")
			}
			p.expr(e.Keys[i], precLowest)
			p.w(" := ")
			p.expr(e.Elems[i], precLowest)
		}
		p.w("]")
	case ir.KSet:
		p.w("{")
		p.list(e.Elems)
		p.w("}")
	case ir.KMultiset:
		p.w("multiset{")
		p.list(e.Elems)
		p.w("}")
	default:
		p.w("[")
		p.list(e.Elems)
		p.w("]")
	}
}

// binding prints the forms that extend as far right as they can
// (quantifiers, comprehensions, if, let, lambdas, match): parenthesised
// unless nothing follows them.
func (p printer) binding(e ir.Expr, ctx int, tail bool) {
	switch e := e.(type) {
	case *ir.Quant:
		p.paren(ctx > precLowest && !tail, func() {
			if e.Forall {
				p.w("forall ")
			} else {
				p.w("exists ")
			}
			p.binders(e.Vars)
			if e.Range != nil {
				p.w(" | ")
				p.exprT(e.Range, precLowest, false)
			}
			p.w(" :: ")
			p.expr(e.Body, precLowest)
		})
	case *ir.Compr:
		p.paren(ctx > precLowest && !tail, func() {
			kw := map[ir.Kind]string{ir.KSet: "set ", ir.KMap: "map ", ir.KMultiset: "multiset ", ir.KSeq: "seq "}[e.Coll]
			p.w(kw)
			p.binders(e.Vars)
			if e.Cond != nil {
				p.w(" | ")
				p.exprT(e.Cond, precLowest, e.Term == nil)
			}
			if e.Term != nil {
				p.w(" :: ")
				if e.Coll == ir.KMap && e.Key != nil && !isBinder(e.Key, e.Vars) {
					p.expr(e.Key, precLowest)
					p.w(" := ")
				}
				p.expr(e.Term, precLowest)
			}
		})
	case *ir.Ite:
		p.paren(ctx > precLowest && !tail, func() {
			p.w("if ")
			p.expr(e.Cond, precLowest)
			p.w(" then ")
			p.expr(e.Then, precLowest)
			p.w(" else ")
			p.expr(e.Else, precLowest)
		})
	case *ir.Let:
		p.paren(ctx > precLowest && !tail, func() {
			names := make([]string, len(e.Names))
			for i, n := range e.Names {
				names[i] = n
				if i < len(e.Types) && e.Types[i] != nil {
					names[i] += ": " + typeString(e.Types[i]) // a literal's width
				}
			}
			p.w("var " + strings.Join(names, ", ") + " := ")
			p.list(e.Values)
			p.w("; ")
			p.expr(e.Body, precLowest)
		})
	case *ir.Lambda:
		p.paren(ctx > precLowest && !tail, func() {
			p.w("(")
			p.binders(e.Params)
			p.w(") => ")
			p.expr(e.Body, precLowest)
		})
	case *ir.Match:
		p.paren(ctx > precLowest && !tail, func() {
			p.w("match ")
			p.expr(e.X, precLowest)
			for i, c := range e.Cases {
				p.w(" case " + printPattern(c.Pat) + " => ")
				p.exprT(c.Body, precLowest, i == len(e.Cases)-1)
			}
		})
	}
}

func isBinder(e ir.Expr, vars []ir.Binder) bool {
	id, ok := e.(*ir.Ident)
	return ok && len(vars) == 1 && id.Name == vars[0].Name
}

func opString(op ir.Op) string {
	if s, ok := dafnyOp[op]; ok {
		return s
	}
	return op.String()
}

func (p printer) list(es []ir.Expr) {
	for i, x := range es {
		if i > 0 {
			p.w(", ")
		}
		p.expr(x, precLowest)
	}
}

func (p printer) binders(bs []ir.Binder) {
	for i, b := range bs {
		if i > 0 {
			p.w(", ")
		}
		p.w(b.Name)
		if b.Type != nil {
			p.w(": " + typeString(b.Type))
		}
	}
}

// typeString renders a type in Dafny syntax.
func typeString(t *ir.Type) string {
	switch t.Kind {
	case ir.KString:
		return "string"
	case ir.KTuple:
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = typeString(a)
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case ir.KFunc:
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			parts[i] = typeString(a)
		}
		arg := strings.Join(parts, ", ")
		if len(parts) != 1 {
			arg = "(" + arg + ")"
		}
		return arg + " -> " + typeString(t.Result)
	case ir.KSeq, ir.KSet, ir.KMultiset, ir.KArray, ir.KMap:
		s := t.String()
		if t.Kind == ir.KArray && t.Dims > 1 {
			s = "array" + strconv.Itoa(t.Dims) + "<" + typeString(t.Elem) + ">"
		}
		return s
	}
	return t.String()
}

func printPattern(p ir.Pattern) string {
	switch {
	case p.Wild:
		return "_"
	case p.Var != "":
		return p.Var
	case p.Lit != nil:
		return PrintValue(p.Lit)
	}
	parts := make([]string, len(p.Args))
	for i, a := range p.Args {
		parts[i] = printPattern(a)
	}
	if p.Tuple {
		return "(" + strings.Join(parts, ", ") + ")"
	}
	if len(parts) == 0 {
		return p.Ctor
	}
	return p.Ctor + "(" + strings.Join(parts, ", ") + ")"
}
