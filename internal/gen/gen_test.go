package gen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/specfaith/specfaith/analyzers"
	"github.com/specfaith/specfaith/check"
	"github.com/specfaith/specfaith/lang"
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

// TestManifestFollowsLanguages: a language added to the table reaches the
// VS Code manifest's activation events and contributed languages through
// go generate, with nothing else edited.
func TestManifestFollowsLanguages(t *testing.T) {
	manifest, err := os.ReadFile(filepath.Join("..", "..", VSCodeManifest))
	if err != nil {
		t.Fatal(err)
	}
	saved := check.Languages
	defer func() { check.Languages = saved }()
	check.Languages = append(append([]*check.Language(nil), saved...),
		&check.Language{Info: &lang.Info{ID: "verus", Display: "Verus", Exts: []string{".vrs"}, EditorIDs: []string{"verus"}, Filetype: "verus"}})
	got, err := vscodeManifest(string(manifest))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"onLanguage:verus"`, `"workspaceContains:**/*.vrs"`, `{ "id": "verus", "aliases": ["Verus"], "extensions": [".vrs"] }`, `"onLanguage:python"`, `"specfaith.toolchain.lake"`} {
		if !strings.Contains(got, want) {
			t.Errorf("the manifest lacks %s after adding a language:\n%s", want, got)
		}
	}
}

// TestCheckTableFollowsLanguages: a language added to lang's table gets
// its entry in check's table of front ends through go generate — its
// package's FrontEnd, paired with its lang.Info — with nothing else edited.
func TestCheckTableFollowsLanguages(t *testing.T) {
	saved := lang.All
	defer func() { lang.All = saved }()
	lang.All = append(append([]*lang.Info(nil), saved...), &lang.Info{ID: "verus", Display: "Verus", Exts: []string{".vrs"}})
	got := checkLanguages()
	for _, want := range []string{`"github.com/specfaith/specfaith/verus"`, `{Info: lang.Of("verus"), FrontEnd: verus.FrontEnd},`, `{Info: lang.Of("dafny"), FrontEnd: dafny.FrontEnd},`} {
		if !strings.Contains(got, want) {
			t.Errorf("check's table lacks %s after adding a language:\n%s", want, got)
		}
	}
}
