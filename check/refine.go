package check

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"sort"

	"github.com/specfaith/specfaith/ir"
)

// An abstract module's members call functions it declares without a body
// and name types it leaves abstract (type CodeUnit): its contracts cannot
// be evaluated on their own. Every refinement must meet them, so they are
// searched with the definitions one refinement gives: the first file, in
// the abstract module's own directory, whose module refines it (Unicode's
// UnicodeEncodingForm.dfy is refined by Utf8EncodingForm.dfy beside it).
// Only a file whose modules are all one abstract module is instantiated,
// so that no other module's names are replaced.

// maxRefineScan bounds the directory entries looked at, and
// maxRefineRead the files read, for a refinement.
const (
	maxRefineScan = 512
	maxRefineRead = 64
)

// refine gives m the definitions of a refinement of its abstract module,
// when the file is one abstract module and a sibling file refines it;
// its contracts then say which (Contract.Refinement).
func refine(path string, m *ir.Module, lang *Language, read ReadFile, rep *FileReport) {
	if read == nil || m.Modules != 1 || len(m.AbstractModules) != 1 || !needsRefinement(m) {
		return
	}
	abstract := m.AbstractModules[0]
	dir := filepath.Dir(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	var names []string
	for i, e := range entries {
		if i >= maxRefineScan {
			break
		}
		if l := LanguageFor(e.Name()); !e.Type().IsRegular() || l == nil || l.ID != lang.ID {
			continue
		}
		if p := filepath.Join(dir, e.Name()); filepath.Clean(p) != filepath.Clean(path) {
			names = append(names, p)
		}
	}
	sort.Strings(names)
	for i, p := range names {
		if i >= maxRefineRead {
			return
		}
		data, err := read(p)
		if err != nil || len(data) > MaxFileSize || !bytes.Contains(data, []byte(abstract)) {
			continue
		}
		// The front end says which of the file's modules refine which
		// (Module.Refines), not a reading of its text here.
		inst := lang.Parse(p, string(data))
		module := refinerOf(inst, abstract)
		if len(inst.Problems) > 0 || module == "" {
			continue
		}
		// The refinement's includes bring the abstract module's other
		// definitions (it includes this file); its own win.
		readIncludes(p, inst, lang, read, &FileReport{}, defs{})
		rep.Deps = append(rep.Deps, p)
		adopt(m, inst)
		label := module + " (" + filepath.Base(p) + ")"
		for _, c := range m.Contracts {
			c.Refinement = label
			c.TypeParams = slices.DeleteFunc(c.TypeParams, func(n string) bool {
				_, defined := m.Types[n]
				return defined && slices.Contains(c.Abstract, n)
			})
		}
		return
	}
}

// refinerOf is the first module (by name) of inst that refines abstract,
// or "".
func refinerOf(inst *ir.Module, abstract string) string {
	var out []string
	for r, a := range inst.Refines {
		if a == abstract {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		return ""
	}
	sort.Strings(out)
	return out[0]
}

// needsRefinement says whether a contract of m calls a function without a
// body or names an abstract type: else m is searched as it is.
func needsRefinement(m *ir.Module) bool {
	for _, c := range m.Contracts {
		if len(c.Abstract) > 0 {
			return true
		}
	}
	for _, f := range m.Funcs {
		if f.Body == nil && !f.Ctor && len(f.Params) > 0 {
			return true
		}
	}
	return false
}

// adopt replaces m's definitions by inst's where inst has one.
func adopt(m, inst *ir.Module) {
	for k, f := range inst.Funcs {
		if old, ok := m.Funcs[k]; !ok || old.Body == nil || f.Body != nil {
			m.Funcs[k] = f
		}
	}
	ir.Override(&m.Types, inst.Types)
	ir.Override(&m.Consts, inst.Consts)
	ir.Override(&m.Ctors, inst.Ctors)
	ir.AddMissing(&m.ModuleAliases, inst.ModuleAliases)
}
