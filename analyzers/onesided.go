package analyzers

import (
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"math/big"
	"strings"

	"github.com/specfaith/specfaith/ir"
)

// CodeOneSided: the postcondition bounds an integer result on one side
// only. The textbook weak maximum, `ensures forall i :: s[i] <= m`, says
// m is at least every element but not that it is one of them: with m it
// accepts m + 1, m + 1000, … on every input.
const CodeOneSided = "one-sided-output"

// farSteps are how far beyond an accepted value the check goes.
var farSteps = []int64{1, 1000, 1000000}

// oneSided looks, on a contract with one integer result, for a side on
// which the postcondition never stops accepting: on every admitted input
// where it accepts some candidate, it also accepts that value plus (or
// minus) each of farSteps. The claim covers the inputs tried and the
// values probed, and says so.
func (a *Attack) oneSided(sev ir.Severity) bool {
	c := a.c
	if !a.oneIntResult() {
		return false
	}
	if !uniqueResult(c) {
		// "Return any y > x", or nothing said: a one-sided bound may be
		// the design; when in doubt, report less.
		return false
	}
	for _, dir := range []int64{1, -1} {
		held, decided := 0, 0
		var shown string
		for i, row := range a.accepted {
			ref, ok := a.extremeAccepted(i, row, dir)
			if !ok {
				continue // nothing accepted here: no claim about this input
			}
			decided++
			all := true
			vals := []string{ref.String()}
			for _, d := range farSteps {
				v := new(big.Int).Add(ref, big.NewInt(dir*d))
				if dir < 0 && c.Results[0].Type.Kind == ir.KNat && v.Sign() < 0 {
					all = false
					break
				}
				if a.evalPost(a.cancel, a.postOn(i), a.inputs[i], []ir.Value{ir.Int{V: v, Signed: true}}) != ir.True {
					all = false
					break
				}
				vals = append(vals, v.String())
			}
			if !all {
				held = -1
				break
			}
			held++
			if shown == "" {
				shown = fmt.Sprintf("%s: %s = %s", a.bindText(a.inputs[i]), c.Results[0].Name, strings.Join(vals, ", "))
			}
		}
		if held < 2 || held != decided {
			continue
		}
		side, sign, extreme := "from below", "+", "smallest"
		if dir < 0 {
			side, sign, extreme = "from above", "-", "largest"
		}
		var steps []string
		for _, d := range farSteps {
			steps = append(steps, fmt.Sprintf("%s %d", sign, d))
		}
		r := c.Results[0].Name
		a.add(Finding{Code: CodeOneSided, Severity: sev, R: postRange(c),
			Message: fmt.Sprintf("postcondition bounds %s only %s: on each of the %d inputs tried, with the %s candidate it accepts it also accepts that value %s (%s), so on those inputs it does not pin %s to one value",
				r, side, held, extreme, strings.Join(steps, ", "), shown, r),
			Evidence: a.evidence(CodeOneSided, held, len(a.accepted), "admitted inputs")})
		return true
	}
	return false
}

// oneIntResult says c has one integer result, no modified parameter
// beside it, and no type that names a parameter (Fin (n + 1) may bound
// what the clauses do not).
func (a *Attack) oneIntResult() bool {
	c := a.c
	if len(c.Results) != 1 || a.mixed != nil || c.Results[0].Type == nil {
		return false
	}
	if k := c.Results[0].Type.Kind; k != ir.KInt && k != ir.KNat {
		return false
	}
	return !dependentSignature(c)
}

// CodeNotUnique: the requirement (or the name) asks for one value — "the
// smallest difference", "the index of its first occurrence" — and the
// postcondition accepts two different ones on an input tried.
const CodeNotUnique = "output-not-unique"

// notUnique looks for inputs on which the postcondition accepts two
// different integer results although the requirement names one value.
// Both values were checked against the postcondition on that input;
// the claim covers those inputs. An index of an extremum is left out
// unless the requirement says which one (first, last): with equal
// elements several indices are right.
func (a *Attack) notUnique(sev ir.Severity) {
	c := a.c
	if !a.oneIntResult() {
		a.elementsNotUnique(sev)
		return
	}
	why, ok := uniqueWhy(c)
	if !ok || ambiguousIndex(c) {
		return
	}
	if resultIndexes(c) && !whichWords.MatchString(strings.ToLower(c.Requirement+" "+c.Name)) {
		return // an index (a[k] in the clauses): with equal elements several are right
	}
	var on []int
	var lo, hi *big.Int
	shown := -1
	for i, row := range a.accepted {
		l, ok1 := a.extremeAccepted(i, row, 1)
		h, ok2 := a.extremeAccepted(i, row, -1)
		if !ok1 || !ok2 || l.Cmp(h) == 0 {
			continue
		}
		if a.outsideEveryHypothesis([]int{i}) {
			continue // no clause speaks here: outside the spec's domain
		}
		// The example shown is the closest pair: two neighbouring values
		// read as the clearest gap, and tend to come from inputs the
		// clauses constrain most (inside the spec's intended domain).
		if on == nil || new(big.Int).Sub(h, l).Cmp(new(big.Int).Sub(hi, lo)) < 0 {
			lo, hi, shown = l, h, i
		}
		on = append(on, i)
	}
	if len(on) == 0 {
		return
	}
	r := c.Results[0].Name
	more := ""
	if len(on) > 1 {
		more = fmt.Sprintf(" (and on %d more of the %d inputs tried)", len(on)-1, len(a.accepted))
	}
	a.add(Finding{Code: CodeNotUnique, Severity: sev, R: postRange(c),
		Message: fmt.Sprintf("postcondition accepts both %s = %s and %s = %s for %s%s: it does not pin %s to one value, while %s",
			r, lo, r, hi, a.bindText(a.inputs[shown]), more, r, why),
		Evidence: a.evidence(CodeNotUnique, len(on), len(a.accepted), "admitted inputs")})
}

// extremeAccepted is the smallest (dir > 0) or largest (dir < 0) integer
// candidate the postcondition accepted on input i.
func (a *Attack) extremeAccepted(i int, row []ir.Status, dir int64) (*big.Int, bool) {
	var best *big.Int
	for k, st := range row {
		if st != ir.True || k >= len(a.cands[i]) || len(a.cands[i][k].vals) != 1 {
			continue
		}
		v, ok := a.cands[i][k].vals[0].(ir.Int)
		if !ok {
			continue
		}
		if best == nil || dir > 0 && v.V.Cmp(best) < 0 || dir < 0 && v.V.Cmp(best) > 0 {
			best = v.V
		}
	}
	return best, best != nil
}

// Words of a requirement that make its result one value, words that
// admit several, and parts of a contract's name that make it one value.
var (
	uniqueWords  = lazyre.New(`(?i)\b(the (largest|smallest|maximum|minimum|max|min|greatest|least|biggest|highest|lowest|first|last|index|position|sum|product|count|number of|length|square root|value of|average|mean|median)|maximum|minimum|largest|smallest|greatest|median|argmax|argmin)\b`)
	severalWords = lazyre.New(`(?i)\b((return|returns|output|outputs|give|gives|yield|yields|pick|picks|choose|chooses|find|finds) (any|some)|any (one|value|integer|number|natural|index|element|result|such|of them)|some (value|integer|number|natural|index|element|result)|many|several|relational|one of|an? (upper|lower) bound|a bound|at least|at most|no (more|less|greater|smaller|larger) than|an? (integer|number|value|natural|index|element) (that|which|greater|less|larger|smaller|above|below|at))\b`)
	nameParts    = map[string]bool{"max": true, "min": true, "maximum": true, "minimum": true, "largest": true, "smallest": true,
		"greatest": true, "argmax": true, "argmin": true, "sum": true, "count": true, "product": true, "average": true, "avg": true, "mean": true, "median": true,
		"length": true, "len": true, "sqrt": true, "gcd": true, "lcm": true, "fib": true, "fibonacci": true, "factorial": true}
	namePart   = lazyre.New(`[A-Z]?[a-z]+|[A-Z]+`)
	indexWords = lazyre.New(`argmax|argmin|arg_max|arg_min|\bindex|\bposition|\bidx`)
	whichWords = lazyre.New(`\b(first|last|leftmost|rightmost|smallest index|largest index|lowest index|highest index)\b`)
)

// uniqueResult says the contract's result is meant to be one value: its
// requirement says so ("the largest", "the minimum"), or, without a
// requirement, a part of its name does (Max, find_min, SumOfDivisors).
// Wording that admits several ("any", "some", "an upper bound") wins.
func uniqueResult(c *ir.Contract) bool {
	_, ok := uniqueWhy(c)
	return ok
}

// uniqueWhy is uniqueResult with the words that decided it, as a clause
// a finding can end with.
func uniqueWhy(c *ir.Contract) (string, bool) {
	req := c.Requirement
	switch {
	case strings.TrimSpace(req) == "":
		// (neither pattern matches an empty text; compiling them costs a
		// tenth of a small file's check)
	case severalWords.MatchString(req):
		return "", false
	case uniqueWords.MatchString(req):
		return fmt.Sprintf("the requirement says %q", phraseAt(req, uniqueWords.FindStringIndex(req)[0])), true
	default:
		return "", false
	}
	if nameSaysValue(c.Name) {
		return fmt.Sprintf("the name %s names one value", c.Name), true
	}
	return "", false
}

// resultIndexes says a clause indexes a sequence with the result
// (ensures a[k] >= …): the result is a position.
func resultIndexes(c *ir.Contract) bool {
	names := map[string]bool{c.Results[0].Name: true}
	found := false
	for _, cl := range c.Ensures() {
		ir.Inspect(cl.Expr, func(e ir.Expr) bool {
			if ix, ok := e.(*ir.Index); ok && !found {
				for _, arg := range ix.Args {
					if ir.MentionsAny(arg, names) {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// phraseAt is req from i to the end of its clause (a comma, a period),
// at most eight words: what a finding quotes.
func phraseAt(req string, i int) string {
	t := req[i:]
	if k := strings.IndexAny(t, ".,;:\n"); k >= 0 {
		t = t[:k]
	}
	if w := strings.Fields(t); len(w) > 8 {
		t = strings.Join(w[:8], " ") + " …"
	}
	return strings.TrimSpace(t)
}

// ambiguousIndex says the result is an index or position of an extremum
// or an element and the requirement does not say which one (first, last):
// with equal elements several are right.
func ambiguousIndex(c *ir.Contract) bool {
	low := strings.ToLower(c.Requirement + " " + c.Name)
	if !indexWords.MatchString(low) {
		return false
	}
	return !whichWords.MatchString(low)
}

// nameSaysValue says a part of a contract's name names one value (Max,
// find_min, SumOfDivisors, ComputeAvg).
func nameSaysValue(name string) bool {
	for _, p := range namePart.FindAllString(name, -1) {
		if nameParts[strings.ToLower(p)] {
			return true
		}
	}
	return false
}

// dependentSignature says the signature's types name a parameter (Lean's
// Fin (n + 1), Vector α n): the type bounds values the clauses need not.
func dependentSignature(c *ir.Contract) bool {
	for _, n := range c.TypeNames {
		for _, p := range c.Params {
			if p.Name == n {
				return true
			}
		}
	}
	return false
}

// elementsNotUnique is notUnique for a result that is a sequence of
// integers (a running maximum, prefix sums): on an input tried, one
// element of an accepted output may be changed to another integer and
// still be accepted, while the requirement names one value for it ("the
// largest element so far").
func (a *Attack) elementsNotUnique(sev ir.Severity) {
	c := a.c
	if len(c.Results) != 1 || a.mixed != nil || c.Results[0].Type == nil || dependentSignature(c) {
		return
	}
	rt := c.Results[0].Type
	if rt.Elem == nil || rt.Elem.Kind != ir.KInt && rt.Elem.Kind != ir.KNat || rt.Kind != ir.KSeq && rt.Kind != ir.KArray {
		return
	}
	// The requirement's words, not the name: MaxLengthList names a list
	// of the input, and with ties several are right.
	why, ok := uniqueWhy(c)
	if !ok || strings.TrimSpace(c.Requirement) == "" {
		return
	}
	type pair struct {
		in, k  int
		lo, hi ir.Value
		seq    ir.Value
	}
	var found []pair
	for i, row := range a.accepted {
		if len(found) >= maxPositions {
			break
		}
		base := -1
		for j, st := range row {
			if st == ir.True {
				base = j
				break
			}
		}
		if base < 0 || a.outsideEveryHypothesis([]int{i}) {
			continue
		}
		vals := a.cands[i][base].vals
		el, ok := ir.AsSeq(vals[0])
		if !ok {
			continue
		}
		for k := 0; k < len(el) && k < maxPositions; k++ {
			cur, ok := el[k].(ir.Int)
			if !ok {
				continue
			}
			// The neighbours first: the closest pair reads best.
			for _, d := range []int64{1, -1, 2, -2, 10, -10} {
				v, err := ir.Coerce(ir.NewInt(new(big.Int).Add(cur.V, big.NewInt(d)).Int64()), rt.Elem)
				if err != nil || ir.Equal(v, el[k]) {
					continue
				}
				out := []ir.Value{withElem(vals[0], k, v)}
				if a.evalPost(a.cancel, a.postOn(i), a.inputs[i], out) == ir.True {
					lo, hi := el[k], v
					if d < 0 {
						lo, hi = v, el[k]
					}
					found = append(found, pair{in: i, k: k, lo: lo, hi: hi, seq: vals[0]})
					break
				}
			}
			if len(found) > 0 && found[len(found)-1].in == i {
				break
			}
		}
	}
	if len(found) == 0 {
		return
	}
	f := found[0]
	r := c.Results[0].Name
	el := fmt.Sprintf("%s[%d]", r, f.k)
	a.notPinned = true
	a.add(Finding{Code: CodeNotUnique, Severity: sev, R: postRange(c),
		Message: fmt.Sprintf("postcondition accepts both %s = %s and %s = %s for %s: it does not pin %s to one value, while %s",
			r, a.vocab().Text(withElem(f.seq, f.k, f.lo)), r, a.vocab().Text(withElem(f.seq, f.k, f.hi)), a.bindText(a.inputs[f.in]), el, why),
		Evidence: a.evidence(CodeNotUnique, len(found), len(a.accepted), "admitted inputs")})
}
