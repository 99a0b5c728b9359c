package specgen

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/specfaith/specfaith/lang"
	"github.com/specfaith/specfaith/toolchain"
)

// BEq+ by lean: the reference's and the candidate's declarations side by
// side, and two theorems — the preconditions are equivalent, and under
// both the postconditions are — each tried by decide, omega and simp.
// Proved is 1; a tactic that fails is 0 (not a counterexample: only that
// these tactics did not prove it). Without lean the record says so.

// leanTimeout bounds one lean run.
const leanTimeout = 60 * time.Second

// beqSource is the Lean file of the attempt.
func beqSource(r *Reference, c *Candidate) string {
	name := r.Signature.Name
	var sb strings.Builder
	sb.WriteString(r.Aux + "\n\n" + leanDecls(r, r.Precond, r.Postcond) + "\n")
	cr := *r
	cr.Signature.Name = name + "_cand"
	sb.WriteString(c.Aux + "\n\n" + leanDecls(&cr, stripFences(c.Precond), stripFences(c.Postcond)) + "\n")
	var binders, args strings.Builder
	for _, p := range r.Signature.Params {
		fmt.Fprintf(&binders, " (%s : %s)", p.Name, p.Type)
		fmt.Fprintf(&args, " %s", p.Name)
	}
	tactic := "by\n  intros\n  first\n  | decide\n  | omega\n  | (simp_all; done)\n  | (constructor <;> intro h <;> simp_all <;> omega)\n"
	fmt.Fprintf(&sb, "theorem specfaith_beq_pre :\n    ∀%s, %s_precond%s ↔ %s_cand_precond%s := %s\n",
		binders.String(), name, args.String(), name, args.String(), unfoldFirst(tactic, name+"_precond", name+"_cand_precond"))
	result := r.Signature.ResultName
	if result == "" {
		result = "result"
	}
	fmt.Fprintf(&sb, "theorem specfaith_beq_post :\n    ∀%s (%s : %s) (h : %s_precond%s) (h' : %s_cand_precond%s),\n      %s_postcond%s %s h ↔ %s_cand_postcond%s %s h' := %s\n",
		binders.String(), result, r.Signature.ReturnType, name, args.String(), name, args.String(),
		name, args.String(), result, name, args.String(), result, unfoldFirst(tactic, name+"_postcond", name+"_cand_postcond"))
	return sb.String()
}

// unfoldFirst makes the tactic unfold the two definitions after intros.
func unfoldFirst(tactic, a, b string) string {
	return strings.Replace(tactic, "  intros\n", "  intros\n  unfold "+a+" "+b+" at *\n", 1)
}

func beqLean(ctx context.Context, r *Reference, c *Candidate, opts Options) *Measure {
	if r.language() != lang.Lean {
		return unavailable("", "BEq+ is attempted for Lean tasks")
	}
	if opts.Lean == "" {
		return unavailable("", "lean is not on PATH")
	}
	ok, reason := runLean(ctx, opts.Lean, beqSource(r, c))
	switch {
	case reason != "" && !ok && strings.HasPrefix(reason, "unavailable: "):
		return unavailable("", strings.TrimPrefix(reason, "unavailable: "))
	case ok:
		return value(1, "")
	}
	m := value(0, "")
	m.Reason = "not proved by decide, omega or simp: " + reason
	return m
}

// runLean checks src with lean: ok when it reports no error. A file that
// cannot be checked here (an import lean cannot find, a timeout) gives a
// reason starting "unavailable: ".
func runLean(ctx context.Context, lean, src string) (bool, string) {
	dir, err := os.MkdirTemp("", "specfaith-specgen-")
	if err != nil {
		return false, "unavailable: " + err.Error()
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "Beq.lean")
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		return false, "unavailable: " + err.Error()
	}
	out := toolchain.Exec(ctx, toolchain.Cmd{Path: lean, Args: []string{"--json", path}, Dir: dir, Timeout: leanTimeout})
	if out.TimedOut {
		return false, "unavailable: lean ran out of time"
	}
	msgs, _, _ := toolchain.ParseLeanOutput(out.Stdout)
	return leanVerdict(msgs)
}

// leanVerdict reads lean's messages: the first error decides, unless it
// is about the environment (a missing import) rather than the file.
func leanVerdict(msgs []toolchain.LeanMessage) (bool, string) {
	for _, m := range msgs {
		if m.Severity != "error" {
			continue
		}
		d := m.Data
		if strings.Contains(d, "unknown package") || strings.Contains(d, "unknown module prefix") || strings.Contains(d, "file not found") || strings.Contains(d, "object file") {
			return false, "unavailable: the task's imports are not available to lean here (" + firstLine(d) + ")"
		}
		return false, firstLine(d)
	}
	for _, m := range msgs {
		if toolchain.IsLeanSorryMessage(m) {
			return false, "uses sorry"
		}
	}
	return true, ""
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
