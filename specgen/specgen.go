// Package specgen evaluates generated specifications against a
// reference, task by task, with the four families of evidence of
// "Beyond Type-checking" (arXiv 2610.10604): formal validity, reference
// similarity (NEM, signature F1, logical-atom F1, GTED), reference
// equivalence (bounded here, never called a proof) and behavioural
// adequacy on the reference's tests (Rreq, R+, R−, BAcc). Every metric
// is an evidence record: a value, or unavailable with the reason.
package specgen

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/specfaith/specfaith/lang"
)

// Candidate is one generated specification: a line of CANDIDATES.jsonl.
// Lean candidates give the bodies of the precondition and postcondition
// (and auxiliary definitions); Dafny and Nagini ones the whole contract
// text (signature, requires, ensures) with "lang".
type Candidate struct {
	ID       string `json:"id"`
	Config   string `json:"config"`
	Lang     string `json:"lang,omitempty"`
	Precond  string `json:"precond,omitempty"`
	Postcond string `json:"postcond,omitempty"`
	Aux      string `json:"aux,omitempty"`
	Contract string `json:"contract,omitempty"`
}

// Reference is one task of REF.jsonl, in the shape of ../shared/data
// (VERINA, CLEVER: Lean); a Dafny or Nagini task gives "lang" and its
// contract text ("contract", or "artifact" as the claimcheck rows do).
type Reference struct {
	ID        string `json:"id"`
	Lang      string `json:"lang,omitempty"`
	Signature struct {
		Name   string `json:"name"`
		Params []struct {
			Name string `json:"name"`
			Type string `json:"type"`
		} `json:"params"`
		ReturnType string `json:"return_type"`
		// ResultName names the result in the postcondition ("result",
		// VERINA's, when empty).
		ResultName string `json:"result_name,omitempty"`
	} `json:"signature"`
	Precond  string `json:"precond"`
	Postcond string `json:"postcond"`
	Aux      string `json:"aux"`
	AuxParts struct {
		TaskAux string `json:"task_aux"`
	} `json:"aux_parts"`
	LeanDecls struct {
		Precond  string `json:"precond"`
		Postcond string `json:"postcond"`
	} `json:"lean_decls"`
	Contract     string   `json:"contract,omitempty"`
	Artifact     string   `json:"artifact,omitempty"`
	Positive     []Pair   `json:"positive"`
	Negative     []Pair   `json:"negative"`
	RejectInputs []Inputs `json:"reject_inputs"`
}

// Pair is a test: inputs and an output, as text in the task's language.
type Pair struct {
	Inputs map[string]string `json:"inputs"`
	Output string            `json:"output"`
}

// Inputs is an input-only test.
type Inputs struct {
	Inputs map[string]string `json:"inputs"`
}

// language is the reference's language: lean unless it says otherwise
// (a name lang does not know is kept, and read as Lean).
func (r *Reference) language() lang.ID {
	if r.Lang == "" {
		return lang.Lean
	}
	if id, ok := lang.Parse(r.Lang); ok {
		return id
	}
	return lang.ID(strings.ToLower(r.Lang))
}

// contractText is a Dafny or Nagini reference's contract.
func (r *Reference) contractText() string {
	if r.Contract != "" {
		return r.Contract
	}
	return r.Artifact
}

// maxLine bounds one JSONL row.
const maxLine = 16 << 20

// ReadReferences reads REF.jsonl.
func ReadReferences(path string) ([]Reference, error) { return readFile[Reference](path) }

// ReadCandidates reads CANDIDATES.jsonl.
func ReadCandidates(path string) ([]Candidate, error) { return readFile[Candidate](path) }

func readFile[T any](path string) ([]T, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readLines[T](f)
}

// readLines decodes one JSON object per non-blank line, naming the line
// of the first that does not decode.
func readLines[T any](r io.Reader) ([]T, error) {
	var out []T
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), maxLine)
	line := 0
	for sc.Scan() {
		line++
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var t T
		if err := json.Unmarshal(sc.Bytes(), &t); err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		out = append(out, t)
	}
	return out, sc.Err()
}

// Measure is one metric's evidence record: a value (or, for bounded
// equivalence, a verdict), or unavailable with the reason; what it was
// measured on (scope, denominator) and how long it took.
type Measure struct {
	Status string   `json:"status"` // ok or unavailable
	Value  *float64 `json:"value,omitempty"`
	// Verdict is bounded equivalence's: equivalent, not_equivalent, or
	// unknown (with Status unavailable); Witness shows a counterexample.
	Verdict string  `json:"verdict,omitempty"`
	Witness string  `json:"witness,omitempty"`
	Num     int     `json:"num,omitempty"`
	Den     int     `json:"den,omitempty"`
	Scope   string  `json:"scope"`
	Reason  string  `json:"reason,omitempty"`
	Millis  float64 `json:"ms"`
}

// Measure statuses.
const (
	OK          = "ok"
	Unavailable = "unavailable"
)

func value(v float64, scope string) *Measure {
	return &Measure{Status: OK, Value: &v, Scope: scope}
}

func unavailable(scope, reason string) *Measure {
	return &Measure{Status: Unavailable, Scope: scope, Reason: reason}
}

// ratio is num/den as a value, or unavailable when den is 0.
func ratio(num, den int, scope, none string) *Measure {
	if den == 0 {
		return unavailable(scope, none)
	}
	m := value(float64(num)/float64(den), scope)
	m.Num, m.Den = num, den
	return m
}

// Metric names, in report order.
const (
	MValid   = "validity"
	MNEM     = "nem"
	MSigF1   = "sig_f1"
	MAtomF1  = "atom_f1"
	MGTED    = "gted"
	MBEq     = "beq_bounded"
	MBEqLean = "beq_lean"
	MRreq    = "required_input_recall"
	MRPlus   = "positive_test_recall"
	MRMinus  = "negative_test_rejection"
	MBAcc    = "balanced_accuracy"
)

// Metrics lists the metrics in report order.
var Metrics = []string{MValid, MNEM, MSigF1, MAtomF1, MGTED, MBEq, MBEqLean, MRreq, MRPlus, MRMinus, MBAcc}

// Row is one candidate's evaluation.
type Row struct {
	// Index is the candidate's position in its file (from 0).
	Index   int                 `json:"index"`
	ID      string              `json:"id"`
	Config  string              `json:"config"`
	Lang    string              `json:"lang"`
	Error   string              `json:"error,omitempty"`
	Metrics map[string]*Measure `json:"metrics"`
	Millis  float64             `json:"ms"`
	// Cached: the row was read from the cache (--cache), computed by an
	// earlier run of the same build.
	Cached bool `json:"cached,omitempty"`
	// Spec is the candidate as given (the report shows it beside the
	// reference's).
	Spec string `json:"spec,omitempty"`
}

// specText is a candidate's text as given.
func (c *Candidate) specText() string {
	if c.Contract != "" {
		return c.Contract
	}
	return leanParts(c.Aux, c.Precond, c.Postcond)
}

// specText is a reference task's specification as given.
func (r *Reference) specText() string {
	if t := r.contractText(); t != "" {
		return t
	}
	return leanParts(r.Aux, r.Precond, r.Postcond)
}

// leanParts shows a Lean task's parts, each named, the empty ones left out.
func leanParts(aux, pre, post string) string {
	var parts []string
	for _, p := range []struct{ name, text string }{{"aux", aux}, {"precondition", pre}, {"postcondition", post}} {
		if strings.TrimSpace(p.text) != "" {
			parts = append(parts, p.name+": "+p.text)
		}
	}
	return strings.Join(parts, "\n")
}
