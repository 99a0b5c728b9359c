package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/internal/memlimit"
	"github.com/specfaith/specfaith/ir"
	"github.com/specfaith/specfaith/llm"
)

// newMemo makes a run's memo (a test shares one between two runs, so
// that they compare order, not how time budgets fell).
var newMemo = check.NewMemo

const checkUsage = `usage: specfaith check [--format text|json|sarif] [-v] [-j N] [--judge PROVIDER] [--fix | --diff] [--unchecked] [--verify] [--mutation-floor F] [--allow-outside] PATH...

Analyses spec files (Dafny .dfy, Lean .lean, Nagini .py; directories are
searched for them) and reports
faithfulness findings: examples the contract gets wrong, with the metric.
Examples come from @input/@accept/@reject/@reject-input lines in the doc
comment and from NAME.test.json / NAME.reject_inputs.json sidecars.
--fix applies the first fix of each finding that has one, rewrites the
file and checks it again; --diff prints those fixes as a unified diff
and writes nothing. A fix nothing could check (no examples and no
implementation that ran) is listed as skipped unless --unchecked. With
--verify, the language's verifier (dafny, nagini or lean on PATH) checks
each fix of a file that verifies: a fix after which it no longer
verifies is skipped.

Files are checked in parallel (-j N at a time, default one per core);
the report is in the files' order whatever finishes first.

Includes and sidecars are read only inside each file's project root (the
nearest directory with .specfaith.toml or .git, else the file's own),
symlinks resolved; --allow-outside lifts that. Files found by searching a
directory that link outside their project are skipped.
`

// defaultFileBudget bounds one file's examples and searches: a file of
// thousands of contracts is answered in seconds, the contracts past the
// budget reported as not searched (docs/RELIABILITY.md).
const defaultFileBudget = time.Second

// checkMemoryPerWorker is check's soft heap limit per worker while the
// live heap is small (internal/memlimit): workers allocate at about the
// same rate each, so a limit shared by more of them would have the heap
// collected more often for the same work (with two workers and 64 MB
// in all, collecting took a fifth of check's time on the development
// corpora; docs/BENCHMARKS.md).
const checkMemoryPerWorker = 64 << 20

// maxGovernedWorkers bounds the limit on a machine with many cores.
const maxGovernedWorkers = 8

// checkGCPercent is check's GOGC (see runCheck).
const checkGCPercent = 400

func runCheck(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("check", flag.ContinueOnError)
	fl.SetOutput(stderr)
	format := fl.String("format", "text", "output format: text, json or sarif")
	judge := fl.String("judge", "none", judgeFlagHelp)
	verbose := fl.Bool("v", false, "text output: also list declarations that state nothing to check, and each contract's search record in full")
	fix := fl.Bool("fix", false, "apply the first fix of each finding, rewrite the file, check it again")
	diff := fl.Bool("diff", false, "print the fixes --fix would apply as a unified diff; write nothing")
	unchecked := fl.Bool("unchecked", false, "with --fix or --diff: also apply fixes no example or implementation checked")
	floor := fl.Float64("mutation-floor", analyzers.DefaultMutation.Floor, "kill rate (0..1) under which a surviving mutant is a warning")
	verifyFix := fl.Bool("verify", false, "with --fix or --diff: keep only fixes after which a verified file still verifies (runs the verifier)")
	allowOutside := fl.Bool("allow-outside", false, "let includes and sidecars be read outside the project root")
	fileBudget := fl.Duration("file-budget", defaultFileBudget, "time for the examples and searches of one file's contracts (0: no bound); contracts past it get the static lints, their search skipped saying why")
	jobs := fl.Int("j", 0, "files checked in parallel (0: one per core; --fix checks one at a time, --verify too unless -j is given)")
	fl.Usage = func() { fmt.Fprint(stderr, checkUsage); fl.PrintDefaults() }
	flagsDefined(fl)
	if wantsHelp(args) {
		printHelp(stdout, checkUsage, fl)
		return 0
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *floor < 0 || *floor > 1 {
		fmt.Fprintf(stderr, "specfaith check: --mutation-floor %v: want a kill rate from 0 to 1\n", *floor)
		return 2
	}
	if *format != "text" && *format != "json" && *format != "sarif" {
		fmt.Fprintf(stderr, "specfaith check: unknown format %q (text, json, sarif)\n", *format)
		return 2
	}
	fixing := *fix || *diff
	if fixing && *format == "sarif" {
		fmt.Fprintln(stderr, "specfaith check: --fix and --diff report in text or json")
		return 2
	}
	if fl.NArg() == 0 {
		fmt.Fprint(stderr, checkUsage)
		return 2
	}
	if !validJudge(*judge) {
		fmt.Fprintf(stderr, "specfaith check: unknown judge %q (none, openai, anthropic)\n", *judge)
		return 2
	}
	var client *llm.Client
	if *judge != "none" {
		c, err := llmClient(*judge)
		if err != nil {
			fmt.Fprintf(stderr, "specfaith check: %v\n", err)
			return 2
		}
		client = c
	}
	files, err := collect(fl.Args(), *allowOutside, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "specfaith check: %v\n", err)
		return 2
	}
	opts := check.Options{Mutation: true, MutationFloor: *floor, Budget: *fileBudget}
	if *floor == 0 {
		opts.MutationFloor = -1 // never a warning
	}
	// One memo for the run: a file re-checked after its fix reuses what
	// the first check found of the contracts the fix left alone.
	opts.Memo = newMemo()
	// checkFile analyses one file (and fixes it); files are checked in
	// parallel, each on its own.
	// bar draws progress on a terminal's standard error while nothing
	// streams to standard output (fixes, JSON, SARIF print at the end).
	var bar *progress
	checkFile := func(f string) (res fileResult) {
		// A panic outside the analysis's own guards (fixing, verifying)
		// is this file's internal error; the other files go on.
		defer func() {
			if r := recover(); r != nil {
				if res.rep == nil {
					res.rep = &check.FileReport{Path: f}
				}
				res.rep.Findings = append(res.rep.Findings, check.InternalError("check of the file", r))
				res.fix = &fileFix{Error: "internal error"}
			}
		}()
		data, err := check.ReadSpec(f)
		if err != nil {
			return fileResult{rep: check.Unreadable(f, err), fix: &fileFix{}}
		}
		bom, src := splitBOM(data)
		read := check.Disk("")
		if !*allowOutside {
			read = check.Disk(check.ProjectRoot(f))
		}
		analyse := func(src []byte) *check.FileReport {
			return check.RunWith(context.Background(), f, string(src), read, opts)
		}
		res = fileResult{rep: analyse(src), src: src}
		if fixing {
			opts := fixOptions{write: !*diff, unchecked: *unchecked}
			if !*allowOutside {
				opts.root = check.ProjectRoot(f)
			}
			if *verifyFix {
				opts.verify = verifier(f)
				bar.say(fmt.Sprintf("check: %s: checking its fixes with the verifier …", f))
			}
			res.fix = fixFile(f, res.rep, bom, src, opts, analyse)
			if res.fix.after != nil {
				res.rep, res.src = res.fix.after, res.fix.fixed // the report is the re-check's
			}
		}
		if *format == "json" && !fixing && client == nil {
			jf, sum := jsonFileOf(res.rep)
			res.json, res.sum = &jf, sum
		}
		return res
	}
	workers := *jobs
	switch {
	case *fix:
		workers = 1 // a fix written may change a file another one includes
	case workers <= 0 && *verifyFix:
		workers = 1 // each verifier run is a heavy process of its own
	case workers <= 0:
		workers = runtime.GOMAXPROCS(0)
	}
	// A soft memory limit that follows the live heap (as the server
	// has): a file's garbage (lexer slices, finished evaluations) is
	// collected before it fills checkMemoryPerWorker per worker. The
	// user's GOMEMLIMIT wins.
	if os.Getenv("GOMEMLIMIT") == "" {
		memlimit.Govern(checkMemoryPerWorker * int64(min(workers, maxGovernedWorkers)))
		if os.Getenv("GOGC") == "" {
			// The search allocates at a high rate and keeps little: with
			// the default pacing (a collection each time the heap doubles
			// a live heap of a few MB) collecting was a sixth of check's
			// time. The heap may now grow to five times what is live, up
			// to the limit above, which still decides when it is larger.
			debug.SetGCPercent(checkGCPercent)
		}
	}
	// Text without fixes streams: each file's lines as soon as it and
	// every file before it are done, so the order is the sequential one.
	stream := *format == "text" && !fixing
	if !stream {
		bar = newProgress(stderr, "check: files done")
	}
	tw := &textWriter{w: stdout, verbose: *verbose}
	var reports []*check.FileReport
	var fixes []*fileFix
	var status runStatus
	var js *jsonReport
	var sarif *sarifBuilder
	switch {
	case *format == "json" && !fixing:
		js = newJSON()
	case *format == "sarif":
		sarif = newSARIF()
	}
	err = inOrder(files, workers, checkFile, func(i int, res fileResult) error {
		if res.err != nil {
			return res.err
		}
		if client != nil {
			// The judge asks a model over the network: one file at a
			// time, in order.
			check.Judge(context.Background(), client, res.rep, string(res.src), "LLM judge ("+client.Describe()+"), two steps")
		}
		status.add(res.rep)
		switch {
		case stream:
		case js != nil && res.json != nil:
			js.addFile(*res.json, res.sum) // what is printed, not the whole report
		case js != nil:
			js.add(res.rep)
		case sarif != nil:
			sarif.add(res.rep)
		default:
			reports = append(reports, res.rep) // printed at the end
		}
		if fixing {
			fixes = append(fixes, res.fix)
		}
		if stream {
			tw.file(res.rep)
		}
		bar.done(i+1, len(files))
		return nil
	})
	bar.finish()
	if err != nil {
		fmt.Fprintf(stderr, "specfaith check: %v\n", err)
		return 2
	}
	switch {
	case *format == "json" && fixing:
		j := buildJSON(reports)
		for i := range j.Files {
			j.Files[i].Fix = fixes[i]
		}
		err = encodeJSON(stdout, j)
	case js != nil:
		err = encodeJSON(stdout, js)
	case sarif != nil:
		err = sarif.write(stdout)
	case *diff:
		// The diff alone on stdout, for patch and git apply.
		for i, r := range reports {
			writeFixText(stderr, r.Path, fixes[i], true)
			io.WriteString(stdout, fixes[i].Diff)
		}
	case *fix:
		for i, r := range reports {
			writeFixText(stdout, r.Path, fixes[i], false)
		}
		writeText(stdout, reports, *verbose)
	default:
		tw.summary() // the files were written as they came
	}
	for _, res := range fixes {
		if err == nil && res.Error != "" {
			err = fmt.Errorf("fixes not written: %s", res.Error)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "specfaith check: %v\n", err)
		return 2
	}
	if status.failed > 0 {
		fmt.Fprintf(stderr, "specfaith check: %d file(s) could not be checked in full (internal-error or unreadable above)\n", status.failed)
		return 2
	}
	if status.findings {
		return 1
	}
	return 0
}

// runStatus is what the exit status is made of, gathered as files come
// (the reports themselves need not be kept for it).
type runStatus struct {
	failed   int  // files with an internal error or not read
	findings bool // an error or warning
}

func (st *runStatus) add(r *check.FileReport) {
	failed := false
	for _, f := range r.All() {
		if f.Code == check.CodeInternalError || f.Code == "unreadable" {
			failed = true
		}
		if f.Severity == ir.SevError || f.Severity == ir.SevWarning {
			st.findings = true
		}
	}
	if failed {
		st.failed++
	}
}

// collect expands directories into the spec files they contain. A file
// found in a directory that links outside its project is skipped unless
// allowOutside (a file named on the command line is read as named).
func collect(paths []string, allowOutside bool, stderr io.Writer) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			if check.LanguageFor(p) == nil {
				return nil, fmt.Errorf("%s: not a spec file specfaith knows (.dfy, .lean, .py)", p)
			}
			out = append(out, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && path != p && len(d.Name()) > 1 && d.Name()[0] == '.' {
				return filepath.SkipDir
			}
			if !d.IsDir() && check.LanguageFor(path) != nil {
				if !allowOutside && check.Inside(check.ProjectRoot(path), path) != nil {
					fmt.Fprintf(stderr, "specfaith check: %s links outside its project: skipped (--allow-outside reads it)\n", path)
					return nil
				}
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// writeText prints findings, then a metrics line for each contract that
// has examples or findings (every contract with verbose), then a summary
// that counts contracts by how far their search got.
func writeText(w io.Writer, reports []*check.FileReport, verbose bool) {
	tw := &textWriter{w: w, verbose: verbose}
	for _, r := range reports {
		tw.file(r)
	}
	tw.summary()
}

// textWriter writes the text report one file at a time and the summary
// at the end.
type textWriter struct {
	w         io.Writer
	verbose   bool
	files     int
	n         map[ir.Severity]int
	contracts int
	status    map[string]int
	// skipped counts the skipped contracts by why (Search.ReasonKind), and
	// noExamples the contracts with no example of any kind.
	skipped    map[string]int
	noExamples int
}

func (t *textWriter) file(r *check.FileReport) {
	if t.n == nil {
		t.n, t.status, t.skipped = map[ir.Severity]int{}, map[string]int{}, map[string]int{}
	}
	w := t.w
	t.files++
	t.contracts += len(r.Contracts)
	for _, f := range r.Findings {
		t.finding(r.Path, f)
	}
	// Each contract's verdict, then the findings it rests on.
	for i := range r.Contracts {
		c := &r.Contracts[i]
		t.status[c.Search.Status]++
		if c.Search.Status != analyzers.SearchDone && c.Search.Status != analyzers.SearchPartial {
			t.skipped[c.Search.ReasonKind()]++
		}
		shown := check.Shown(c, c.Judge)
		ex := c.Contract.Examples
		hasExamples := len(ex.Required)+len(ex.Accepted)+len(ex.Rejected)+len(ex.RejectedInputs) > 0
		if !hasExamples {
			t.noExamples++
		}
		// A helper or predicate that states nothing to check is counted
		// in the summary, not given a verdict (-v lists it).
		if !t.verbose && c.Search.NothingToCheck() && len(shown) == 0 && c.Judge == nil {
			continue
		}
		v := check.VerdictFrom(shown, c.Search)
		line := v.Text
		if hasExamples {
			line += " · " + metricLine(c.Metrics)
		}
		if t.verbose && v.Kind != check.VerdictNotChecked && v.Kind != check.VerdictPartial { // (those say how far already)
			line += " · " + c.Search.Text()
		}
		fmt.Fprintf(w, "%s:%d:%d: %s: %s%s\n", quoteName(r.Path), c.Contract.NameR.Start.Line, c.Contract.NameR.Start.Col, c.Contract.Name, line, judgeLine(c.Judge))
		for _, f := range shown {
			t.finding(r.Path, f)
		}
	}
}

// finding prints one finding as compilers do, "path:line:col: severity:
// message [code]", with its related notes under -v.
func (t *textWriter) finding(path string, f analyzers.Finding) {
	t.n[f.Severity]++
	code := ""
	if f.Code != "" {
		code = " [" + f.Code + "]"
	}
	fmt.Fprintf(t.w, "%s:%d:%d: %s: %s%s\n", quoteName(path), f.R.Start.Line, f.R.Start.Col, f.Severity, f.Message, code)
	if t.verbose {
		for _, rel := range f.Related {
			p := path
			if rel.File != "" {
				p = rel.File
			}
			fmt.Fprintf(t.w, "%s:%d:%d: note: %s\n", quoteName(p), rel.R.Start.Line, rel.R.Start.Col, rel.Message)
		}
	}
}

func (t *textWriter) summary() {
	n, status, contracts := t.n, t.status, t.contracts
	count := analyzers.Count
	fmt.Fprintf(t.w, "%s, %s (%d searched, %d partial, %d skipped%s): %s, %s, %s\n",
		count(t.files, "file", "files"), count(contracts, "contract", "contracts"),
		status[analyzers.SearchDone], status[analyzers.SearchPartial], contracts-status[analyzers.SearchDone]-status[analyzers.SearchPartial],
		skipText(t.skipped), count(n[ir.SevError], "error", "errors"), count(n[ir.SevWarning], "warning", "warnings"),
		count(n[ir.SevInfo]+n[ir.SevHint], "note", "notes"))
	if t.noExamples > 0 {
		fmt.Fprintf(t.w, "%s no examples: Rreq, R+ and R− measure a contract against examples written beside it, such as `@accept x = 1 -> r = 2` in its doc comment (README, \"Writing examples\")\n",
			analyzers.Count(t.noExamples, "contract has", "contracts have"))
	}
}

// skipText is the summary's count of skipped contracts by reason, the
// most frequent first: ": 12 no postcondition, 3 …".
func skipText(by map[string]int) string {
	if len(by) == 0 {
		return ""
	}
	reasons := make([]string, 0, len(by))
	for r := range by {
		reasons = append(reasons, r)
	}
	sort.Slice(reasons, func(i, j int) bool {
		a, b := reasons[i], reasons[j]
		return by[a] > by[b] || by[a] == by[b] && a < b
	})
	var parts []string
	other := 0
	for i, r := range reasons {
		if i < 4 {
			parts = append(parts, fmt.Sprintf("%d %s", by[r], r))
		} else {
			other += by[r]
		}
	}
	if other > 0 {
		parts = append(parts, fmt.Sprintf("%d for other reasons", other))
	}
	return ": " + strings.Join(parts, ", ")
}

// fileResult is one file's analysis (and fix), or why it could not be
// read.
type fileResult struct {
	rep *check.FileReport
	src []byte // the text analysed last (after a fix)
	fix *fileFix
	err error
	// json is the file's JSON entry, built by the worker (with --format
	// json and no judge, which would change the report after it).
	json *jsonFile
	sum  jsonSum
}

// aheadPerWorker bounds the results that wait for an earlier, slower file
// (per worker). Reports are small, and a slow file must not hold the
// other workers: one file of 2 s among files of 5 ms lets 400 of them be
// done meanwhile; with 4 per worker, 2-core runs spent a third of their
// time waiting.
const aheadPerWorker = 128

// inOrder runs work on every file with up to workers at a time and calls
// done with each result in the files' order, as soon as that result and
// all before it are in. A file is started only when fewer than
// aheadPerWorker × workers results wait to be consumed, so memory stays
// bounded however slow the first file is. The first error done returns
// stops it: no file after is started and that error is returned.
func inOrder(files []string, workers int, work func(string) fileResult, done func(int, fileResult) error) error {
	workers = max(workers, 1)
	out := make([]chan fileResult, len(files))
	for i := range out {
		out[i] = make(chan fileResult, 1)
	}
	ahead := make(chan struct{}, aheadPerWorker*workers) // started and not yet consumed
	running := make(chan struct{}, workers)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for i, f := range files {
			select {
			case ahead <- struct{}{}:
			case <-stop:
				return
			}
			select {
			case running <- struct{}{}:
			case <-stop:
				return
			}
			go func() {
				defer func() { <-running }()
				out[i] <- work(f)
			}()
		}
	}()
	for i := range files {
		res := <-out[i]
		<-ahead
		if err := done(i, res); err != nil {
			return err
		}
	}
	return nil
}

func judgeLine(j *analyzers.Judgement) string {
	switch {
	case j == nil:
		return ""
	case j.Evidence.Status != analyzers.StatusOK:
		return " · judge ⊥ (" + j.Evidence.Reason + ")"
	case j.Verdict.Match:
		return " · judge: matches"
	}
	return " · judge: disputed (" + j.Verdict.Category + ")"
}

// metricLine lists the metrics the examples measured, then those they
// did not, with why ("R− not measured: no unintended input/output pairs
// given").
func metricLine(m *analyzers.Metrics) string {
	var shown, not []string
	for _, x := range []struct {
		name string
		e    *analyzers.Evidence
	}{{"Rreq", m.RequiredInputRecall}, {"R+", m.PositiveTestRecall}, {"R−", m.NegativeTestRejection}} {
		if x.e.Status == analyzers.StatusOK {
			shown = append(shown, x.name+" "+x.e.Ratio())
		} else {
			not = append(not, x.name+" not measured: "+x.e.Reason)
		}
	}
	return strings.Join(append(shown, not...), " · ")
}
