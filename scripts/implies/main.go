// Command implies writes, for a weak Dafny file, the file after a fix and
// its faithful twin, a Dafny file that holds when the faithful contract
// implies the clauses the fix added: the faithful file with a lemma
// appended whose requires are the faithful contract's clauses and whose
// ensures are the added ones. Used by scripts/fix-suite.sh.
//
//	go run ./scripts/implies WEAK FIXED FAITHFUL OUT
//	go run ./scripts/implies -search WEAK FIXED FAITHFUL
//
// With -search it checks the implication on the inputs and outputs
// specfaith's search tries instead (bounded: a check, not a proof, for
// implications a prover needs an induction for), and prints how many
// pairs it held on; exit status 1 when a pair refutes it.
// Exit status 3: nothing was added, or the contract is not found.
package main

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/dafny"
	"github.com/specfaith/specfaith/ir"
)

func main() {
	search := len(os.Args) == 5 && os.Args[1] == "-search"
	if search {
		os.Args = append(os.Args[:1], append(os.Args[2:], "")...)
	}
	if len(os.Args) != 5 {
		fmt.Fprintln(os.Stderr, "usage: implies [-search] WEAK FIXED FAITHFUL [OUT]")
		os.Exit(2)
	}
	read := func(p string) (string, *ir.Module) {
		b, err := os.ReadFile(p)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		return string(b), dafny.ParseFile(p, string(b))
	}
	weakSrc, weak := read(os.Args[1])
	fixedSrc, fixed := read(os.Args[2])
	faithSrc, faith := read(os.Args[3])
	text := func(src string, cl ir.Clause) string {
		return strings.Join(strings.Fields(src[cl.R.Start.Offset:cl.R.End.Offset]), " ")
	}
	var lemmas []string
	for _, fc := range fixed.Contracts {
		var wc, tc *ir.Contract
		for _, c := range weak.Contracts {
			if c.Name == fc.Name {
				wc = c
			}
		}
		for _, c := range faith.Contracts {
			if c.Name == fc.Name {
				tc = c
			}
		}
		if wc == nil || tc == nil || fc.Impl == nil {
			continue
		}
		had := map[string]bool{}
		for _, cl := range wc.Clauses {
			had[text(weakSrc, cl)] = true
		}
		var added []string
		for _, cl := range fc.Clauses {
			if t := text(fixedSrc, cl); cl.Kind == ir.Ensures && !had[t] {
				added = append(added, strings.TrimPrefix(t, "ensures "))
			}
		}
		if len(added) == 0 {
			continue
		}
		if search {
			total := 0
			for _, a := range added {
				e, err := dafny.FrontEnd.ParseClause(a)
				if err != nil {
					fmt.Fprintf(os.Stderr, "%s: %v\n", a, err)
					os.Exit(2)
				}
				n, refuted := analyzers.ImpliedOnSearch(context.Background(), faith, tc, e)
				if refuted != "" {
					fmt.Printf("refuted: %s on %s\n", a, refuted)
					os.Exit(1)
				}
				total += n
			}
			fmt.Printf("implied on %d searched input/output pairs\n", total)
			lemmas = append(lemmas, "")
			continue
		}
		var params []string
		for _, p := range append(append([]ir.Param(nil), tc.Params...), tc.Results...) {
			params = append(params, p.Name+": "+p.Type.String())
		}
		var sb strings.Builder
		fmt.Fprintf(&sb, "\nlemma SpecfaithImplies_%s(%s)\n", fc.Name, strings.Join(params, ", "))
		for _, cl := range tc.Clauses {
			if cl.Kind != ir.Requires && cl.Kind != ir.Ensures {
				continue
			}
			t := text(faithSrc, cl)
			t = strings.TrimPrefix(strings.TrimPrefix(t, "requires "), "ensures ")
			fmt.Fprintf(&sb, "  requires %s\n", t)
		}
		for _, a := range added {
			fmt.Fprintf(&sb, "  ensures %s\n", a)
		}
		sb.WriteString("{\n}\n")
		lemmas = append(lemmas, sb.String())
	}
	if len(lemmas) == 0 {
		os.Exit(3)
	}
	if search {
		return
	}
	if err := os.WriteFile(os.Args[4], []byte(faithSrc+strings.Join(lemmas, "")), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}
