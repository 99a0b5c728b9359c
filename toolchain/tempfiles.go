package toolchain

import (
	"errors"
	"fmt"
	"github.com/specfaith/specfaith/internal/lazyre"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// Every temporary file and directory specfaith makes is named
// "specfaith-tmp-<pid>-…" (".specfaith-tmp-<pid>-…" beside a Lean file),
// so that a later start can tell its own leftovers — of a process that
// was killed before it could remove them — from anything else.

// tempPrefix is the name prefix of a temporary of this process.
func tempPrefix(kind string) string {
	return fmt.Sprintf("specfaith-tmp-%d-%s-", os.Getpid(), kind)
}

var staleName = lazyre.New(`^\.?specfaith-tmp-(\d+)-`)

// StaleAge is how old a leftover must be before CleanStale removes it.
const StaleAge = 10 * time.Minute

// CleanStale removes specfaith's leftovers in dir (the temp directory, or
// the directory of a Lean file): entries named by tempPrefix, owned by
// this user, not symlinks, older than age, whose process is gone. It
// returns the paths it removed.
func CleanStale(dir string, age time.Duration) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var removed []string
	for _, e := range entries {
		m := staleName.FindStringSubmatch(e.Name())
		if m == nil || e.Type()&os.ModeSymlink != 0 {
			continue
		}
		pid, err := strconv.Atoi(m[1])
		if err != nil || pid == os.Getpid() || processExists(pid) {
			continue
		}
		p := filepath.Join(dir, e.Name())
		fi, err := os.Lstat(p)
		if err != nil || time.Since(fi.ModTime()) < age {
			continue
		}
		if st, ok := fi.Sys().(*syscall.Stat_t); !ok || int(st.Uid) != os.Getuid() {
			continue
		}
		if os.RemoveAll(p) == nil {
			removed = append(removed, p)
		}
	}
	return removed
}

// processExists says whether a process with this id exists (one of another user
// counts as alive).
func processExists(pid int) bool {
	if pid <= 0 {
		return true
	}
	err := syscall.Kill(pid, 0)
	return err == nil || !errors.Is(err, syscall.ESRCH)
}
