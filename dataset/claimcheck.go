package dataset

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/spec"
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

func readClaimRows(r io.Reader) ([]ClaimRow, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 4<<20)
	var out []ClaimRow
	for line := 1; sc.Scan(); line++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var row ClaimRow
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		out = append(out, row)
	}
	return out, sc.Err()
}

// ClaimResult is the screen's verdict on one row.
type ClaimResult struct {
	ID         string   `json:"id"`
	Variant    string   `json:"variant"`
	Label      string   `json:"label"`
	Flagged    bool     `json:"flagged"`
	ParseError string   `json:"parse_error,omitempty"`
	Findings   []string `json:"findings,omitempty"`
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
	Seconds         float64                  `json:"seconds"`
	Results         []ClaimResult            `json:"results,omitempty"`
}

// Claimcheck screens every row with the editor's attack settings.
func Claimcheck(rows []ClaimRow) *ClaimReport {
	start := time.Now()
	rep := &ClaimReport{ByVariant: map[string]*VariantCount{}, ByCode: map[string]int{}}
	conf, confOK, disp, dispFlag := 0, 0, 0, 0
	for _, row := range rows {
		res := screen(row)
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
	rep.Seconds = time.Since(start).Seconds()
	return rep
}

func screen(row ClaimRow) ClaimResult {
	res := ClaimResult{ID: row.ID, Variant: row.Variant, Label: row.Label}
	src := row.Context + "\n" + row.Artifact
	fr := check.Run(context.Background(), row.ID+".dfy", src, nil)
	for _, f := range fr.Findings {
		if f.Severity == spec.SevError {
			res.ParseError = f.Message
			break
		}
	}
	from := len(row.Context) + 1
	for _, cr := range fr.Contracts {
		if cr.Contract.R.Start.Offset < from {
			continue // declared in the context, not the artifact
		}
		for _, f := range cr.Findings {
			if analyzers.IsAttack(f.Code) && f.Severity <= spec.SevWarning { // the unsatisfiable hint is never a warning
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
}
