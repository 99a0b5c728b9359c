package specgen

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Shard is one part of a run split N ways: the candidates whose position
// in the candidates file is I-1 modulo N. The zero Shard is the whole run.
// A run split so can go to any batch system as N independent jobs (a CI
// matrix, an indexed job); Merge puts their reports back together.
type Shard struct{ I, N int }

// maxShards bounds N: more shards than that is a mistyped flag.
const maxShards = 10_000

// ParseShard reads "I/N" with 1 ≤ I ≤ N.
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || n > maxShards || i < 1 || i > n {
		return Shard{}, fmt.Errorf("a shard is I/N with 1 ≤ I ≤ N ≤ %d (2/4: the second of four), got %q", maxShards, s)
	}
	return Shard{I: i, N: n}, nil
}

// Has says whether the candidate at index (0-based) belongs to the shard.
func (s Shard) Has(index int) bool { return s.N == 0 || index%s.N == s.I-1 }

func (s Shard) String() string {
	if s.N == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.I, s.N)
}

// Run says what a report evaluated, so that only the shards of one run
// are merged: the files' contents by hash (set by the caller, which read
// them) and how many candidates the file holds.
type Run struct {
	Reference  string `json:"reference,omitempty"`  // sha256 of the reference file
	Candidates string `json:"candidates,omitempty"` // sha256 of the candidates file
	Total      int    `json:"total"`                // candidates in the file
	Shard      string `json:"shard,omitempty"`      // "I/N" for one shard of a run
}

// Merge combines the reports of the N shards of one run into the report
// the whole run would have made: the rows in the candidates' order, the
// tables computed again from them. Seconds is the shards' sum. It refuses
// reports of different runs, a missing or repeated shard, and rows that
// do not cover the candidates exactly once. One whole run alone is its own
// merge (to write it in another format).
func Merge(reps []*Report) (*Report, error) {
	if len(reps) == 0 {
		return nil, fmt.Errorf("no report to merge")
	}
	first := reps[0].Run
	if first == nil {
		return nil, fmt.Errorf("report 1 says nothing of its run (made before shards existed?)")
	}
	if len(reps) == 1 && first.Shard == "" {
		r := reps[0]
		rep := aggregate(r.Rows)
		rep.Seconds, rep.Toolchain, rep.Run, rep.References = r.Seconds, r.Toolchain, r.Run, r.References
		return rep, nil
	}
	seen := map[int]int{} // shard → report
	n := 0
	var rows []Row
	seconds := 0.0
	refs := map[string]string{}
	for k, r := range reps {
		if r.Run == nil || r.Run.Shard == "" {
			return nil, fmt.Errorf("report %d is a whole run, not a shard: it merges with nothing", k+1)
		}
		s, err := ParseShard(r.Run.Shard)
		if err != nil {
			return nil, fmt.Errorf("report %d: %v", k+1, err)
		}
		switch {
		case n == 0:
			n = s.N
		case s.N != n:
			return nil, fmt.Errorf("report %d is shard %s, report 1 one of %d", k+1, s, n)
		}
		if r.Run.Reference != first.Reference || r.Run.Candidates != first.Candidates || r.Run.Total != first.Total {
			return nil, fmt.Errorf("report %d evaluated other files than report 1 (their hashes or sizes differ)", k+1)
		}
		if r.Toolchain != reps[0].Toolchain {
			return nil, fmt.Errorf("report %d ran other toolchains than report 1: %q against %q", k+1, r.Toolchain, reps[0].Toolchain)
		}
		if j, dup := seen[s.I]; dup {
			return nil, fmt.Errorf("shard %s is in reports %d and %d", s, j, k+1)
		}
		seen[s.I] = k + 1
		rows = append(rows, r.Rows...)
		seconds += r.Seconds
		for id, text := range r.References {
			refs[id] = text
		}
	}
	for i := 1; i <= n; i++ {
		if _, ok := seen[i]; !ok {
			return nil, fmt.Errorf("shard %d/%d is missing", i, n)
		}
	}
	sort.SliceStable(rows, func(a, b int) bool { return rows[a].Index < rows[b].Index })
	if len(rows) != first.Total {
		return nil, fmt.Errorf("the shards hold %d rows for %d candidates", len(rows), first.Total)
	}
	for i, r := range rows {
		if r.Index != i {
			return nil, fmt.Errorf("candidate %d has no row, or two (the shards do not split one run)", i+1)
		}
	}
	rep := aggregate(rows)
	rep.Seconds = seconds
	rep.Toolchain = reps[0].Toolchain
	rep.Run = &Run{Reference: first.Reference, Candidates: first.Candidates, Total: first.Total}
	if len(refs) > 0 {
		rep.References = refs
	}
	return rep, nil
}

// maxReportBytes bounds a report read back for merging.
const maxReportBytes = 1 << 30

// ReadReport reads a report written as JSON (bench specgen --format json).
func ReadReport(r io.Reader) (*Report, error) {
	var rep Report
	dec := json.NewDecoder(io.LimitReader(r, maxReportBytes))
	if err := dec.Decode(&rep); err != nil {
		return nil, fmt.Errorf("not a specgen report in JSON: %v", err)
	}
	return &rep, nil
}
