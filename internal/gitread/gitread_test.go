package gitread

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/internal/safefs"
)

// git runs the real git to build a fixture (the reader under test never
// runs it).
func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func needGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed: fixtures cannot be built")
	}
}

func write(t *testing.T, p, s string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func newRepo(t *testing.T) string {
	needGit(t)
	dir := t.TempDir()
	git(t, dir, "init", "-q")
	return dir
}

// TestLooseAndPacked: what Head reads equals `git show HEAD:path`, for
// loose objects, then for the same history packed with deltas and refs
// packed.
func TestLooseAndPacked(t *testing.T) {
	dir := newRepo(t)
	var body strings.Builder
	for i := 0; i < 400; i++ {
		fmt.Fprintf(&body, "method M%d(x: int) returns (y: int) ensures y >= x { y := x + %d; }\n", i, i)
	}
	paths := []string{"a.dfy", "sub/b.lean", "sub/deeper/c.py"}
	for v := 0; v < 12; v++ {
		for i, p := range paths {
			write(t, filepath.Join(dir, p), fmt.Sprintf("// version %d of %d\n%s", v, i, body.String()))
		}
		git(t, dir, "add", "-A")
		git(t, dir, "commit", "-q", "-m", fmt.Sprint(v))
	}
	check := func(stage string) {
		for _, p := range paths {
			got, err := Head(dir, filepath.Join(dir, p), 1<<20)
			if err != nil {
				t.Fatalf("%s: Head(%s): %v", stage, p, err)
			}
			if want := git(t, dir, "show", "HEAD:"+p); string(got) != want {
				t.Fatalf("%s: Head(%s) differs from git show (%d vs %d bytes)", stage, p, len(got), len(want))
			}
		}
	}
	check("loose")
	git(t, dir, "gc", "-q", "--aggressive")
	if m, _ := filepath.Glob(filepath.Join(dir, ".git/objects/pack/*.idx")); len(m) == 0 {
		t.Fatal("gc made no pack")
	}
	if _, err := os.Stat(filepath.Join(dir, ".git/refs/heads/main")); err == nil {
		t.Fatal("gc left the branch loose; the packed-refs path is not exercised")
	}
	check("packed")
	// An edit in the work tree does not change what HEAD says.
	write(t, filepath.Join(dir, "a.dfy"), "changed")
	check("edited")
}

// TestNotAtHead: untracked files, a repository without commits, and a
// file outside any repository give ErrNotFound or ErrNoRepo.
func TestNotAtHead(t *testing.T) {
	dir := newRepo(t)
	write(t, filepath.Join(dir, "a.dfy"), "x")
	if _, err := Head(dir, filepath.Join(dir, "a.dfy"), 1<<20); !errors.Is(err, ErrNotFound) {
		t.Fatalf("no commit yet: %v, want ErrNotFound", err)
	}
	git(t, dir, "add", "a.dfy")
	git(t, dir, "commit", "-q", "-m", "1")
	write(t, filepath.Join(dir, "new.dfy"), "y")
	if _, err := Head(dir, filepath.Join(dir, "new.dfy"), 1<<20); !errors.Is(err, ErrNotFound) {
		t.Fatalf("untracked: %v, want ErrNotFound", err)
	}
	plain := t.TempDir()
	write(t, filepath.Join(plain, "a.dfy"), "x")
	if _, err := Head(plain, filepath.Join(plain, "a.dfy"), 1<<20); !errors.Is(err, ErrNoRepo) {
		t.Fatalf("no repository: %v, want ErrNoRepo", err)
	}
}

// TestGitDirOutsideRefused: a .git file (gitdir:), a .git symlink, or a
// commondir naming a repository outside the root is refused; the other
// repository's text is never returned.
func TestGitDirOutsideRefused(t *testing.T) {
	other := newRepo(t)
	write(t, filepath.Join(other, "a.dfy"), "SECRET of the other repository")
	git(t, other, "add", "a.dfy")
	git(t, other, "commit", "-q", "-m", "1")

	cases := map[string]func(ws string){
		"gitdir file": func(ws string) { write(t, filepath.Join(ws, ".git"), "gitdir: "+filepath.Join(other, ".git")+"\n") },
		"relative gitdir file": func(ws string) {
			rel, _ := filepath.Rel(ws, filepath.Join(other, ".git"))
			write(t, filepath.Join(ws, ".git"), "gitdir: "+rel+"\n")
		},
		"symlink": func(ws string) {
			if err := os.Symlink(filepath.Join(other, ".git"), filepath.Join(ws, ".git")); err != nil {
				t.Fatal(err)
			}
		},
		"commondir": func(ws string) {
			gd := filepath.Join(ws, ".git")
			write(t, filepath.Join(gd, "HEAD"), "ref: refs/heads/main\n")
			write(t, filepath.Join(gd, "commondir"), filepath.Join(other, ".git")+"\n")
		},
		"objects symlink": func(ws string) {
			gd := filepath.Join(ws, ".git")
			write(t, filepath.Join(gd, "HEAD"), "ref: refs/heads/main\n")
			if err := os.Symlink(filepath.Join(other, ".git", "refs"), filepath.Join(gd, "refs")); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(filepath.Join(other, ".git", "objects"), filepath.Join(gd, "objects")); err != nil {
				t.Fatal(err)
			}
		},
	}
	for name, setup := range cases {
		t.Run(name, func(t *testing.T) {
			ws := t.TempDir()
			write(t, filepath.Join(ws, "a.dfy"), "mine")
			setup(ws)
			got, err := Head(ws, filepath.Join(ws, "a.dfy"), 1<<20)
			if err == nil || strings.Contains(string(got), "SECRET") {
				t.Fatalf("read %q, %v; want a refusal", got, err)
			}
			var ref *Refused
			if !errors.As(err, &ref) && !errors.Is(err, safefs.ErrOutside) {
				t.Fatalf("err = %v, want a refusal or ErrOutside", err)
			}
		})
	}
}

// TestBlobOverCapNotRead: a blob larger than the cap is refused from
// its declared size, loose and packed.
func TestBlobOverCapNotRead(t *testing.T) {
	dir := newRepo(t)
	big := strings.Repeat("method M() {}\n", 200_000) // 2.8 MB
	write(t, filepath.Join(dir, "big.dfy"), big)
	git(t, dir, "add", "big.dfy")
	git(t, dir, "commit", "-q", "-m", "1")
	for _, stage := range []string{"loose", "packed"} {
		if stage == "packed" {
			git(t, dir, "gc", "-q")
		}
		_, err := Head(dir, filepath.Join(dir, "big.dfy"), 2<<20)
		var tl *safefs.TooLarge
		if !errors.As(err, &tl) || tl.Size != int64(len(big)) {
			t.Fatalf("%s: err = %v, want TooLarge with the blob's size %d", stage, err, len(big))
		}
	}
}

// TestPartialCloneNeverFetches: a repository that declares a promisor
// remote whose upload-pack is a program, and lacks the HEAD blob, gives
// ErrNotFound and the program never runs.
func TestPartialCloneNeverFetches(t *testing.T) {
	dir := newRepo(t)
	write(t, filepath.Join(dir, "a.dfy"), "method M() {}\n")
	git(t, dir, "add", "a.dfy")
	git(t, dir, "commit", "-q", "-m", "1")
	blob := strings.TrimSpace(git(t, dir, "rev-parse", "HEAD:a.dfy"))
	marker := filepath.Join(t.TempDir(), "ran")
	prog := filepath.Join(t.TempDir(), "evil.sh")
	write(t, prog, "#!/bin/sh\ntouch "+marker+"\n")
	os.Chmod(prog, 0o755)
	git(t, dir, "config", "extensions.partialClone", "origin")
	git(t, dir, "config", "core.repositoryformatversion", "1")
	git(t, dir, "config", "remote.origin.url", "file:///nonexistent")
	git(t, dir, "config", "remote.origin.promisor", "true")
	git(t, dir, "config", "remote.origin.uploadpack", prog)
	if err := os.Remove(filepath.Join(dir, ".git", "objects", blob[:2], blob[2:])); err != nil {
		t.Fatal(err)
	}
	if _, err := Head(dir, filepath.Join(dir, "a.dfy"), 1<<20); !errors.Is(err, ErrNotFound) {
		t.Fatalf("err = %v, want ErrNotFound", err)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("the promisor's upload-pack program ran")
	}
}

// TestCorruptDeltaRefused: apply refuses out-of-range copies and a
// declared size over the cap without allocating it.
func TestCorruptDeltaRefused(t *testing.T) {
	base := []byte("hello")
	for name, d := range map[string][]byte{
		"copy past base": {5, 10, 0x91, 0, 10},
		"wrong base":     {4, 1, 1, 'x'},
		"empty op":       {5, 1, 0},
		"short insert":   {5, 3, 3, 'x'},
	} {
		if _, err := apply(base, d, 1<<20); err == nil {
			t.Errorf("%s: applied", name)
		}
	}
	huge := []byte{5, 0x80, 0x80, 0x80, 0x80, 0x10} // 4 GiB
	var tl *safefs.TooLarge
	if _, err := apply(base, huge, 1<<20); !errors.As(err, &tl) {
		t.Fatalf("huge target: %v", err)
	}
	if out, err := apply(base, []byte{5, 7, 0x90, 5, 2, '!', '!'}, 1<<20); err != nil || string(out) != "hello!!" {
		t.Fatalf("good delta: %q, %v", out, err)
	}
}
