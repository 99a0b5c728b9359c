// Package lang is the table of languages specfaith reads: their typed
// identifiers and the facts about them that need no front end (file
// extensions, editor ids, the programs their toolchains run). It is a
// leaf: it imports nothing of this module, so every layer can key its own
// registry by lang.ID (check's front ends, toolchain's adapters, the
// editor manifests go generate writes) without importing another layer.
package lang

import (
	"path/filepath"
	"strings"
)

// ID names a language: "dafny", "lean", "nagini".
type ID string

// The languages.
const (
	Lean   ID = "lean"
	Nagini ID = "nagini"
	Dafny  ID = "dafny"
)

// Info is what is known of a language without reading it.
type Info struct {
	ID ID
	// Display names the language for people and prompts.
	Display string
	Exts    []string
	// EditorIDs are VS Code's language ids for its files; Filetype is
	// Neovim's.
	EditorIDs []string
	Filetype  string
	// Marker, when set, is text a file of this extension must contain to
	// be a spec at all (a Python file is a Nagini spec only if it uses
	// nagini_contracts).
	Marker string
	// Executables are the programs its toolchain runs, each configurable
	// by name.
	Executables []string
}

// All are the languages, in the order the front ends are tried.
var All = []*Info{
	{ID: Lean, Display: "Lean 4", Exts: []string{".lean"}, EditorIDs: []string{"lean4", "lean"}, Filetype: "lean", Executables: []string{"lean", "lake"}},
	{ID: Nagini, Display: "Nagini (contract-annotated Python)", Exts: []string{".py"}, EditorIDs: []string{"python"}, Filetype: "python", Marker: "nagini_contracts", Executables: []string{"nagini"}},
	{ID: Dafny, Display: "Dafny", Exts: []string{".dfy"}, EditorIDs: []string{"dafny"}, Filetype: "dafny", Executables: []string{"dafny"}},
}

// Of is the entry of id, or nil.
func Of(id ID) *Info {
	for _, l := range All {
		if l.ID == id {
			return l
		}
	}
	return nil
}

// ForPath is the language of a file by its extension, or nil.
func ForPath(path string) *Info {
	ext := strings.ToLower(filepath.Ext(path))
	for _, l := range All {
		for _, e := range l.Exts {
			if e == ext {
				return l
			}
		}
	}
	return nil
}

// Accepts says whether a file of one of the language's extensions is a
// spec at all (see Marker).
func (l *Info) Accepts(src string) bool {
	return l.Marker == "" || strings.Contains(src, l.Marker)
}

// aliases are other names data sets give a language.
var aliases = map[string]ID{"python": Nagini, "lean4": Lean}

// Parse reads a language's name as a data set writes it (any case; the
// aliases python and lean4 included).
func Parse(name string) (ID, bool) {
	n := strings.ToLower(strings.TrimSpace(name))
	if id, ok := aliases[n]; ok {
		return id, true
	}
	if Of(ID(n)) != nil {
		return ID(n), true
	}
	return "", false
}
