package analyzers

import (
	"math/big"
	"strings"

	"github.com/specfaith/specfaith/internal/lazyre"
	"github.com/specfaith/specfaith/ir"
)

// The requirement reader: claims of a small, controlled English
// vocabulary read from a contract's doc comment, each tied to the
// parameters or results it names. A phrase outside the vocabulary, or
// whose subject cannot be told, produces nothing: a claim is only made
// where the words leave no doubt (report less). docs/REQUIREMENTS.md
// lists the vocabulary.

// ClaimKind is the property a claim states.
type ClaimKind string

// The claim kinds.
const (
	ClaimSize     ClaimKind = "size"     // Prop: non-empty, empty
	ClaimSign     ClaimKind = "sign"     // Prop: positive, negative, non-negative, non-zero
	ClaimExtremum ClaimKind = "extremum" // Prop: largest, smallest; Of: what of
	ClaimPosition ClaimKind = "position" // Prop: first, last
	ClaimCompare  ClaimKind = "compare"  // Prop: less, greater; Of: the parameter compared with
	ClaimAbsent   ClaimKind = "absent"   // Value: what is returned when nothing is found
	ClaimNumber   ClaimKind = "number"   // Value: a number the requirement names
	ClaimOrder    ClaimKind = "order"    // Prop: sorted
	ClaimPerm     ClaimKind = "permutation"
	ClaimInPlace  ClaimKind = "in-place"
)

// Claim is one thing the requirement says.
type Claim struct {
	Kind ClaimKind
	Prop string
	// Subjects are the parameters or results the claim is about.
	Subjects []string
	// Result: the subjects are results (a postcondition should hold the
	// claim); otherwise inputs (a precondition should).
	Result bool
	// Of: the parameters an extremum is taken over, or compared with.
	Of []string
	// Noun: what an extremum is of when not an element ("difference");
	// "or-equal" for a comparison "less than or equal to".
	Noun  string
	Value *big.Int
	// Phrase is the requirement's words, as written.
	Phrase string
}

// word is one token of a sentence.
type word struct {
	w    string // lower case
	raw  string
	code bool // in backquotes
	num  *big.Int
	// op: a number written next to an operator (10^9, n+1), part of a
	// formula rather than a claim of its own.
	op bool
}

var (
	// sentenceEnd splits prose into sentences (a period before a space
	// or the end; a blank line; a semicolon).
	sentenceEnd = lazyre.New(`[.!?](\s+|$)|\n\s*\n|;\s*`)
	listMarker  = lazyre.New(`(?m)^\s*(\d+[.)]|[-*•])\s+`)
	tokenRe     = lazyre.New("`[^`]*`|\\d+[A-Za-z]\\w*|-?\\d+(?:\\.\\d+)?(?:-[A-Za-z]+)?|[A-Za-z_][A-Za-z0-9_']*(?:-[A-Za-z]+)*|[^\\sA-Za-z0-9_]")
	// exampleMark: a sentence that shows examples or a formula rather
	// than stating a claim in words.
	exampleMark = lazyre.New(`(?i)>>>|\.\.\.|…|[≤≥≠]| [<>=] |\bexamples?\b|\bfor instance\b|\be\.g\b|==|=>|->|<=|>=|\binput:|\boutput:|\bassert\b|\bconstraints?\b|\btest\b`)
)

// sentences splits a requirement into sentences of words.
func sentences(req string) [][]word {
	req = listMarker.ReplaceAllString(req, "")
	for _, ab := range []string{"e.g.", "i.e.", "etc.", "vs."} {
		req = strings.ReplaceAll(req, ab, strings.TrimSuffix(ab, "."))
	}
	var out [][]word
	for _, s := range sentenceEnd.Split(req, 200) {
		s = strings.TrimSpace(s)
		if s == "" || len(s) > 2000 {
			continue
		}
		out = append(out, tokens(s))
	}
	return out
}

func tokens(s string) []word {
	locs := tokenRe.FindAllStringIndex(s, 400)
	ws := make([]word, 0, len(locs))
	for k, l := range locs {
		raw := s[l[0]:l[1]]
		w := word{raw: raw, w: strings.ToLower(raw)}
		if strings.HasPrefix(raw, "`") {
			w.code = true
			w.raw = strings.Trim(raw, "`")
			w.w = strings.ToLower(w.raw)
		} else if c := raw[0]; c == '-' || c >= '0' && c <= '9' {
			if !strings.ContainsAny(raw, ".") && !strings.ContainsAny(raw[1:], "-") && len(raw) < 19 {
				if n, ok := new(big.Int).SetString(raw, 10); ok {
					w.num = n
				}
			}
			near := func(i int) bool {
				return i >= 0 && i < len(s) && strings.ContainsRune("^*/+=<>%", rune(s[i]))
			}
			w.op = near(l[0]-1) || near(l[1]) || l[0] > 1 && near(l[0]-2) && s[l[0]-1] == ' ' ||
				l[1]+1 < len(s) && s[l[1]] == ' ' && near(l[1]+1)
			if c == '-' && k > 0 && locs[k-1][1] == l[0] {
				w.num = nil // a-1: a formula
			}
		}
		ws = append(ws, w)
	}
	return ws
}

// numberWords are the numbers written as words the reader takes: "one"
// is left out (a pronoun as often as a count).
var numberWords = map[string]int64{"zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "twice": 2, "thrice": 3}

// reader reads one contract's requirement.
type reader struct {
	c      *ir.Contract
	claims []Claim
}

// ReadClaims reads the claims of c's requirement.
func ReadClaims(c *ir.Contract) []Claim {
	if c == nil || strings.TrimSpace(c.Requirement) == "" {
		return nil
	}
	r := &reader{c: c}
	for _, s := range sentences(c.Requirement) {
		r.sentence(s)
		if len(r.claims) > 64 {
			break
		}
	}
	return r.claims
}

var (
	returnVerbs = set("return", "returns", "returning", "output", "outputs", "produce", "produces", "compute", "computes",
		"calculate", "calculates", "find", "finds", "give", "gives", "yield", "yields", "get", "gets", "obtain", "obtains", "ensure", "ensures")
	copulas      = set("is", "are", "be", "being", "remain", "remains", "stay", "stays")
	conditional  = set("if", "when", "whenever", "unless", "otherwise", "whether", "else", "where", "while", "until")
	hedges       = set("possibly", "may", "might", "can", "could", "either", "or", "maybe", "perhaps", "any", "not", "no", "nor", "never")
	determiners  = set("the", "a", "an", "all", "both", "each", "every", "given", "provided", "two", "its", "their", "some", "this", "that", "these", "those", "input", "original", "returned", "resulting", "output")
	resultNouns  = set("result", "results", "output", "outputs", "answer", "returned", "resulting")
	inputNouns   = set("input", "inputs", "parameter", "parameters", "argument", "arguments")
	prepositions = set("of", "from", "in", "to", "given", "for", "with", "on", "into", "at", "than", "by", "over", "within")
)

var (
	// modals may stand between a subject, its copula and a property
	// ("a and b must both be non-empty").
	modals = set("must", "should", "will", "always", "all", "both")
	// pointers are words before a property that point at a parameter
	// or result ("the given non-empty array").
	pointers = set("the", "given", "input", "provided", "returned", "resulting", "output", "both", "all")
	// factorObjects may follow a factor verb ("triple each element").
	factorObjects = set("the", "each", "every", "all", "its", "their")
)

func set(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// typeNoun is the kinds a noun names, and whether it is plural.
func typeNoun(w string) (kinds []ir.Kind, plural, ok bool) {
	base := w
	if strings.HasSuffix(w, "s") && len(w) > 3 {
		base, plural = strings.TrimSuffix(w, "s"), true
	}
	switch base {
	case "array", "list", "sequence", "seq", "vector", "collection":
		return []ir.Kind{ir.KArray, ir.KSeq, ir.KString}, plural, true
	case "string", "word", "text":
		return []ir.Kind{ir.KString, ir.KSeq}, plural, true
	case "integer", "int", "number", "nat", "value", "numeral":
		return []ir.Kind{ir.KInt, ir.KNat, ir.KReal, ir.KBitvector, ir.KFloat}, plural, true
	case "set":
		return []ir.Kind{ir.KSet}, plural, true
	case "map", "dictionary":
		return []ir.Kind{ir.KMap}, plural, true
	}
	return nil, false, false
}

func kindIn(t *ir.Type, kinds []ir.Kind) bool {
	if t == nil {
		return false
	}
	for _, k := range kinds {
		if t.Kind == k {
			return true
		}
	}
	return false
}

// group is the parameters or results a run of words names.
type group struct {
	names  []string
	result bool
	from   int // the first word's index
}

// nameAt says whether word i names a parameter or result of c; a name
// that is an ordinary English word ("a") counts only in backquotes,
// after a type noun ("array a"), or joined to another name ("a and b").
func (r *reader) nameAt(ws []word, i int) (string, bool, bool) {
	w := ws[i]
	for _, p := range r.c.Params {
		if p.Name == w.raw {
			return p.Name, false, r.nameOK(ws, i)
		}
	}
	for _, p := range r.c.Results {
		if p.Name == w.raw {
			return p.Name, true, r.nameOK(ws, i)
		}
	}
	return "", false, false
}

func (r *reader) nameOK(ws []word, i int) bool {
	w := ws[i]
	if w.code || !stopWords[w.w] && (len(w.raw) > 1 || w.w != "a" && w.w != "i") {
		// A one-letter name is a name unless it is an English word
		// ("a", "I"), which counts only in context.
		return true
	}
	if i > 0 {
		if _, _, ok := typeNoun(ws[i-1].w); ok || inputNouns[ws[i-1].w] {
			return true
		}
	}
	isName := func(j int) bool {
		return j >= 0 && j < len(ws) && paramType(r.c, ws[j].raw) != nil && (len(ws[j].raw) > 1 || ws[j].code)
	}
	for _, d := range []int{-2, 2} {
		if j := i + d/2; j >= 0 && j < len(ws) && (ws[j].w == "and" || ws[j].w == "," || ws[j].w == "or") {
			if isName(i+d) || r.singleName(ws, i+d) {
				return true
			}
		}
	}
	return false
}

// singleName: word j is a one-letter name of c (the other half of "a and b").
func (r *reader) singleName(ws []word, j int) bool {
	return j >= 0 && j < len(ws) && len(ws[j].raw) == 1 && paramType(r.c, ws[j].raw) != nil
}

// groupAt reads the noun phrase starting at word i (after determiners):
// names joined by "and" or commas, a type noun with or without a name,
// "the result", "the inputs", "the returned array". ok is false when
// the words name nothing of c or name it ambiguously.
func (r *reader) groupAt(ws []word, i int, objectOfReturn bool) (group, int, bool) {
	g := group{from: i}
	result, input := false, false
	for i < len(ws) && determiners[ws[i].w] && !r.namesAt(ws, i) {
		if resultNouns[ws[i].w] {
			result = true
		}
		if ws[i].w == "input" || ws[i].w == "given" || ws[i].w == "provided" {
			input = true
		}
		i++
	}
	if i >= len(ws) {
		return g, i, false
	}
	if i > g.from && (resultNouns[ws[i-1].w] || inputNouns[ws[i-1].w]) && !r.nounAt(ws, i) {
		i-- // "the output is": the determiner was the noun
	}
	// Adjectives before the noun: "a non-empty array", "the input
	// integer array".
	for i+1 < len(ws) && (adjectives[ws[i].w] || isTypeNoun(ws[i].w) && isTypeNoun(ws[i+1].w)) {
		i++
	}
	// Names, joined.
	if n, res, ok := r.nameAt(ws, i); ok {
		for {
			g.names = append(g.names, n)
			g.result = res
			i++
			if i+1 < len(ws) && (ws[i].w == "and" || ws[i].w == ",") {
				if n2, res2, ok := r.nameAt(ws, i+1); ok && res2 == res {
					n = n2
					i++
					continue
				}
			}
			return g, i, true
		}
	}
	w := ws[i].w
	switch {
	case resultNouns[w] || w == "return" && i+1 < len(ws) && ws[i+1].w == "value":
		if w == "return" {
			i++
		}
		return r.typedN(g, nil, true, false, ws, i+1)
	case inputNouns[w]:
		kinds, plural, _ := typeNoun(next(ws, i+1))
		if kinds != nil {
			i++
		}
		return r.typedN(g, kinds, false, plural || strings.HasSuffix(w, "s"), ws, i+1)
	}
	if kinds, plural, ok := typeNoun(w); ok {
		res := result || objectOfReturn && !input
		if i+1 < len(ws) {
			if n, resN, ok := r.nameAt(ws, i+1); ok {
				g.names, g.result = []string{n}, resN
				return g, i + 2, true
			}
		}
		return r.typedN(g, kinds, res, plural, ws, i+1)
	}
	return g, i, false
}

// adjectives may stand between a determiner and its noun.
var adjectives = set("non-empty", "nonempty", "empty", "sorted", "unsorted", "new", "original", "given", "same", "possibly", "entire", "whole", "integer", "int", "character", "char")

func isTypeNoun(w string) bool {
	_, _, ok := typeNoun(w)
	return ok
}

// nounAt: word i starts a noun phrase (a name or a noun of a kind).
func (r *reader) nounAt(ws []word, i int) bool {
	if _, _, ok := r.nameAt(ws, i); ok {
		return true
	}
	return isTypeNoun(ws[i].w) || adjectives[ws[i].w] || resultNouns[ws[i].w] || inputNouns[ws[i].w]
}

func next(ws []word, i int) string {
	if i < len(ws) {
		return ws[i].w
	}
	return ""
}

// typedN: the parameters (or results) of the kinds, all of them when
// plural, the only one otherwise.
func (r *reader) typedN(g group, kinds []ir.Kind, result, plural bool, ws []word, end int) (group, int, bool) {
	ps := r.c.Params
	if result {
		ps = r.c.Results
	}
	var names []string
	for _, p := range ps {
		if p.Ghost {
			continue
		}
		if kinds == nil || kindIn(p.Type, kinds) {
			names = append(names, p.Name)
		}
	}
	if len(names) == 0 || !plural && len(names) > 1 {
		return g, end, false
	}
	g.names, g.result = names, result
	return g, end, true
}

// clauses splits a sentence at commas, colons and parentheses.
func clauses(ws []word) [][]word {
	var out [][]word
	start := 0
	for i, w := range ws {
		if w.w == "," || w.w == ":" || w.w == "(" || w.w == ")" {
			if i > start {
				out = append(out, ws[start:i])
			}
			start = i + 1
		}
	}
	if start < len(ws) {
		out = append(out, ws[start:])
	}
	return out
}

func (r *reader) add(cl Claim) {
	for _, o := range r.claims {
		if o.Kind == cl.Kind && o.Prop == cl.Prop && strings.Join(o.Subjects, ",") == strings.Join(cl.Subjects, ",") &&
			(o.Value == nil) == (cl.Value == nil) && (o.Value == nil || o.Value.Cmp(cl.Value) == 0) {
			return
		}
	}
	r.claims = append(r.claims, cl)
}

// textOf is a sentence's words joined by spaces, for the patterns read
// over it.
func textOf(ws []word) string {
	var b strings.Builder
	for _, w := range ws {
		b.WriteString(w.raw + " ")
	}
	return b.String()
}

func phrase(ws []word, from, to int) string {
	from, to = max(from, 0), min(to, len(ws))
	for from < to && !ws[from].code && strings.ContainsAny(ws[from].raw, ",.:;()") {
		from++
	}
	for to > from && !ws[to-1].code && strings.ContainsAny(ws[to-1].raw, ",.:;()") {
		to--
	}
	var b strings.Builder
	for i := from; i < to; i++ {
		w := ws[i]
		if i > from && !strings.ContainsAny(w.raw, ",.:;)") {
			b.WriteByte(' ')
		}
		if w.code {
			b.WriteString("`" + w.raw + "`")
		} else {
			b.WriteString(w.raw)
		}
	}
	return b.String()
}

func (r *reader) sentence(ws []word) {
	if len(ws) == 0 {
		return
	}
	text := textOf(ws)
	if exampleMark.MatchString(text) {
		return
	}
	cond := false
	props := map[string]bool{}
	or := false
	for i, w := range ws {
		cond = cond || conditional[w.w]
		or = or || w.w == "or"
		if _, p, n := property(ws, i); n > 0 {
			props[p] = true
		}
		if w.w == "zero" {
			props["zero"] = true
		}
	}
	// "-1, 0 or 1 as x is negative, zero or positive": the cases of a
	// list, not a claim about x.
	cases := or && len(props) >= 2
	// "the same elements, but in reverse order; except the k'th": the
	// sentence qualifies what its clauses say.
	except := exceptRe.MatchString(text)
	r.numbers(ws)
	r.absent(ws, text)
	for _, cl := range clauses(ws) {
		if !cond && !cases {
			r.properties(cl)
			r.extremum(cl)
		}
		r.position(cl)
		r.compare(cl)
		r.arrangement(cl, cond, except)
	}
}

// property reads a size or sign word at word i: its kind, its
// property, and how many words it takes.
func property(ws []word, i int) (ClaimKind, string, int) {
	w := ws[i].w
	two := ""
	if i+1 < len(ws) {
		two = w + " " + ws[i+1].w
	}
	switch {
	case w == "non-empty" || w == "nonempty" || two == "not empty":
		return ClaimSize, "non-empty", 1 + b2i(two == "not empty")
	case w == "empty":
		return ClaimSize, "empty", 1
	case w == "positive" || w == "strictly-positive":
		return ClaimSign, "positive", 1
	case w == "negative":
		return ClaimSign, "negative", 1
	case w == "non-negative" || w == "nonnegative" || two == "not negative":
		return ClaimSign, "non-negative", 1 + b2i(two == "not negative")
	case w == "non-zero" || w == "nonzero" || two == "not zero":
		return ClaimSign, "non-zero", 1 + b2i(two == "not zero")
	case w == "natural" && i+1 < len(ws) && strings.HasPrefix(ws[i+1].w, "number"):
		return ClaimSign, "non-negative", 2
	}
	return "", "", 0
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// properties reads size and sign claims: "a non-empty array a",
// "Require that a and b are non-empty", "the returned array is
// non-empty", "the inputs are natural numbers".
func (r *reader) properties(ws []word) {
	for i := 0; i < len(ws); i++ {
		kind, prop, n := property(ws, i)
		if n == 0 {
			continue
		}
		if hedged(ws, i) || i+n < len(ws) && ws[i+n].w == "or" || i > 0 && ws[i-1].w == "or" {
			continue
		}
		if i > 0 && prepositions[ws[i-1].w] && ws[i-1].w != "given" {
			if kind == ClaimSign || ws[i-1].w == "of" {
				continue // "an array of positive integers": the elements
			}
		}
		ret := returnBefore(ws, i)
		var g group
		ok := false
		// Attributive: the property, then what has it. A bare noun
		// ("non-empty arrays") is the parameters only after words that
		// point at them: "the", "given", "input", or an article after
		// a verb ("sort a non-empty array"), not after a count ("two
		// positive integers") or a copula ("is a non-empty sequence":
		// a definition).
		if j := i + n; j < len(ws) && !(kind == ClaimSign && prop == "non-negative" && n == 2) {
			g, _, ok = r.groupAt(ws, j, ret)
			if ok && !r.namedIn(ws, j) && !pointsAt(ws, i) {
				ok = false
			}
		}
		if prop == "non-negative" && n == 2 {
			// "natural numbers": the noun is the property's.
			g, _, ok = group{}, 0, false
		}
		if !ok {
			// Predicative: what has it, "is"/"are", the property.
			k := i - 1
			for k >= 0 && (modals[ws[k].w] || ws[k].w == "to") {
				k--
			}
			if k < 0 || !copulas[ws[k].w] {
				continue
			}
			for k--; k >= 0 && modals[ws[k].w]; k-- {
			}
			g, ok = r.groupBefore(ws, k+1, ret)
			if !ok {
				continue
			}
		}
		g.names = r.fitting(g, kind)
		if len(g.names) == 0 || prop == "empty" && !g.result {
			// An input required to be empty is no requirement: "empty"
			// of an input names a case ("returns 0 for an empty list").
			continue
		}
		r.add(Claim{Kind: kind, Prop: prop, Subjects: g.names, Result: g.result, Phrase: phrase(ws, min(g.from, i), max(i+n, g.from+1))})
	}
}

// namedIn: the noun phrase at j names a parameter or result by name
// within its first words ("array a", "`nums`").
func (r *reader) namedIn(ws []word, j int) bool {
	for k := j; k < len(ws) && k <= j+3; k++ {
		if _, _, ok := r.nameAt(ws, k); ok {
			return true
		}
		if !(adjectives[ws[k].w] || isTypeNoun(ws[k].w) || inputNouns[ws[k].w]) {
			return false
		}
	}
	return false
}

// pointsAt: the words before the property at i point at a parameter or
// result: "the", "given", "input", "returned", or "a"/"an" after a verb.
func pointsAt(ws []word, i int) bool {
	k := i - 1
	for k >= 0 && adjectives[ws[k].w] {
		k--
	}
	if k < 0 {
		return false
	}
	switch w := ws[k].w; {
	case pointers[w]:
		return true
	case w == "a" || w == "an":
		if k == 0 {
			return false
		}
		prev := ws[k-1].w
		return !copulas[prev] && prev != "of" && prev != "two" && numberWords[prev] == 0 && !strings.HasSuffix(prev, "ly")
	}
	return false
}

// groupBefore finds the noun phrase that ends at word end (exclusive).
func (r *reader) groupBefore(ws []word, end int, ret bool) (group, bool) {
	// The longest phrase that ends there: "a and b are", not "b are".
	for start := max(0, end-6); start < end; start++ {
		if g, stop, ok := r.groupAt(ws, start, ret && !prepBefore(ws, start)); ok && stop == end {
			// Extend over determiners before it ("the returned array").
			for start > 0 && determiners[ws[start-1].w] {
				start--
				if g2, stop2, ok2 := r.groupAt(ws, start, ret); ok2 && stop2 == end {
					g = g2
				}
			}
			g.from = start
			return g, true
		}
	}
	return group{}, false
}

func prepBefore(ws []word, i int) bool {
	return i > 0 && prepositions[ws[i-1].w]
}

// returnBefore: a verb of returning comes before word i in its clause,
// with no preposition between ("Return an empty sequence"), so the
// noun after i is what is returned.
func returnBefore(ws []word, i int) bool {
	for k := i - 1; k >= 0; k-- {
		if returnVerbs[ws[k].w] {
			return true
		}
		if prepositions[ws[k].w] && !determiners[ws[k].w] {
			return false
		}
	}
	return false
}

// hedged: the words before i make the property a possibility, not a
// claim ("possibly empty", "can be either positive or negative").
func hedged(ws []word, i int) bool {
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if hedges[ws[k].w] {
			return true
		}
	}
	return false
}

// fitting keeps the subjects a property can be of: sizes of collections,
// signs of numbers.
func (r *reader) fitting(g group, kind ClaimKind) []string {
	var out []string
	for _, n := range g.names {
		t := r.typeOf(n)
		if t == nil {
			continue
		}
		switch kind {
		case ClaimSize:
			if kindIn(t, []ir.Kind{ir.KSeq, ir.KArray, ir.KString, ir.KSet, ir.KMultiset, ir.KMap}) {
				out = append(out, n)
			}
		case ClaimSign:
			if kindIn(t, []ir.Kind{ir.KInt, ir.KNat, ir.KReal, ir.KBitvector, ir.KFloat, ir.KTypeParam}) {
				out = append(out, n)
			}
		default:
			out = append(out, n)
		}
	}
	if len(out) != len(g.names) {
		return nil // "both inputs are positive" where one is a list: unclear
	}
	return out
}

func (r *reader) typeOf(name string) *ir.Type { return paramType(r.c, name) }

// paramType is the type of c's parameter or result name (nil: none).
func paramType(c *ir.Contract, name string) *ir.Type {
	for _, ps := range [][]ir.Param{c.Params, c.Results} {
		for _, p := range ps {
			if p.Name == name {
				return p.Type
			}
		}
	}
	return nil
}

var (
	maxWords   = set("largest", "biggest", "greatest", "maximum", "max", "highest", "maximal")
	minWords   = set("smallest", "least", "minimum", "min", "lowest", "minimal", "fewest")
	elemNouns  = set("element", "elements", "value", "values", "number", "numbers", "item", "items", "entry", "entries", "integer", "integers", "one")
	indexNouns = set("index", "indices", "indexes", "position", "positions", "location", "count", "number", "length", "size")
)

// extremum reads "the largest element of s", "the minimum of x and y",
// "the smallest difference": a claim on the one result.
func (r *reader) extremum(ws []word) {
	res := r.oneResult()
	if res == "" {
		return
	}
	for i, w := range ws {
		prop := ""
		switch {
		case maxWords[w.w]:
			prop = "largest"
		case minWords[w.w]:
			prop = "smallest"
		}
		if prop == "" || w.code || i > 0 && (ws[i-1].w == "at" || ordinals[ws[i-1].w] || ws[i-1].w == "the" && i > 1 && indexNouns[ws[i-2].w]) {
			continue
		}
		if hedged(ws, i) || !r.extremumIsResult(ws, i) {
			continue
		}
		// "the index of the largest": the result is where, not what.
		skip := false
		for k := max(0, i-4); k < i; k++ {
			skip = skip || indexNouns[ws[k].w] && ws[k].w != "number"
		}
		if skip {
			continue
		}
		noun := next(ws, i+1)
		j := i + 1
		if elemNouns[noun] || noun == "of" || noun == "in" {
			if noun != "of" && noun != "in" {
				j++
			}
			noun = ""
		} else if noun == "" || prepositions[noun] || noun == "and" {
			noun = ""
		} else {
			j++
		}
		if noun != "" && (indexNouns[noun] || strings.HasSuffix(noun, "ing")) {
			continue
		}
		var of []string
		end := j + 2
		if j < len(ws) && (ws[j].w == "of" || ws[j].w == "in" || ws[j].w == "among" || ws[j].w == "from") {
			if g, stop, ok := r.groupAt(ws, j+1, false); ok && !g.result {
				of, end = g.names, stop
			}
		}
		if noun == "" && len(of) == 0 {
			continue
		}
		if noun != "" {
			of = nil
		}
		r.add(Claim{Kind: ClaimExtremum, Prop: prop, Subjects: []string{res}, Result: true, Of: of, Noun: noun, Phrase: phrase(ws, i-1, end)})
	}
}

// extremumIsResult: the extremum word at i is what is returned: right
// after a verb of returning ("return the largest", "find the value of
// the maximum") or after the result and a copula ("the result is the
// smallest"), over determiners. "The difference between the maximum and
// …", "larger than the smallest" are not.
func (r *reader) extremumIsResult(ws []word, i int) bool {
	k := i - 1
	for k >= 0 && (determiners[ws[k].w] && !resultNouns[ws[k].w] || ws[k].w == "value" || ws[k].w == "element" || ws[k].w == "of") {
		if ws[k].w == "of" && !(k > 0 && (ws[k-1].w == "value" || ws[k-1].w == "element")) {
			return false
		}
		k--
	}
	if k < 0 {
		return false
	}
	if returnVerbs[ws[k].w] {
		return true
	}
	if copulas[ws[k].w] && k > 0 {
		if resultNouns[ws[k-1].w] {
			return true
		}
		if _, res, ok := r.nameAt(ws, k-1); ok && res {
			return true
		}
	}
	return false
}

// oneResult is the contract's only result that is not a Boolean, or "".
func (r *reader) oneResult() string {
	if len(r.c.Results) != 1 || r.c.Results[0].Type == nil || r.c.Results[0].Type.Kind == ir.KBool {
		return ""
	}
	return r.c.Results[0].Name
}

var ordinals = set("second", "third", "kth", "k-th", "nth", "n-th", "next")

var occurrence = set("occurrence", "occurence", "occurance", "appearance", "occurrences", "match", "instance", "time", "index", "position")

// position reads "the index of its first occurrence", "the last
// index": a claim on an integer result.
func (r *reader) position(ws []word) {
	res := r.oneResult()
	if res == "" || !kindIn(r.typeOf(res), []ir.Kind{ir.KInt, ir.KNat}) {
		return
	}
	for i, w := range ws {
		if (w.w != "first" && w.w != "last") || i+1 >= len(ws) {
			continue
		}
		if !occurrence[ws[i+1].w] && !(i+2 < len(ws) && occurrence[ws[i+2].w]) {
			continue
		}
		r.add(Claim{Kind: ClaimPosition, Prop: w.w, Subjects: []string{res}, Result: true, Phrase: phrase(ws, i, i+3)})
	}
}

var (
	lessWords    = set("less", "smaller", "fewer", "lower")
	greaterWords = set("greater", "larger", "bigger", "more", "higher", "further")
)

// compare reads "less than the threshold", "greater than k": a relation
// with a parameter, named.
func (r *reader) compare(ws []word) {
	for i := 0; i+2 < len(ws); i++ {
		prop := ""
		switch {
		case lessWords[ws[i].w] && ws[i+1].w == "than":
			prop = "less"
		case greaterWords[ws[i].w] && ws[i+1].w == "than":
			prop = "greater"
		}
		if prop == "" || hedged(ws, i) {
			continue
		}
		j := i + 2
		orEqual := ""
		if j+2 < len(ws) && ws[j].w == "or" && ws[j+1].w == "equal" {
			orEqual = "or-equal"
			j += 3
			if j < len(ws) && ws[j].w == "to" {
				j++
			}
		}
		for j < len(ws) && (determiners[ws[j].w] || ws[j].w == "provided") {
			j++
		}
		if j >= len(ws) {
			continue
		}
		n, res, ok := r.nameAt(ws, j)
		if j+1 < len(ws) && strings.ContainsAny(ws[j+1].w, "+-*/%^[(") {
			continue // "greater than dStart + len": not the parameter itself
		}
		if !ok || res || !kindIn(r.typeOf(n), []ir.Kind{ir.KInt, ir.KNat, ir.KReal, ir.KFloat, ir.KBitvector}) {
			continue
		}
		r.add(Claim{Kind: ClaimCompare, Prop: prop, Of: []string{n}, Noun: orEqual, Phrase: phrase(ws, i, j+1)})
	}
}

var absentWords = lazyre.New(`(?i)\b(not found|not present|absent|does not exist|doesn't exist|no such|not in the|is not in|isn't in|not contain|does not occur|doesn't occur|missing|no occurrence|not exist|cannot be found|can't be found)\b`)

// absent reads "return -1 if the key is not found".
func (r *reader) absent(ws []word, text string) {
	res := r.oneResult()
	t := r.typeOf(res)
	if res == "" || !kindIn(t, []ir.Kind{ir.KInt, ir.KDatatype}) {
		return
	}
	if !absentWords.MatchString(text) {
		return
	}
	for i, w := range ws {
		switch {
		case t.Kind == ir.KInt && w.num != nil && w.num.Sign() < 0 && !w.op:
			r.add(Claim{Kind: ClaimAbsent, Subjects: []string{res}, Result: true, Value: w.num, Phrase: phrase(ws, max(0, i-2), i+6)})
		case t.Kind == ir.KDatatype && nothingWords[w.w]:
			// "or None if key is absent": the option's empty case (the
			// check asks the evaluator; a type without one is skipped).
			r.add(Claim{Kind: ClaimAbsent, Prop: "nothing", Subjects: []string{res}, Result: true, Phrase: phrase(ws, max(0, i-2), i+6)})
		}
	}
}

// nothingWords name the empty case of an optional result.
var nothingWords = set("none", "nothing", "null", "nil")

// numbers reads the numbers a sentence names, in digits or words, that
// state something: not a count of the parameters ("two integers"), not
// part of a formula (10^9), a name ("Python 3") or a compound ("32-bit").
func (r *reader) numbers(ws []word) {
	for i, w := range ws {
		var v *big.Int
		switch {
		case w.code:
			continue
		case w.num != nil:
			if w.op || strings.Contains(w.raw[1:], "-") {
				continue
			}
			v = w.num
		case multipliers[w.w] != 0:
			// A factor applied to something: "Double the input",
			// "triple each element", "is double x"; not "a double
			// loop" or "the triple (a, b, c)".
			if n := next(ws, i+1); !(factorObjects[n] || r.namesAt(ws, i+1)) {
				continue
			}
			r.add(Claim{Kind: ClaimNumber, Value: big.NewInt(multipliers[w.w]), Phrase: phrase(ws, i, i+3)})
			continue
		case numberWords[w.w] != 0 || w.w == "zero":
			if i > 0 && (ws[i-1].w == "non" || ws[i-1].w == "not") {
				continue
			}
			v = big.NewInt(numberWords[w.w])
		default:
			continue
		}
		if i+1 < len(ws) && (ws[i+1].w == "-" || ws[i+1].w == "th" || ws[i+1].w == "%") {
			continue
		}
		lead, ok := numberLeadAt(ws, i)
		if !ok || r.countsSignature(ws, i, v) {
			continue
		}
		if w.num == nil && lead != "first" && lead != "last" && lead != "exactly" && pluralNear(ws, i) {
			continue // "by two indices": a count of things
		}
		cl := Claim{Kind: ClaimNumber, Value: v, Phrase: phrase(ws, max(0, i-3), i+3)}
		// A value returned ("return 0", "otherwise -7", "the result is
		// 5"): the evaluator can ask the postcondition about it.
		if returnVerbs[lead] && lead != "ensure" && lead != "ensures" || lead == "otherwise" || lead == "else" ||
			copulas[lead] && r.resultBefore(ws, i) {
			cl.Result = true
			if conditionalIn(ws) {
				cl.Prop = "conditional"
			}
		}
		r.add(cl)
	}
}

func (r *reader) namesAt(ws []word, i int) bool {
	if i >= len(ws) {
		return false
	}
	_, _, ok := r.nameAt(ws, i)
	return ok
}

// pluralNear: a plural noun follows word i closely.
func pluralNear(ws []word, i int) bool {
	for j := i + 1; j < len(ws) && j <= i+2; j++ {
		w := ws[j].w
		if _, plural, ok := typeNoun(w); ok && plural || strings.HasSuffix(w, "s") && len(w) > 3 && !verbLike[w] {
			return true
		}
	}
	return false
}

func conditionalIn(ws []word) bool {
	for _, w := range ws {
		if conditional[w.w] || w.w == "for" || w.w == "on" {
			return true
		}
	}
	return false
}

// resultBefore: the words before the copula before word i name the
// result ("the result is 5", "r is 0").
func (r *reader) resultBefore(ws []word, i int) bool {
	for k := i - 1; k >= 0 && k >= i-5; k-- {
		if resultNouns[ws[k].w] {
			return true
		}
		if _, res, ok := r.nameAt(ws, k); ok && res {
			return true
		}
	}
	return false
}

// multipliers are verbs and adverbs that name a factor.
var multipliers = map[string]int64{"double": 2, "doubles": 2, "doubled": 2, "doubling": 2,
	"triple": 3, "triples": 3, "tripled": 3, "tripling": 3, "quadruple": 4, "quadruples": 4, "quadrupled": 4}

// numberLead are the words after which a number states a value: what is
// returned, what something is, becomes or is divided by, how many
// exactly, how long ("return 0", "is -1", "set to 60", "divided by 8",
// "from 1 to 34", "the first two", "of length 10"). Elsewhere a number
// is as often a count of things ("two integers"), an index in passing
// ("index 0 up to") or part of a name, and says nothing checkable.
var numberLead = set("return", "returns", "returned", "returning", "output", "outputs", "yield", "yields", "give", "gives",
	"is", "be", "are", "equals", "equal", "to", "with", "by", "exactly", "first", "last", "length", "size", "otherwise", "else", "becomes", "become")

// numberLeadAt is the lead word of the number at i, over determiners
// and a noun of value ("return the integer 7"), if it is one.
func numberLeadAt(ws []word, i int) (string, bool) {
	k := i - 1
	for k >= 0 && (ws[k].w == "the" || ws[k].w == "a" || ws[k].w == "an" || ws[k].w == "integer" || ws[k].w == "value" || ws[k].w == "number") {
		k--
	}
	if k < 0 {
		return "", false
	}
	if ws[k].w == "to" && k > 0 && (ws[k-1].w == "up" || ws[k-1].w == "due") {
		return "", false
	}
	return ws[k].w, numberLead[ws[k].w]
}

// countsSignature: "two integers", "both arrays", "returns two values":
// a number that counts the parameters or results of the kind named
// after it describes the signature, not the behaviour.
func (r *reader) countsSignature(ws []word, i int, v *big.Int) bool {
	if !v.IsInt64() || v.Int64() < 2 || v.Int64() > 10 {
		return false
	}
	n := int(v.Int64())
	for j := i + 1; j < len(ws) && j <= i+3; j++ {
		w := ws[j].w
		kinds, plural, ok := typeNoun(w)
		if !ok {
			plural = strings.HasSuffix(w, "s") && len(w) > 3 && !verbLike[w]
		}
		if !plural {
			continue
		}
		count := func(ps []ir.Param) int {
			k := 0
			for _, p := range ps {
				if kinds == nil || kindIn(p.Type, kinds) {
					k++
				}
			}
			return k
		}
		return count(r.c.Params) == n || count(r.c.Results) == n || len(r.c.Params) == n || len(r.c.Results) == n
	}
	return false
}

// verbLike are words ending in s that are not plural nouns.
var verbLike = set("does", "was", "has", "is", "returns", "contains", "takes", "gives", "makes", "less", "unless", "always", "times")

var (
	// "sort" alone is a noun as often ("a sort of"): only as a verb.
	sortedWords = lazyre.New(`(?i)\b(sorts|sorted|sorting)\b|^sort\b|\b(to|and|then|should|must|will) sort\b|\b(non-decreasing|nondecreasing|ascending|increasing) order\b`)
	permWords   = lazyre.New(`(?i)\b(permutation|permutes|rearrang\w*|same (multi)?set of elements|same elements)\b`)
	inPlaceRe   = lazyre.New(`(?i)\bin[- ]place\b`)
	// exceptRe: "the same elements, but the k'th removed": not all of them.
	exceptRe = lazyre.New(`(?i)\bbut\b|\bexcept|\bwithout\b|\bremov|\bother than\b|\bapart from\b|\bomit|\bexclud|\bfilter`)
)

// arrangement reads "sorts the array in place", "a permutation of the
// input", "in non-decreasing order": claims on the collection a method
// returns or changes.
func (r *reader) arrangement(ws []word, cond, except bool) {
	t := textOf(ws)
	subject := r.arranged()
	if subject == "" || cond {
		return
	}
	if inPlaceRe.MatchString(t) && !hedgedWords(ws) {
		r.add(Claim{Kind: ClaimInPlace, Subjects: []string{subject}, Result: true, Phrase: inPlaceRe.FindString(t)})
	}
	if m := sortedWords.FindString(t); m != "" && !hedgedWords(ws) && !strings.Contains(strings.ToLower(t), "sorted array") && !strings.Contains(strings.ToLower(t), "sorted list") {
		if returnsOrChanges(ws) {
			r.add(Claim{Kind: ClaimOrder, Prop: "sorted", Subjects: []string{subject}, Result: true, Phrase: m})
		}
	}
	if m := permWords.FindString(t); m != "" && !hedgedWords(ws) && !except {
		r.add(Claim{Kind: ClaimPerm, Subjects: []string{subject}, Result: true, Phrase: m})
	}
}

// arrangementHedges make a sentence's order or arrangement a possibility
// or a case, not a claim ("need not be sorted", "if sorted").
var arrangementHedges = set("not", "possibly", "may", "might", "if", "whether", "no")

func hedgedWords(ws []word) bool {
	for _, w := range ws {
		if arrangementHedges[w.w] {
			return true
		}
	}
	return false
}

func returnsOrChanges(ws []word) bool {
	for _, w := range ws {
		if returnVerbs[w.w] || w.w == "sort" || w.w == "sorts" || w.w == "sorted" || w.w == "sorting" {
			return true
		}
	}
	return false
}

// arranged is the collection a sort or rearrangement produces: the one
// modified parameter, or the one collection result.
func (r *reader) arranged() string {
	if len(r.c.Modified) == 1 && len(r.c.Results) == 0 {
		if kindIn(r.typeOf(r.c.Modified[0]), []ir.Kind{ir.KArray, ir.KSeq}) {
			return r.c.Modified[0]
		}
	}
	if len(r.c.Modified) == 0 && len(r.c.Results) == 1 && kindIn(r.c.Results[0].Type, []ir.Kind{ir.KArray, ir.KSeq}) {
		return r.c.Results[0].Name
	}
	return ""
}
