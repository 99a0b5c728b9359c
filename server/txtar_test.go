package server

import (
	"bytes"
	"strings"
	"testing"
)

// A txtar archive (the format of golang.org/x/tools/txtar): a free-form
// comment, then files, each introduced by a line "-- NAME --" and running
// to the next such line. Written here rather than imported: it is a test
// helper of a few lines.
type txtarArchive struct {
	Comment []byte
	Files   []txtarFile
}

type txtarFile struct {
	Name string
	Data []byte
}

// parseTxtar never fails: text before the first marker line is the
// comment, and a file's data is every line up to the next marker.
func parseTxtar(data []byte) *txtarArchive {
	a := &txtarArchive{}
	var name string
	var cur []byte
	inFile := false
	flush := func() {
		if inFile {
			a.Files = append(a.Files, txtarFile{Name: name, Data: cur})
		} else {
			a.Comment = cur
		}
		cur = nil
	}
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i+1], data[i+1:]
		} else {
			data = nil
		}
		if n, ok := txtarMarker(line); ok {
			flush()
			name, inFile = n, true
			continue
		}
		cur = append(cur, line...)
	}
	flush()
	return a
}

// txtarMarker recognises "-- NAME --" (NAME without surrounding spaces).
func txtarMarker(line []byte) (string, bool) {
	s := strings.TrimRight(string(line), "\r\n")
	if !strings.HasPrefix(s, "-- ") || !strings.HasSuffix(s, " --") || len(s) < len("-- x --") {
		return "", false
	}
	name := strings.TrimSpace(s[3 : len(s)-3])
	return name, name != ""
}

// formatTxtar is the inverse of parseTxtar; a comment or file that does
// not end in a newline gets one, as in x/tools/txtar.
func formatTxtar(a *txtarArchive) []byte {
	var b bytes.Buffer
	b.Write(fixNL(a.Comment))
	for _, f := range a.Files {
		b.WriteString("-- " + f.Name + " --\n")
		b.Write(fixNL(f.Data))
	}
	return b.Bytes()
}

func fixNL(data []byte) []byte {
	if len(data) == 0 || data[len(data)-1] == '\n' {
		return data
	}
	return append(append([]byte(nil), data...), '\n')
}

// txtarStarts gives, for each file of a, the 1-based line of the archive
// on which the file's first line stands (for messages an editor can
// follow).
func txtarStarts(a *txtarArchive) []int {
	line := 1 + bytes.Count(fixNL(a.Comment), []byte("\n"))
	var out []int
	for _, f := range a.Files {
		line++ // the -- NAME -- line
		out = append(out, line)
		line += bytes.Count(fixNL(f.Data), []byte("\n"))
	}
	return out
}

func TestMarkerTxtarRoundTrip(t *testing.T) {
	src := "A comment\n-- not a marker: no closing dashes\n-- a.dfy --\nmethod M()\n-- sub/b.json --\n-- c --\n[1]\n"
	a := parseTxtar([]byte(src))
	var names []string
	for _, f := range a.Files {
		names = append(names, f.Name)
	}
	if string(a.Comment) != "A comment\n-- not a marker: no closing dashes\n" || strings.Join(names, ",") != "a.dfy,sub/b.json,c" ||
		string(a.Files[0].Data) != "method M()\n" || len(a.Files[1].Data) != 0 || string(a.Files[2].Data) != "[1]\n" {
		t.Fatalf("parsed %q %q %+v", a.Comment, names, a.Files)
	}
	if got := string(formatTxtar(a)); got != src {
		t.Errorf("round trip:\n%s\nwant:\n%s", got, src)
	}
	if got := txtarStarts(a); len(got) != 3 || got[0] != 4 || got[1] != 6 || got[2] != 7 {
		t.Errorf("starts %v, want [4 6 7]", got)
	}
	// A file without a final newline gets one.
	a = parseTxtar([]byte("-- x --\nabc"))
	if got := string(formatTxtar(a)); got != "-- x --\nabc\n" {
		t.Errorf("got %q", got)
	}
}
