// Command lsplatency measures the language server the way an editor uses
// it (docs/BENCHMARKS.md, issue 3): it starts `specfaith lsp` as a
// subprocess speaking LSP over stdio, opens a generated ~300-line Dafny
// spec with 50 examples, sends range edits and times each didChange until
// the textDocument/publishDiagnostics of that version arrives (one edit at
// a time, then bursts at typing speed), then opens 200 more such files and
// reads the server's VmRSS/VmHWM from /proc.
//
//	go run ./bench/lsplatency [--bin bin/specfaith] [--json]
//
// Without --bin it builds ./cmd/specfaith into a temporary directory.
// --inprocess runs the server inside this process instead (over pipes), so
// that --cpuprofile/--memprofile cover the server; its memory figures then
// include the client. Analysis aids, not in the usage text: --cpuprofile
// and --memprofile FILE; --gctrace runs the subprocess with
// GODEBUG=gctrace=1 and reports its live heap; --debounce-ms N sends
// initializationOptions {"debounce_ms": N} (the server's default is kept
// otherwise).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"go.lsp.dev/uri"

	"github.com/specfaith/specfaith/check"
)

// Targets from issue 3.
const (
	targetP95     = 50 * time.Millisecond
	targetRSS     = 60_000_000 // bytes (60 MB, decimal)
	mb            = 1e6
	analysisRuns  = 30
	startupWaitMs = 2000
)

type options struct {
	bin        string
	inprocess  bool
	edits      int
	warmup     int
	bursts     int
	burstLen   int
	interval   time.Duration
	files      int
	settle     time.Duration
	jsonOut    bool
	writeSpec  string
	cpuprofile string
	memprofile string
	gctrace    bool
	debounceMs int
	// mutationEdits: edits of the 50-line method (idle mutation pass).
	mutationEdits int
}

// Stats summarises latencies in milliseconds.
type Stats struct {
	N      int     `json:"n"`
	MinMs  float64 `json:"min_ms"`
	MeanMs float64 `json:"mean_ms"`
	P50Ms  float64 `json:"p50_ms"`
	P95Ms  float64 `json:"p95_ms"`
	P99Ms  float64 `json:"p99_ms"`
	MaxMs  float64 `json:"max_ms"`
}

// Mem is a reading of /proc/PID/status.
type Mem struct {
	VmRSS int64 `json:"vmrss_bytes"`
	VmHWM int64 `json:"vmhwm_bytes"`
}

// Result is the --json output.
type Result struct {
	Server struct {
		Mode   string `json:"mode"` // subprocess or inprocess
		Binary string `json:"binary,omitempty"`
		// DebounceCapMs is the debounce_ms sent with --debounce-ms.
		DebounceCapMs *int `json:"debounce_cap_ms,omitempty"`
	} `json:"server"`
	Machine struct {
		CPUs       int    `json:"cpus"`
		GoVersion  string `json:"go_version"`
		LoadBefore string `json:"loadavg_before"`
		LoadAfter  string `json:"loadavg_after"`
	} `json:"machine"`
	Spec struct {
		Lines     int `json:"lines"`
		Bytes     int `json:"bytes"`
		Contracts int `json:"contracts"`
		// WithExamples are the contracts that carry examples (the
		// methods); the others are helper functions, predicates, lemmas.
		WithExamples int `json:"contracts_with_examples"`
		Examples     int `json:"examples"`
		Warnings     int `json:"warnings"`
	} `json:"spec"`
	// Analysis is check.File on the spec in this process: the analysis
	// alone, without debounce or LSP.
	Analysis Stats `json:"analysis"`
	// Open is didOpen → first publishDiagnostics of the spec.
	OpenMs     float64 `json:"open_ms"`
	Sequential struct {
		Warmup int   `json:"warmup"`
		Stats  Stats `json:"latency"`
	} `json:"sequential"`
	Burst struct {
		Bursts     int     `json:"bursts"`
		Len        int     `json:"edits_per_burst"`
		IntervalMs float64 `json:"interval_ms"`
		// Intermediate counts the publishes for versions other than a
		// burst's last (the server analysed while "typing" went on).
		Intermediate int   `json:"intermediate_publishes"`
		Stats        Stats `json:"latency_after_last_edit"`
	} `json:"burst"`
	// Mutation: a 50-line method edited; the fast publish of each version
	// (no mutants) and the idle pass's publish with its surviving mutant,
	// both from the edit. The idle pass waits mutation_idle_ms first.
	Mutation struct {
		Lines  int   `json:"lines"`
		IdleMs int   `json:"mutation_idle_ms"`
		Fast   Stats `json:"fast_publish"`
		Result Stats `json:"mutation_publish"`
	} `json:"mutation"`
	// DiagnosticsPerPublish: number of diagnostics → publishes seen.
	DiagnosticsPerPublish map[int]int `json:"diagnostics_per_publish"`
	Memory                struct {
		AfterInitialize Mem `json:"after_initialize"`
		AfterEdits      Mem `json:"after_edits"`
		Files           int `json:"files"`
		// AllAnalysedMs: first didOpen → last file's first publish.
		AllAnalysedMs float64 `json:"all_analysed_ms"`
		AfterFiles    Mem     `json:"after_files"`
		SettleMs      float64 `json:"settle_ms"`
		AfterSettle   Mem     `json:"after_files_settled"`
		// From the server's GC trace (--gctrace): the live heap after the
		// last GC before the reading after the files, and its next goal.
		GCLive  int64 `json:"gc_live_heap_bytes,omitempty"`
		GCGoal  int64 `json:"gc_heap_goal_bytes,omitempty"`
		GCCount int   `json:"gc_count,omitempty"`
		// Go runtime figures, only with --inprocess (client included).
		HeapInuse int64 `json:"heap_inuse_bytes,omitempty"`
		HeapSys   int64 `json:"heap_sys_bytes,omitempty"`
		GoSys     int64 `json:"go_sys_bytes,omitempty"`
	} `json:"memory"`
	Targets struct {
		P95Ms          float64 `json:"p95_ms"`
		SequentialMet  bool    `json:"sequential_p95_met"`
		MutationMet    bool    `json:"mutation_p95_met"`
		BurstMet       bool    `json:"burst_p95_met"`
		RSSBytes       int64   `json:"rss_bytes"`
		RSSMet         bool    `json:"rss_met"`
		RSSHighWaterOK bool    `json:"rss_high_water_within_target"`
	} `json:"targets"`
	DurationS float64 `json:"duration_s"`
}

func main() {
	var o options
	fl := flag.NewFlagSet("lsplatency", flag.ExitOnError)
	fl.StringVar(&o.bin, "bin", "", "specfaith binary to run (default: build ./cmd/specfaith into a temporary directory)")
	fl.BoolVar(&o.inprocess, "inprocess", false, "run the server in this process over pipes (for profiling; memory then includes the client)")
	fl.IntVar(&o.edits, "edits", 200, "measured edits, one at a time")
	fl.IntVar(&o.mutationEdits, "mutation-edits", 20, "edits of the 50-line method, each waiting for the idle mutation pass")
	fl.IntVar(&o.warmup, "warmup", 10, "unmeasured edits before them")
	fl.IntVar(&o.bursts, "bursts", 100, "typing bursts")
	fl.IntVar(&o.burstLen, "burst-len", 5, "edits per burst")
	fl.DurationVar(&o.interval, "interval", 30*time.Millisecond, "time between the edits of a burst")
	fl.IntVar(&o.files, "files", 200, "files opened for the memory measurement")
	fl.DurationVar(&o.settle, "settle", time.Second, "wait before the second memory reading")
	fl.BoolVar(&o.jsonOut, "json", false, "print JSON instead of a table")
	fl.StringVar(&o.writeSpec, "write-spec", "", "write the generated spec to this file and exit")
	fl.StringVar(&o.cpuprofile, "cpuprofile", "", "")
	fl.StringVar(&o.memprofile, "memprofile", "", "")
	fl.BoolVar(&o.gctrace, "gctrace", false, "")
	fl.IntVar(&o.debounceMs, "debounce-ms", -1, "")
	var corpora stringList
	var co corpusOptions
	fl.Var(&corpora, "corpus", "corpus mode (issue 37): a directory of real spec files, or @FILE listing paths; repeatable")
	fl.IntVar(&co.slowest, "slowest", 20, "corpus mode: files measured, the slowest by check time")
	fl.IntVar(&co.edits, "corpus-edits", 10, "corpus mode: measured edits per file")
	fl.IntVar(&co.warmup, "corpus-warmup", 2, "corpus mode: unmeasured edits per file before them")
	fl.StringVar(&co.rankCache, "rank-cache", "", "corpus mode: a directory keeping each corpus's ranking between runs")
	fl.IntVar(&co.maxFiles, "max-files", 0, "corpus mode: rank at most this many files of each corpus (0: all)")
	fl.Usage = func() {
		fmt.Fprintf(fl.Output(), "usage: go run ./bench/lsplatency [flags]\n")
		fl.VisitAll(func(f *flag.Flag) {
			if f.Usage != "" { // the profiling flags are hidden
				fmt.Fprintf(fl.Output(), "  --%s (default %q)\n    \t%s\n", f.Name, f.DefValue, f.Usage)
			}
		})
	}
	fl.Parse(os.Args[1:])
	if o.memprofile != "" {
		// Finer heap sampling than the default 512 KiB, for attribution.
		runtime.MemProfileRate = 4096
	}
	if o.edits < 1 || o.burstLen < 1 || o.bursts < 0 || o.files < 0 || o.warmup < 0 {
		fatal(errors.New("--edits and --burst-len must be at least 1; counts cannot be negative"))
	}
	if len(corpora) > 0 {
		bin := o.bin
		if bin == "" {
			tmp, err := os.MkdirTemp("", "lsplatency-")
			if err != nil {
				fatal(err)
			}
			defer os.RemoveAll(tmp)
			bin = filepath.Join(tmp, "specfaith")
			if err := build(bin); err != nil {
				fatal(err)
			}
		}
		if abs, err := filepath.Abs(bin); err == nil {
			bin = abs
		}
		co.inprocess = o.inprocess
		if o.cpuprofile != "" && o.inprocess {
			stop, err := startCPUProfile(o.cpuprofile)
			if err != nil {
				fatal(err)
			}
			defer stop()
		}
		if err := corpusMain(bin, corpora, co, o.jsonOut, os.Stdout); err != nil {
			fatal(err)
		}
		return
	}
	if o.writeSpec != "" {
		if err := os.WriteFile(o.writeSpec, []byte(genSpec(0)), 0o644); err != nil {
			fatal(err)
		}
		return
	}
	res, err := run(o)
	if err != nil {
		fatal(err)
	}
	if o.jsonOut {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(res)
	} else {
		printTable(os.Stdout, res)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "lsplatency:", err)
	os.Exit(1)
}

func progress(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "lsplatency: "+format+"\n", args...)
}

func run(o options) (*Result, error) {
	began := time.Now()
	res := &Result{}
	res.Machine.CPUs = runtime.NumCPU()
	res.Machine.GoVersion = runtime.Version()
	res.Machine.LoadBefore = loadavg()

	tmp, err := os.MkdirTemp("", "lsplatency-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)

	bin := o.bin
	if bin == "" {
		bin = filepath.Join(tmp, "specfaith")
		progress("building ./cmd/specfaith")
		if err := build(bin); err != nil {
			return nil, err
		}
	} else if bin, err = filepath.Abs(bin); err != nil {
		return nil, err
	}

	// The spec, checked with the CLI: it must parse and every example
	// must be decided, or the benchmark would time a degenerate file.
	ws := filepath.Join(tmp, "ws")
	if err := os.MkdirAll(filepath.Join(ws, "many"), 0o755); err != nil {
		return nil, err
	}
	text := genSpec(0)
	path := filepath.Join(ws, "main.dfy")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		return nil, err
	}
	if err := validate(bin, path, res); err != nil {
		return nil, err
	}
	res.Spec.Lines = strings.Count(text, "\n")
	res.Spec.Bytes = len(text)
	site, err := findSites(text)
	if err != nil {
		return nil, err
	}
	res.Analysis = analysisTime(path, text)

	if o.cpuprofile != "" {
		stop, err := startCPUProfile(o.cpuprofile)
		if err != nil {
			return nil, err
		}
		defer stop()
	}

	var c *client
	if o.inprocess {
		res.Server.Mode = "inprocess"
		c = startInProcess()
	} else {
		res.Server.Mode = "subprocess"
		res.Server.Binary = bin
		if c, err = startSubprocess(bin, o.gctrace); err != nil {
			return nil, err
		}
	}
	// The server's defaults, as an editor would run it, unless
	// --debounce-ms (an analysis aid) caps the debounce.
	var initOpts map[string]any
	if o.debounceMs >= 0 {
		initOpts = map[string]any{"debounce_ms": o.debounceMs}
		res.Server.DebounceCapMs = &o.debounceMs
	}
	if err := c.initialize(string(uri.File(ws)), initOpts); err != nil {
		return nil, err
	}
	c.waitAnswered(startupWaitMs*time.Millisecond, "workspace/configuration", "client/registerCapability")
	if res.Memory.AfterInitialize, err = readMem(c.pid); err != nil {
		return nil, err
	}

	// Open the spec.
	u := string(uri.File(path))
	version := int32(1)
	ch := c.expect(u, version)
	t0 := time.Now()
	if err := c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": u, "languageId": "dafny", "version": version, "text": text}}); err != nil {
		return nil, err
	}
	t1, err := c.wait(ch, "didOpen")
	if err != nil {
		return nil, err
	}
	res.OpenMs = ms(t1.Sub(t0))

	step := 0
	send := func(v int32) (time.Time, error) {
		change := site.edit(step)
		step++
		t := time.Now()
		err := c.notify("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": u, "version": v},
			"contentChanges": []any{change},
		})
		return t, err
	}

	// One edit at a time.
	progress("%d edits one at a time (+%d warm-up)", o.edits, o.warmup)
	var seq []time.Duration
	for i := 0; i < o.warmup+o.edits; i++ {
		version++
		ch := c.expect(u, version)
		t0, err := send(version)
		if err != nil {
			return nil, err
		}
		t1, err := c.wait(ch, fmt.Sprintf("version %d", version))
		if err != nil {
			return nil, err
		}
		if i >= o.warmup {
			seq = append(seq, t1.Sub(t0))
		}
	}
	res.Sequential.Warmup = o.warmup
	res.Sequential.Stats = summarise(seq)

	// Bursts at typing speed: latency from a burst's last edit.
	progress("%d bursts of %d edits %v apart", o.bursts, o.burstLen, o.interval)
	c.mu.Lock()
	before := c.publishes
	c.mu.Unlock()
	var burst []time.Duration
	for b := 0; b < o.bursts; b++ {
		start := time.Now()
		var last time.Time
		var ch chan time.Time
		for k := 0; k < o.burstLen; k++ {
			if k > 0 {
				time.Sleep(time.Until(start.Add(time.Duration(k) * o.interval)))
			}
			version++
			if k == o.burstLen-1 {
				ch = c.expect(u, version)
			}
			if last, err = send(version); err != nil {
				return nil, err
			}
		}
		t1, err := c.wait(ch, fmt.Sprintf("version %d (end of burst)", version))
		if err != nil {
			return nil, err
		}
		burst = append(burst, t1.Sub(last))
	}
	c.mu.Lock()
	res.Burst.Intermediate = c.publishes - before - o.bursts
	c.mu.Unlock()
	res.Burst.Bursts, res.Burst.Len = o.bursts, o.burstLen
	res.Burst.IntervalMs = ms(o.interval)
	res.Burst.Stats = summarise(burst)
	if res.Memory.AfterEdits, err = readMem(c.pid); err != nil {
		return nil, err
	}

	if err := mutationPhase(c, ws, o, res); err != nil {
		return nil, err
	}
	if err := manyFilesPhase(c, ws, o, res); err != nil {
		return nil, err
	}
	if o.memprofile != "" {
		if err := writeHeapProfile(o.memprofile); err != nil {
			return nil, err
		}
	}
	time.Sleep(o.settle)
	res.Memory.SettleMs = ms(o.settle)
	if res.Memory.AfterSettle, err = readMem(c.pid); err != nil {
		return nil, err
	}
	c.mu.Lock()
	res.DiagnosticsPerPublish = c.diagCounts
	c.mu.Unlock()

	if err := c.shutdown(); err != nil {
		return nil, err
	}

	res.Targets.P95Ms = ms(targetP95)
	res.Targets.SequentialMet = res.Sequential.Stats.P95Ms <= ms(targetP95)
	res.Targets.BurstMet = res.Burst.Stats.P95Ms <= ms(targetP95)
	res.Targets.MutationMet = res.Mutation.Result.P95Ms <= 1000
	res.Targets.RSSBytes = targetRSS
	res.Targets.RSSMet = res.Memory.AfterFiles.VmRSS <= targetRSS
	res.Targets.RSSHighWaterOK = res.Memory.AfterFiles.VmHWM <= targetRSS
	res.Machine.LoadAfter = loadavg()
	res.DurationS = math.Round(time.Since(began).Seconds()*10) / 10
	return res, nil
}

// startCPUProfile writes a CPU profile until stop is called.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// mutationPhase times the idle mutation pass (see the comment inside).
func mutationPhase(c *client, ws string, o options, res *Result) error {
	var err error
	// The idle mutation pass on a 50-line method: each edit changes the
	// method's text (a space inside its body), so its mutants run again.
	progress("%d edits of a 50-line method, waiting for the mutation pass", o.mutationEdits)
	mpath := filepath.Join(ws, "stats.dfy")
	if err := os.WriteFile(mpath, []byte(mutationSpec), 0o644); err != nil {
		return err
	}
	mu := string(uri.File(mpath))
	res.Mutation.Lines = strings.Count(mutationSpec, "\n")
	res.Mutation.IdleMs = 300 // the server's default mutation_idle_ms
	var fast, full []time.Duration
	for k := 0; k <= o.mutationEdits; k++ {
		v := int32(k + 1)
		fch, mch := c.expect(mu, v), c.expectCode(mu, v, "surviving-mutant")
		t0 := time.Now()
		if k == 0 {
			err = c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
				"uri": mu, "languageId": "dafny", "version": v, "text": mutationSpec}})
		} else {
			body := strings.Replace(mutationSpec, "near := near + 0;", "near := near + 0;"+strings.Repeat(" ", k), 1)
			err = c.notify("textDocument/didChange", map[string]any{
				"textDocument":   map[string]any{"uri": mu, "version": v},
				"contentChanges": []any{map[string]any{"text": body}},
			})
		}
		if err != nil {
			return err
		}
		t1, err := c.wait(fch, fmt.Sprintf("stats.dfy version %d", v))
		if err != nil {
			return err
		}
		t2, err := c.wait(mch, fmt.Sprintf("stats.dfy version %d with its surviving mutant", v))
		if err != nil {
			return err
		}
		if k > 0 { // the open is a warm-up
			fast = append(fast, t1.Sub(t0))
			full = append(full, t2.Sub(t0))
		}
	}
	res.Mutation.Fast, res.Mutation.Result = summarise(fast), summarise(full)
	return nil
}

// manyFilesPhase opens many files and reads the server's memory.
func manyFilesPhase(c *client, ws string, o options, res *Result) error {
	var err error
	// Many files: open them all (a restored session), wait until each has
	// its first diagnostics, read the memory.
	progress("opening %d files", o.files)
	chans := make([]chan time.Time, o.files)
	uris := make([]string, o.files)
	texts := make([]string, o.files)
	for i := range uris {
		p := filepath.Join(ws, "many", fmt.Sprintf("spec%03d.dfy", i+1))
		texts[i] = genSpec(i + 1)
		if err := os.WriteFile(p, []byte(texts[i]), 0o644); err != nil {
			return err
		}
		uris[i] = string(uri.File(p))
		chans[i] = c.expect(uris[i], 1)
	}
	t0 := time.Now()
	for i := range uris {
		if err := c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
			"uri": uris[i], "languageId": "dafny", "version": 1, "text": texts[i]}}); err != nil {
			return err
		}
	}
	var lastSeen time.Time
	for i := range uris {
		t, err := c.wait(chans[i], "didOpen of "+uris[i])
		if err != nil {
			return err
		}
		if t.After(lastSeen) {
			lastSeen = t
		}
	}
	texts = nil
	res.Memory.Files = o.files
	if o.files > 0 {
		res.Memory.AllAnalysedMs = ms(lastSeen.Sub(t0))
	}
	if res.Memory.AfterFiles, err = readMem(c.pid); err != nil {
		return err
	}
	res.Memory.GCLive, res.Memory.GCGoal, res.Memory.GCCount = c.lastGC()
	if o.inprocess {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		res.Memory.HeapInuse, res.Memory.HeapSys, res.Memory.GoSys = int64(m.HeapInuse), int64(m.HeapSys), int64(m.Sys)
	}
	return nil
}

// edit returns the k-th edit of the cycle that leaves the text as it was
// every four edits: numeral 1→2, space into the comment, numeral 2→1,
// space out of the comment.
func (s editSite) edit(k int) map[string]any {
	rng := func(line, from, to uint32) map[string]any {
		return map[string]any{
			"start": map[string]any{"line": line, "character": from},
			"end":   map[string]any{"line": line, "character": to},
		}
	}
	switch k % 4 {
	case 0:
		return map[string]any{"range": rng(s.NumLine, s.NumChar, s.NumChar+1), "text": "2"}
	case 1:
		return map[string]any{"range": rng(s.CommentLine, s.CommentChar, s.CommentChar), "text": " "}
	case 2:
		return map[string]any{"range": rng(s.NumLine, s.NumChar, s.NumChar+1), "text": "1"}
	default:
		return map[string]any{"range": rng(s.CommentLine, s.CommentChar, s.CommentChar+1), "text": ""}
	}
}

// build compiles ./cmd/specfaith of the module we are run from.
func build(out string) error {
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(gomod))
	if mod == "" || mod == os.DevNull {
		return errors.New("not inside the specfaith module: run from the repository or pass --bin")
	}
	cmd := exec.Command("go", "build", "-o", out, "./cmd/specfaith")
	cmd.Dir = filepath.Dir(mod)
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build ./cmd/specfaith: %w", err)
	}
	return nil
}

// validate runs `bin check --format json` on the spec and insists that it
// parses, has no example errors, and that every example is decided.
func validate(bin, path string, res *Result) error {
	out, err := exec.Command(bin, "check", "--format", "json", path).Output()
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 1) { // 1: warnings
		return fmt.Errorf("%s check: %w", bin, err)
	}
	type diag struct {
		Code     string `json:"code"`
		Severity string `json:"severity"`
		Message  string `json:"message"`
	}
	var rep struct {
		Files []struct {
			Diagnostics []diag `json:"diagnostics"`
			Contracts   []struct {
				Name     string         `json:"name"`
				Examples map[string]int `json:"examples"`
				Diags    []diag         `json:"diagnostics"`
				Metrics  map[string]struct {
					Status    string            `json:"status"`
					Den       int               `json:"den"`
					Undecided []json.RawMessage `json:"undecided"`
				} `json:"metrics"`
			} `json:"contracts"`
		} `json:"files"`
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		return fmt.Errorf("%s check --format json: %w", bin, err)
	}
	if len(rep.Files) != 1 {
		return fmt.Errorf("check reported %d files", len(rep.Files))
	}
	f := rep.Files[0]
	bad := func(d diag) bool {
		switch d.Code {
		case "syntax", "unparsed", "example-error", "undecided-example", "file-too-large", "not-text":
			return true
		}
		return d.Severity == "error"
	}
	for _, d := range f.Diagnostics {
		if bad(d) {
			return fmt.Errorf("generated spec: %s: %s", d.Code, d.Message)
		}
		if d.Severity == "warning" {
			res.Spec.Warnings++
		}
	}
	for _, c := range f.Contracts {
		res.Spec.Contracts++
		n := 0
		for _, k := range []string{"required_inputs", "accepted", "rejected", "rejected_inputs"} {
			n += c.Examples[k]
		}
		res.Spec.Examples += n
		if n > 0 {
			res.Spec.WithExamples++
		}
		for _, d := range c.Diags {
			if bad(d) {
				return fmt.Errorf("generated spec: %s: %s: %s", c.Name, d.Code, d.Message)
			}
			if d.Severity == "warning" {
				res.Spec.Warnings++
			}
		}
		for name, m := range c.Metrics {
			if len(m.Undecided) > 0 || (m.Den > 0 && m.Status != "ok") {
				return fmt.Errorf("generated spec: %s: metric %s is not decided", c.Name, name)
			}
		}
	}
	if res.Spec.Examples != specExamples {
		return fmt.Errorf("generated spec has %d examples, want %d", res.Spec.Examples, specExamples)
	}
	return nil
}

// analysisTime times check.File on the spec in this process.
func analysisTime(path, text string) Stats {
	var ds []time.Duration
	src := []byte(text)
	for i := 0; i < analysisRuns; i++ {
		t := time.Now()
		check.File(context.Background(), path, src, os.ReadFile)
		ds = append(ds, time.Since(t))
	}
	return summarise(ds)
}

func summarise(ds []time.Duration) Stats {
	if len(ds) == 0 {
		return Stats{}
	}
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	// Nearest rank: the smallest value with at least q of the samples at
	// or below it.
	pct := func(q float64) float64 {
		i := int(math.Ceil(q*float64(len(s)))) - 1
		if i < 0 {
			i = 0
		}
		return ms(s[i])
	}
	var sum time.Duration
	for _, d := range s {
		sum += d
	}
	return Stats{N: len(s), MinMs: ms(s[0]), MeanMs: ms(sum / time.Duration(len(s))),
		P50Ms: pct(0.50), P95Ms: pct(0.95), P99Ms: pct(0.99), MaxMs: ms(s[len(s)-1])}
}

func ms(d time.Duration) float64 { return math.Round(float64(d)/1e3) / 1e3 }

func readMem(pid int) (Mem, error) {
	rss, hwm, err := memStatus(pid)
	return Mem{VmRSS: rss, VmHWM: hwm}, err
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	runtime.GC()
	return pprof.WriteHeapProfile(f)
}

func printTable(w io.Writer, r *Result) {
	met := func(ok bool) string {
		if ok {
			return "met"
		}
		return "MISSED"
	}
	fmt.Fprintf(w, "specfaith language server: latency and memory (issue 3)\n")
	server := r.Server.Mode
	if r.Server.Binary != "" {
		server += ": " + r.Server.Binary + " lsp"
	}
	if r.Server.DebounceCapMs != nil {
		server += fmt.Sprintf(" (debounce_ms capped at %d)", *r.Server.DebounceCapMs)
	}
	fmt.Fprintf(w, "server   %s\n", server)
	fmt.Fprintf(w, "machine  %d CPUs, %s, load average %s before, %s after\n", r.Machine.CPUs, r.Machine.GoVersion, r.Machine.LoadBefore, r.Machine.LoadAfter)
	fmt.Fprintf(w, "spec     %d lines, %d bytes, %d contracts (%d with examples), %d examples, %d warning(s) from check\n",
		r.Spec.Lines, r.Spec.Bytes, r.Spec.Contracts, r.Spec.WithExamples, r.Spec.Examples, r.Spec.Warnings)
	fmt.Fprintf(w, "analysis %.2f ms p50 in-process (check.File, %d runs); didOpen → diagnostics %.2f ms\n\n", r.Analysis.P50Ms, r.Analysis.N, r.OpenMs)

	fmt.Fprintf(w, "%-44s %5s %8s %8s %8s %8s   %s\n", "didChange → publishDiagnostics(version)", "n", "p50 ms", "p95 ms", "p99 ms", "max ms", "p95 ≤ 50 ms")
	fmt.Fprintf(w, "%-44s %5d %8.2f %8.2f %8.2f %8.2f   %s\n", fmt.Sprintf("one edit at a time (after %d warm-up)", r.Sequential.Warmup),
		r.Sequential.Stats.N, r.Sequential.Stats.P50Ms, r.Sequential.Stats.P95Ms, r.Sequential.Stats.P99Ms, r.Sequential.Stats.MaxMs, met(r.Targets.SequentialMet))
	fmt.Fprintf(w, "%-44s %5d %8.2f %8.2f %8.2f %8.2f   %s\n", fmt.Sprintf("bursts of %d, %g ms apart, from last edit", r.Burst.Len, r.Burst.IntervalMs),
		r.Burst.Stats.N, r.Burst.Stats.P50Ms, r.Burst.Stats.P95Ms, r.Burst.Stats.P99Ms, r.Burst.Stats.MaxMs, met(r.Targets.BurstMet))
	fmt.Fprintf(w, "  (%d of the %d edits inside bursts were also published: analysed before the next keystroke)\n",
		r.Burst.Intermediate, r.Burst.Bursts*(r.Burst.Len-1))
	var counts []int
	for n := range r.DiagnosticsPerPublish {
		counts = append(counts, n)
	}
	sort.Ints(counts)
	var parts []string
	for _, n := range counts {
		parts = append(parts, fmt.Sprintf("%d diagnostics × %d", n, r.DiagnosticsPerPublish[n]))
	}
	fmt.Fprintf(w, "  (publishes seen: %s; the numeral edit adds or removes a warning)\n", strings.Join(parts, ", "))
	fmt.Fprintf(w, "%-44s %5d %8.2f %8.2f %8.2f %8.2f\n", fmt.Sprintf("%d-line method: edit → fast publish", r.Mutation.Lines),
		r.Mutation.Fast.N, r.Mutation.Fast.P50Ms, r.Mutation.Fast.P95Ms, r.Mutation.Fast.P99Ms, r.Mutation.Fast.MaxMs)
	fmt.Fprintf(w, "%-44s %5d %8.2f %8.2f %8.2f %8.2f   %s\n", "  edit → mutation result (idle pass)",
		r.Mutation.Result.N, r.Mutation.Result.P50Ms, r.Mutation.Result.P95Ms, r.Mutation.Result.P99Ms, r.Mutation.Result.MaxMs,
		fmt.Sprintf("p95 ≤ 1 s: %s (includes the %d ms pause)", met(r.Targets.MutationMet), r.Mutation.IdleMs))
	fmt.Fprintln(w)

	who := "server process"
	if r.Server.Mode == "inprocess" {
		who = "this process (server and client)"
	}
	fmt.Fprintf(w, "%-44s %10s %10s\n", "memory of the "+who, "VmRSS MB", "VmHWM MB")
	row := func(name string, m Mem, extra string) {
		fmt.Fprintf(w, "%-44s %10.1f %10.1f%s\n", name, float64(m.VmRSS)/mb, float64(m.VmHWM)/mb, extra)
	}
	row("after initialize", r.Memory.AfterInitialize, "")
	row("after the edits (1 file open)", r.Memory.AfterEdits, "")
	row(fmt.Sprintf("after %d more files, all analysed", r.Memory.Files), r.Memory.AfterFiles,
		fmt.Sprintf("   RSS ≤ 60 MB: %s", met(r.Targets.RSSMet)))
	row(fmt.Sprintf("  … %g ms later", r.Memory.SettleMs), r.Memory.AfterSettle, "")
	fmt.Fprintf(w, "  (%d files analysed %.0f ms after the first didOpen)\n", r.Memory.Files, r.Memory.AllAnalysedMs)
	if r.Memory.GCCount > 0 {
		fmt.Fprintf(w, "  server GC trace: %d GCs; live heap after the last %.1f MB, next goal %.1f MB\n",
			r.Memory.GCCount, float64(r.Memory.GCLive)/mb, float64(r.Memory.GCGoal)/mb)
	}
	if r.Memory.HeapInuse > 0 {
		fmt.Fprintf(w, "  Go heap in use %.1f MB, heap from OS %.1f MB, runtime total %.1f MB\n",
			float64(r.Memory.HeapInuse)/mb, float64(r.Memory.HeapSys)/mb, float64(r.Memory.GoSys)/mb)
	}
	fmt.Fprintf(w, "\ntotal %.1f s\n", r.DurationS)
}

// stringList is a repeatable string flag.
type stringList []string

func (l *stringList) String() string     { return strings.Join(*l, ",") }
func (l *stringList) Set(s string) error { *l = append(*l, s); return nil }
