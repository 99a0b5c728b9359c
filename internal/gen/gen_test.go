package gen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
)

// The generated files match the registries: adding a language, an
// analyzer or a code without `go generate ./...` fails here.
func TestGeneratedFilesAreCurrent(t *testing.T) {
	root := filepath.Join("..", "..")
	files, err := Files(root)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range files {
		got, err := os.ReadFile(filepath.Join(root, path))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want {
			t.Errorf("%s is out of date with the registries: run go generate ./...", path)
		}
	}
}

// Every code in the registry has its table row, and its documentation
// anchor in the README.
func TestEveryCodeDocumented(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", README))
	if err != nil {
		t.Fatal(err)
	}
	table := CodeTable()
	for _, a := range analyzers.Registry {
		if a.Doc == "" {
			t.Errorf("analyzer %s has no doc", a.Name)
		}
		for _, c := range a.Codes {
			if !strings.Contains(table, "`"+c.Name+"`") {
				t.Errorf("%s missing from the code table", c.Name)
			}
			if !strings.Contains(string(readme), `<a id="`+c.Name+`"></a>`) {
				t.Errorf("README has no section (anchor) for %s", c.Name)
			}
		}
	}
}
