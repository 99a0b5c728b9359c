package check

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
)

// Sidecar files hold examples in VERINA's shapes, next to the spec:
//
//	NAME.test.json / test.json:
//	  [{"input": {"x": 1}, "expected": 2, "unexpected": [0, 3], "contract": "F"}]
//	NAME.reject_inputs.json / reject_inputs.json:
//	  [{"input": {"x": -1}, "contract": "F"}]
//
// "contract" is optional when one contract's parameters match the input
// names. Values are JSON, or strings holding values in the spec's language.
// Only files in the spec's own directory are read.

// maxSidecar bounds sidecar size.
const maxSidecar = 16 << 20

// SidecarPaths lists the sidecar files a spec file may have.
func SidecarPaths(path string) (tests, rejects []string) {
	dir := filepath.Dir(path)
	stem := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	tests = []string{filepath.Join(dir, stem+".test.json"), filepath.Join(dir, "test.json")}
	rejects = []string{filepath.Join(dir, stem+".reject_inputs.json"), filepath.Join(dir, "reject_inputs.json")}
	return
}

type sidecarEntry struct {
	Input      map[string]json.RawMessage `json:"input"`
	Expected   json.RawMessage            `json:"expected"`
	Unexpected []json.RawMessage          `json:"unexpected"`
	Contract   string                     `json:"contract"`
}

func readSidecars(path string, m *ir.Module, lang *Language, read ReadFile) []analyzers.Finding {
	var out []analyzers.Finding
	tests, rejects := SidecarPaths(path)
	for _, group := range [][]string{tests, rejects} {
		for _, p := range group {
			data, err := read(p)
			if errors.Is(err, ErrOutsideWorkspace) {
				pos := ir.Pos{Line: 1, Col: 1}
				out = append(out, analyzers.Finding{Code: "example-error", Severity: ir.SevWarning, R: ir.Range{Start: pos, End: pos},
					Message: filepath.Base(p) + " links outside the workspace: not read"})
				break
			}
			if err != nil {
				continue // absent
			}
			out = append(out, applySidecar(p, data, m, lang, group[0] == rejects[0])...)
			break // the NAME.* file wins over the directory-wide one
		}
	}
	return out
}

func applySidecar(file string, data []byte, m *ir.Module, lang *Language, rejects bool) []analyzers.Finding {
	var out []analyzers.Finding
	problem := func(msg string) {
		p := ir.Pos{Line: 1, Col: 1}
		out = append(out, analyzers.Finding{Code: "example-error", Severity: ir.SevWarning,
			Message: filepath.Base(file) + ": " + msg, R: ir.Range{Start: p, End: p}})
	}
	if len(data) > maxSidecar {
		problem("sidecar file too large")
		return out
	}
	var entries []sidecarEntry
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&entries); err != nil {
		problem("not a JSON list of examples: " + err.Error())
		return out
	}
	idx := indexContracts(m)
	for i, e := range entries {
		c, err := idx.pick(e)
		if err != nil {
			problem(fmt.Sprintf("entry %d: %v", i+1, err))
			continue
		}
		in, err := jsonBindings(e.Input, c.Params, lang.ParseValue)
		if err != nil {
			problem(fmt.Sprintf("entry %d: %v", i+1, err))
			continue
		}
		base := ir.Example{Inputs: in, File: file, Text: analyzers.BindingsText(in)}
		if rejects {
			c.Examples.RejectedInputs = append(c.Examples.RejectedInputs, base)
			continue
		}
		c.Examples.Required = append(c.Examples.Required, base)
		if len(e.Expected) > 0 {
			ex, err := pairFromJSON(c, base, e.Expected, lang.ParseValue)
			if err != nil {
				problem(fmt.Sprintf("entry %d expected: %v", i+1, err))
			} else {
				c.Examples.Accepted = append(c.Examples.Accepted, ex)
			}
		}
		for k, u := range e.Unexpected {
			ex, err := pairFromJSON(c, base, u, lang.ParseValue)
			if err != nil {
				problem(fmt.Sprintf("entry %d unexpected %d: %v", i+1, k+1, err))
				continue
			}
			c.Examples.Rejected = append(c.Examples.Rejected, ex)
		}
	}
	return out
}

// contractIndex finds the contract of a sidecar entry without a pass
// over every contract per entry (a sidecar of thousands of entries for a
// file of thousands of contracts).
type contractIndex struct {
	byName map[string]*ir.Contract // the first of each name
	// byParams lists, by their sorted parameter names, the contracts
	// whose parameter names are distinct; odd are the others.
	byParams map[string][]*ir.Contract
	odd      []*ir.Contract
}

func indexContracts(m *ir.Module) *contractIndex {
	idx := &contractIndex{byName: map[string]*ir.Contract{}, byParams: map[string][]*ir.Contract{}}
	for _, c := range m.Contracts {
		if _, ok := idx.byName[c.Name]; !ok {
			idx.byName[c.Name] = c
		}
		names := make([]string, len(c.Params))
		for i, p := range c.Params {
			names[i] = p.Name
		}
		sort.Strings(names)
		distinct := true
		for i := 1; i < len(names); i++ {
			distinct = distinct && names[i] != names[i-1]
		}
		if !distinct {
			idx.odd = append(idx.odd, c)
			continue
		}
		k := paramsKey(names)
		idx.byParams[k] = append(idx.byParams[k], c)
	}
	return idx
}

// paramsKey is sorted names as one key: their number, then the names
// (a JSON key may hold the separator; a parameter name cannot, so the
// number keeps such keys apart).
func paramsKey(sorted []string) string {
	return fmt.Sprint(len(sorted), "\x00", strings.Join(sorted, "\x00"))
}

// pick is the contract an entry names, or the one whose parameters are
// exactly the entry's inputs.
func (idx *contractIndex) pick(e sidecarEntry) (*ir.Contract, error) {
	if e.Contract != "" {
		if c := idx.byName[e.Contract]; c != nil {
			return c, nil
		}
		return nil, fmt.Errorf("no contract named %q", e.Contract)
	}
	keys := make([]string, 0, len(e.Input))
	for k := range e.Input {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	match := idx.byParams[paramsKey(keys)]
	for _, c := range idx.odd {
		if len(c.Params) != len(e.Input) {
			continue
		}
		ok := true
		for _, p := range c.Params {
			if _, has := e.Input[p.Name]; !has {
				ok = false
			}
		}
		if ok {
			match = append(match[:len(match):len(match)], c)
		}
	}
	switch len(match) {
	case 1:
		return match[0], nil
	case 0:
		return nil, fmt.Errorf("no contract has exactly the parameters given")
	}
	return nil, fmt.Errorf("%d contracts have these parameters; add \"contract\": NAME", len(match))
}

func decodeJSON(raw json.RawMessage) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	err := dec.Decode(&v)
	return v, err
}

func jsonBindings(in map[string]json.RawMessage, params []ir.Param, parse ir.ValueParser) ([]ir.Binding, error) {
	var out []ir.Binding
	for _, p := range params {
		raw, ok := in[p.Name]
		if !ok {
			return nil, fmt.Errorf("no value for %q", p.Name)
		}
		j, err := decodeJSON(raw)
		if err != nil {
			return nil, err
		}
		v, err := ir.FromJSON(j, p.Type, parse)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p.Name, err)
		}
		out = append(out, ir.Binding{Name: p.Name, Val: v})
	}
	return out, nil
}

// pairFromJSON adds outputs: a single result takes the value itself; several
// results take an object keyed by result name.
func pairFromJSON(c *ir.Contract, base ir.Example, raw json.RawMessage, parse ir.ValueParser) (ir.Example, error) {
	ex := base
	j, err := decodeJSON(raw)
	if err != nil {
		return ex, err
	}
	var results []ir.Param
	for _, r := range c.Results {
		results = append(results, r)
	}
	if len(results) == 1 {
		v, err := ir.FromJSON(j, results[0].Type, parse)
		if err != nil {
			return ex, err
		}
		ex.Outputs = []ir.Binding{{Name: results[0].Name, Val: v}}
	} else {
		obj, ok := j.(map[string]any)
		if !ok {
			return ex, fmt.Errorf("%d results: give an object keyed by result name", len(results))
		}
		for _, r := range results {
			jv, ok := obj[r.Name]
			if !ok {
				return ex, fmt.Errorf("no value for result %q", r.Name)
			}
			v, err := ir.FromJSON(jv, r.Type, parse)
			if err != nil {
				return ex, err
			}
			ex.Outputs = append(ex.Outputs, ir.Binding{Name: r.Name, Val: v})
		}
	}
	ex.Text = analyzers.BindingsText(ex.Inputs) + " -> " + analyzers.BindingsText(ex.Outputs)
	return ex, nil
}
