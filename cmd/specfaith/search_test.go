package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSearchRecord: every contract has a search record in the JSON output,
// the summary counts contracts by it, and the text output gives every
// contract a verdict but a declaration that states nothing to check (-v
// lists it too).
func TestSearchRecord(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.dfy")
	src := "predicate Good(x: int)\n\n" +
		"method Inc(x: int) returns (y: int)\n  ensures y == x + 1\n\n" +
		"method NeedsBig(n: int, x: int) returns (y: int)\n" +
		"  requires n > 0 && x > 5000 && x % n == 3\n  ensures y == x / n\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	run([]string{"check", "--format", "json", path}, &out, &errb)
	var rep struct {
		Files []struct {
			Contracts []struct {
				Name   string `json:"name"`
				Search struct {
					Status  string `json:"status"`
					Reason  string `json:"reason"`
					Inputs  int    `json:"inputs"`
					Decided int    `json:"decided"`
				} `json:"search"`
			} `json:"contracts"`
		} `json:"files"`
		Summary struct{ Searched, Partial, Skipped int } `json:"summary"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("%v: %s", err, out.String())
	}
	want := map[string]string{"Good": "skipped: no postcondition", "Inc": "searched: ",
		"NeedsBig": "skipped: no input tried satisfies the precondition"}
	for _, c := range rep.Files[0].Contracts {
		got := c.Search.Status + ": " + c.Search.Reason
		if !strings.HasPrefix(got, want[c.Name]) {
			t.Errorf("%s: search %q, want %q…", c.Name, got, want[c.Name])
		}
		if c.Name == "Inc" && (c.Search.Inputs == 0 || c.Search.Decided != c.Search.Inputs) {
			t.Errorf("Inc: %+v, want every input tried decided", c.Search)
		}
	}
	if s := rep.Summary; s.Searched != 1 || s.Skipped != 2 || s.Partial != 0 {
		t.Errorf("summary %+v, want 1 searched, 2 skipped", s)
	}

	out.Reset()
	run([]string{"check", path}, &out, &errb)
	for _, w := range []string{"s.dfy:3:8: Inc: no weakness found in ", "s.dfy:6:8: NeedsBig: not searched: no input tried satisfies the precondition"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("text output lacks the verdict %q:\n%s", w, out.String())
		}
	}
	if strings.Contains(out.String(), "Good:") || strings.Contains(out.String(), "⊥") {
		t.Errorf("text output gives a predicate without a postcondition a verdict, or prints ⊥:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "3 contracts (1 searched, 0 partial, 2 skipped: 1 no input tried satisfies the precondition, 1 no postcondition)") {
		t.Errorf("summary line:\n%s", out.String())
	}
	out.Reset()
	run([]string{"check", "-v", path}, &out, &errb)
	for _, w := range []string{"Good: not searched: no postcondition", "Inc: no weakness found in ", " · Searched: ", "NeedsBig: not searched: no input tried satisfies the precondition", "3 contracts have no examples: Rreq, R+ and R− measure"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("-v output lacks %q:\n%s", w, out.String())
		}
	}
}
