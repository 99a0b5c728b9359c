package analyzers

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/specfaith/specfaith/spec"
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
func (a *Attack) oneSided(sev spec.Severity) {
	c := a.c
	if len(c.Results) != 1 || a.mixed != nil || c.Results[0].Type == nil {
		return
	}
	if k := c.Results[0].Type.Kind; k != spec.KInt && k != spec.KNat {
		return
	}
	if dependentSignature(c) {
		return // a type such as Fin (n + 1) may bound what the clauses do not
	}
	if !uniqueResult(c) {
		// "Return any y > x", or nothing said: a one-sided bound may be
		// the design; when in doubt, report less.
		return
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
				if dir < 0 && c.Results[0].Type.Kind == spec.KNat && v.Sign() < 0 {
					all = false
					break
				}
				if a.evalPost(nil, c.Ensures(), a.inputs[i], []spec.Value{spec.Int{V: v, Signed: true}}) != spec.True {
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
				shown = fmt.Sprintf("%s: %s = %s", BindingsText(a.inputs[i]), c.Results[0].Name, strings.Join(vals, ", "))
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
		return
	}
}

// extremeAccepted is the smallest (dir > 0) or largest (dir < 0) integer
// candidate the postcondition accepted on input i.
func (a *Attack) extremeAccepted(i int, row []spec.Status, dir int64) (*big.Int, bool) {
	var best *big.Int
	for k, st := range row {
		if st != spec.True || k >= len(a.cands[i]) || len(a.cands[i][k].vals) != 1 {
			continue
		}
		v, ok := a.cands[i][k].vals[0].(spec.Int)
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
	uniqueWords  = regexp.MustCompile(`(?i)\b(the (largest|smallest|maximum|minimum|max|min|greatest|least|biggest|highest|lowest|first|last|index|position|sum|product|count|number of|length|square root|value of|average|mean)|maximum|minimum|largest|smallest|greatest|argmax|argmin)\b`)
	severalWords = regexp.MustCompile(`(?i)\b(any|some|many|several|relational|one of|an? (upper|lower) bound|a bound|at least|at most|no (more|less|greater|smaller|larger) than|an? (integer|number|value|natural|index|element) (that|which|greater|less|larger|smaller|above|below|at))\b`)
	nameParts    = map[string]bool{"max": true, "min": true, "maximum": true, "minimum": true, "largest": true, "smallest": true,
		"greatest": true, "argmax": true, "argmin": true, "sum": true, "count": true, "product": true, "average": true, "avg": true, "mean": true,
		"length": true, "len": true, "sqrt": true, "gcd": true, "lcm": true, "fib": true, "fibonacci": true, "factorial": true}
	namePart = regexp.MustCompile(`[A-Z]?[a-z]+|[A-Z]+`)
)

// uniqueResult says the contract's result is meant to be one value: its
// requirement says so ("the largest", "the minimum"), or, without a
// requirement, a part of its name does (Max, find_min, SumOfDivisors).
// Wording that admits several ("any", "some", "an upper bound") wins.
func uniqueResult(c *spec.Contract) bool {
	req := c.Requirement
	switch {
	case severalWords.MatchString(req):
		return false
	case uniqueWords.MatchString(req):
		return true
	case strings.TrimSpace(req) != "":
		return false
	}
	return nameSaysValue(c.Name)
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
func dependentSignature(c *spec.Contract) bool {
	for _, n := range c.TypeNames {
		for _, p := range c.Params {
			if p.Name == n {
				return true
			}
		}
	}
	return false
}
