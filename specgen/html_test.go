package specgen

import (
	"regexp"
	"strings"
	"testing"
)

// TestHTMLRankingChangeAndDetails: when the jointly measurable tasks
// reorder the configurations, the ranking marks who moved; a verdict
// cell links to the candidate, whose entry holds the counterexample and
// both specifications; nothing is loaded from elsewhere.
func TestHTMLRankingChangeAndDetails(t *testing.T) {
	v := func(x float64) *Measure { return value(x, "s") }
	// nem: A 0, 1, 1 on t1…t3, B 0.5 on t1 only. On all tasks A leads
	// (0.67 against 0.5); on the one task both measured, B does.
	rows := []Row{
		{Index: 0, ID: "t1", Config: "A", Metrics: map[string]*Measure{MNEM: v(0), MBEq: {Status: OK, Verdict: "not_equivalent", Witness: "weaker than the reference: now accepts x = 7 → y = 0"}}, Spec: "ensures y >= 0"},
		{Index: 1, ID: "t2", Config: "A", Metrics: map[string]*Measure{MNEM: v(1), MBEq: {Status: OK, Verdict: "equivalent"}}},
		{Index: 2, ID: "t3", Config: "A", Metrics: map[string]*Measure{MNEM: v(1), MBEq: {Status: OK, Verdict: "equivalent"}}},
		{Index: 3, ID: "t1", Config: "B", Metrics: map[string]*Measure{MNEM: v(0.5), MBEq: {Status: OK, Verdict: "equivalent"}}},
		{Index: 4, ID: "t2", Config: "B", Metrics: map[string]*Measure{MNEM: unavailable("s", "does not parse")}},
	}
	rep := aggregate(rows)
	rep.References = map[string]string{"t1": "ensures y == x * x"}
	var sb strings.Builder
	rep.WriteHTML(&sb)
	page := sb.String()
	rank := page[strings.Index(page, `id="ranking"`):strings.Index(page, `id="verdicts"`)]
	nem := rank[strings.Index(rank, "<td>nem</td>"):]
	nem = nem[:strings.Index(nem, "</tr>")]
	if !regexp.MustCompile(`<li value="1" class=moved>A .*<li value="2" class=moved>B .*<li value="1" class=moved>B .*<li value="2" class=moved>A `).MatchString(nem) {
		t.Errorf("nem's ranking does not show A and B trading places:\n%s", nem)
	}
	if !strings.Contains(rank, "1 metric(s) rank the configurations differently") {
		t.Errorf("the ranking does not say one metric reorders:\n%s", rank)
	}
	// t1/A's cell is weaker and opens candidate 0, whose entry has the
	// witness and both specifications.
	if !strings.Contains(page, `<a class="cell v-weaker" href="#c0"`) {
		t.Error("t1/A's cell is not a weaker cell linking to #c0")
	}
	entry := page[strings.Index(page, `<tr id="c0">`):]
	entry = entry[:strings.Index(entry, "</tr>")]
	for _, want := range []string{"now accepts x = 7 → y = 0", "ensures y &gt;= 0", "ensures y == x * x"} {
		if !strings.Contains(entry, want) {
			t.Errorf("candidate 0's entry lacks %q:\n%s", want, entry)
		}
	}
	// t3/B has no candidate: an empty cell, not a verdict.
	if !strings.Contains(page, `title="t3, B: no candidate"`) {
		t.Error("t3/B is not shown as missing")
	}
	for _, bad := range []string{"src=", "<link", "@import", "http:", "https:"} {
		if strings.Contains(page, bad) {
			t.Errorf("the page loads something: %s", bad)
		}
	}
}
