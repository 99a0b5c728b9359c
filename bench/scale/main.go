// Command scale measures how the cost of `specfaith check` grows with the
// size of its input (docs/BENCHMARKS.md "Scaling", issue 17): for each
// language (Dafny, Lean, Nagini) it generates files with N and 10N of one
// dimension — contracts per file, examples per contract (in the doc
// comment, and in a NAME.test.json sidecar), helper functions per file
// (independent, and each calling the one before: "chain") —
// times the whole `specfaith check FILE` process on each and reports
// ratio = t(10N)/t(N). The edit rows time, through the check package in
// a process of their own (the cache and the memory limit of the language
// server), a re-check after a one-character change: in one helper
// function of a file of many helpers, and in one contract of a file of
// many contracts.
//
//	go run ./bench/scale [--bin bin/specfaith] [--runs 3] [--max-ratio 15] [--json]
//
// Without --bin it builds ./cmd/specfaith into a temporary directory.
// Process times are the fastest of --runs runs (the machine is shared);
// edit times the mean of --edits edits. It exits 1 when a ratio exceeds
// --max-ratio.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/internal/memlimit"
	"github.com/specfaith/specfaith/internal/scalegen"
)

// Row is one measurement: a dimension at N and at 10N.
type Row struct {
	Lang  string  `json:"language"`
	Dim   string  `json:"dimension"`
	N     int     `json:"n"`
	N10   int     `json:"n10"`
	T     float64 `json:"t_n_s"`
	T10   float64 `json:"t_10n_s"`
	Ratio float64 `json:"ratio"`
	// Bytes are the sizes of the two files (spec plus sidecar).
	Bytes   int `json:"bytes_n"`
	Bytes10 int `json:"bytes_10n"`
}

type options struct {
	bin                                string
	runs                               int
	maxRatio                           float64
	factor                             int
	contracts, examples, functions, ed int
	langs, dims                        string
	keep                               string
	jsonOut                            bool
	jobs                               int
	edits                              int
	memLimit                           int64
	fixedLimit                         bool
}

func main() {
	var o options
	flag.StringVar(&o.bin, "bin", "", "specfaith binary (default: build ./cmd/specfaith)")
	flag.IntVar(&o.runs, "runs", 3, "runs per file; the fastest counts")
	flag.Float64Var(&o.maxRatio, "max-ratio", 15, "fail when t(10N)/t(N) exceeds this")
	flag.IntVar(&o.factor, "factor", 10, "the larger size is factor × N")
	flag.IntVar(&o.contracts, "contracts", 300, "N for contracts per file")
	flag.IntVar(&o.examples, "examples", 300, "N for examples per contract (intended and unintended pairs each)")
	flag.IntVar(&o.functions, "functions", 400, "N for helper functions per file")
	flag.IntVar(&o.ed, "edit-contracts", 450, "N for the edit row's contracts per file")
	flag.StringVar(&o.langs, "langs", strings.Join(scalegen.Languages, ","), "languages")
	flag.StringVar(&o.dims, "dims", "contracts,examples,sidecar,functions,chain,edit-helper,edit-contract", "dimensions")
	flag.StringVar(&o.keep, "keep", "", "write the generated files under this directory and keep them")
	flag.BoolVar(&o.jsonOut, "json", false, "JSON output")
	flag.IntVar(&o.jobs, "j", 0, "passed to specfaith check as -j when > 0")
	flag.IntVar(&o.edits, "edits", 15, "edits per edit row; the mean counts")
	flag.Int64Var(&o.memLimit, "memory-limit", 40<<20, "base of the soft memory limit (bytes) of this process during the edit rows, governed as specfaith lsp does; 0: none")
	flag.BoolVar(&o.fixedLimit, "fixed-limit", false, "hold the edit rows' memory limit fixed (the language server before issue 17)")
	// Analysis aid, not in the table: --profile FILE checks FILE in this
	// process (as the CLI does) and writes a CPU profile to --cpuprofile.
	profile := flag.String("profile", "", "")
	cpuprofile := flag.String("cpuprofile", "cpu.out", "")
	// One size of an edit row, run by editRow in a process of its own.
	editFile := flag.String("edit-one", "", "")
	editDim := flag.String("edit-dim", "", "")
	editN := flag.Int("edit-n", 0, "")
	editLang := flag.String("lang-of-edit", "", "")
	flag.Parse()
	if *editFile != "" {
		mean, err := editOne(*editFile, *editLang, *editDim, *editN, o.edits, o.memLimit, o.fixedLimit)
		if err != nil {
			fmt.Fprintln(os.Stderr, "scale:", err)
			os.Exit(2)
		}
		fmt.Println(mean)
		return
	}
	if *profile != "" {
		if err := profileCheck(*profile, *cpuprofile); err != nil {
			fmt.Fprintln(os.Stderr, "scale:", err)
			os.Exit(2)
		}
		return
	}
	rows, err := run(o, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "scale:", err)
		os.Exit(2)
	}
	if o.jsonOut {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(rows)
	} else {
		printTable(os.Stdout, rows, o)
	}
	bad := 0
	for _, r := range rows {
		if r.Ratio > o.maxRatio {
			fmt.Fprintf(os.Stderr, "scale: %s %s: ratio %.1f > %.0f\n", r.Lang, r.Dim, r.Ratio, o.maxRatio)
			bad++
		}
	}
	if bad > 0 {
		os.Exit(1)
	}
}

func run(o options, log io.Writer) ([]Row, error) {
	dir := o.keep
	if dir == "" {
		d, err := os.MkdirTemp("", "specfaith-scale-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(d)
		dir = d
	}
	if o.bin == "" {
		o.bin = filepath.Join(dir, "specfaith")
		cmd := exec.Command("go", "build", "-o", o.bin, "./cmd/specfaith")
		cmd.Stdout, cmd.Stderr = log, log
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("building specfaith: %v", err)
		}
	}
	want := func(list, x string) bool {
		for _, s := range strings.Split(list, ",") {
			if strings.TrimSpace(s) == x {
				return true
			}
		}
		return false
	}
	var rows []Row
	for _, lang := range scalegen.Languages {
		if !want(o.langs, lang) {
			continue
		}
		for _, dim := range []string{"contracts", "examples", "sidecar", "functions", "chain", "edit-helper", "edit-contract"} {
			if !want(o.dims, dim) {
				continue
			}
			var r Row
			var err error
			if strings.HasPrefix(dim, "edit-") {
				r, err = editRow(o, dir, lang, dim)
			} else {
				r, err = processRow(o, dir, lang, dim)
			}
			if err != nil {
				return nil, err
			}
			fmt.Fprintf(log, "%-7s %-14s N=%-5d %7.3f s   10N=%-6d %7.3f s   ratio %5.1f\n", r.Lang, r.Dim, r.N, r.T, r.N10, r.T10, r.Ratio)
			rows = append(rows, r)
		}
	}
	return rows, nil
}

// files writes the spec (and sidecar) of one dimension at size n into
// its own directory and returns the spec's path and the bytes written.
func files(dir, lang, dim string, n int) (string, int, error) {
	d := filepath.Join(dir, fmt.Sprintf("%s-%s-%d", lang, dim, n))
	if err := os.MkdirAll(d, 0o755); err != nil {
		return "", 0, err
	}
	// A project root of its own: includes and sidecars are read inside it.
	if err := os.WriteFile(filepath.Join(d, ".specfaith.toml"), nil, 0o644); err != nil {
		return "", 0, err
	}
	stem := "scale"
	path := filepath.Join(d, stem+scalegen.Ext(lang))
	var src, side string
	switch dim {
	case "contracts", "edit-contract":
		src = scalegen.Contracts(lang, n)
	case "examples":
		src = scalegen.Examples(lang, n)
	case "sidecar":
		src, side = scalegen.SidecarSpec(lang), scalegen.Sidecar(lang, n)
	case "functions", "edit-helper":
		src = scalegen.Functions(lang, n)
	case "chain":
		src = scalegen.Chained(lang, n)
	}
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		return "", 0, err
	}
	if side != "" {
		if err := os.WriteFile(filepath.Join(d, stem+".test.json"), []byte(side), 0o644); err != nil {
			return "", 0, err
		}
	}
	return path, len(src) + len(side), nil
}

func sizeOf(o options, dim string) int {
	switch dim {
	case "contracts":
		return o.contracts
	case "examples", "sidecar":
		return o.examples
	case "edit-contract":
		return o.ed
	}
	return o.functions
}

// processRow times `specfaith check FILE` at N and factor×N.
func processRow(o options, dir, lang, dim string) (Row, error) {
	n := sizeOf(o, dim)
	r := Row{Lang: lang, Dim: dim, N: n, N10: n * o.factor}
	for k, size := range []int{r.N, r.N10} {
		path, bytes, err := files(dir, lang, dim, size)
		if err != nil {
			return r, err
		}
		best := -1.0
		for i := 0; i < o.runs; i++ {
			t, err := timeCheck(o, path)
			if err != nil {
				return r, err
			}
			if best < 0 || t < best {
				best = t
			}
		}
		if k == 0 {
			r.T, r.Bytes = best, bytes
		} else {
			r.T10, r.Bytes10 = best, bytes
		}
	}
	r.Ratio = r.T10 / r.T
	return r, nil
}

// timeCheck runs the binary on one file; findings (exit 1) are expected.
func timeCheck(o options, path string) (float64, error) {
	args := []string{"check"}
	if o.jobs > 0 {
		args = append(args, "-j", fmt.Sprint(o.jobs))
	}
	args = append(args, path)
	cmd := exec.Command(o.bin, args...)
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	start := time.Now()
	err := cmd.Run()
	t := time.Since(start).Seconds()
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 1 {
		err = nil
	}
	if err != nil {
		return 0, fmt.Errorf("%s: %v: %s", path, err, stderr.String())
	}
	return t, nil
}

// editRow times the re-check of a file after a one-character change, as
// the language server does it, each size in a process of its own (this
// program again, --edit-one), so that neither sees the other's memo or
// heap: see editOne.
func editRow(o options, dir, lang, dim string) (Row, error) {
	n := sizeOf(o, dim)
	r := Row{Lang: lang, Dim: dim, N: n, N10: n * o.factor}
	for k, size := range []int{r.N, r.N10} {
		path, bytes, err := files(dir, lang, dim, size)
		if err != nil {
			return r, err
		}
		args := []string{"--edit-one", path, "--edit-dim", dim, "--edit-n", fmt.Sprint(size), "--edits", fmt.Sprint(o.edits),
			"--memory-limit", fmt.Sprint(o.memLimit), "--lang-of-edit", lang}
		if o.fixedLimit {
			args = append(args, "--fixed-limit")
		}
		cmd := exec.Command(os.Args[0], args...)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return r, fmt.Errorf("%s: %v: %s", path, err, stderr.String())
		}
		var mean float64
		if _, err := fmt.Sscan(string(out), &mean); err != nil {
			return r, fmt.Errorf("%s: %q: %v", path, out, err)
		}
		if k == 0 {
			r.T, r.Bytes = mean, bytes
		} else {
			r.T10, r.Bytes10 = mean, bytes
		}
	}
	r.Ratio = r.T10 / r.T
	return r, nil
}

// editOne is one size of an edit row, in this process: the file is
// checked once by the fast pass (remembered mutation results only) and
// once by the idle pass (the mutation check run), so the cache is warm;
// then a digit is changed in one helper's body (or one contract's doc
// comment) and the fast pass is timed, followed by an untimed idle pass.
// Each edit toggles the digit; it returns the mean of the edits (a
// collection falls in some and not in others). The process runs under
// the language server's soft memory limit, governed as specfaith lsp
// governs it (internal/memlimit), or fixed (--fixed-limit: the server
// before issue 17).
func editOne(path, lang, dim string, n, edits int, memLimit int64, fixed bool) (float64, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	src := string(data)
	at := editAt(lang, dim, src, n)
	if at < 0 {
		return 0, fmt.Errorf("%s %s: no place to edit", lang, dim)
	}
	read := check.Confined(filepath.Dir(path), os.ReadFile)
	if memLimit > 0 {
		if fixed {
			debug.SetMemoryLimit(memLimit)
		} else {
			memlimit.Govern(memLimit) // as specfaith lsp does
		}
	}
	memo := check.NewMemo() // the server's session memo
	fast := check.Options{Mutation: true, Fast: true, Memo: memo}
	idle := check.Options{Mutation: true, Memo: memo}
	check.RunWith(context.Background(), path, src, read, fast)
	check.RunWith(context.Background(), path, src, read, idle)
	total := 0.0
	for i := 0; i < edits; i++ {
		b := []byte(src)
		if b[at] == '1' {
			b[at] = '2'
		} else {
			b[at] = '1'
		}
		src = string(b)
		start := time.Now()
		rep := check.RunWith(context.Background(), path, src, read, fast)
		t := time.Since(start).Seconds()
		if rep == nil || len(rep.Contracts) == 0 {
			return 0, fmt.Errorf("%s: no contracts analysed", path)
		}
		total += t
		check.RunWith(context.Background(), path, src, read, idle)
	}
	return total / float64(edits), nil
}

// editAt is the offset of the digit to toggle: in the middle helper's
// multiplier, or in the middle contract's doc comment ("@accept a = 1").
func editAt(lang, dim, src string, n int) int {
	if dim == "edit-helper" {
		line, text := scalegen.HelperLine(lang, src, n/2)
		if line == 0 {
			return -1
		}
		off := 0
		for i := 1; i < line; i++ {
			off += strings.IndexByte(src[off:], '\n') + 1
		}
		j := strings.Index(text, "* ")
		if j < 0 {
			return -1
		}
		return off + j + 2
	}
	// The (n/2)-th "@accept a = 1": a maximum-of-two contract.
	idx, from := -1, 0
	for k := 0; k <= n/2/5; k++ {
		j := strings.Index(src[from:], "@accept a = 1")
		if j < 0 {
			break
		}
		idx = from + j + len("@accept a = ")
		from = idx
	}
	return idx
}

// profileCheck checks path in this process under the CPU profiler.
func profileCheck(path, out string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := pprof.StartCPUProfile(f); err != nil {
		return err
	}
	start := time.Now()
	rep := check.RunWith(context.Background(), path, string(data), check.Confined(check.ProjectRoot(path), os.ReadFile), check.Options{Mutation: true, MutationFloor: analyzers.DefaultMutation.Floor})
	pprof.StopCPUProfile()
	fmt.Fprintf(os.Stderr, "%s: %d contracts, %d findings in %v\n", path, len(rep.Contracts), len(rep.All()), time.Since(start))
	return nil
}

func printTable(w io.Writer, rows []Row, o options) {
	limit := "governed as specfaith lsp does"
	if o.fixedLimit {
		limit = "fixed"
	}
	fmt.Fprintf(w, "machine: %d CPUs, %s; fastest of %d runs; edit rows: check.RunWith in a process of their own, warm cache, mean of %d edits, soft memory limit %d MB %s\n\n", runtime.NumCPU(), runtime.Version(), o.runs, o.edits, o.memLimit>>20, limit)
	fmt.Fprintln(w, "| language | dimension | N | 10N | t(N) | t(10N) | ratio |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|")
	for _, r := range rows {
		fmt.Fprintf(w, "| %s | %s | %d | %d | %s | %s | %.1f |\n", r.Lang, r.Dim, r.N, r.N10, secs(r.T), secs(r.T10), r.Ratio)
	}
}

func secs(t float64) string {
	if t < 1 {
		return fmt.Sprintf("%.0f ms", t*1000)
	}
	return fmt.Sprintf("%.2f s", t)
}
