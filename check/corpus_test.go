package check

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// realCorpora are the real spec files written by others that the
// repository ships (each directory's README names its source and
// licence), with how many files each must hold.
var realCorpora = []struct {
	dir, ext string
	min      int
}{
	{"testdata/dafny-verified", ".dfy", 200},         // Clover, MBPP-DFY-153
	{"testdata/nagini-suite", ".py", 200},            // Nagini's own tests
	{"testdata/lean-vericoding", ".lean", 170},       // vericoding fvapps/apps/verified_cogen
	{"../dataset/testdata/verina-dev", ".lean", 120}, // VERINA dev task.lean
}

// TestRealFilesNoInternalError is the crash gate: every real file the
// repository ships is analysed as `specfaith check` analyses it (the
// mutation check included, with the CLI's file budget), and none may
// panic (caught and reported as internal-error) or come back without a
// report. A stack overflow would kill the test binary: that fails too.
func TestRealFilesNoInternalError(t *testing.T) {
	var files []string
	for _, c := range realCorpora {
		var found []string
		filepath.WalkDir(c.dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, c.ext) {
				found = append(found, p)
			}
			return nil
		})
		if len(found) < c.min {
			t.Fatalf("%s: %d %s files, want at least %d", c.dir, len(found), c.ext, c.min)
		}
		files = append(files, found...)
	}
	sort.Strings(files)
	var mu sync.Mutex
	var slowest []string
	work := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < min(2, runtime.GOMAXPROCS(0)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range work {
				src, err := ReadSpec(p)
				if err != nil {
					t.Errorf("%s: %v", p, err)
					continue
				}
				start := time.Now()
				rep := RunWith(context.Background(), p, string(src), Disk(ProjectRoot(p)), Options{Mutation: true, Budget: 2 * time.Second})
				took := time.Since(start)
				if rep == nil {
					t.Errorf("%s: no report", p)
					continue
				}
				for _, f := range rep.All() {
					if f.Code == CodeInternalError {
						t.Errorf("%s:%d: %s", p, f.R.Start.Line, f.Message)
					}
				}
				if took > 5*time.Second {
					mu.Lock()
					slowest = append(slowest, p+" "+took.String())
					mu.Unlock()
				}
			}
		}()
	}
	for _, p := range files {
		work <- p
	}
	close(work)
	wg.Wait()
	t.Logf("%d real files analysed; over 5 s (a loaded machine, not a failure): %v", len(files), slowest)
}
