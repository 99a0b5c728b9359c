package dataset

import (
	"context"
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/analyzers/informal"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/judge"
	"github.com/specfaith/specfaith/llm"
)

// ClaimRow is one labelled row of the claimcheck slice: a requirement, a
// Dafny contract (body stripped) and whether the contract says what the
// requirement means.
type ClaimRow struct {
	ID          string `json:"id"`
	Requirement string `json:"requirement"`
	Artifact    string `json:"artifact"`
	Context     string `json:"context"`
	Label       string `json:"label"`   // confirmed, disputed
	Variant     string `json:"variant"` // original, control, C1, C2, C6
	// MutationOf names the original row of a control or mutant.
	MutationOf   string `json:"mutation_of"`
	MutationRule string `json:"mutation_rule"`
}

// ReadClaimcheck reads the rows of a claimcheck JSONL file.
func ReadClaimcheck(path string) ([]ClaimRow, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readClaimRows(f)
}

func readClaimRows(r io.Reader) ([]ClaimRow, error) { return readLines[ClaimRow](r) }

// ClaimResult is the screen's verdict on one row.
type ClaimResult struct {
	ID         string   `json:"id"`
	Variant    string   `json:"variant"`
	Label      string   `json:"label"`
	Flagged    bool     `json:"flagged"`
	ParseError string   `json:"parse_error,omitempty"`
	Findings   []string `json:"findings,omitempty"`
	// Claims are the requirement's claims read and checked without a
	// model (analyzers.ClaimLines); the judge is given them.
	Claims []string `json:"claims,omitempty"`
	// Judge is the LLM's verdict on the row (when a judge was asked).
	Judge *analyzers.Judgement `json:"judge,omitempty"`
}

// VariantCount counts rows and flags of one variant.
type VariantCount struct {
	Rows    int `json:"rows"`
	Flagged int `json:"flagged"`
}

// ClaimReport is the no-LLM screen over the slice. A row is flagged when
// an example-free attack gives a warning on a contract of its artifact.
// Confirmed recall is the share of confirmed rows not flagged (1 − the
// false-alarm rate); disputed recall the share of disputed rows flagged.
type ClaimReport struct {
	Rows            int                      `json:"rows"`
	ParseErrors     int                      `json:"parse_errors"`
	ByVariant       map[string]*VariantCount `json:"by_variant"`
	ConfirmedRecall float64                  `json:"confirmed_recall"`
	DisputedRecall  float64                  `json:"disputed_recall"`
	MacroRecall     float64                  `json:"macro_recall"`
	FalseAlarmRate  float64                  `json:"false_alarm_rate"`
	ByCode          map[string]int           `json:"flags_by_code"`
	// PerClassRecall is, per variant, the share of rows the screen gets
	// right (confirmed: not flagged; disputed: flagged).
	PerClassRecall map[string]float64 `json:"per_class_recall"`
	// Meaning-preserving controls whose deterministic informalization is
	// identical to their original's.
	InformalizationPairs     int      `json:"informalization_pairs"`
	InformalizationIdentical int      `json:"informalization_identical"`
	InformalizationDiffer    []string `json:"informalization_differ,omitempty"`
	// Judge holds the LLM judge's scores when one was asked.
	Judge   *ClaimJudgeReport `json:"judge,omitempty"`
	Seconds float64           `json:"seconds"`
	Results []ClaimResult     `json:"results,omitempty"`
}

// ClaimJudgeReport scores the LLM judge (two steps, or the single-call
// baseline) on the rows it gave a verdict for; rows without one are
// counted apart, never as right or wrong.
type ClaimJudgeReport struct {
	Mode            string             `json:"mode"` // two-step or single-call
	Model           string             `json:"model"`
	Judged          int                `json:"judged"`
	Unavailable     int                `json:"unavailable"`
	ConfirmedRecall float64            `json:"confirmed_recall"`
	DisputedRecall  float64            `json:"disputed_recall"`
	MacroRecall     float64            `json:"macro_recall"`
	PerClassRecall  map[string]float64 `json:"per_class_recall"`
	ByCategory      map[string]int     `json:"by_category"`
	Usage           llm.Usage          `json:"usage"`
	Seconds         float64            `json:"seconds"`
}

// JudgeOptions ask Claimcheck for the LLM judge as well.
type JudgeOptions struct {
	Caller     judge.Caller
	SingleCall bool   // the one-prompt baseline instead of two steps
	Model      string // for the report
	Usage      func() llm.Usage
	Workers    int // rows judged at once (the client limits calls too)
}

// ClaimcheckWith screens every row and, with judge options, asks the LLM
// judge too.
func ClaimcheckWith(ctx context.Context, rows []ClaimRow, judge *JudgeOptions) *ClaimReport {
	start := time.Now()
	rep := &ClaimReport{ByVariant: map[string]*VariantCount{}, ByCode: map[string]int{}}
	conf, confOK, disp, dispFlag := 0, 0, 0, 0
	for _, row := range rows {
		res := screen(ctx, row)
		rep.Rows++
		if res.ParseError != "" {
			rep.ParseErrors++
		}
		vc := rep.ByVariant[row.Variant]
		if vc == nil {
			vc = &VariantCount{}
			rep.ByVariant[row.Variant] = vc
		}
		vc.Rows++
		if res.Flagged {
			vc.Flagged++
		}
		for _, f := range res.Findings {
			rep.ByCode[f]++
		}
		switch row.Label {
		case "confirmed":
			conf++
			if !res.Flagged {
				confOK++
			}
		case "disputed":
			disp++
			if res.Flagged {
				dispFlag++
			}
		}
		rep.Results = append(rep.Results, res)
	}
	if conf > 0 {
		rep.ConfirmedRecall = float64(confOK) / float64(conf)
		rep.FalseAlarmRate = 1 - rep.ConfirmedRecall
	}
	if disp > 0 {
		rep.DisputedRecall = float64(dispFlag) / float64(disp)
	}
	rep.MacroRecall = (rep.ConfirmedRecall + rep.DisputedRecall) / 2
	rep.PerClassRecall = perClass(rep.Results, func(r ClaimResult) (bool, bool) { return r.Flagged, true })
	informalizationPairs(rows, rep)
	if judge != nil {
		rep.Judge = runJudge(ctx, rows, rep.Results, judge)
	}
	rep.Seconds = time.Since(start).Seconds()
	return rep
}

// perClass is, per variant, the share of rows classified right; flagged
// says whether a row was flagged and whether it has a verdict at all.
func perClass(res []ClaimResult, flagged func(ClaimResult) (bool, bool)) map[string]float64 {
	right, n := map[string]int{}, map[string]int{}
	for _, r := range res {
		f, ok := flagged(r)
		if !ok {
			continue
		}
		n[r.Variant]++
		if f == (r.Label == "disputed") {
			right[r.Variant]++
		}
	}
	out := map[string]float64{}
	for v, k := range n {
		out[v] = float64(right[v]) / float64(k)
	}
	return out
}

// informalizationPairs compares the deterministic informalization of each
// meaning-preserving control with its original's.
func informalizationPairs(rows []ClaimRow, rep *ClaimReport) {
	byID := map[string]*ClaimRow{}
	for i := range rows {
		byID[rows[i].ID] = &rows[i]
	}
	for _, r := range rows {
		if r.Variant != "control" || r.MutationOf == "" {
			continue
		}
		orig := byID[r.MutationOf]
		if orig == nil {
			continue
		}
		rep.InformalizationPairs++
		if a, b := informalText(*orig), informalText(r); a != "" && a == b {
			rep.InformalizationIdentical++
		} else {
			rep.InformalizationDiffer = append(rep.InformalizationDiffer, r.ID)
		}
	}
}

// informalText is the informalization of the artifact's contracts.
func informalText(row ClaimRow) string {
	src := row.Context + "\n" + row.Artifact
	m := dafny.ParseFile("artifact.dfy", src)
	var parts []string
	for _, c := range m.Contracts {
		if c.R.Start.Offset >= len(row.Context)+1 {
			parts = append(parts, informal.Informalize(c))
		}
	}
	return strings.Join(parts, "\n\n")
}

// runJudge asks the judge about every row: requirement, artifact and
// context (the helper definitions). The row's id is never sent.
func runJudge(ctx context.Context, rows []ClaimRow, res []ClaimResult, o *JudgeOptions) *ClaimJudgeReport {
	start := time.Now()
	jr := &ClaimJudgeReport{Mode: "two-step", Model: o.Model, ByCategory: map[string]int{}}
	if o.SingleCall {
		jr.Mode = "single-call"
	}
	workers := o.Workers
	if workers <= 0 {
		workers = 4
	}
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				in := analyzers.JudgeInput{Language: "Dafny", Artifact: rows[i].Artifact, Helpers: rows[i].Context, Requirement: rows[i].Requirement, Claims: res[i].Claims}
				scope := "claimcheck row"
				if o.SingleCall {
					res[i].Judge = judge.SingleCall(ctx, o.Caller, in, scope)
				} else {
					res[i].Judge = judge.TwoStep(ctx, o.Caller, in, scope)
				}
			}
		}()
	}
	for i := range rows {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	conf, confOK, disp, dispFlag := 0, 0, 0, 0
	for _, r := range res {
		j := r.Judge
		if j == nil || j.Evidence.Status != analyzers.StatusOK {
			jr.Unavailable++
			continue
		}
		jr.Judged++
		jr.ByCategory[j.Verdict.Category]++
		switch r.Label {
		case "confirmed":
			conf++
			if j.Verdict.Match {
				confOK++
			}
		case "disputed":
			disp++
			if !j.Verdict.Match {
				dispFlag++
			}
		}
	}
	if conf > 0 {
		jr.ConfirmedRecall = float64(confOK) / float64(conf)
	}
	if disp > 0 {
		jr.DisputedRecall = float64(dispFlag) / float64(disp)
	}
	jr.MacroRecall = (jr.ConfirmedRecall + jr.DisputedRecall) / 2
	jr.PerClassRecall = perClass(res, func(r ClaimResult) (bool, bool) {
		if r.Judge == nil || r.Judge.Evidence.Status != analyzers.StatusOK {
			return false, false
		}
		return !r.Judge.Verdict.Match, true
	})
	if o.Usage != nil {
		jr.Usage = o.Usage()
	}
	jr.Seconds = time.Since(start).Seconds()
	return jr
}

// declLine is a Dafny declaration that takes a doc comment.
var declLine = lazyre.New(`(?m)^([ \t]*)((?:ghost |static |opaque )*(?:method|function|predicate|lemma)\b)`)

// withRequirement gives the artifact's declarations the requirement as
// their doc comment, as an author's file carries it: the lints that ask
// whether the requirement names a parameter read it there.
func withRequirement(artifact, req string) string {
	req = strings.TrimSpace(req)
	if req == "" {
		return artifact
	}
	return declLine.ReplaceAllStringFunc(artifact, func(m string) string {
		sub := declLine.FindStringSubmatch(m)
		var b strings.Builder
		for _, l := range strings.Split(req, "\n") {
			b.WriteString(sub[1] + "/// " + strings.TrimSpace(l) + "\n")
		}
		return b.String() + sub[1] + sub[2]
	})
}

func screen(ctx context.Context, row ClaimRow) ClaimResult {
	res := ClaimResult{ID: row.ID, Variant: row.Variant, Label: row.Label}
	src := row.Context + "\n" + withRequirement(row.Artifact, row.Requirement)
	fr := check.Run(ctx, row.ID+".dfy", src, nil)
	for _, f := range fr.Findings {
		if f.Severity == ir.SevError {
			res.ParseError = f.Message
			break
		}
	}
	from := len(row.Context) + 1
	for _, cr := range fr.Contracts {
		if cr.Contract.R.Start.Offset < from {
			continue // declared in the context, not the artifact
		}
		res.Claims = append(res.Claims, analyzers.ClaimLines(cr.Contract, cr.Findings)...)
		for _, f := range cr.Findings {
			// The unsatisfiable hint is never a warning; the lints at
			// information say what may be meant, not that it is wrong.
			// A claim of the requirement no clause holds is the row's
			// question itself, at any severity.
			if (analyzers.IsAttack(f.Code) || analyzers.IsLint(f.Code)) && f.Severity <= ir.SevWarning || f.Code == analyzers.CodeReqNotInContract {
				res.Flagged = true
				res.Findings = append(res.Findings, f.Code)
			}
		}
	}
	sort.Strings(res.Findings)
	return res
}

// WriteText prints the report for people.
func (r *ClaimReport) WriteText(w io.Writer, verbose bool) {
	if verbose {
		for _, res := range r.Results {
			mark := "  "
			if res.Flagged {
				mark = "F "
			}
			fmt.Fprintf(w, "%s%-40s %-9s %-8s %v %s\n", mark, res.ID, res.Label, res.Variant, res.Findings, res.ParseError)
		}
	}
	var vs []string
	for v := range r.ByVariant {
		vs = append(vs, v)
	}
	sort.Strings(vs)
	fmt.Fprintf(w, "%d rows, %d parse errors, %.1f s\n", r.Rows, r.ParseErrors, r.Seconds)
	for _, v := range vs {
		c := r.ByVariant[v]
		fmt.Fprintf(w, "  %-9s %3d rows, %3d flagged (%.1f%%)\n", v, c.Rows, c.Flagged, 100*float64(c.Flagged)/float64(max(c.Rows, 1)))
	}
	fmt.Fprintf(w, "false alarms on confirmed rows: %.1f%%; confirmed recall %.3f, disputed recall %.3f, macro recall %.3f\n",
		100*r.FalseAlarmRate, r.ConfirmedRecall, r.DisputedRecall, r.MacroRecall)
	fmt.Fprintf(w, "per-class recall: %s\n", classLine(r.PerClassRecall, vs))
	fmt.Fprintf(w, "informalization: %d of %d meaning-preserving controls read identically to their original\n",
		r.InformalizationIdentical, r.InformalizationPairs)
	if verbose {
		for _, id := range r.InformalizationDiffer {
			fmt.Fprintf(w, "  reads differently: %s\n", id)
		}
	}
	if j := r.Judge; j != nil {
		fmt.Fprintf(w, "LLM judge (%s, %s): %d rows judged, %d without a verdict, %.1f s\n", j.Mode, j.Model, j.Judged, j.Unavailable, j.Seconds)
		fmt.Fprintf(w, "  confirmed recall %.3f, disputed recall %.3f, macro recall %.3f\n", j.ConfirmedRecall, j.DisputedRecall, j.MacroRecall)
		fmt.Fprintf(w, "  per-class recall: %s\n", classLine(j.PerClassRecall, vs))
		fmt.Fprintf(w, "  %d calls, %d cache hits, %d input and %d output tokens, %d retries\n",
			j.Usage.Calls, j.Usage.CacheHits, j.Usage.InputTokens, j.Usage.OutputTokens, j.Usage.Retries)
	}
}

func classLine(m map[string]float64, order []string) string {
	var parts []string
	for _, v := range order {
		if x, ok := m[v]; ok {
			parts = append(parts, fmt.Sprintf("%s %.3f", v, x))
		}
	}
	return strings.Join(parts, ", ")
}
