package specgen

import "sort"

// Report is a whole evaluation: per configuration the mean and count of
// each metric's measured values (a missing measurement is never a
// zero), the same restricted to the tasks every configuration measured
// on every metric (joint), and the rows.
type Report struct {
	Configs map[string]*ConfigTable `json:"configs"`
	Joint   *JointTable             `json:"joint"`
	Rows    []Row                   `json:"rows"`
	Seconds float64                 `json:"seconds"`
	// Toolchain says which toolchain validity and BEq+ used, or that none
	// was installed.
	Toolchain string `json:"toolchain"`
	// Run says what was evaluated (Merge checks that shards agree).
	Run *Run `json:"run,omitempty"`
	// References are the specifications of the tasks the rows name, by
	// task (the report shows them beside each candidate).
	References map[string]string `json:"references,omitempty"`
}

// ConfigTable aggregates one configuration's rows.
type ConfigTable struct {
	Tasks   int            `json:"tasks"`
	Metrics map[string]any `json:"metrics"` // *MeanN, or *Verdicts for beq_bounded
}

// JointTable is the tables restricted to the jointly measurable tasks.
type JointTable struct {
	Configs map[string]*ConfigTable `json:"configs"`
	Tasks   []string                `json:"tasks"`
	// Metrics are the metrics the joint set requires: those measured on
	// at least one row (a metric no row measured, such as BEq+ without
	// lean, would leave no task).
	Metrics []string `json:"metrics"`
}

// MeanN is the mean of a metric's measured values and how many there
// were; Mean is null when there were none.
type MeanN struct {
	Mean *float64 `json:"mean"`
	N    int      `json:"n"`
}

// Verdicts counts bounded equivalence's verdicts.
type Verdicts struct {
	Equivalent    int `json:"equivalent"`
	NotEquivalent int `json:"not_equivalent"`
	Unknown       int `json:"unknown"`
}

func aggregate(rows []Row) *Report {
	rep := &Report{Rows: rows, Configs: tables(rows, nil)}
	measured := map[string]bool{}
	for _, r := range rows {
		for k, m := range r.Metrics {
			if m != nil && m.Status == OK {
				measured[k] = true
			}
		}
	}
	var need []string
	for _, k := range Metrics {
		if measured[k] {
			need = append(need, k)
		}
	}
	// A task is jointly measurable when every configuration has a row
	// for it with every needed metric measured.
	full := map[string]map[string]bool{} // task → configs measuring it fully
	configs := map[string]bool{}
	for _, r := range rows {
		configs[r.Config] = true
		ok := true
		for _, k := range need {
			if m := r.Metrics[k]; m == nil || m.Status != OK {
				ok = false
				break
			}
		}
		if ok {
			if full[r.ID] == nil {
				full[r.ID] = map[string]bool{}
			}
			full[r.ID][r.Config] = true
		}
	}
	joint := map[string]bool{}
	var tasks []string
	for id, cs := range full {
		if len(cs) == len(configs) {
			joint[id] = true
			tasks = append(tasks, id)
		}
	}
	sort.Strings(tasks)
	if tasks == nil {
		tasks = []string{}
	}
	rep.Joint = &JointTable{Configs: tables(rows, joint), Tasks: tasks, Metrics: need}
	if rep.Joint.Metrics == nil {
		rep.Joint.Metrics = []string{}
	}
	return rep
}

// tables aggregates rows per configuration (only the tasks in keep, when
// keep is not nil).
func tables(rows []Row, keep map[string]bool) map[string]*ConfigTable {
	out := map[string]*ConfigTable{}
	sums := map[string]map[string]float64{}
	for _, r := range rows {
		if keep != nil && !keep[r.ID] {
			continue
		}
		t := out[r.Config]
		if t == nil {
			t = &ConfigTable{Metrics: map[string]any{}}
			for _, k := range Metrics {
				if k == MBEq {
					t.Metrics[k] = &Verdicts{}
				} else {
					t.Metrics[k] = &MeanN{}
				}
			}
			out[r.Config] = t
			sums[r.Config] = map[string]float64{}
		}
		t.Tasks++
		for _, k := range Metrics {
			m := r.Metrics[k]
			if k == MBEq {
				v := t.Metrics[k].(*Verdicts)
				switch {
				case m == nil || m.Status != OK:
					v.Unknown++
				case m.Verdict == "equivalent":
					v.Equivalent++
				default:
					v.NotEquivalent++
				}
				continue
			}
			if m == nil || m.Status != OK || m.Value == nil {
				continue
			}
			mn := t.Metrics[k].(*MeanN)
			mn.N++
			sums[r.Config][k] += *m.Value
		}
	}
	for c, t := range out {
		for _, k := range Metrics {
			if mn, ok := t.Metrics[k].(*MeanN); ok && mn.N > 0 {
				v := sums[c][k] / float64(mn.N)
				mn.Mean = &v
			}
		}
	}
	return out
}
