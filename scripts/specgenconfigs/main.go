// Command specgenconfigs writes the three control configurations of a
// Lean task file (the reference, an equivalent rewrite, a weakened one)
// as a CANDIDATES.jsonl for specfaith bench specgen.
//
//	go run ./scripts/specgenconfigs ../shared/data/verina-dev.jsonl > /tmp/cands.jsonl
//
// -tasks K keeps the first K tasks; -copies N writes each configuration
// under N names (reference-0, …): many configurations, for scale tests.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/specfaith/specfaith/specgen"
)

func main() {
	tasks := flag.Int("tasks", 0, "keep the first `K` tasks (0: all)")
	copies := flag.Int("copies", 0, "write each configuration under `N` names (0: once, as it is)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: specgenconfigs [-tasks K] [-copies N] REF.jsonl")
		os.Exit(2)
	}
	refs, err := specgen.ReadReferences(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if *tasks > 0 && *tasks < len(refs) {
		refs = refs[:*tasks]
	}
	enc := json.NewEncoder(os.Stdout)
	for k := 0; k < max(*copies, 1); k++ {
		for _, c := range specgen.ControlConfigs(refs) {
			if *copies > 0 {
				c.Config = fmt.Sprintf("%s-%d", c.Config, k)
			}
			if err := enc.Encode(c); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
		}
	}
}
