package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/data"
	"github.com/specfaith/specfaith/dataset"
	"github.com/specfaith/specfaith/specgen"
	"github.com/specfaith/specfaith/toolchain"
)

// benchSub is one bench subcommand: its usage line, what it does, and the
// flags it takes (benchFlags defines them).
type benchSub struct {
	name, usage, about string
}

var benchSubs = []benchSub{
	{"verina", "specfaith bench verina [flags] [FILE.jsonl|DIR|verina-dev]", `Evaluates VERINA's labelled checks (FILE.jsonl: one task per line, the shape
of the data sets in data/; DIR: VERINA's upstream layout, a directory per task
with task.lean, test.json, reject_inputs.json; with no file, or verina-dev,
the development split shipped with specfaith) with the in-process evaluator,
and reports per task Rreq/R+/R−, coverage (decided / total checks, with the
reasons for the rest), agreement with the labels, and the total time.

--mutants runs two mutation tests instead. Mutants of each postcondition (a
numeral moved, a conjunct dropped, …) run on the tests: killed when a test's
label disagrees. And, when the reference implementations are at hand (DIR in
upstream layout, or --ref DIR beside FILE.jsonl: DIR/<id>/task.lean),
first-order mutants of each reference (an operator swapped, a constant or
value moved by one, a condition negated, …) run on the tests' inputs the
precondition accepts: killed when the postcondition rejects an output that
differs from the reference's; equivalent (not counted) when no output
differs. -v lists the surviving implementation mutants.`},
	{"clever", "specfaith bench clever [flags] [FILE.jsonl|clever-dev]", `Evaluates CLEVER's labelled checks (FILE.jsonl: one task per line; with no
file, or clever-dev, the development split shipped with specfaith) with the
in-process evaluator and reports per task R+, coverage (decided / total
checks, with the reasons for the rest), agreement with the labels, and the
total time.`},
	{"claimcheck", "specfaith bench claimcheck [flags] FILE.jsonl", `Screens labelled Dafny contracts (requirement, contract, confirmed/disputed)
with the example-free attacks and the requirement claim check (a row is flagged
by an attack's or lint's warning, or by a claim of its requirement no clause
holds) and reports the share flagged per variant, the false-alarm rate on
confirmed rows, recall on disputed rows and per class, and how many
meaning-preserving controls read like their original. With --judge it also
scores the two-step LLM judge (or, with --single-call, the one-prompt
baseline) on the same rows; the judge is given each row's claims.`},
	{"corpus", "specfaith bench corpus [flags] DIR|FILE...", `Checks real spec files (a directory is searched as specfaith check searches
it) and reports per finding code how many contracts got it, the contracts by
search status (searched, partial, skipped), the time, the slowest file, files
over 5 s and files whose analysis crashed; -v lists the attack findings.`},
	{"specgen", "specfaith bench specgen --reference REF.jsonl [flags] CANDIDATES.jsonl", `Evaluates generated specifications (CANDIDATES.jsonl: one {"id", "config",
"precond", "postcond", "aux"} per line for Lean tasks, {"id", "config", "lang",
"contract"} for Dafny and Nagini ones) against the reference tasks of
REF.jsonl: validity, normalised exact match, signature and logical-atom F1,
tree-edit similarity, bounded equivalence (a counterexample, or "equivalent on
N pairs" — never a proof), with --toolchain lean's and dafny's verdicts and
BEq+ by lean when installed, and Rreq/R+/R−/BAcc on the reference's tests;
then per configuration the mean and count of each metric, on all tasks and on
the tasks every configuration measured.

--shard I/N evaluates only the I-th of N parts (the candidates at positions
I-1, I-1+N, …), so a large evaluation can run as N independent jobs; bench
merge combines their JSON reports.`},
	{"merge", "specfaith bench merge [flags] SHARD.json...", `Combines the JSON reports of the shards of one bench specgen run (--shard
I/N, --format json) into the report the whole run would have made, in any
format. It refuses reports of different runs (other files, other
toolchains), a missing or repeated shard. Given one whole run's JSON, it
writes that report again (as HTML, say).`},
}

// benchUsage is bench's own help: its subcommands.
var benchUsage = func() string {
	var b strings.Builder
	b.WriteString("usage:\n")
	for _, sub := range benchSubs {
		fmt.Fprintf(&b, "  %s\n", sub.usage)
	}
	b.WriteString("\n`specfaith bench SUBCOMMAND --help` says what each does and lists its flags.\n")
	return b.String()
}()

func benchSubNamed(name string) *benchSub {
	for i := range benchSubs {
		if benchSubs[i].name == name {
			return &benchSubs[i]
		}
	}
	return nil
}

// benchOpts are the values of bench's flags; a subcommand defines only
// the flags it takes, the others keep these zero values.
type benchOpts struct {
	format, ref, judge, reference, out string
	shard, cache                       string
	verbose, mutants, single, tools    bool
	jobs                               int
}

// benchFlags is the flag set of one bench subcommand.
func benchFlags(sub *benchSub, o *benchOpts, stderr io.Writer) *flag.FlagSet {
	fl := flag.NewFlagSet("bench "+sub.name, flag.ContinueOnError)
	fl.SetOutput(stderr)
	o.format, o.judge = "text", "none"
	formats := "text or json"
	if sub.name == "specgen" || sub.name == "merge" {
		formats = "text, json, markdown or html"
	}
	fl.StringVar(&o.format, "format", "text", "output format: "+formats)
	fl.StringVar(&o.out, "o", "", "write the report to `FILE` instead of standard output")
	switch sub.name {
	case "verina", "clever":
		fl.BoolVar(&o.verbose, "v", false, "list every undecided check and disagreement")
	case "claimcheck":
		fl.BoolVar(&o.verbose, "v", false, "list each row's verdict")
	case "corpus":
		fl.BoolVar(&o.verbose, "v", false, "list the attack findings")
	case "specgen", "merge":
		fl.BoolVar(&o.verbose, "v", false, "text: each candidate's metrics and counterexamples")
	}
	switch sub.name {
	case "verina":
		fl.BoolVar(&o.mutants, "mutants", false, "run the mutation tests instead (postcondition mutants; reference-implementation mutants with DIR or --ref)")
		fl.StringVar(&o.ref, "ref", "", "with --mutants: `DIR` with VERINA's task.lean per task (DIR/<id>/task.lean), the reference implementations")
	case "claimcheck":
		fl.StringVar(&o.judge, "judge", "none", judgeFlagHelp)
		fl.BoolVar(&o.single, "single-call", false, "judge with one prompt holding requirement and contract (the baseline)")
	case "corpus":
		fl.IntVar(&o.jobs, "j", 0, "files checked at a time (default one per core)")
	case "specgen":
		fl.StringVar(&o.reference, "reference", "", "`REF.jsonl`, the reference tasks (required)")
		fl.BoolVar(&o.tools, "toolchain", false, "also run lean (validity, BEq+), dafny and nagini (validity) when installed; lean runs the candidates' metaprograms, so use it on candidates you trust")
		fl.IntVar(&o.jobs, "j", 0, "candidates evaluated at a time (default one per core)")
		fl.StringVar(&o.shard, "shard", "", "evaluate only part `I/N` of the candidates (the I-th of N; merge the JSON reports with bench merge)")
		fl.StringVar(&o.cache, "cache", "", "keep each candidate's row in `DIR` and read it back when the candidate, its task, the options and the build are unchanged")
	}
	return fl
}

// benchHelp prints a subcommand's help: usage, what it does, its flags.
func benchHelp(w io.Writer, sub *benchSub, fl *flag.FlagSet) {
	printHelp(w, fmt.Sprintf("usage: %s\n\n%s\n\nflags:\n", sub.usage, sub.about), fl)
}

// printHelp is a command's answer to --help: its text, then its flags.
func printHelp(w io.Writer, text string, fl *flag.FlagSet) {
	fmt.Fprint(w, text)
	fl.SetOutput(w)
	fl.PrintDefaults()
}

// exists says whether a file or directory is at path.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// flagsDefined sees each command's flag set once defined (a test checks
// that the help lists every flag).
var flagsDefined = func(*flag.FlagSet) {}

// wantsHelp says whether the arguments ask for help (before any "--").
func wantsHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "-help", "--help":
			return true
		}
	}
	return false
}

func runBench(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, benchUsage)
		return 2
	}
	which := args[0]
	if which == "help" || wantsHelp(args[:1]) {
		fmt.Fprint(stdout, benchUsage)
		return 0
	}
	sub := benchSubNamed(which)
	if sub == nil {
		fmt.Fprintf(stderr, "specfaith bench: unknown subcommand %q\n\n%s", which, benchUsage)
		return 2
	}
	o := &benchOpts{}
	fl := benchFlags(sub, o, stderr)
	flagsDefined(fl)
	if wantsHelp(args[1:]) {
		benchHelp(stdout, sub, fl)
		return 0
	}
	fl.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s\n(specfaith bench %s --help lists the flags)\n", sub.usage, sub.name)
	}
	// Flags may come after the files, as the usages show.
	pos, err := parseInterspersed(fl, args[1:])
	if err != nil {
		return 2
	}
	if o.out != "" {
		f, err := os.Create(o.out)
		if err != nil {
			fmt.Fprintf(stderr, "specfaith bench: %v\n", err)
			return 2
		}
		defer f.Close()
		stdout = f
	}
	format, verbose, mutants, ref, judge, single, jobs := &o.format, &o.verbose, &o.mutants, &o.ref, &o.judge, &o.single, &o.jobs
	if which == "specgen" {
		if len(pos) != 1 || o.reference == "" {
			fl.Usage()
			return 2
		}
		return benchSpecgen(o.reference, pos[0], o, stdout, stderr)
	}
	if which == "merge" {
		if len(pos) == 0 {
			fl.Usage()
			return 2
		}
		return benchMerge(pos, o.format, o.verbose, stdout, stderr)
	}
	if which == "corpus" {
		if len(pos) == 0 || (*format != "text" && *format != "json") {
			fl.Usage()
			return 2
		}
		return benchCorpus(pos, *format, *verbose, *jobs, stdout, stderr)
	}
	// verina and clever read their shipped development split when no
	// file is given, or when the argument is its short name.
	var shipped *data.Set
	if which == "verina" || which == "clever" {
		switch {
		case len(pos) == 0:
			shipped = data.Named(which + "-dev")
		case data.Named(pos[0]) != nil && !exists(pos[0]):
			shipped = data.Named(pos[0])
		}
		if shipped != nil {
			pos = []string{shipped.Name}
			fmt.Fprintf(stderr, "specfaith bench: %s, shipped with specfaith (data/README.md)\n", shipped.About)
		}
	}
	if len(pos) != 1 || (*format != "text" && *format != "json") {
		fl.Usage()
		return 2
	}
	if *ref != "" && !*mutants {
		fmt.Fprintln(stderr, "specfaith bench: --ref is for verina --mutants")
		return 2
	}
	arg := pos[0]
	if which == "claimcheck" {
		rows, err := dataset.ReadClaimcheck(arg)
		if err != nil {
			fmt.Fprintf(stderr, "specfaith bench: %v\n", err)
			return 2
		}
		if !validJudge(*judge) || (*single && *judge == "none") {
			fmt.Fprintf(stderr, "specfaith bench: --judge wants none, openai or anthropic (and --single-call a judge), got %q\n", *judge)
			return 2
		}
		var opts *dataset.JudgeOptions
		if *judge != "none" {
			c, err := llmClient(*judge)
			if err != nil {
				fmt.Fprintf(stderr, "specfaith bench: %v\n", err)
				return 2
			}
			opts = &dataset.JudgeOptions{Caller: c, SingleCall: *single, Model: c.Describe(), Usage: c.Usage,
				Workers: c.Config().Concurrency}
		}
		rep := dataset.ClaimcheckWith(context.Background(), rows, opts)
		if *format == "json" {
			if !*verbose {
				rep.Results = nil
			}
			return benchJSON(stdout, rep)
		}
		rep.WriteText(stdout, *verbose)
		return 0
	}
	var run func([]dataset.Task) *dataset.Report
	switch which {
	case "verina":
		run = dataset.Verina
	case "clever":
		run = dataset.Clever
	default:
		fmt.Fprintf(stderr, "specfaith bench: unknown data set %q (verina, clever, claimcheck)\n", which)
		return 2
	}
	if st, err := os.Stat(arg); shipped == nil && err == nil && st.IsDir() {
		// VERINA's upstream layout: one directory per task.
		if which != "verina" || *ref != "" {
			fmt.Fprintln(stderr, "specfaith bench: a directory is read as VERINA's upstream layout (verina; it has the references, so no --ref)")
			return 2
		}
		if *mutants {
			mr, ir, err := dataset.VerinaDirMutants(arg)
			if err != nil {
				fmt.Fprintf(stderr, "specfaith bench: %v\n", err)
				return 2
			}
			return benchMutants(stdout, *format, *verbose, mr, ir)
		}
		rep, err := dataset.VerinaDir(context.Background(), arg)
		if err != nil {
			fmt.Fprintf(stderr, "specfaith bench: %v\n", err)
			return 2
		}
		run = func([]dataset.Task) *dataset.Report { return rep }
	}
	var tasks []dataset.Task
	if shipped != nil {
		tasks, err = dataset.ReadTasks(shipped.Open())
		if err != nil {
			fmt.Fprintf(stderr, "specfaith bench: %s: %v\n", shipped.Name, err)
			return 2
		}
	} else if st, err := os.Stat(arg); err != nil || !st.IsDir() {
		tasks, err = dataset.ReadJSONL(arg)
		if err != nil {
			fmt.Fprintf(stderr, "specfaith bench: %v\n", err)
			return 2
		}
	}
	if *mutants {
		if which != "verina" {
			fmt.Fprintln(stderr, "specfaith bench: --mutants is for verina")
			return 2
		}
		var ir *dataset.ImplMutationReport
		if *ref != "" {
			if st, err := os.Stat(*ref); err != nil || !st.IsDir() {
				fmt.Fprintf(stderr, "specfaith bench: --ref %s: not a directory\n", *ref)
				return 2
			}
			ir = dataset.VerinaImplMutants(tasks, *ref)
		}
		return benchMutants(stdout, *format, *verbose, dataset.VerinaMutants(tasks), ir)
	}
	rep := run(tasks)
	if *format == "json" {
		return benchJSON(stdout, rep)
	}
	for _, t := range rep.PerTask {
		line := fmt.Sprintf("%-28s Rreq %-6s R+ %-6s R− %-6s decided %d/%d", t.ID, t.Rreq, t.RPlus, t.RMinus, t.Decided, t.Checks)
		if t.Disagree > 0 {
			line += fmt.Sprintf("  DISAGREE %d", t.Disagree)
		}
		if t.Error != "" {
			line += "  (" + t.Error + ")"
		}
		fmt.Fprintln(stdout, line)
		if *verbose {
			for _, c := range t.Disagreements {
				fmt.Fprintf(stdout, "    disagree %s %s -> %s: got %s, want %v\n", c.Kind, c.Inputs, c.Output, c.Status, c.Want)
			}
			for _, c := range t.Undecided {
				fmt.Fprintf(stdout, "    undecided %s %s -> %s: %s %s\n", c.Kind, c.Inputs, c.Output, c.Status, c.Reason)
			}
		}
	}
	pct := 0.0
	if rep.Checks > 0 {
		pct = 100 * float64(rep.Decided) / float64(rep.Checks)
	}
	fmt.Fprintf(stdout, "\n%s: %d tasks, %d checks, %d decided (%.1f%%), %d agree, %d disagree, %d undecided, %.2f s\n",
		rep.Dataset, rep.Tasks, rep.Checks, rep.Decided, pct, rep.Agree, rep.Disagree, rep.Unknown, rep.Seconds)
	type rc struct {
		reason string
		n      int
	}
	var reasons []rc
	for r, n := range rep.Reasons {
		reasons = append(reasons, rc{r, n})
	}
	sort.Slice(reasons, func(i, j int) bool {
		return reasons[i].n > reasons[j].n || reasons[i].n == reasons[j].n && reasons[i].reason < reasons[j].reason
	})
	for i, r := range reasons {
		if i == 15 {
			break
		}
		fmt.Fprintf(stdout, "  %4d undecided: %s\n", r.n, r.reason)
	}
	return 0
}

// mutantsJSON is the JSON of bench verina --mutants: the postcondition
// mutation's fields, and the implementation mutation's when it ran.
type mutantsJSON struct {
	*dataset.MutationReport
	Implementation *dataset.ImplMutationReport `json:"implementation,omitempty"`
}

// benchMutants prints the mutation tests: the postcondition mutants, then
// the reference-implementation mutants when ir is not nil.
func benchMutants(w io.Writer, format string, verbose bool, mr *dataset.MutationReport, ir *dataset.ImplMutationReport) int {
	if format == "json" {
		return benchJSON(w, mutantsJSON{mr, ir})
	}
	fmt.Fprintf(w, "mutants of %d postconditions: %d, killed %d, survived %d, undecided %d; kill rate %.1f%%; %.2f s\n",
		mr.Tasks, mr.Mutants, mr.Killed, mr.Survived, mr.Undecided, 100*mr.KillRate, mr.Seconds)
	for _, k := range sortedKeys(mr.ByKind) {
		v := mr.ByKind[k]
		fmt.Fprintf(w, "  %-16s killed %4d  survived %4d  undecided %4d\n", k, v[0], v[1], v[2])
	}
	if ir == nil {
		return 0
	}
	fmt.Fprintf(w, "mutants of %d reference implementations (of %d tasks; %d test inputs): %d, killed %d, survived %d, equivalent %d, undecided %d; kill rate %.1f%%; %.2f s\n",
		ir.References, ir.Tasks, ir.Inputs, ir.Mutants, ir.Killed, ir.Survived, ir.Equivalent, ir.Undecided, 100*ir.KillRate, ir.Seconds)
	for _, k := range sortedKeys(ir.ByKind) {
		v := ir.ByKind[k]
		fmt.Fprintf(w, "  %-16s killed %4d  survived %4d  equivalent %4d  undecided %4d\n", k, v[0], v[1], v[2], v[3])
	}
	for _, k := range sortedKeys(ir.UndecidedBy) {
		fmt.Fprintf(w, "  undecided: %s: %d\n", k, ir.UndecidedBy[k])
	}
	if ir.KilledIllDefined > 0 {
		fmt.Fprintf(w, "  killed only by a postcondition undefined on the output: %d\n", ir.KilledIllDefined)
	}
	fmt.Fprintf(w, "  skipped: %d test inputs (precondition false or undecided, or the reference did not finish); %d tasks without a reference run\n",
		ir.Skipped, len(ir.NoRef))
	if verbose {
		for _, n := range ir.NoRef {
			fmt.Fprintf(w, "  no reference: %s\n", n)
		}
		for _, s := range ir.Survivors {
			fmt.Fprintf(w, "  survived %s line %d: %s; for %s returns %s (the reference returns %s)\n",
				s.Task, s.Line, s.Mutant, s.Input, s.Output, s.Reference)
		}
	}
	return 0
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// benchJSON prints a report with the CLI's JSON encoder; exit code 2 when
// it cannot be written.
func benchJSON(w io.Writer, v any) int {
	if err := encodeJSON(w, v); err != nil {
		return 2
	}
	return 0
}

// parseInterspersed parses flags wherever they are among the arguments
// and returns the others in order.
func parseInterspersed(fl *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for len(args) > 0 {
		if err := fl.Parse(args); err != nil {
			return nil, err
		}
		args = fl.Args()
		if len(args) > 0 {
			pos = append(pos, args[0])
			args = args[1:]
		}
	}
	return pos, nil
}

func benchSpecgen(refPath, candPath string, o *benchOpts, stdout, stderr io.Writer) int {
	format, tools := o.format, o.tools
	if !specgenFormat(format, stderr) {
		return 2
	}
	var shard specgen.Shard
	if o.shard != "" {
		var err error
		if shard, err = specgen.ParseShard(o.shard); err != nil {
			fmt.Fprintf(stderr, "specfaith bench: --shard: %v\n", err)
			return 2
		}
	}
	refHash, err := fileHash(refPath)
	if err != nil {
		fmt.Fprintf(stderr, "specfaith bench: %v\n", err)
		return 2
	}
	candHash, err := fileHash(candPath)
	if err != nil {
		fmt.Fprintf(stderr, "specfaith bench: %v\n", err)
		return 2
	}
	refs, err := specgen.ReadReferences(refPath)
	if err != nil {
		fmt.Fprintf(stderr, "specfaith bench: %s: %v\n", refPath, err)
		return 2
	}
	cands, err := specgen.ReadCandidates(candPath)
	if err != nil {
		fmt.Fprintf(stderr, "specfaith bench: %s: %v\n", candPath, err)
		return 2
	}
	opts := specgen.DefaultOptions
	opts.Workers, opts.Shard = o.jobs, shard
	if o.cache != "" {
		build, err := buildHash()
		if err != nil {
			fmt.Fprintf(stderr, "specfaith bench: --cache keys its rows by this build of specfaith, whose executable could not be read: %v\n", err)
			return 2
		}
		if opts.Cache, err = specgen.OpenCache(o.cache, build); err != nil {
			fmt.Fprintf(stderr, "specfaith bench: --cache: %v\n", err)
			return 2
		}
	}
	if tools {
		if p, err := toolchain.Discover("lean", "", toolchain.Home(".elan/bin/lean")); err == nil {
			opts.Lean = p
		}
		if _, err := toolchain.Discover("dafny", ""); err == nil {
			d := &toolchain.Dafny{Timeout: 120 * time.Second, Runner: toolchain.NewRunner(2)}
			defer d.Close()
			opts.Dafny = d
		}
		if cwd, err := os.Getwd(); err == nil {
			if n, dir := specgenNagini(cwd); n != nil {
				defer os.RemoveAll(dir)
				opts.Nagini, opts.NaginiDir = n, dir
			}
		}
	}
	bar := newProgress(stderr, "specgen: candidates evaluated")
	opts.Done = bar.done
	rep := specgen.Evaluate(context.Background(), refs, cands, opts)
	bar.finish()
	rep.Run.Reference, rep.Run.Candidates = refHash, candHash
	if opts.Cache != nil {
		fmt.Fprintf(stderr, "specgen: %d rows read from the cache, %d computed (%s)\n", opts.Cache.Hits(), len(rep.Rows)-opts.Cache.Hits(), o.cache)
	}
	return writeSpecgen(rep, format, o.verbose, stdout)
}

// buildHash names this build of specfaith: the sha256 of its executable.
func buildHash() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	return fileHash(exe)
}

// specgenNagini is the Nagini that checks specgen's candidates, and the
// empty directory each is checked in (its modules are importable), or nil.
// Nagini is found as for a file in cwd (the user's project) and pinned,
// never searched for from the shared temporary directory: a .venv planted
// above it would choose what runs.
func specgenNagini(cwd string) (*toolchain.Nagini, string) {
	n := &toolchain.Nagini{Timeout: 5 * time.Minute, Runner: toolchain.NewRunner(2)}
	exe, err := n.Find(filepath.Join(cwd, "candidate.py"))
	if err != nil {
		return nil, ""
	}
	dir, err := os.MkdirTemp("", "specfaith-specgen-nagini-")
	if err != nil {
		return nil, ""
	}
	n.Configured = exe
	return n, dir
}

// specgenFormat checks a specgen report's format, saying what is wrong.
func specgenFormat(format string, stderr io.Writer) bool {
	if format != "text" && format != "json" && format != "markdown" && format != "html" {
		fmt.Fprintf(stderr, "specfaith bench: --format wants text, json, markdown or html, got %q\n", format)
		return false
	}
	return true
}

// fileHash is the sha256 of a file's contents, in hex.
func fileHash(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("%s: %v", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// benchMerge combines shard reports into one.
func benchMerge(paths []string, format string, verbose bool, stdout, stderr io.Writer) int {
	if !specgenFormat(format, stderr) {
		return 2
	}
	var reps []*specgen.Report
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			fmt.Fprintf(stderr, "specfaith bench merge: %v\n", err)
			return 2
		}
		rep, err := specgen.ReadReport(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(stderr, "specfaith bench merge: %s: %v\n", p, err)
			return 2
		}
		reps = append(reps, rep)
	}
	rep, err := specgen.Merge(reps)
	if err != nil {
		fmt.Fprintf(stderr, "specfaith bench merge: %v\n", err)
		return 1
	}
	return writeSpecgen(rep, format, verbose, stdout)
}

// writeSpecgen writes a specgen report in format.
func writeSpecgen(rep *specgen.Report, format string, verbose bool, stdout io.Writer) int {
	switch format {
	case "json":
		return benchJSON(stdout, rep)
	case "markdown":
		rep.WriteMarkdown(stdout)
	case "html":
		rep.WriteHTML(stdout)
	default:
		rep.WriteText(stdout, verbose)
	}
	return 0
}

func benchCorpus(paths []string, format string, verbose bool, jobs int, stdout, stderr io.Writer) int {
	files, err := collect(paths, false, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "specfaith bench: %v\n", err)
		return 2
	}
	// Reads stay inside each file's project, as in specfaith check.
	rep := dataset.Corpus(context.Background(), files, func(f string) check.ReadFile {
		return check.Disk(check.ProjectRoot(f))
	}, jobs)
	if format == "json" {
		if !verbose {
			rep.Findings = nil
			rep.Theorems.UnreadAt = nil
		}
		return benchJSON(stdout, rep)
	}
	if verbose {
		for _, f := range rep.Findings {
			fmt.Fprintln(stdout, f)
		}
		for _, f := range rep.Theorems.UnreadAt {
			fmt.Fprintln(stdout, "theorem not read: "+f)
		}
		fmt.Fprintln(stdout)
	}
	fmt.Fprintf(stdout, "%d files, %d contracts, %.2f s (slowest %s, %.2f s)\n", rep.Files, rep.Contracts, rep.Seconds, rep.Slowest, rep.SlowestSeconds)
	fmt.Fprintf(stdout, "search: %d searched, %d partial, %d skipped\n",
		rep.Search[analyzers.SearchDone], rep.Search[analyzers.SearchPartial], rep.Search[analyzers.SearchSkipped])
	se := rep.SearchEnsures
	if n := se[analyzers.SearchDone] + se[analyzers.SearchPartial] + se[analyzers.SearchSkipped]; n > 0 {
		fmt.Fprintf(stdout, "contracts with a postcondition: %d; searched or partly searched %d (%.1f%%)\n",
			n, se[analyzers.SearchDone]+se[analyzers.SearchPartial], pct(se[analyzers.SearchDone]+se[analyzers.SearchPartial], n))
		fmt.Fprintf(stdout, "  fully searched %d (%.1f%%)\n", se[analyzers.SearchDone], pct(se[analyzers.SearchDone], n))
		for i, r := range dataset.SortedCounts(rep.Skipped) {
			if i == 12 {
				break
			}
			fmt.Fprintf(stdout, "  %5d not searched: %s\n", rep.Skipped[r], r)
		}
		for i, r := range dataset.SortedCounts(rep.Partial) {
			if i == 12 {
				break
			}
			fmt.Fprintf(stdout, "  %5d partly searched: %s\n", rep.Partial[r], r)
		}
	}
	for _, c := range rep.CodesSorted() {
		fmt.Fprintf(stdout, "  %-30s %5d\n", c, rep.Codes[c])
	}
	if t := rep.Theorems; t.All > 0 {
		fmt.Fprintf(stdout, "theorems: %d, read into contracts %d (%.1f%%); named *_spec*: %d, read %d (%.1f%%)\n",
			t.All, t.Read, pct(t.Read, t.All), t.Spec, t.SpecRead, pct(t.SpecRead, t.Spec))
		for _, r := range dataset.SortedCounts(t.Unread) {
			fmt.Fprintf(stdout, "  %5d *_spec not read: %s\n", t.Unread[r], r)
		}
	}
	fmt.Fprintf(stdout, "slow (over %v): %d; crashed: %d; unreadable: %d\n", dataset.SlowFile, len(rep.Slow), len(rep.Crashed), len(rep.Unreadable))
	for _, l := range append(append(rep.Slow, rep.Crashed...), rep.Unreadable...) {
		fmt.Fprintln(stdout, "  "+l)
	}
	if len(rep.Crashed) > 0 {
		return 1
	}
	return 0
}

// pct is n/d in percent (0 when d is 0).
func pct(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return 100 * float64(n) / float64(d)
}
