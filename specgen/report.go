package specgen

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
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

// writeMarkdown prints a Markdown table: a configuration per row.
func writeMarkdown(w io.Writer, configs map[string]*ConfigTable) {
	cols := append([]string{"config", "tasks"}, Metrics...)
	row := func(cells []string) { fmt.Fprintf(w, "| %s |\n", strings.Join(cells, " | ")) }
	hs := make([]string, len(cols))
	for i, c := range cols {
		hs[i] = header(c)
	}
	row(hs)
	fmt.Fprintf(w, "|%s\n", strings.Repeat("---|", len(cols)))
	for _, name := range sortedConfigs(configs) {
		t := configs[name]
		cells := []string{name, fmt.Sprint(t.Tasks)}
		for _, k := range Metrics {
			cells = append(cells, cell(t.Metrics[k]))
		}
		row(cells)
	}
}

// writeColumns prints a table for a terminal: a metric per line, a
// configuration per column, aligned (the configurations are fewer than
// the metrics, and the lines stay short).
func writeColumns(w io.Writer, configs map[string]*ConfigTable) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	names := sortedConfigs(configs)
	fmt.Fprint(tw, "metric")
	for _, c := range names {
		fmt.Fprintf(tw, "\t%s", c)
	}
	fmt.Fprint(tw, "\n")
	fmt.Fprint(tw, "tasks")
	for _, c := range names {
		fmt.Fprintf(tw, "\t%d", configs[c].Tasks)
	}
	fmt.Fprint(tw, "\n")
	for _, k := range Metrics {
		fmt.Fprint(tw, header(k))
		for _, c := range names {
			fmt.Fprintf(tw, "\t%s", cell(configs[c].Metrics[k]))
		}
		fmt.Fprint(tw, "\n")
	}
	tw.Flush()
}

// WriteText prints the tables (tab-separated columns) and, verbose, each
// row's records.
func (r *Report) WriteText(w io.Writer, verbose bool) {
	fmt.Fprintf(w, "specgen: %d candidates, %d configurations, %.2f s; %s\n\n", len(r.Rows), len(r.Configs), r.Seconds, r.Toolchain)
	writeColumns(w, r.Configs)
	fmt.Fprintf(w, "\njointly measurable: %d tasks (every configuration measured %s)\n", len(r.Joint.Tasks), strings.Join(r.Joint.Metrics, ", "))
	writeColumns(w, r.Joint.Configs)
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
	writeMarkdown(w, r.Configs)
	fmt.Fprintf(w, "\n## Jointly measurable tasks (%d)\n\nEvery configuration measured %s on these tasks.\n\n", len(r.Joint.Tasks), strings.Join(r.Joint.Metrics, ", "))
	writeMarkdown(w, r.Joint.Configs)
}

func short(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
