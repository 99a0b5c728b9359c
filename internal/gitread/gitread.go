// Package gitread reads a file's text at HEAD from a git repository's
// files: refs, loose objects and version-2 pack indexes, SHA-1 only. It
// runs nothing — no git, no hooks, filters, fsmonitor or promisor fetch
// (a missing object is just missing) — and reads only inside a root:
// a repository whose git directory (through a gitdir file, a symlink or
// commondir) lies outside it is refused, alternates are never followed,
// and every object's size is checked against a cap before it is
// inflated.
package gitread

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/specfaith/specfaith/internal/safefs"
)

// ErrNoRepo: no repository holds the file inside the root.
var ErrNoRepo = errors.New("not in a git repository inside the workspace")

// ErrNotFound: HEAD has no such file (untracked, new, no commit yet, or
// an object that is not in the repository, as in a partial clone).
var ErrNotFound = errors.New("not at HEAD")

// Refused is a repository or object this reader will not read, and why.
type Refused struct{ Why string }

func (e *Refused) Error() string { return "not read: " + e.Why }

func refuse(format string, args ...any) error { return &Refused{fmt.Sprintf(format, args...)} }

// Bounds on what one Head call reads.
const (
	smallFile     = 4 << 10  // HEAD, a ref, a gitdir or commondir file
	maxPackedRefs = 64 << 20 // packed-refs, scanned line by line
	maxCommit     = 1 << 20
	maxTree       = 16 << 20
	maxDepth      = 64  // delta chain, symbolic refs and path components share it
	maxPacks      = 256 // each object looked up reads every index
)

// Head is file's content at HEAD in the repository holding it, if both
// the file's work tree and the repository's git directory lie inside
// root. The blob is refused, unread, when its size exceeds max
// (*safefs.TooLarge).
func Head(root, file string, max int64) ([]byte, error) {
	r, rel, err := open(root, file)
	if err != nil {
		return nil, err
	}
	id, err := r.head()
	if err != nil {
		return nil, err
	}
	commit, err := r.object(id, "commit", maxCommit)
	if err != nil {
		return nil, err
	}
	line, _, _ := bytes.Cut(commit, []byte{'\n'})
	tree, ok := strings.CutPrefix(string(line), "tree ")
	if !ok {
		return nil, refuse("commit %x has no tree line", id)
	}
	if id, err = parseID(tree); err != nil {
		return nil, err
	}
	parts := strings.Split(filepath.ToSlash(rel), "/")
	if len(parts) > maxDepth {
		return nil, refuse("path deeper than %d directories", maxDepth)
	}
	for i, name := range parts {
		t, err := r.object(id, "tree", maxTree)
		if err != nil {
			return nil, err
		}
		mode, eid, ok := treeEntry(t, name)
		if !ok {
			return nil, ErrNotFound
		}
		last := i == len(parts)-1
		switch {
		case mode == "40000" && !last:
		case (mode == "100644" || mode == "100755") && last:
		case mode == "120000":
			return nil, refuse("a symbolic link at HEAD")
		default:
			return nil, ErrNotFound
		}
		id = eid
	}
	return r.object(id, "blob", max)
}

// repo is a repository's git directory and common directory (they
// differ for a linked work tree), both resolved and inside root.
type repo struct {
	root, gitDir, common string
}

// open finds the repository holding file: the nearest .git, from the
// file's directory up to root and no further.
func open(root, file string) (*repo, string, error) {
	rr, err := real(root)
	if err != nil {
		return nil, "", err
	}
	rf, err := real(file)
	if err != nil {
		return nil, "", err
	}
	if !safefs.Within(rr, rf) {
		return nil, "", safefs.ErrOutside
	}
	for dir := filepath.Dir(rf); safefs.Within(rr, dir); dir = filepath.Dir(dir) {
		dotgit := filepath.Join(dir, ".git")
		st, err := os.Lstat(dotgit)
		if err == nil {
			r := &repo{root: rr}
			switch {
			case st.Mode()&fs.ModeSymlink != 0:
				return nil, "", refuse("%s is a symbolic link", dotgit)
			case st.IsDir():
				r.gitDir = dotgit
			case st.Mode().IsRegular():
				// A linked work tree or submodule: "gitdir: PATH".
				b, err := safefs.ReadFile(rr, dotgit, smallFile)
				if err != nil {
					return nil, "", err
				}
				p, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
				if !ok {
					return nil, "", refuse("%s is not a gitdir file", dotgit)
				}
				if r.gitDir, err = r.inside(dir, strings.TrimSpace(p)); err != nil {
					return nil, "", err
				}
			default:
				return nil, "", refuse("%s is not a directory", dotgit)
			}
			r.common = r.gitDir
			if b, err := safefs.ReadFile(rr, filepath.Join(r.gitDir, "commondir"), smallFile); err == nil {
				if r.common, err = r.inside(r.gitDir, strings.TrimSpace(string(b))); err != nil {
					return nil, "", err
				}
			} else if !errors.Is(err, fs.ErrNotExist) {
				return nil, "", err
			}
			rel, err := filepath.Rel(dir, rf)
			if err != nil {
				return nil, "", err
			}
			return r, rel, nil
		}
		if dir == rr {
			break
		}
	}
	return nil, "", ErrNoRepo
}

// inside resolves p (relative to base) and checks it lies in the root.
func (r *repo) inside(base, p string) (string, error) {
	if !filepath.IsAbs(p) {
		p = filepath.Join(base, p)
	}
	rp, err := real(p)
	if err != nil {
		return "", err
	}
	if !safefs.Within(r.root, rp) {
		return "", refuse("the git directory %s lies outside the workspace", p)
	}
	return rp, nil
}

func real(p string) (string, error) {
	a, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(a)
}

func (r *repo) read(p string, max int64) ([]byte, error) {
	return safefs.ReadFile(r.root, p, max)
}

// head resolves HEAD to a commit id.
func (r *repo) head() ([]byte, error) {
	b, err := r.read(filepath.Join(r.gitDir, "HEAD"), smallFile)
	if err != nil {
		return nil, err
	}
	s := strings.TrimSpace(string(b))
	for i := 0; i < maxDepth; i++ {
		name, sym := strings.CutPrefix(s, "ref:")
		if !sym {
			return parseID(s)
		}
		if s, err = r.ref(strings.TrimSpace(name)); err != nil {
			return nil, err
		}
	}
	return nil, refuse("symbolic refs nested deeper than %d", maxDepth)
}

// ref is a ref's content: loose in refs/, else from packed-refs.
func (r *repo) ref(name string) (string, error) {
	if !strings.HasPrefix(name, "refs/") || strings.Contains(name, "..") || strings.ContainsAny(name, "\\\x00") || len(name) > 1024 {
		return "", refuse("ref name %q", name)
	}
	b, err := r.read(filepath.Join(r.common, filepath.FromSlash(name)), smallFile)
	if err == nil {
		return strings.TrimSpace(string(b)), nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	f, size, err := safefs.Open(r.root, filepath.Join(r.common, "packed-refs"))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", ErrNotFound // an unborn branch: no commit yet
		}
		return "", err
	}
	defer f.Close()
	if size > maxPackedRefs {
		return "", &safefs.TooLarge{Size: size, Max: maxPackedRefs}
	}
	sc := bufio.NewScanner(io.LimitReader(f, maxPackedRefs))
	sc.Buffer(make([]byte, 4096), 4096)
	for sc.Scan() {
		id, n, ok := strings.Cut(sc.Text(), " ")
		if ok && n == name {
			return id, nil
		}
	}
	return "", ErrNotFound
}

func parseID(s string) ([]byte, error) {
	if len(s) == 64 {
		return nil, refuse("a SHA-256 repository")
	}
	id, err := hex.DecodeString(s)
	if err != nil || len(id) != 20 {
		return nil, refuse("object id %q", clip(s))
	}
	return id, nil
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// treeEntry finds name in a tree object: entries "MODE NAME\0ID".
func treeEntry(t []byte, name string) (string, []byte, bool) {
	for len(t) > 0 {
		sp := bytes.IndexByte(t, ' ')
		nul := bytes.IndexByte(t, 0)
		if sp < 0 || nul < sp || nul+21 > len(t) {
			return "", nil, false
		}
		if string(t[sp+1:nul]) == name {
			return string(t[:sp]), t[nul+1 : nul+21], true
		}
		t = t[nul+21:]
	}
	return "", nil, false
}

// object reads an object of the wanted type, loose or packed, refusing
// one over max before inflating it.
func (r *repo) object(id []byte, want string, max int64) ([]byte, error) {
	typ, data, err := r.any(id, max, 0)
	if err != nil {
		return nil, err
	}
	if typ != want {
		return nil, refuse("object %x is a %s, not a %s", id, typ, want)
	}
	return data, nil
}

func (r *repo) any(id []byte, max int64, depth int) (string, []byte, error) {
	if depth > maxDepth {
		return "", nil, refuse("delta chain deeper than %d", maxDepth)
	}
	h := hex.EncodeToString(id)
	typ, data, err := r.loose(filepath.Join(r.common, "objects", h[:2], h[2:]), max)
	if !errors.Is(err, fs.ErrNotExist) {
		return typ, data, err
	}
	return r.packed(id, max, depth)
}

// loose reads a zlib-deflated "TYPE SIZE\0DATA" object file.
func (r *repo) loose(p string, max int64) (string, []byte, error) {
	f, _, err := safefs.Open(r.root, p)
	if err != nil {
		return "", nil, err
	}
	defer f.Close()
	z, err := zlib.NewReader(bufio.NewReader(f))
	if err != nil {
		return "", nil, refuse("object %s: %v", filepath.Base(p), err)
	}
	defer z.Close()
	br := bufio.NewReaderSize(z, 64)
	hdr, err := br.ReadSlice(0)
	if err != nil {
		return "", nil, refuse("object %s has no header", filepath.Base(p))
	}
	typ, n, ok := strings.Cut(string(hdr[:len(hdr)-1]), " ")
	size, err := strconv.ParseInt(n, 10, 64)
	if !ok || err != nil || size < 0 {
		return "", nil, refuse("object %s has a bad header", filepath.Base(p))
	}
	if size > max {
		return "", nil, &safefs.TooLarge{Size: size, Max: max}
	}
	data := make([]byte, size)
	if _, err := io.ReadFull(br, data); err != nil {
		return "", nil, refuse("object %s is cut short", filepath.Base(p))
	}
	return typ, data, nil
}

// packed finds id in the version-2 pack indexes and reads it from its
// pack.
func (r *repo) packed(id []byte, max int64, depth int) (string, []byte, error) {
	dir := filepath.Join(r.common, "objects", "pack")
	if err := safefs.Inside(r.root, dir); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", nil, ErrNotFound
		}
		return "", nil, err
	}
	// At most a bounded listing: a pack directory of a million entries
	// is refused, not read whole.
	d, err := os.Open(dir)
	if err != nil {
		return "", nil, ErrNotFound
	}
	ents, err := d.ReadDir(4*maxPacks + 1)
	d.Close()
	if err != nil && !errors.Is(err, io.EOF) {
		return "", nil, ErrNotFound
	}
	if len(ents) > 4*maxPacks {
		return "", nil, refuse("more than %d files in objects/pack", 4*maxPacks)
	}
	var idxs []string
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".idx") {
			idxs = append(idxs, e.Name())
		}
	}
	if len(idxs) > maxPacks {
		return "", nil, refuse("more than %d packs", maxPacks)
	}
	sort.Strings(idxs)
	for _, name := range idxs {
		off, found, err := r.find(filepath.Join(dir, name), id)
		if err != nil {
			return "", nil, err
		}
		if found {
			return r.entry(filepath.Join(dir, strings.TrimSuffix(name, ".idx")+".pack"), off, max, depth)
		}
	}
	return "", nil, ErrNotFound
}

// find looks id up in a version-2 index by binary search, reading only
// the fan-out table and the rows it needs.
func (r *repo) find(p string, id []byte) (int64, bool, error) {
	f, size, err := safefs.Open(r.root, p)
	if err != nil {
		return 0, false, err
	}
	defer f.Close()
	var hdr [8 + 256*4]byte
	if _, err := f.ReadAt(hdr[:], 0); err != nil || !bytes.Equal(hdr[:4], []byte{0xff, 't', 'O', 'c'}) || binary.BigEndian.Uint32(hdr[4:]) != 2 {
		return 0, false, refuse("pack index %s is not version 2", filepath.Base(p))
	}
	fan := func(b int) int64 { return int64(binary.BigEndian.Uint32(hdr[8+4*b:])) }
	n := fan(255)
	const names = 8 + 256*4
	if n > (size-names)/28 {
		return 0, false, refuse("pack index %s is cut short", filepath.Base(p))
	}
	lo, hi := int64(0), fan(int(id[0]))
	if id[0] > 0 {
		lo = fan(int(id[0]) - 1)
	}
	if lo > hi || hi > n {
		return 0, false, refuse("pack index %s is corrupt", filepath.Base(p))
	}
	var row [20]byte
	for lo < hi {
		mid := lo + (hi-lo)/2
		if _, err := f.ReadAt(row[:], names+20*mid); err != nil {
			return 0, false, refuse("pack index %s is cut short", filepath.Base(p))
		}
		switch c := bytes.Compare(row[:], id); {
		case c == 0:
			var o [8]byte
			if _, err := f.ReadAt(o[:4], names+24*n+4*mid); err != nil {
				return 0, false, refuse("pack index %s is cut short", filepath.Base(p))
			}
			off := int64(binary.BigEndian.Uint32(o[:4]))
			if off&0x80000000 != 0 {
				if _, err := f.ReadAt(o[:], names+28*n+8*(off&0x7fffffff)); err != nil {
					return 0, false, refuse("pack index %s is cut short", filepath.Base(p))
				}
				off = int64(binary.BigEndian.Uint64(o[:]) & (1<<63 - 1))
			}
			return off, true, nil
		case c < 0:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return 0, false, nil
}

var packTypes = [...]string{1: "commit", 2: "tree", 3: "blob", 4: "tag"}

// entry reads the pack entry at off, applying deltas down to their
// base; each level's size is checked before it is inflated.
func (r *repo) entry(p string, off, max int64, depth int) (string, []byte, error) {
	if depth > maxDepth {
		return "", nil, refuse("delta chain deeper than %d", maxDepth)
	}
	f, size, err := safefs.Open(r.root, p)
	if err != nil {
		return "", nil, err
	}
	defer f.Close()
	if off < 12 || off >= size {
		return "", nil, refuse("pack offset %d outside %s", off, filepath.Base(p))
	}
	br := bufio.NewReader(io.NewSectionReader(f, off, size-off))
	c, err := br.ReadByte()
	if err != nil {
		return "", nil, refuse("pack %s is cut short", filepath.Base(p))
	}
	kind := int(c>>4) & 7
	n := int64(c & 15)
	for shift := 4; c&0x80 != 0; shift += 7 {
		if shift > 56 {
			return "", nil, refuse("pack %s has a bad entry", filepath.Base(p))
		}
		if c, err = br.ReadByte(); err != nil {
			return "", nil, refuse("pack %s is cut short", filepath.Base(p))
		}
		n |= int64(c&0x7f) << shift
	}
	inflate := func(limit int64) ([]byte, error) {
		if n > limit {
			return nil, &safefs.TooLarge{Size: n, Max: limit}
		}
		z, err := zlib.NewReader(br)
		if err != nil {
			return nil, refuse("pack %s: %v", filepath.Base(p), err)
		}
		defer z.Close()
		data := make([]byte, n)
		if _, err := io.ReadFull(z, data); err != nil {
			return nil, refuse("pack %s is cut short", filepath.Base(p))
		}
		return data, nil
	}
	switch kind {
	case 1, 2, 3, 4:
		data, err := inflate(max)
		return packTypes[kind], data, err
	case 6: // delta against the entry at a smaller offset
		c, err := br.ReadByte()
		back := int64(c & 0x7f)
		for err == nil && c&0x80 != 0 && back < off {
			c, err = br.ReadByte()
			back = (back+1)<<7 | int64(c&0x7f)
		}
		if err != nil || back <= 0 || back >= off {
			return "", nil, refuse("pack %s has a bad delta base", filepath.Base(p))
		}
		delta, err := inflate(2*max + 64)
		if err != nil {
			return "", nil, err
		}
		typ, base, err := r.entry(p, off-back, max, depth+1)
		if err != nil {
			return "", nil, err
		}
		out, err := apply(base, delta, max)
		return typ, out, err
	case 7: // delta against an object named by id
		var id [20]byte
		if _, err := io.ReadFull(br, id[:]); err != nil {
			return "", nil, refuse("pack %s is cut short", filepath.Base(p))
		}
		delta, err := inflate(2*max + 64)
		if err != nil {
			return "", nil, err
		}
		typ, base, err := r.any(id[:], max, depth+1)
		if err != nil {
			return "", nil, err
		}
		out, err := apply(base, delta, max)
		return typ, out, err
	}
	return "", nil, refuse("pack %s has an entry of type %d", filepath.Base(p), kind)
}

// apply runs a git delta (copy and insert instructions) on base; the
// result's declared size is checked against max first.
func apply(base, delta []byte, max int64) ([]byte, error) {
	bad := refuse("a corrupt delta")
	varint := func() (int64, bool) {
		var v int64
		for shift := 0; shift < 63; shift += 7 {
			if len(delta) == 0 {
				return 0, false
			}
			c := delta[0]
			delta = delta[1:]
			v |= int64(c&0x7f) << shift
			if c&0x80 == 0 {
				return v, true
			}
		}
		return 0, false
	}
	src, ok1 := varint()
	dst, ok2 := varint()
	if !ok1 || !ok2 || src != int64(len(base)) {
		return nil, bad
	}
	if dst > max {
		return nil, &safefs.TooLarge{Size: dst, Max: max}
	}
	out := make([]byte, 0, dst)
	for len(delta) > 0 {
		op := delta[0]
		delta = delta[1:]
		switch {
		case op&0x80 != 0:
			var off, n int64
			for i := 0; i < 7; i++ {
				if op&(1<<i) == 0 {
					continue
				}
				if len(delta) == 0 {
					return nil, bad
				}
				if i < 4 {
					off |= int64(delta[0]) << (8 * i)
				} else {
					n |= int64(delta[0]) << (8 * (i - 4))
				}
				delta = delta[1:]
			}
			if n == 0 {
				n = 0x10000
			}
			if off+n > int64(len(base)) || int64(len(out))+n > dst {
				return nil, bad
			}
			out = append(out, base[off:off+n]...)
		case op != 0:
			n := int(op)
			if n > len(delta) || int64(len(out)+n) > dst {
				return nil, bad
			}
			out = append(out, delta[:n]...)
			delta = delta[n:]
		default:
			return nil, bad
		}
	}
	if int64(len(out)) != dst {
		return nil, bad
	}
	return out, nil
}
