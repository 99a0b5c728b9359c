package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// confinedProject is a project whose spec includes files outside it (by
// ../, by absolute path and through a symlink) and whose sidecars are
// symlinks to a file outside and to /proc/self/environ. Each outside file
// holds a marker that would show in the output if it were read.
func confinedProject(t *testing.T) (proj, spec string) {
	t.Helper()
	base := t.TempDir()
	outside := filepath.Join(base, "outside")
	proj = filepath.Join(base, "proj")
	os.MkdirAll(outside, 0o755)
	os.MkdirAll(filepath.Join(proj, ".git"), 0o755)
	os.MkdirAll(filepath.Join(proj, "sub"), 0o755)
	// Broken Dafny, so a read one is echoed in a syntax-problem warning.
	os.WriteFile(filepath.Join(outside, "a.dfy"), []byte("function OUTSIDE_A(: int\n"), 0o644)
	os.WriteFile(filepath.Join(outside, "b.dfy"), []byte("function OUTSIDE_B(: int\n"), 0o644)
	os.WriteFile(filepath.Join(outside, "c.dfy"), []byte("function OUTSIDE_C(: int\n"), 0o644)
	os.WriteFile(filepath.Join(outside, "secret.json"), []byte(`[{"input": {"N": "OUTSIDE_SIDECAR"}, "expected": 2}]`), 0o644)
	os.Symlink(filepath.Join(outside, "c.dfy"), filepath.Join(proj, "sub", "link.dfy.inc"))
	os.WriteFile(filepath.Join(proj, "lib.dfy.inc"), []byte("function Inside(): int { 1 }\n"), 0o644)
	spec = filepath.Join(proj, "sub", "sqrt.dfy")
	os.WriteFile(spec, []byte(`include "../lib.dfy.inc"
include "../../outside/a.dfy"
include "`+filepath.Join(outside, "b.dfy")+`"
include "link.dfy.inc"

/// Return the integer square root of N.
method SquareRoot(N: nat) returns (r: nat)
  ensures r * r <= N
`), 0o644)
	os.Symlink(filepath.Join(outside, "secret.json"), filepath.Join(proj, "sub", "sqrt.test.json"))
	os.Symlink("/proc/self/environ", filepath.Join(proj, "sub", "sqrt.reject_inputs.json"))
	return proj, spec
}

// specfaith check reads includes and sidecars only inside the project
// root (the nearest .git here), in every output format; --allow-outside
// restores the old behaviour.
func TestCheckReadsStayInsideTheProject(t *testing.T) {
	proj, spec := confinedProject(t)
	for _, format := range []string{"text", "json", "sarif"} {
		for _, target := range []string{spec, proj} {
			var out, errb bytes.Buffer
			run([]string{"check", "--format", format, target}, &out, &errb)
			text := out.String() + errb.String()
			for _, marker := range []string{"OUTSIDE_A", "OUTSIDE_B", "OUTSIDE_C", "OUTSIDE_SIDECAR", "PATH="} {
				if strings.Contains(text, marker) {
					t.Errorf("%s %s: the output shows %s, read outside the project:\n%s", format, target, marker, text)
				}
			}
			if n := strings.Count(text, "outside the workspace"); n < 4 {
				t.Errorf("%s %s: want the three outside includes and the sidecar refused, %d refusals:\n%s", format, target, n, text)
			}
			if strings.Contains(text, "lib.dfy.inc") {
				t.Errorf("%s: the include inside the project was refused:\n%s", format, text)
			}
		}
	}
	var out, errb bytes.Buffer
	run([]string{"check", "--allow-outside", spec}, &out, &errb)
	if strings.Contains(out.String(), "outside the workspace") || !strings.Contains(out.String(), "OUTSIDE_SIDECAR") ||
		strings.Count(out.String(), "syntax problems") != 3 {
		t.Errorf("--allow-outside: the outside files were not read:\n%s", out.String())
	}
}

// A spec found by searching a directory that is itself a symlink to a
// file outside the project is skipped, with a note.
func TestCheckSkipsSpecLinkingOutside(t *testing.T) {
	base := t.TempDir()
	proj := filepath.Join(base, "proj")
	os.MkdirAll(filepath.Join(proj, ".git"), 0o755)
	os.WriteFile(filepath.Join(base, "evil.dfy"), []byte("function OUTSIDE_SPEC(: int\n"), 0o644)
	os.Symlink(filepath.Join(base, "evil.dfy"), filepath.Join(proj, "evil.dfy"))
	var out, errb bytes.Buffer
	run([]string{"check", proj}, &out, &errb)
	if strings.Contains(out.String()+errb.String(), "OUTSIDE_SPEC") {
		t.Errorf("a spec linking outside the project was read:\n%s%s", out.String(), errb.String())
	}
	if !strings.Contains(errb.String(), "links outside its project: skipped") {
		t.Errorf("no note about the skipped file:\n%s", errb.String())
	}
}
