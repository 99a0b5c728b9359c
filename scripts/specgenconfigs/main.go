// Command specgenconfigs writes the three control configurations of a
// Lean task file (the reference, an equivalent rewrite, a weakened one)
// as a CANDIDATES.jsonl for specfaith bench specgen.
//
//	go run ./scripts/specgenconfigs ../shared/data/verina-dev.jsonl > /tmp/cands.jsonl
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/specfaith/specfaith/specgen"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: specgenconfigs REF.jsonl")
		os.Exit(2)
	}
	refs, err := specgen.ReadReferences(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	enc := json.NewEncoder(os.Stdout)
	for _, c := range specgen.ControlConfigs(refs) {
		if err := enc.Encode(c); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
