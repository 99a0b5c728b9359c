package toolchain

import (
	"sort"
	"time"

	"github.com/specfaith/specfaith/lang"
)

// Options configure a language's checker.
type Options struct {
	// Configured maps an executable's name (dafny, lean, lake, nagini) to
	// the path the user configured ("" or absent: found on the PATH).
	Configured map[string]string
	Runner     *Runner
	Root       string // the workspace root
	Timeout    time.Duration
	// Interactive: a long-lived process may serve repeated checks (the
	// editor; DafnyServer).
	Interactive bool
	// Info keeps a tool's informational messages (Dafny's triggers and
	// guessed decreases clauses), off by default.
	Info bool
}

// Entry is how one language's toolchain is run (the programs it runs are
// lang's Info.Executables, each configurable by name).
type Entry struct {
	New func(o Options) Checker
}

// Registry has an entry per language.
var Registry = map[lang.ID]Entry{
	lang.Dafny: {New: func(o Options) Checker {
		return &Dafny{Configured: o.Configured["dafny"], Runner: o.Runner, UseServer: o.Interactive, Timeout: o.Timeout, ShowInfo: o.Info}
	}},
	lang.Lean: {New: func(o Options) Checker {
		return &Lean{Configured: o.Configured["lean"], LakeConfigured: o.Configured["lake"], Runner: o.Runner, Timeout: o.Timeout}
	}},
	lang.Nagini: {New: func(o Options) Checker {
		return &Nagini{Configured: o.Configured["nagini"], Root: o.Root, Runner: o.Runner, Timeout: o.Timeout}
	}},
}

// Executables are every configurable program, by language ID (a stable
// order: the editors' settings are generated from it).
func Executables() []string {
	ids := make([]string, 0, len(lang.All))
	for _, l := range lang.All {
		ids = append(ids, string(l.ID))
	}
	sort.Strings(ids)
	var out []string
	for _, id := range ids {
		out = append(out, lang.Of(lang.ID(id)).Executables...)
	}
	return out
}

// CodeDoc documents a diagnostic code the toolchains report.
type CodeDoc struct{ Name, Doc string }

// Codes are the toolchains' diagnostic codes (a family where the tool's
// own code is appended).
var Codes = []CodeDoc{
	{"toolchain-unavailable", "the language's toolchain is not installed or not configured (information)"},
	{"toolchain-crashed", "the toolchain stopped without a result (information)"},
	{"toolchain-timeout", "the toolchain ran out of time (information)"},
	{"dafny-…", "a Dafny error or verification failure, with Dafny's own code (dafny-BP5003, dafny-timeout)"},
	{CodeLean + ", " + CodeLeanSorry, "a Lean message; a declaration that uses sorry"},
	{CodeNaginiVerify + ", " + CodeNaginiType + ", " + CodeNaginiInvalid + ", " + CodeNaginiUnsupported, "Nagini's verification, type, invalid-program and unsupported-construct errors"},
}
