package dataset

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/lean"
)

// ImplMutationReport says how many first-order mutants of VERINA's
// reference implementations the tasks' postconditions kill, the mutants
// run on the tests' inputs. Mutants that behave as the reference on every
// input (equivalent) and those not decided are not counted in the rate.
type ImplMutationReport struct {
	Tasks int `json:"tasks"`
	// References: tasks whose reference implementation ran on at least one
	// admitted test input and whose outputs the postcondition did not
	// reject; only these are mutated.
	References int      `json:"references"`
	NoRef      []string `json:"no_reference,omitempty"` // id: why not
	Inputs     int      `json:"inputs"`                 // admitted inputs the references ran on
	Skipped    int      `json:"skipped_inputs"`         // inputs the precondition rejects or does not decide, or the reference does not finish
	Mutants    int      `json:"mutants"`
	Killed     int      `json:"killed"`
	// KilledIllDefined: of Killed, mutants killed only by a postcondition
	// undefined on their output.
	KilledIllDefined int               `json:"killed_ill_defined"`
	Survived         int               `json:"survived"`
	Equivalent       int               `json:"equivalent"`
	Undecided        int               `json:"undecided"`
	UndecidedBy      map[string]int    `json:"undecided_by"` // why: the first reason each undecided mutant met
	KillRate         float64           `json:"kill_rate"`    // killed / (killed + survived)
	ByKind           map[string][4]int `json:"by_kind"`      // killed, survived, equivalent, undecided
	Survivors        []Survivor        `json:"survivors,omitempty"`
	Seconds          float64           `json:"seconds"`
}

// Survivor is a surviving mutant: the change, and the first test input
// where its output differs from the reference's and the postcondition
// accepts it.
type Survivor struct {
	Task      string `json:"task"`
	Line      int    `json:"line"` // in task.lean
	Mutant    string `json:"mutant"`
	Kind      string `json:"kind"`
	Input     string `json:"input"`
	Output    string `json:"output"`
	Reference string `json:"reference"`
}

// Bounds of the implementation mutation.
var implMutation = analyzers.RefMutationOptions{MaxMutants: 48, MaxInputs: 48, Steps: mutationSteps}

// vpair is a test as values: the inputs (c's parameters in order) and,
// for an input/output pair, the output; err when a value was unreadable.
type vpair struct {
	in  []ir.Binding
	out ir.Value
	err error
}

// loaded is one task read for mutation.
type loaded struct {
	id       string
	m        *ir.Module
	c        *ir.Contract
	pos, neg []vpair
	err      string // why there is no contract
}

// VerinaImplMutants reads each task's reference implementation from
// dir/<id>/task.lean (VERINA's upstream layout) and runs its mutants on
// the inputs of the task's positive and negative tests.
func VerinaImplMutants(tasks []Task, dir string) *ImplMutationReport {
	ls := make([]loaded, len(tasks))
	for i, t := range tasks {
		ls[i] = loadRef(t, dir)
	}
	return implMutants(ls)
}

// loadRef reads a task's contract (with its Impl) from dir/<id>/task.lean
// and its tests from the task row.
func loadRef(t Task, dir string) loaded {
	l := loaded{id: t.ID}
	src, err := os.ReadFile(filepath.Join(dir, t.ID, "task.lean"))
	if err != nil {
		l.err = err.Error()
		return l
	}
	l.m = lean.ParseFile(t.ID+".lean", string(src))
	l.c = contractNamed(l.m, t.Signature.Name)
	if l.c == nil {
		l.err = "no contract " + t.Signature.Name
		return l
	}
	l.pos, l.neg = textPairs(l.c, t)
	return l
}

func contractNamed(m *ir.Module, name string) *ir.Contract {
	var c *ir.Contract
	for _, k := range m.Contracts {
		if k.Name == name {
			c = k
		}
	}
	return c
}

// textPairs reads a row's tests (Lean text) as values of c's types.
func textPairs(c *ir.Contract, t Task) (pos, neg []vpair) {
	one := func(p Pair) vpair {
		var vp vpair
		for _, prm := range c.Params {
			text, ok := p.Inputs[prm.Name]
			if !ok {
				vp.err = fmt.Errorf("no value for %s", prm.Name)
				return vp
			}
			v, err := parseTyped(text, prm.Type)
			if err != nil {
				vp.err = fmt.Errorf("%s: %v", prm.Name, err)
				return vp
			}
			vp.in = append(vp.in, ir.Binding{Name: prm.Name, Val: v})
		}
		if p.Output != "" && len(c.Results) == 1 {
			v, err := parseTyped(p.Output, c.Results[0].Type)
			if err != nil {
				vp.err = fmt.Errorf("result: %v", err)
				return vp
			}
			vp.out = v
		}
		return vp
	}
	for _, p := range t.Positive {
		pos = append(pos, one(p))
	}
	for _, p := range t.Negative {
		neg = append(neg, one(p))
	}
	return pos, neg
}

// implMutants mutates every loaded task's reference, one task per core at
// a time; the report is in task order whatever the scheduling.
func implMutants(ls []loaded) *ImplMutationReport {
	start := time.Now()
	rep := &ImplMutationReport{Tasks: len(ls), ByKind: map[string][4]int{}, UndecidedBy: map[string]int{}}
	res := make([]*analyzers.RefMutation, len(ls))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				res[i] = safeMutate(ls[i])
			}
		}()
	}
	for i := range ls {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, l := range ls {
		r := res[i]
		switch {
		case l.err != "":
			rep.NoRef = append(rep.NoRef, l.id+": "+l.err)
			continue
		case r == nil:
			rep.NoRef = append(rep.NoRef, l.id+": no implementation or postcondition read")
			continue
		}
		rep.Skipped += r.Inputs - r.Ran
		switch {
		case r.Ran == 0 && r.Reason != "":
			rep.NoRef = append(rep.NoRef, fmt.Sprintf("%s: the reference ran on no admitted input (%s)", l.id, ir.Clip(r.Reason)))
			continue
		case r.Inputs == 0:
			rep.NoRef = append(rep.NoRef, l.id+": no readable test input")
			continue
		case r.Ran == 0:
			rep.NoRef = append(rep.NoRef, fmt.Sprintf("%s: no admitted test input (%d rejected, %d undecided by the precondition)", l.id, r.NotAdmitted, r.PreUnknown))
			continue
		case r.RefRejected > 0:
			rep.NoRef = append(rep.NoRef, fmt.Sprintf("%s: the postcondition rejects %d of the reference's outputs", l.id, r.RefRejected))
			continue
		}
		rep.References++
		rep.Inputs += r.Ran
		for _, mu := range r.Mutants {
			rep.Mutants++
			k := rep.ByKind[mu.Kind]
			switch mu.Verdict {
			case analyzers.MutantKilled:
				rep.Killed++
				k[0]++
				if mu.IllDefined {
					rep.KilledIllDefined++
				}
			case analyzers.MutantSurvived:
				rep.Survived++
				k[1]++
				rep.Survivors = append(rep.Survivors, Survivor{Task: l.id, Line: mu.At.Start.Line, Mutant: mu.Desc, Kind: mu.Kind,
					Input: analyzers.BindingsText(mu.In), Output: analyzers.OutputsText(l.c, mu.Out), Reference: analyzers.OutputsText(l.c, mu.Ref)})
			case analyzers.MutantEquivalent:
				rep.Equivalent++
				k[2]++
			default:
				rep.Undecided++
				rep.UndecidedBy[mu.Undecided]++
				k[3]++
			}
			rep.ByKind[mu.Kind] = k
		}
	}
	if n := rep.Killed + rep.Survived; n > 0 {
		rep.KillRate = float64(rep.Killed) / float64(n)
	}
	rep.Seconds = time.Since(start).Seconds()
	return rep
}

// safeMutate runs the mutation of one task; a panic counts as no
// reference.
func safeMutate(l loaded) (r *analyzers.RefMutation) {
	if l.err != "" || l.c == nil {
		return nil
	}
	defer func() {
		if p := recover(); p != nil {
			r = &analyzers.RefMutation{Reason: fmt.Sprintf("internal error: %v", p)}
		}
	}()
	return analyzers.MutateReference(nil, l.m, l.c, testInputs(l), implMutation)
}

// testInputs are the distinct readable inputs of the positive, then the
// negative tests.
func testInputs(l loaded) [][]ir.Binding {
	var out [][]ir.Binding
	seen := map[string]bool{}
	for _, p := range append(append([]vpair(nil), l.pos...), l.neg...) {
		if p.err != nil {
			continue
		}
		key := analyzers.BindingsText(p.in)
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, p.in)
	}
	return out
}

// VerinaDirMutants reads VERINA's upstream layout (dir/<id>/task.lean,
// task.json, test.json) and runs both mutation tests: mutants of each
// postcondition against the tests, and mutants of each reference
// implementation against the postcondition.
func VerinaDirMutants(dir string) (*MutationReport, *ImplMutationReport, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	var ids []string
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join(dir, e.Name(), "task.lean")); e.IsDir() && err == nil {
			ids = append(ids, e.Name())
		}
	}
	if len(ids) == 0 {
		return nil, nil, fmt.Errorf("%s: no task directories with a task.lean", dir)
	}
	sort.Strings(ids)
	ls := make([]loaded, len(ids))
	for i, id := range ids {
		ls[i] = loadUpstream(filepath.Join(dir, id), id)
	}
	return postMutants(ls), implMutants(ls), nil
}

// loadUpstream reads one upstream task directory: the contract named in
// task.json (or the one contract with an implementation), the tests of
// test.json (expected outputs positive, unexpected ones negative).
func loadUpstream(dir, id string) loaded {
	l := loaded{id: id}
	src, err := os.ReadFile(filepath.Join(dir, "task.lean"))
	if err != nil {
		l.err = err.Error()
		return l
	}
	l.m = lean.ParseFile(id+".lean", string(src))
	var meta struct {
		Signature struct {
			Name string `json:"name"`
		} `json:"signature"`
	}
	if data, err := os.ReadFile(filepath.Join(dir, "task.json")); err == nil && json.Unmarshal(data, &meta) == nil && meta.Signature.Name != "" {
		l.c = contractNamed(l.m, meta.Signature.Name)
	} else {
		for _, k := range l.m.Contracts {
			if k.Impl != nil {
				if l.c != nil {
					l.err = "several contracts with an implementation and no task.json naming one"
					return l
				}
				l.c = k
			}
		}
	}
	if l.c == nil {
		l.err = "no contract with a reference implementation"
		return l
	}
	data, err := os.ReadFile(filepath.Join(dir, "test.json"))
	if err != nil {
		l.err = "no tests: " + err.Error()
		return l
	}
	var tests []struct {
		Input      map[string]json.RawMessage `json:"input"`
		Expected   json.RawMessage            `json:"expected"`
		Unexpected []json.RawMessage          `json:"unexpected"`
	}
	if err := json.Unmarshal(data, &tests); err != nil {
		l.err = "test.json: " + err.Error()
		return l
	}
	for _, t := range tests {
		var in vpair
		for _, p := range l.c.Params {
			raw, ok := t.Input[p.Name]
			if !ok {
				in.err = fmt.Errorf("no value for %s", p.Name)
				break
			}
			v, err := jsonValue(raw, p.Type)
			if err != nil {
				in.err = fmt.Errorf("%s: %v", p.Name, err)
				break
			}
			in.in = append(in.in, ir.Binding{Name: p.Name, Val: v})
		}
		pair := func(raw json.RawMessage) vpair {
			vp := in
			if vp.err == nil && len(l.c.Results) == 1 {
				vp.out, vp.err = jsonValue(raw, l.c.Results[0].Type)
			} else if vp.err == nil {
				vp.err = fmt.Errorf("%d results", len(l.c.Results))
			}
			return vp
		}
		if len(t.Expected) > 0 {
			l.pos = append(l.pos, pair(t.Expected))
		}
		for _, u := range t.Unexpected {
			l.neg = append(l.neg, pair(u))
		}
	}
	return l
}

// jsonValue reads a test.json value as a value of type t (strings that
// are not of a string type are read as Lean text).
func jsonValue(raw json.RawMessage, t *ir.Type) (ir.Value, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var j any
	if err := dec.Decode(&j); err != nil {
		return nil, err
	}
	v, err := ir.FromJSON(j, t, lean.ParseValue)
	if err != nil {
		return nil, err
	}
	return ir.Coerce(v, t)
}
