package specgen

import (
	"fmt"
	"html"
	"io"
	"math"
	"math/rand"
	"sort"
	"strings"
)

// The HTML report is one self-contained page: nothing is loaded from
// elsewhere, and it prints. It is built around pictures: the metrics per
// configuration with confidence intervals, the rankings on all and on the
// jointly measurable tasks side by side, a task × configuration map of the
// semantic verdicts whose cells open the counterexample and both
// specifications, surface similarity against meaning, and a glossary.

// metricInfo explains a metric to a reader of the report.
type metricInfo struct {
	key, name, what, unavailable string
}

// chartLabel is a metric's short name under the chart.
var chartLabel = map[string]string{MValid: "validity", MNEM: "NEM", MSigF1: "sig. F1", MAtomF1: "atom F1", MGTED: "GTED",
	MBEq: "BEq", MBEqLean: "BEq+", MRreq: "Rreq", MRPlus: "R+", MRMinus: "R−", MBAcc: "BAcc"}

// glossary says what each metric measures; scopes (evaluate.go) says on
// what. Higher is better for every one.
var glossary = []metricInfo{
	{MValid, "validity", "the candidate parses and every name resolves (with --toolchain, then lean or dafny accepts it)", "never: a candidate that does not parse scores 0"},
	{MNEM, "normalised exact match", "the candidate's text equals the reference's after normalising comments, fences, names and whitespace", "the candidate or reference does not parse"},
	{MSigF1, "signature F1", "overlap of the functions, constructors, fields and operators used", "the candidate or reference does not parse"},
	{MAtomF1, "logical-atom F1", "overlap of the atomic conditions (variables renamed by role)", "the candidate or reference does not parse"},
	{MGTED, "tree-edit similarity", "1 − tree edit distance / larger tree size, on the resolved syntax trees", "the candidate or reference does not parse"},
	{MBEq, "bounded equivalence", "share of candidates found equivalent to the reference on every input and output tried; a counterexample is definite, equivalence is not a proof", "the search decided nothing (then unknown)"},
	{MBEqLean, "BEq+ by lean", "lean proves both implications (decide, simp, omega)", "lean is not installed or --toolchain was not given"},
	{MRreq, "required-input recall", "the reference's required inputs the candidate's precondition accepts", "the task lists no required inputs"},
	{MRPlus, "positive-test recall", "the reference's intended input/output pairs the candidate accepts", "the task lists no intended pairs, or none could be decided"},
	{MRMinus, "negative-test rejection", "the reference's unintended pairs the candidate rejects", "the task lists no unintended pairs, or none could be decided"},
	{MBAcc, "balanced accuracy", "mean of positive-test recall and negative-test rejection", "either is unavailable"},
}

// Semantic verdicts of bounded equivalence, as the map colours them.
const (
	vEquivalent   = "equivalent"
	vStronger     = "stronger"
	vWeaker       = "weaker"
	vIncomparable = "incomparable"
	vUnknown      = "unknown"
)

var verdictOrder = []string{vEquivalent, vStronger, vWeaker, vIncomparable, vUnknown}

var verdictColour = map[string]string{vEquivalent: "#3a9a5b", vStronger: "#3b6fb6", vWeaker: "#e08a1e", vIncomparable: "#c8423b", vUnknown: "#b9b9b9"}

var verdictMeaning = map[string]string{
	vEquivalent:   "no input or output tried separates it from the reference",
	vStronger:     "it rejects something the reference accepts",
	vWeaker:       "it accepts something the reference rejects",
	vIncomparable: "both: it rejects some of what the reference accepts and accepts some of what it rejects",
	vUnknown:      "the comparison decided nothing (or could not run)",
}

// verdictOf is a row's semantic verdict.
func verdictOf(r *Row) string {
	m := r.Metrics[MBEq]
	switch {
	case m == nil || m.Status != OK:
		return vUnknown
	case m.Verdict == "equivalent":
		return vEquivalent
	case strings.HasPrefix(m.Witness, "weaker"):
		return vWeaker
	case strings.HasPrefix(m.Witness, "stronger"):
		return vStronger
	}
	return vIncomparable
}

// measuredValue is a row's value of metric k (bounded equivalence: 1 when
// equivalent, 0 when not), and whether there is one.
func measuredValue(r *Row, k string) (float64, bool) {
	m := r.Metrics[k]
	if m == nil || m.Status != OK {
		return 0, false
	}
	if k == MBEq {
		if m.Verdict == "equivalent" {
			return 1, true
		}
		return 0, true
	}
	if m.Value == nil {
		return 0, false
	}
	return *m.Value, true
}

// stat is a configuration's mean of a metric with a bootstrap 95 %
// interval.
type stat struct {
	mean, lo, hi float64
	n            int
}

// bootstrapRounds resamples per interval; seeded, so a report is the same
// every time.
const bootstrapRounds = 1000

func statOf(vals []float64, seed int64) stat {
	n := len(vals)
	if n == 0 {
		return stat{}
	}
	sum := 0.0
	for _, v := range vals {
		sum += v
	}
	s := stat{mean: sum / float64(n), lo: sum / float64(n), hi: sum / float64(n), n: n}
	if n < 2 {
		return s
	}
	rng := rand.New(rand.NewSource(seed))
	means := make([]float64, bootstrapRounds)
	for b := range means {
		t := 0.0
		for i := 0; i < n; i++ {
			t += vals[rng.Intn(n)]
		}
		means[b] = t / float64(n)
	}
	sort.Float64s(means)
	s.lo, s.hi = means[bootstrapRounds*25/1000], means[bootstrapRounds*975/1000-1]
	return s
}

// stats is every configuration's stat of every metric, on the rows keep
// admits (nil: all).
func (r *Report) stats(keep func(*Row) bool) map[string]map[string]stat {
	vals := map[string]map[string][]float64{}
	for i := range r.Rows {
		row := &r.Rows[i]
		if keep != nil && !keep(row) {
			continue
		}
		if vals[row.Config] == nil {
			vals[row.Config] = map[string][]float64{}
		}
		for _, k := range Metrics {
			if v, ok := measuredValue(row, k); ok {
				vals[row.Config][k] = append(vals[row.Config][k], v)
			}
		}
	}
	out := map[string]map[string]stat{}
	for cfg, byMetric := range vals {
		out[cfg] = map[string]stat{}
		for i, k := range Metrics {
			out[cfg][k] = statOf(byMetric[k], int64(i+1))
		}
	}
	return out
}

// ranking orders the configurations by their mean of k, best first;
// equal means (to three places) share a rank. Configurations with nothing
// measured are left out.
func ranking(st map[string]map[string]stat, configs []string, k string) (order []string, rank map[string]int) {
	for _, c := range configs {
		if st[c][k].n > 0 {
			order = append(order, c)
		}
	}
	round := func(c string) float64 { return math.Round(st[c][k].mean*1000) / 1000 }
	sort.SliceStable(order, func(i, j int) bool { return round(order[i]) > round(order[j]) })
	rank = map[string]int{}
	for i, c := range order {
		if i > 0 && round(c) == round(order[i-1]) {
			rank[c] = rank[order[i-1]]
		} else {
			rank[c] = i + 1
		}
	}
	return order, rank
}

// WriteHTML prints the report as one self-contained page.
func (r *Report) WriteHTML(w io.Writer) {
	e := html.EscapeString
	configs := sortedConfigs(r.Configs)
	joint := map[string]bool{}
	for _, t := range r.Joint.Tasks {
		joint[t] = true
	}
	all := r.stats(nil)
	inJoint := r.stats(func(row *Row) bool { return joint[row.ID] })
	fmt.Fprint(w, htmlHead)
	fmt.Fprintf(w, "<h1>Specification evaluation</h1>\n<p class=lead>%d candidates in %d configurations on %d tasks, evaluated in %.1f s; %s.</p>\n",
		len(r.Rows), len(configs), len(r.tasks()), r.Seconds, e(r.Toolchain))
	fmt.Fprint(w, `<nav><a href="#metrics">Metrics</a> · <a href="#ranking">Ranking</a> · <a href="#verdicts">Verdicts by task</a> · <a href="#surface">Surface and meaning</a> · <a href="#tasks">Every candidate</a> · <a href="#glossary">Glossary</a></nav>`+"\n")

	fmt.Fprint(w, `<section id="metrics"><h2>Metrics by configuration</h2>
<p>Each bar is a configuration's mean over the candidates where the metric was measured, with its bootstrap 95 % interval and n. Higher is better for every metric. A missing measurement is never counted as zero.</p>`+"\n")
	fmt.Fprint(w, groupedChart(all, configs))
	fmt.Fprint(w, legend(configs))
	fmt.Fprint(w, "</section>\n")

	r.writeRanking(w, all, inJoint, configs)
	r.writeVerdictMap(w, configs)
	fmt.Fprintf(w, `<section id="surface"><h2>Surface similarity against meaning</h2>
<p>Each point is a candidate: across, its logical-atom F1 with the reference; down, its semantic verdict. Points far right in a row other than <em>equivalent</em> look like the reference and mean something else; points far left of <em>equivalent</em> mean the same in other words.</p>%s%s</section>`+"\n", r.scatter(configs), legend(configs))
	r.writeTaskTable(w)
	writeGlossary(w)
	fmt.Fprint(w, htmlScript, "</body></html>\n")
}

// tasks are the task ids in name order.
func (r *Report) tasks() []string {
	seen := map[string]bool{}
	var out []string
	for _, row := range r.Rows {
		if !seen[row.ID] {
			seen[row.ID] = true
			out = append(out, row.ID)
		}
	}
	sort.Strings(out)
	return out
}

// palette colours configurations (in name order, repeating past its end).
var palette = []string{"#4a7ab5", "#e08a1e", "#5aa35a", "#c8423b", "#8a6bbf", "#8c564b", "#d672b2", "#7f7f7f", "#b5b52d", "#2bb5c8"}

func colourOf(configs []string, c string) string {
	for i, x := range configs {
		if x == c {
			return palette[i%len(palette)]
		}
	}
	return "#000"
}

func legend(configs []string) string {
	var sb strings.Builder
	sb.WriteString(`<p class=legend>`)
	for _, c := range configs {
		fmt.Fprintf(&sb, `<span><i style="background:%s"></i>%s</span> `, colourOf(configs, c), html.EscapeString(c))
	}
	sb.WriteString("</p>\n")
	return sb.String()
}

// groupedChart draws the metrics across, a bar per configuration in each,
// with the interval as a whisker and n under the group. It scales to the
// page's width (viewBox).
func groupedChart(st map[string]map[string]stat, configs []string) string {
	const h, top, bottom, left = 200.0, 16.0, 46.0, 34.0
	barW := math.Max(3, math.Min(18, 90/float64(max(len(configs), 1))))
	groupW := barW*float64(len(configs)) + 14
	width := left + groupW*float64(len(Metrics)) + 10
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class=chart viewBox="0 0 %.0f %.0f" role="img" aria-label="metrics by configuration">`, width, h+top+bottom)
	for _, t := range []float64{0, 0.25, 0.5, 0.75, 1} {
		y := top + h*(1-t)
		fmt.Fprintf(&sb, `<line x1="%.0f" y1="%.1f" x2="%.0f" y2="%.1f" stroke="#ddd"/><text x="%.0f" y="%.1f" class=tick text-anchor="end">%.2g</text>`, left, y, width, y, left-4, y+3, t)
	}
	for g, k := range Metrics {
		x0 := left + groupW*float64(g) + 7
		total := 0
		for i, c := range configs {
			s := st[c][k]
			total += s.n
			x := x0 + barW*float64(i)
			if s.n == 0 {
				continue
			}
			y := math.Min(top+h*(1-s.mean), top+h-1) // a zero shows as a line
			fmt.Fprintf(&sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s, %s: %.3f [%.3f, %.3f], n=%d</title></rect>`,
				x, y, barW-1, top+h-y, colourOf(configs, c), html.EscapeString(c), k, s.mean, s.lo, s.hi, s.n)
			cx := x + (barW-1)/2
			fmt.Fprintf(&sb, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#222"/>`, cx, top+h*(1-s.hi), cx, top+h*(1-s.lo))
		}
		cx := x0 + barW*float64(len(configs))/2
		if total == 0 {
			fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" text-anchor="middle" class=tick>not measured</text>`, cx, top+h-4)
		}
		fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" text-anchor="middle" class=label>%s</text>`, cx, top+h+14, html.EscapeString(chartLabel[k]))
		fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" text-anchor="middle" class=tick>n=%d</text>`, cx, top+h+27, total)
	}
	sb.WriteString("</svg>\n")
	return sb.String()
}

// writeRanking shows, per metric, the order of the configurations on all
// tasks and on the jointly measurable ones; a configuration whose rank
// differs is marked.
func (r *Report) writeRanking(w io.Writer, all, inJoint map[string]map[string]stat, configs []string) {
	e := html.EscapeString
	fmt.Fprintf(w, `<section id="ranking"><h2>Ranking: all tasks against the jointly measurable ones</h2>
<p>Comparing configurations on all tasks mixes tasks one configuration was measured on and another was not. The jointly measurable tasks (%d of %d) are those where every configuration measured every metric that any measured. A configuration whose rank differs between the two is <mark>marked</mark>.</p>
<div class=scroll><table class=ranking><tr><th>metric</th><th>all tasks</th><th>jointly measurable tasks</th></tr>`+"\n", len(r.Joint.Tasks), len(r.tasks()))
	changed := 0
	for _, k := range Metrics {
		oa, ra := ranking(all, configs, k)
		oj, rj := ranking(inJoint, configs, k)
		if len(oa) == 0 && len(oj) == 0 {
			continue
		}
		list := func(order []string, rank, other map[string]int, st map[string]map[string]stat) string {
			var sb strings.Builder
			sb.WriteString("<ol>")
			for _, c := range order {
				cls := ""
				if o, ok := other[c]; !ok || o != rank[c] {
					cls = ` class=moved`
				}
				fmt.Fprintf(&sb, `<li value="%d"%s>%s <small>%.3f (n=%d)</small></li>`, rank[c], cls, e(c), st[c][k].mean, st[c][k].n)
			}
			if len(order) == 0 {
				sb.WriteString("<li class=none>nothing measured</li>")
			}
			sb.WriteString("</ol>")
			return sb.String()
		}
		la, lj := list(oa, ra, rj, all), list(oj, rj, ra, inJoint)
		if strings.Contains(la+lj, "class=moved") {
			changed++
		}
		fmt.Fprintf(w, "<tr><td>%s</td><td>%s</td><td>%s</td></tr>\n", e(k), la, lj)
	}
	fmt.Fprint(w, "</table></div>\n")
	if changed == 0 {
		fmt.Fprint(w, "<p>No metric ranks the configurations differently on the two sets.</p>\n")
	} else {
		fmt.Fprintf(w, "<p class=note>%d metric(s) rank the configurations differently on the two sets.</p>\n", changed)
	}
	fmt.Fprint(w, "</section>\n")
}

// writeVerdictMap draws the task × configuration map of semantic
// verdicts; each cell links to the candidate's entry in the table below,
// which opens it.
func (r *Report) writeVerdictMap(w io.Writer, configs []string) {
	e := html.EscapeString
	fmt.Fprint(w, `<section id="verdicts"><h2>Semantic verdicts by task</h2>
<p>Bounded equivalence with the reference, per task and configuration; a cell's tooltip adds its negative-test rejection (R−). A cell opens the candidate: the counterexample, and both specifications.</p>`)
	fmt.Fprint(w, "<p class=legend>")
	for _, v := range verdictOrder {
		fmt.Fprintf(w, `<span title="%s"><i style="background:%s"></i>%s</span> `, e(verdictMeaning[v]), verdictColour[v], v)
	}
	// A row is a task's name and a cell per configuration; the columns
	// are as wide as a row, and a row wider than the page scrolls.
	rowW := fmt.Sprintf("calc(12em + %dpx)", 16*len(configs)+8)
	fmt.Fprintf(w, "</p>\n<p>In each row the cells are, left to right: %s.</p>\n<div class=scroll><div class=heat style=\"column-width:%s\">\n", e(strings.Join(configs, ", ")), rowW)
	byCell := map[[2]string][]int{}
	for i, row := range r.Rows {
		byCell[[2]string{row.ID, row.Config}] = append(byCell[[2]string{row.ID, row.Config}], i)
	}
	for _, t := range r.tasks() {
		fmt.Fprintf(w, `<div class=hrow style="width:%s"><span class=tname title="%s">%s</span>`, rowW, e(t), e(short(t, 24)))
		for _, c := range configs {
			idx := byCell[[2]string{t, c}]
			if len(idx) == 0 {
				fmt.Fprintf(w, `<span class="cell empty" title="%s, %s: no candidate"></span>`, e(t), e(c))
				continue
			}
			row := &r.Rows[idx[0]]
			v := verdictOf(row)
			more := ""
			if x, ok := measuredValue(row, MRMinus); ok {
				more = fmt.Sprintf("; R− %.2f", x)
			}
			if len(idx) > 1 {
				more += fmt.Sprintf(" (+%d more)", len(idx)-1)
			}
			fmt.Fprintf(w, `<a class="cell v-%s" href="#c%d" style="background:%s" title="%s, %s: %s%s"></a>`,
				v, row.Index, verdictColour[v], e(t), e(c), v, more)
		}
		fmt.Fprint(w, "</div>\n")
	}
	fmt.Fprint(w, "</div></div></section>\n")
}

// scatter plots atom F1 across against the verdict down.
func (r *Report) scatter(configs []string) string {
	const left, top, w, rowH = 110.0, 10.0, 560.0, 34.0
	h := rowH * float64(len(verdictOrder))
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class=scatter viewBox="0 0 %.0f %.0f" role="img" aria-label="atom F1 against verdict">`, left+w+20, top+h+34)
	for i, v := range verdictOrder {
		y := top + rowH*float64(i) + rowH/2
		fmt.Fprintf(&sb, `<text x="%.0f" y="%.1f" text-anchor="end" class=label>%s</text><line x1="%.0f" y1="%.1f" x2="%.0f" y2="%.1f" stroke="#eee"/>`, left-6, y+4, v, left, y, left+w, y)
	}
	for _, t := range []float64{0, 0.5, 1} {
		x := left + w*t
		fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" text-anchor="middle" class=tick>%.1f</text>`, x, top+h+14, t)
	}
	fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" text-anchor="middle" class=label>logical-atom F1 with the reference</text>`, left+w/2, top+h+30)
	for i := range r.Rows {
		row := &r.Rows[i]
		f1, ok := measuredValue(row, MAtomF1)
		if !ok {
			continue
		}
		v := verdictOf(row)
		k := 0
		for j, x := range verdictOrder {
			if x == v {
				k = j
			}
		}
		// Spread the points of a row down by a fixed hash of the index.
		jit := float64((row.Index*2654435761)%1000)/1000 - 0.5
		y := top + rowH*float64(k) + rowH/2 + jit*rowH*0.7
		fmt.Fprintf(&sb, `<a href="#c%d"><circle cx="%.1f" cy="%.1f" r="3" fill="%s" fill-opacity=".7"><title>%s, %s: atom F1 %.2f, %s</title></circle></a>`,
			row.Index, left+w*f1, y, colourOf(configs, row.Config), html.EscapeString(row.ID), html.EscapeString(row.Config), f1, v)
	}
	sb.WriteString("</svg>\n")
	return sb.String()
}

// taskColumns are the metrics the candidate table shows.
var taskColumns = []string{MValid, MNEM, MAtomF1, MGTED, MRPlus, MRMinus}

// writeTaskTable lists every candidate, sortable and filterable (a short
// inline script; without it the table is still all there), each with its
// counterexample and both specifications behind a click.
func (r *Report) writeTaskTable(w io.Writer) {
	e := html.EscapeString
	fmt.Fprint(w, `<section id="tasks"><h2>Every candidate</h2>
<p><label>Filter <input id=filter type=search placeholder="task, configuration or verdict"></label> Click a column's name to sort by it.</p>
<div class=scroll><table id=cands class=cands><thead><tr><th data-k=s>task</th><th data-k=s>config</th><th data-k=s>verdict</th>`)
	for _, k := range taskColumns {
		fmt.Fprintf(w, `<th data-k=n title="%s">%s</th>`, e(k), e(chartLabel[k]))
	}
	fmt.Fprint(w, "<th>details</th></tr></thead><tbody>\n")
	for i := range r.Rows {
		row := &r.Rows[i]
		v := verdictOf(row)
		fmt.Fprintf(w, `<tr id="c%d"><td>%s</td><td>%s</td><td><i class=dot style="background:%s"></i>%s</td>`, row.Index, e(row.ID), e(row.Config), verdictColour[v], v)
		for _, k := range taskColumns {
			if x, ok := measuredValue(row, k); ok {
				fmt.Fprintf(w, `<td data-v="%.4f">%.2f</td>`, x, x)
			} else {
				reason := ""
				if m := row.Metrics[k]; m != nil {
					reason = m.Reason
				}
				fmt.Fprintf(w, `<td data-v="-1" title="%s">—</td>`, e(reason))
			}
		}
		fmt.Fprintf(w, "<td><details><summary>open</summary>%s</details></td></tr>\n", r.detail(row, v))
	}
	fmt.Fprint(w, "</tbody></table></div></section>\n")
}

// detail is what a candidate's entry opens to.
func (r *Report) detail(row *Row, v string) string {
	e := html.EscapeString
	var sb strings.Builder
	m := row.Metrics[MBEq]
	switch {
	case m != nil && m.Witness != "":
		fmt.Fprintf(&sb, `<p class=witness><b>%s</b>: %s</p>`, v, e(m.Witness))
	case m != nil && m.Status == OK:
		fmt.Fprintf(&sb, `<p class=witness><b>%s</b> (%s)</p>`, v, e(m.Scope))
	case m != nil:
		fmt.Fprintf(&sb, `<p class=witness><b>%s</b>: %s</p>`, v, e(m.Reason))
	}
	if row.Error != "" {
		fmt.Fprintf(&sb, `<p class=witness>%s</p>`, e(row.Error))
	}
	fmt.Fprintf(&sb, `<div class=specs><div><b>candidate</b><pre>%s</pre></div><div><b>reference</b><pre>%s</pre></div></div>`, e(row.Spec), e(r.References[row.ID]))
	return sb.String()
}

func writeGlossary(w io.Writer) {
	e := html.EscapeString
	fmt.Fprint(w, `<section id="glossary"><h2>Glossary</h2><div class=scroll><table class=gloss><tr><th>metric</th><th>what it measures</th><th>measured on</th><th>better</th><th>unavailable when</th></tr>`+"\n")
	for _, g := range glossary {
		fmt.Fprintf(w, "<tr><td><code>%s</code><br>%s</td><td>%s</td><td>%s</td><td>higher</td><td>%s</td></tr>\n", g.key, e(g.name), e(g.what), e(scopes[g.key]), e(g.unavailable))
	}
	fmt.Fprint(w, "</table></div></section>\n")
}

const htmlHead = `<!doctype html><html lang=en><head><meta charset="utf-8"><meta name=viewport content="width=device-width">
<title>specfaith: specification evaluation</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;padding:1em 1.5em;max-width:1180px;color:#222;line-height:1.4}
h2{margin-top:2em;border-bottom:1px solid #ddd}.lead{font-size:1.05em}nav{margin:.5em 0 1em}
.scroll{overflow-x:auto;max-width:100%}table{border-collapse:collapse;margin:.5em 0}
td,th{border:1px solid #ccc;padding:.25em .5em;font-size:88%;vertical-align:top}th{background:#f2f2f2}
svg{width:100%;height:auto;display:block}.chart{max-width:100%}.scatter{max-width:760px}
svg text{font-size:10px}.tick{fill:#666}.label{fill:#222}
.legend span{margin-right:1em;white-space:nowrap}.legend i,.dot{display:inline-block;width:.8em;height:.8em;margin-right:.3em;vertical-align:-.05em}
.ranking ol{margin:0;padding-left:1.6em}.ranking li.moved{background:#fff0b3;font-weight:600}.ranking td{min-width:14em}
mark{background:#fff0b3}.note{font-weight:600}
.heat{column-gap:1.5em}.hrow{break-inside:avoid;display:flex;align-items:center;gap:2px;font-size:80%;line-height:1.6}
.tname{flex:0 0 12em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.heat .cell{display:inline-block;flex:0 0 14px;width:14px;height:12px}.heat .empty{background:repeating-linear-gradient(45deg,#eee,#eee 2px,#fff 2px,#fff 4px)}
.cands td:last-child{width:55%}.cands td:nth-child(3){white-space:nowrap}.specs{display:flex;gap:1em;flex-wrap:wrap}.specs div{flex:1;min-width:14em}
pre{white-space:pre-wrap;word-break:break-word;background:#f7f7f7;padding:.4em;margin:.2em 0}
tr:target{outline:2px solid #e08a1e}
@media print{.scroll{overflow:visible}details{display:none}nav,#filter{display:none}}
</style></head><body>
`

// htmlScript sorts and filters the candidate table and opens the entry a
// link points at. Inline: the page loads nothing.
const htmlScript = `<script>
(function(){
var t=document.getElementById('cands');if(!t)return;var body=t.tBodies[0];
function open(){var id=location.hash.slice(1);var r=id&&document.getElementById(id);if(r){var d=r.querySelector('details');if(d)d.open=true;}}
window.addEventListener('hashchange',open);open();
Array.prototype.forEach.call(t.tHead.rows[0].cells,function(th,i){if(!th.dataset.k)return;th.style.cursor='pointer';var asc=false;
th.addEventListener('click',function(){asc=!asc;var rows=Array.prototype.slice.call(body.rows);
rows.sort(function(a,b){var x=a.cells[i],y=b.cells[i];var c=th.dataset.k==='n'?parseFloat(x.dataset.v)-parseFloat(y.dataset.v):x.textContent.localeCompare(y.textContent);return asc?c:-c;});
rows.forEach(function(r){body.appendChild(r);});});});
var f=document.getElementById('filter');f.addEventListener('input',function(){var q=f.value.toLowerCase();
Array.prototype.forEach.call(body.rows,function(r){var s=(r.cells[0].textContent+' '+r.cells[1].textContent+' '+r.cells[2].textContent).toLowerCase();r.style.display=s.indexOf(q)<0?'none':'';});});
})();
</script>
`
