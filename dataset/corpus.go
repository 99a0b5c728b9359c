package dataset

import (
	"context"
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/ir"
)

// A corpus run checks real spec files written by others (verified
// benchmark solutions, libraries, a verifier's own test suite) as a new
// user would, and counts what specfaith says about them: per finding code
// how many contracts got it, how far the search got, and how long it took.
// On verified files a finding that claims the spec cannot be met is
// wrong by construction, so the counts are a measure of trust.

// SlowFile is the wall-clock time above which a file is listed as slow.
const SlowFile = 5 * time.Second

// CorpusReport is the outcome of a corpus run.
type CorpusReport struct {
	Files     int `json:"files"`
	Contracts int `json:"contracts"`
	// Codes counts, per finding code, the contracts (or, for file-level
	// codes, the files) that got it.
	Codes map[string]int `json:"codes"`
	// Search counts contracts by search status; SearchEnsures those with
	// a postcondition (a contract without one has nothing to search).
	Search        map[string]int `json:"search"`
	SearchEnsures map[string]int `json:"search_ensures"`
	// Skipped counts why contracts with a postcondition were not searched.
	Skipped map[string]int `json:"skipped,omitempty"`
	// Partial counts why contracts with a postcondition were searched
	// only in part, each reason of a contract once.
	Partial  map[string]int `json:"partial,omitempty"`
	Severity map[string]int `json:"severity"`
	Seconds  float64        `json:"seconds"`
	// Slowest is the slowest file and its time.
	Slowest        string  `json:"slowest"`
	SlowestSeconds float64 `json:"slowest_seconds"`
	// Slow lists files over SlowFile; Crashed files whose analysis
	// panicked (with the panic); Unreadable files that could not be read.
	Slow       []string `json:"slow"`
	Crashed    []string `json:"crashed"`
	Unreadable []string `json:"unreadable"`
	// Findings lists the attack findings (path:line: code: message).
	Findings []string `json:"findings,omitempty"`
	// Theorems counts the theorems and lemmas of the files, all and those
	// named *_spec*, and how many were read into a contract.
	Theorems TheoremCount `json:"theorems"`
}

// TheoremCount counts theorems read into contracts (as clauses, examples,
// or restating a contract the file states otherwise).
type TheoremCount struct {
	All      int `json:"all"`
	Read     int `json:"read"`
	Spec     int `json:"spec"`
	SpecRead int `json:"spec_read"`
	// Unread counts the reasons a *_spec theorem was not read (function
	// names replaced by f).
	Unread map[string]int `json:"unread"`
	// UnreadAt lists the unread *_spec theorems (path:line: name: reason)
	// for -v.
	UnreadAt []string `json:"unread_at,omitempty"`
}

// Corpus checks files, jobs at a time (one per core when jobs < 1);
// reader gives the reader for each file's includes and sidecars. The
// report does not depend on the order files finish in.
func Corpus(ctx context.Context, files []string, reader func(path string) check.ReadFile, jobs int) *CorpusReport {
	rep := &CorpusReport{Codes: map[string]int{}, Search: map[string]int{}, SearchEnsures: map[string]int{}, Skipped: map[string]int{}, Partial: map[string]int{}, Severity: map[string]int{},
		Slow: []string{}, Crashed: []string{}, Unreadable: []string{}, Theorems: TheoremCount{Unread: map[string]int{}}}
	if jobs < 1 {
		jobs = runtime.GOMAXPROCS(0)
	}
	start := time.Now()
	var mu sync.Mutex
	next := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range next {
				src, err := check.ReadSpec(f)
				if err != nil {
					mu.Lock()
					rep.Unreadable = append(rep.Unreadable, fmt.Sprintf("%s: %v", f, err))
					mu.Unlock()
					continue
				}
				t0 := time.Now()
				fr, crash := checkOne(ctx, f, src, reader(f))
				dt := time.Since(t0)
				mu.Lock()
				rep.add(f, fr, crash, dt)
				mu.Unlock()
			}
		}()
	}
	for _, f := range files {
		next <- f
	}
	close(next)
	wg.Wait()
	for _, l := range [][]string{rep.Slow, rep.Crashed, rep.Unreadable} {
		sort.Strings(l)
	}
	// One file's lines stay in its own order.
	for _, l := range [][]string{rep.Findings, rep.Theorems.UnreadAt} {
		sort.SliceStable(l, func(i, j int) bool { return pathOf(l[i]) < pathOf(l[j]) })
	}
	rep.Seconds = time.Since(start).Seconds()
	return rep
}

// add counts one file's report.
func (rep *CorpusReport) add(f string, fr *check.FileReport, crash string, dt time.Duration) {
	rep.Files++
	if s := dt.Seconds(); s > rep.SlowestSeconds || s == rep.SlowestSeconds && f < rep.Slowest {
		rep.Slowest, rep.SlowestSeconds = f, s
	}
	if dt > SlowFile {
		rep.Slow = append(rep.Slow, fmt.Sprintf("%s: %.1f s", f, dt.Seconds()))
	}
	if crash != "" {
		rep.Crashed = append(rep.Crashed, f+": "+crash)
		return
	}
	// A panic the analysis caught is an internal-error finding: still a
	// crash of specfaith's, listed as one.
	for _, x := range fr.All() {
		if x.Code == check.CodeInternalError {
			rep.Crashed = append(rep.Crashed, f+": "+x.Message)
		}
	}
	rep.Theorems.add(f, fr.Module)
	fileCodes := map[string]bool{}
	for _, x := range fr.Findings {
		fileCodes[x.Code] = true
		rep.Severity[x.Severity.String()]++
	}
	for code := range fileCodes {
		rep.Codes[code]++
	}
	for _, cr := range fr.Contracts {
		rep.Contracts++
		rep.Search[cr.Search.Status]++
		if len(cr.Contract.Ensures()) > 0 {
			rep.SearchEnsures[cr.Search.Status]++
			if cr.Search.Status == analyzers.SearchSkipped {
				rep.Skipped[skipReason(cr.Search.Reason)]++
			}
			if cr.Search.Status == analyzers.SearchPartial {
				seen := map[string]bool{}
				for _, r := range strings.Split(cr.Search.Reason, "; ") {
					if r = partialReason(r); !seen[r] {
						seen[r] = true
						rep.Partial[r]++
					}
				}
			}
		}
		codes := map[string]bool{}
		for _, x := range cr.Findings {
			codes[x.Code] = true
			rep.Severity[x.Severity.String()]++
			if analyzers.IsAttack(x.Code) && x.Severity != ir.SevHint || x.Code == analyzers.CodeUnsatPost {
				rep.Findings = append(rep.Findings, fmt.Sprintf("%s:%d: %s: %s: %s", f, x.R.Start.Line, x.Code, cr.Contract.Name, x.Message))
			}
		}
		for code := range codes {
			rep.Codes[code]++
		}
	}
}

// checkOne checks one file; a panic is caught and returned, so that one
// bad file does not hide the rest of the corpus.
func checkOne(ctx context.Context, path string, src []byte, read check.ReadFile) (fr *check.FileReport, crash string) {
	defer func() {
		if r := recover(); r != nil {
			crash = fmt.Sprintf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	return check.File(ctx, path, src, read), ""
}

// CodesSorted lists the codes, most frequent first.
func (r *CorpusReport) CodesSorted() []string {
	var out []string
	for c := range r.Codes {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		if r.Codes[out[i]] != r.Codes[out[j]] {
			return r.Codes[out[i]] > r.Codes[out[j]]
		}
		return out[i] < out[j]
	})
	return out
}

// specName matches the names Lean users give a function's specification
// theorem: f_spec, f_spec_satisfied, f_spec2 (not f_special).
var specName = lazyre.New(`_spec($|[_0-9'])`)

// add counts a module's theorems.
func (t *TheoremCount) add(path string, m *ir.Module) {
	if m == nil {
		return
	}
	for _, th := range m.Theorems {
		read := th.Contract != ""
		isSpec := specName.MatchString(th.Name)
		t.All++
		if read {
			t.Read++
		}
		if !isSpec {
			continue
		}
		t.Spec++
		if read {
			t.SpecRead++
			continue
		}
		r := th.Reason
		for _, n := range th.About {
			r = replaceName(r, n, "f")
		}
		t.Unread[r]++
		t.UnreadAt = append(t.UnreadAt, fmt.Sprintf("%s:%d: %s: %s", path, th.R.Start.Line, th.Name, th.Reason))
	}
}

// SortedCounts lists a count map's keys, largest count first.
func SortedCounts(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if m[out[i]] != m[out[j]] {
			return m[out[i]] > m[out[j]]
		}
		return out[i] < out[j]
	})
	return out
}

// pathOf is the path a "path:line: …" line starts with.
func pathOf(line string) string {
	if i := strings.Index(line, ".lean:"); i >= 0 {
		return line[:i]
	}
	if i := strings.LastIndex(line, ":"); i >= 0 {
		return line[:i]
	}
	return line
}

// replaceName replaces the name n where it stands as a whole word.
func replaceName(s, n, by string) string {
	if n == "" {
		return s
	}
	word := func(r rune) bool {
		return r == '_' || r == '.' || r == '\'' || unicode.IsLetter(r) || unicode.IsDigit(r)
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		j := strings.Index(s[i:], n)
		if j < 0 {
			b.WriteString(s[i:])
			break
		}
		j += i
		before, _ := utf8.DecodeLastRuneInString(s[:j])
		after, _ := utf8.DecodeRuneInString(s[j+len(n):])
		b.WriteString(s[i:j])
		if (j == 0 || !word(before)) && (j+len(n) == len(s) || !word(after)) {
			b.WriteString(by)
		} else {
			b.WriteString(n)
		}
		i = j + len(n)
	}
	return b.String()
}

// skipReason groups a reason a search was skipped: names and values
// replaced by _.
func skipReason(r string) string {
	r = backquoted.ReplaceAllString(r, "`_`")
	r = nameFor.ReplaceAllString(r, "for _:")
	if len(r) > 100 {
		r = r[:100]
		for len(r) > 0 && !utf8.ValidString(r) {
			r = r[:len(r)-1] // not inside a character
		}
	}
	return r
}

// partialReason groups one reason a search was partial: counts, names
// and values replaced by _.
func partialReason(r string) string {
	r = digits.ReplaceAllString(skipReason(r), "N")
	return r
}

var (
	digits     = lazyre.New(`[0-9]+`)
	backquoted = lazyre.New("`[^`]*`")
	nameFor    = lazyre.New(`for [^ :]+:`)
)
