// Command gendocs writes the files generated from specfaith's registries
// (see internal/gen): go generate ./...
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/specfaith/specfaith/internal/gen"
)

func main() {
	root := flag.String("root", ".", "the repository root")
	flag.Parse()
	files, err := gen.Files(*root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gendocs:", err)
		os.Exit(1)
	}
	for path, text := range files {
		if err := os.WriteFile(filepath.Join(*root, path), []byte(text), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gendocs:", err)
			os.Exit(1)
		}
	}
}
