package specgen

import (
	"fmt"
	"html"
	"io"
	"strings"
)

// cell is a table cell: "0.83 (n=41)", "—" when nothing was measured.
func cell(v any) string {
	switch x := v.(type) {
	case *MeanN:
		if x.Mean == nil {
			return "— (n=0)"
		}
		return fmt.Sprintf("%.3f (n=%d)", *x.Mean, x.N)
	case *Verdicts:
		return fmt.Sprintf("%d / %d / %d", x.Equivalent, x.NotEquivalent, x.Unknown)
	}
	return "?"
}

// header names the metric columns.
func header(k string) string {
	if k == MBEq {
		return "beq_bounded (eq / not / unknown)"
	}
	return k
}

func writeTable(w io.Writer, configs map[string]*ConfigTable, md bool) {
	cols := append([]string{"config", "tasks"}, Metrics...)
	row := func(cells []string) {
		if md {
			fmt.Fprintf(w, "| %s |\n", strings.Join(cells, " | "))
		} else {
			fmt.Fprintln(w, strings.Join(cells, "\t"))
		}
	}
	hs := make([]string, len(cols))
	for i, c := range cols {
		hs[i] = header(c)
	}
	row(hs)
	if md {
		fmt.Fprintf(w, "|%s\n", strings.Repeat("---|", len(cols)))
	}
	for _, name := range sortedConfigs(configs) {
		t := configs[name]
		cells := []string{name, fmt.Sprint(t.Tasks)}
		for _, k := range Metrics {
			cells = append(cells, cell(t.Metrics[k]))
		}
		row(cells)
	}
}

// WriteText prints the tables (tab-separated columns) and, verbose, each
// row's records.
func (r *Report) WriteText(w io.Writer, verbose bool) {
	fmt.Fprintf(w, "specgen: %d candidates, %d configurations, %.2f s; %s\n\n", len(r.Rows), len(r.Configs), r.Seconds, r.Toolchain)
	writeTable(w, r.Configs, false)
	fmt.Fprintf(w, "\njointly measurable: %d tasks (every configuration measured %s)\n", len(r.Joint.Tasks), strings.Join(r.Joint.Metrics, ", "))
	writeTable(w, r.Joint.Configs, false)
	if !verbose {
		return
	}
	fmt.Fprintln(w)
	for _, row := range r.Rows {
		fmt.Fprintf(w, "%s [%s]", row.ID, row.Config)
		if row.Error != "" {
			fmt.Fprintf(w, " — %s", row.Error)
		}
		fmt.Fprintln(w)
		for _, k := range Metrics {
			m := row.Metrics[k]
			if m == nil {
				continue
			}
			fmt.Fprintf(w, "  %-24s %s\n", k, m.text())
		}
	}
}

// text is one record in a line.
func (m *Measure) text() string {
	var s string
	switch {
	case m.Status != OK:
		s = "unavailable: " + m.Reason
		return s
	case m.Verdict != "":
		s = m.Verdict
		if m.Witness != "" {
			s += ": " + m.Witness
		}
		if m.Verdict == "equivalent" {
			s += fmt.Sprintf(" on %d pairs", m.Num)
		}
	case m.Den > 0:
		s = fmt.Sprintf("%d/%d", m.Num, m.Den)
	case m.Value != nil:
		s = fmt.Sprintf("%.3f", *m.Value)
	}
	if m.Reason != "" {
		s += " (" + m.Reason + ")"
	}
	return s
}

// WriteMarkdown prints the tables as Markdown.
func (r *Report) WriteMarkdown(w io.Writer) {
	fmt.Fprintf(w, "# Specification evaluation\n\n%d candidates, %d configurations, %.2f s. %s.\n\n", len(r.Rows), len(r.Configs), r.Seconds, r.Toolchain)
	fmt.Fprintln(w, "Each cell is the mean of the measured values and their count; `beq_bounded` counts verdicts. A missing measurement is never counted as zero.")
	fmt.Fprintln(w)
	writeTable(w, r.Configs, true)
	fmt.Fprintf(w, "\n## Jointly measurable tasks (%d)\n\nEvery configuration measured %s on these tasks.\n\n", len(r.Joint.Tasks), strings.Join(r.Joint.Metrics, ", "))
	writeTable(w, r.Joint.Configs, true)
}

// WriteHTML prints one self-contained page: the tables and, per metric,
// a bar plot of the configurations side by side with n on each bar.
func (r *Report) WriteHTML(w io.Writer) {
	e := html.EscapeString
	fmt.Fprint(w, `<!doctype html><html><head><meta charset="utf-8"><title>specfaith: specification evaluation</title>
<style>body{font-family:sans-serif;margin:2em;max-width:80em}table{border-collapse:collapse;margin:1em 0}
td,th{border:1px solid #bbb;padding:.3em .6em;font-size:90%}th{background:#eee}
.plots{display:flex;flex-wrap:wrap;gap:1.5em}.plot{border:1px solid #ddd;padding:.5em}</style></head><body>
`)
	fmt.Fprintf(w, "<h1>Specification evaluation</h1><p>%d candidates, %d configurations, %.2f s. %s.</p>\n", len(r.Rows), len(r.Configs), r.Seconds, e(r.Toolchain))
	fmt.Fprint(w, "<p>Each cell is the mean of the measured values (n = how many); <code>beq_bounded</code> counts verdicts (equivalent / not equivalent / unknown). A missing measurement is never counted as zero.</p>\n")
	table := func(configs map[string]*ConfigTable) {
		fmt.Fprint(w, "<table><tr><th>config</th><th>tasks</th>")
		for _, k := range Metrics {
			fmt.Fprintf(w, "<th>%s</th>", e(header(k)))
		}
		fmt.Fprint(w, "</tr>\n")
		for _, name := range sortedConfigs(configs) {
			t := configs[name]
			fmt.Fprintf(w, "<tr><td>%s</td><td>%d</td>", e(name), t.Tasks)
			for _, k := range Metrics {
				fmt.Fprintf(w, "<td>%s</td>", e(cell(t.Metrics[k])))
			}
			fmt.Fprint(w, "</tr>\n")
		}
		fmt.Fprint(w, "</table>\n")
	}
	plots := func(configs map[string]*ConfigTable) {
		fmt.Fprint(w, `<div class="plots">`)
		for _, k := range Metrics {
			fmt.Fprintf(w, `<div class="plot"><div>%s</div>%s</div>`, e(k), barPlot(configs, k))
		}
		fmt.Fprint(w, "</div>\n")
	}
	fmt.Fprint(w, "<h2>All tasks</h2>\n")
	table(r.Configs)
	plots(r.Configs)
	fmt.Fprintf(w, "<h2>Jointly measurable tasks (%d)</h2><p>Every configuration measured %s on these tasks.</p>\n", len(r.Joint.Tasks), e(strings.Join(r.Joint.Metrics, ", ")))
	table(r.Joint.Configs)
	plots(r.Joint.Configs)
	fmt.Fprint(w, "</body></html>\n")
}

// barPlot draws one metric for every configuration as an SVG: the bar's
// height is the mean (for beq_bounded, the share found equivalent among
// the decided), the label under it the configuration and n.
func barPlot(configs map[string]*ConfigTable, k string) string {
	names := sortedConfigs(configs)
	const barW, gap, h, top = 46, 18, 120, 14
	width := len(names)*(barW+gap) + gap
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-size="10">`, width, h+top+34)
	fmt.Fprintf(&sb, `<line x1="0" y1="%d" x2="%d" y2="%d" stroke="#888"/>`, h+top, width, h+top)
	for i, name := range names {
		var val float64
		n := 0
		known := false
		switch x := configs[name].Metrics[k].(type) {
		case *MeanN:
			if x.Mean != nil {
				val, n, known = *x.Mean, x.N, true
			}
		case *Verdicts:
			if d := x.Equivalent + x.NotEquivalent; d > 0 {
				val, n, known = float64(x.Equivalent)/float64(d), d, true
			}
		}
		x := gap + i*(barW+gap)
		if known {
			bh := int(val * h)
			fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="#4a7ab5"><title>%s: %.3f (n=%d)</title></rect>`,
				x, h+top-bh, barW, bh, html.EscapeString(name), val, n)
			fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">%.2f</text>`, x+barW/2, h+top-bh-3, val)
		} else {
			fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">—</text>`, x+barW/2, h+top-3)
		}
		fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">%s</text>`, x+barW/2, h+top+12, html.EscapeString(short(name, 10)))
		fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">n=%d</text>`, x+barW/2, h+top+25, n)
	}
	sb.WriteString("</svg>")
	return sb.String()
}

func short(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
