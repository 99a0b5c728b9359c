package ir

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
)

// DocLine is one line of a doc comment with where its text starts.
type DocLine struct {
	Text string
	R    Range
}

// ValueParser turns a value written in the spec's language into a value.
type ValueParser func(text string) (Value, error)

// Annotation tags, written at the start of a doc-comment line:
//
//	@input x = 1, s = [1, 2]          a required input (precondition must accept)
//	@accept x = 1 -> y = 2            an intended input/output pair (postcondition must accept)
//	@reject x = 1 -> y = 0            an unintended pair (postcondition must reject)
//	@reject-input x = -1              an input the precondition must reject
//
// Several examples may share a line separated by ';'. With one parameter (or
// one result) the name may be left out: `@accept 1 -> 2`.
const (
	TagInput       = "@input"
	TagAccept      = "@accept"
	TagReject      = "@reject"
	TagRejectInput = "@reject-input"
)

// ReadDoc splits doc-comment lines into the requirement prose and example
// annotations. Example values are parsed by parse and coerced to c's
// parameter and result types. Problems point at the offending line.
func ReadDoc(c *Contract, lines []DocLine, parse ValueParser) []Problem {
	var prose []string
	var probs []Problem
	for _, ln := range lines {
		t := strings.TrimSpace(ln.Text)
		tag, rest, ok := splitTag(t)
		if !ok {
			prose = append(prose, t)
			continue
		}
		for _, part := range splitTop(rest, ';') {
			part = strings.TrimSpace(part)
			if part == "" {
				continue
			}
			ex, err := parseExample(c, tag, part, parse)
			ex.R = ln.R
			ex.Text = part
			if err != nil {
				probs = append(probs, Problem{R: ln.R, Severity: SevWarning, Code: "example-error",
					Message: fmt.Sprintf("%s %s: %v", tag, Clip(part), err)})
				continue
			}
			c.Examples.add(tag, ex)
		}
	}
	c.Requirement = strings.TrimSpace(strings.Join(prose, "\n"))
	return probs
}

func (e *Examples) add(tag string, ex Example) {
	switch tag {
	case TagInput:
		e.Required = append(e.Required, ex)
	case TagAccept:
		e.Accepted = append(e.Accepted, ex)
	case TagReject:
		e.Rejected = append(e.Rejected, ex)
	case TagRejectInput:
		e.RejectedInputs = append(e.RejectedInputs, ex)
	}
}

func splitTag(t string) (tag, rest string, ok bool) {
	for _, tg := range []string{TagRejectInput, TagInput, TagAccept, TagReject} {
		if strings.HasPrefix(t, tg) && (len(t) == len(tg) || t[len(tg)] == ' ' || t[len(tg)] == '\t') {
			return tg, strings.TrimSpace(t[len(tg):]), true
		}
	}
	return "", "", false
}

// splitTop splits s at sep outside brackets, braces, parentheses and quotes.
func splitTop(s string, sep byte) []string {
	var out []string
	depth := 0
	var quote byte
	start := 0
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case quote != 0:
			if ch == '\\' {
				i++
			} else if ch == quote {
				quote = 0
			}
		case ch == '"' || ch == '\'':
			// a quote after an identifier character is Dafny's x' name, not a char
			if ch == '\'' && i > 0 && isWordByte(s[i-1]) {
				continue
			}
			quote = ch
		case ch == '(' || ch == '[' || ch == '{':
			depth++
		case ch == ')' || ch == ']' || ch == '}':
			depth--
		case ch == sep && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// splitArrow splits "inputs -> outputs" at a top-level "->".
func splitArrow(s string) (string, string, bool) {
	depth := 0
	var quote byte
	for i := 0; i+1 < len(s); i++ {
		ch := s[i]
		switch {
		case quote != 0:
			if ch == '\\' {
				i++
			} else if ch == quote {
				quote = 0
			}
		case ch == '"':
			quote = ch
		case ch == '(' || ch == '[' || ch == '{':
			depth++
		case ch == ')' || ch == ']' || ch == '}':
			depth--
		case depth == 0 && ch == '-' && s[i+1] == '>':
			return s[:i], s[i+2:], true
		}
	}
	return s, "", false
}

func parseExample(c *Contract, tag, text string, parse ValueParser) (Example, error) {
	var ex Example
	in, out, arrow := splitArrow(text)
	pair := tag == TagAccept || tag == TagReject
	if pair && !arrow {
		return ex, fmt.Errorf("expected 'inputs -> outputs'")
	}
	if !pair && arrow {
		return ex, fmt.Errorf("%s takes inputs only, no '->'", tag)
	}
	var err error
	if ex.Inputs, err = parseBindings(in, c.Params, parse, true); err != nil {
		return ex, err
	}
	if pair {
		// Outputs name results or, for methods that modify them, parameters.
		targets := append(append([]Param(nil), c.Results...), modifiedParams(c)...)
		if ex.Outputs, err = parseBindings(out, targets, parse, false); err != nil {
			return ex, err
		}
		if len(ex.Outputs) == 0 {
			return ex, fmt.Errorf("no outputs after '->'")
		}
	}
	return ex, nil
}

func modifiedParams(c *Contract) []Param {
	var out []Param
	for _, p := range c.Params {
		for _, m := range c.Modified {
			if p.Name == m {
				out = append(out, p)
			}
		}
	}
	return out
}

// parseBindings reads "a = v, b = v" (or a bare value when there is exactly
// one target). When all is set every target must be bound.
func parseBindings(s string, targets []Param, parse ValueParser, all bool) ([]Binding, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		if all && len(targets) > 0 {
			return nil, fmt.Errorf("no values given for %s", paramNames(targets))
		}
		return nil, nil
	}
	parts := splitTop(s, ',')
	named := func(p string) (string, string, bool) {
		i := strings.IndexAny(p, "=")
		if i <= 0 {
			return "", "", false
		}
		name := strings.TrimSpace(strings.TrimSuffix(p[:i], ":"))
		if i+1 < len(p) && p[i+1] == '=' || !isName(name) {
			return "", "", false
		}
		return name, p[i+1:], true
	}
	var out []Binding
	if _, _, ok := named(parts[0]); !ok {
		// A bare value: only for a single target.
		if len(targets) != 1 {
			return nil, fmt.Errorf("write name = value: there are %d of %s", len(targets), paramNames(targets))
		}
		v, err := parseTyped(s, targets[0], parse)
		if err != nil {
			return nil, err
		}
		return []Binding{{Name: targets[0].Name, Val: v}}, nil
	}
	seen := map[string]bool{}
	for _, p := range parts {
		name, val, ok := named(p)
		if !ok {
			return nil, fmt.Errorf("expected name = value, found %q", strings.TrimSpace(p))
		}
		var target *Param
		for i := range targets {
			if targets[i].Name == name {
				target = &targets[i]
			}
		}
		if target == nil {
			return nil, fmt.Errorf("%q is not one of %s", name, paramNames(targets))
		}
		if seen[name] {
			return nil, fmt.Errorf("%q is given twice", name)
		}
		seen[name] = true
		v, err := parseTyped(val, *target, parse)
		if err != nil {
			return nil, err
		}
		out = append(out, Binding{Name: name, Val: v})
	}
	if all {
		for _, t := range targets {
			if !seen[t.Name] {
				return nil, fmt.Errorf("no value for %q", t.Name)
			}
		}
	}
	return out, nil
}

func isName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isWordByte(s[i]) && s[i] != '\'' && s[i] != '?' {
			return false
		}
	}
	return !(s[0] >= '0' && s[0] <= '9')
}

func paramNames(ps []Param) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	if len(names) == 0 {
		return "(none)"
	}
	return strings.Join(names, ", ")
}

func parseTyped(text string, p Param, parse ValueParser) (Value, error) {
	v, err := parse(strings.TrimSpace(text))
	if err != nil {
		return nil, err
	}
	cv, err := Coerce(v, p.Type)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", p.Name, err)
	}
	return cv, nil
}

// Coerce converts v to type t where the example notation is looser than the
// type (a sequence written for an array, an int for a real) and rejects
// values outside the type (a negative nat).
func Coerce(v Value, t *Type) (Value, error) {
	if t == nil {
		return v, nil
	}
	switch t.Kind {
	case KDatatype:
		// A plain value where an option is expected is some v: Lean's
		// coercion α → Option α (an example's output written as -9 for an
		// Option Int result).
		if t.Name == "Option" && len(t.Args) == 1 {
			if _, isDT := v.(Datatype); !isDT {
				inner, err := Coerce(v, t.Args[0])
				if err != nil {
					return nil, err
				}
				return Datatype{Ctor: "some", Fields: []Value{inner}}, nil
			}
		}
		return v, nil
	case KUnknown, KTypeParam, KFunc:
		return v, nil
	case KBitvector:
		i, ok := v.(Int)
		if ok && t.IsBitvector() {
			if b, ok := MakeBV(i.V, t.Bits); ok {
				return b, nil
			}
			return nil, coerceErr("%s is not a %d-bit value", v, t.Bits)
		}
		if !ok || t.Bits <= 0 || t.Bits > MaxIntBits {
			return v, nil
		}
		size := new(big.Int).Lsh(big.NewInt(1), uint(t.Bits))
		if i.V.Sign() >= 0 && i.V.Cmp(size) < 0 {
			return Int{V: i.V}, nil
		}
		if t.Name != "" {
			// A named fixed-width type (Lean's UInt8…) reads a numeral
			// modulo 2^n, as its OfNat instance does.
			return Int{V: new(big.Int).Mod(i.V, size)}, nil
		}
		return nil, coerceErr("%s is not a %d-bit value", v, t.Bits)
	case KBool:
		if _, ok := v.(Bool); ok {
			return v, nil
		}
	case KInt:
		if i, ok := v.(Int); ok {
			if i.Signed {
				return v, nil // already so: no new box
			}
			i.Signed = true
			return i, nil
		}
	case KNat:
		if i, ok := v.(Int); ok {
			if i.V.Sign() < 0 {
				return nil, coerceErr("%s is not a natural number", v)
			}
			if !i.Signed {
				return v, nil
			}
			i.Signed = false
			return i, nil
		}
	case KReal:
		switch x := v.(type) {
		case Real:
			return v, nil
		case Int:
			return Real{new(big.Rat).SetInt(x.V)}, nil
		}
	case KFloat:
		// A literal read as a number becomes the Float Lean's
		// OfScientific / OfNat instance makes of it.
		switch x := v.(type) {
		case Float:
			return v, nil
		case Real:
			if x.V.Num().BitLen()+x.V.Denom().BitLen() > maxFloatLiteralBits {
				return nil, coerceErr("%s: a literal too large to read as a Float here", Brief(v))
			}
			return Float(FloatOfRat(x.V)), nil
		case Int:
			if f, ok := toFloat(x); ok {
				return Float(f), nil
			}
		}
	case KChar:
		switch x := v.(type) {
		case Char:
			return v, nil
		case Seq:
			if len(x.Elems) == 1 {
				if ch, ok := x.Elems[0].(Char); ok {
					return ch, nil
				}
			}
		}
	case KString, KSeq:
		if el, ok := AsSeq(v); ok {
			el2, err := coerceAll(el, t.Elem)
			if err != nil {
				return nil, err
			}
			s, _ := v.(Seq)
			return Seq{Elems: el2, Str: s.Str || t.Kind == KString}, nil
		}
	case KArray:
		if el, ok := AsSeq(v); ok {
			if t.Dims > 1 {
				return coerceArray2(el, t)
			}
			el2, err := coerceAll(el, t.Elem)
			if err != nil {
				return nil, err
			}
			return Array{Elems: el2, Dims: []int{len(el2)}}, nil
		}
		if a, ok := v.(Array); ok {
			return a, nil
		}
	case KSet:
		var el []Value
		switch x := v.(type) {
		case Set:
			el = x.Elems
		case Seq:
			el = x.Elems
		default:
			return nil, coerceErr("%s is not a set", v)
		}
		el2, err := coerceAll(el, t.Elem)
		if err != nil {
			return nil, err
		}
		return MakeSet(el2), nil
	case KMultiset:
		switch x := v.(type) {
		case Multiset:
			return v, nil
		case Seq:
			el2, err := coerceAll(x.Elems, t.Elem)
			if err != nil {
				return nil, err
			}
			return MakeMultiset(el2), nil
		}
	case KMap:
		if m, ok := v.(Map); ok {
			ks, err := coerceAll(m.Keys, t.Key)
			if err != nil {
				return nil, err
			}
			vs, err := coerceAll(m.Vals, t.Elem)
			if err != nil {
				return nil, err
			}
			return MakeMap(ks, vs), nil
		}
	case KTuple:
		if tu, ok := v.(Tuple); ok && len(tu.Elems) == len(t.Args) {
			el := make([]Value, len(tu.Elems))
			for i := range el {
				x, err := Coerce(tu.Elems[i], t.Args[i])
				if err != nil {
					return nil, err
				}
				el[i] = x
			}
			return Tuple{Elems: el}, nil
		}
	}
	return nil, coerceErr("%s is not a value of type %s", v, t)
}

func coerceAll(el []Value, t *Type) ([]Value, error) {
	out := make([]Value, len(el))
	for i, e := range el {
		x, err := Coerce(e, t)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

// coerceArray2 turns rows [[…], […]] into a 2-dimensional array.
func coerceArray2(rows []Value, t *Type) (Value, error) {
	var el []Value
	width := -1
	for _, r := range rows {
		re, ok := AsSeq(r)
		if !ok {
			return nil, coerceErr("rows of a %s must be sequences", t)
		}
		if width >= 0 && len(re) != width {
			return nil, coerceErr("rows of a %s must have equal length", t)
		}
		width = len(re)
		x, err := coerceAll(re, t.Elem)
		if err != nil {
			return nil, err
		}
		el = append(el, x...)
	}
	if width < 0 {
		width = 0
	}
	return Array{Elems: el, Dims: []int{len(rows), width}}, nil
}

// coerceErr is Coerce's error, formatted only when read: the input
// generators try values against types by the thousand and drop the error,
// and formatting the value is the costly part.
func coerceErr(format string, args ...any) error { return &lazyErr{format, args} }

type lazyErr struct {
	format string
	args   []any
}

func (e *lazyErr) Error() string { return fmt.Sprintf(e.format, e.args...) }

// FromJSON converts a decoded JSON value to a value of type t. Strings are
// values of string and char types; for other types a string holds the value
// written in the spec's language (VERINA writes Lean terms that way).
func FromJSON(j any, t *Type, parse ValueParser) (Value, error) {
	if s, ok := j.(string); ok {
		if t != nil && (t.Kind == KString || t.Kind == KChar) {
			return Coerce(Str(s), t)
		}
		if parse == nil {
			return nil, fmt.Errorf("cannot read %q", s)
		}
		v, err := parse(s)
		if err != nil {
			return nil, err
		}
		return Coerce(v, t)
	}
	var elemT *Type
	if t != nil {
		elemT = t.Elem
	}
	var v Value
	switch x := j.(type) {
	case nil:
		v = Datatype{Ctor: "none"}
	case bool:
		v = Bool(x)
	case json.Number:
		mant, _, _ := strings.Cut(strings.ToLower(x.String()), "e")
		if err := CheckIntLiteral(strings.Replace(mant, ".", "", 1)); err != nil {
			return nil, err
		}
		if i, ok := new(big.Int).SetString(x.String(), 10); ok {
			v = Int{V: i}
		} else if r, ok := new(big.Rat).SetString(x.String()); ok {
			v = Real{r}
		} else {
			return nil, fmt.Errorf("bad number %s", x)
		}
	case float64:
		r := new(big.Rat)
		r.SetFloat64(x)
		if r.IsInt() {
			v = Int{V: r.Num()}
		} else {
			v = Real{r}
		}
	case []any:
		el := make([]Value, len(x))
		for i, e := range x {
			et := elemT
			if t != nil && t.Kind == KArray && t.Dims > 1 {
				et = &Type{Kind: KSeq, Elem: t.Elem}
			}
			ev, err := FromJSON(e, et, parse)
			if err != nil {
				return nil, err
			}
			el[i] = ev
		}
		v = Seq{Elems: el}
	case map[string]any:
		var keys, vals []Value
		var keyT *Type
		if t != nil {
			keyT = t.Key
		}
		for k, e := range x {
			kv, err := FromJSON(k, keyT, parse)
			if err != nil {
				return nil, err
			}
			ev, err := FromJSON(e, elemT, parse)
			if err != nil {
				return nil, err
			}
			keys = append(keys, kv)
			vals = append(vals, ev)
		}
		v = MakeMap(keys, vals)
	default:
		return nil, fmt.Errorf("unsupported JSON value %v", j)
	}
	return Coerce(v, t)
}
