package lang

import "testing"

// TestLookups: files by extension (case-blind), names as data sets write
// them (aliases, any case), and unknown ones refused.
func TestLookups(t *testing.T) {
	for path, want := range map[string]ID{"a/b.dfy": Dafny, "X.LEAN": Lean, "m.py": Nagini} {
		if got := ForPath(path); got == nil || got.ID != want {
			t.Errorf("ForPath(%q) = %v, want %s", path, got, want)
		}
	}
	if ForPath("notes.txt") != nil {
		t.Error("ForPath(notes.txt) is a language")
	}
	for name, want := range map[string]ID{"Dafny": Dafny, "python": Nagini, "lean4": Lean, " nagini ": Nagini} {
		if got, ok := Parse(name); !ok || got != want {
			t.Errorf("Parse(%q) = %q, %v; want %s", name, got, ok, want)
		}
	}
	if _, ok := Parse("verus"); ok {
		t.Error("Parse(verus) is known")
	}
	if !Of(Nagini).Accepts("from nagini_contracts.contracts import *") || Of(Nagini).Accepts("import os") {
		t.Error("a Python file is a Nagini spec exactly when it uses nagini_contracts")
	}
}
