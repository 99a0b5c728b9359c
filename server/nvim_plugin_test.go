package server

import (
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"
)

// TestNvimPluginEndToEnd drives `specfaith lsp` through the Neovim plugin
// in extension/nvim: headless Neovim with only the plugin on the
// runtimepath runs testdata/nvim_plugin_e2e.lua, which calls
// require('specfaith').setup{…} and then relies on the plugin for the
// filetype (.dfy → dafny), the client start and attachment, Nagini
// detection in Python buffers and the :Specfaith* commands. It also logs
// the time from setup{} to the first diagnostics (the bound: 10 s).
func TestNvimPluginEndToEnd(t *testing.T) {
	repo := repoRoot(t)
	plugin := filepath.Join(repo, "extension", "nvim")
	transcript := runNvimScript(t, nvimScript{
		script: "nvim_plugin_e2e.lua",
		args:   []string{"--cmd", "set rtp+=" + plugin},
		env:    []string{"SPECFAITH_REPO=" + repo},
		watched: []string{
			filepath.Join(repo, "examples", "dafny", "sqrt.dfy"),
			filepath.Join(repo, "examples", "nagini", "sqrt.py"),
		},
	})
	re := regexp.MustCompile(`nvim plugin: first diagnostics after (\d+) ms`)
	for _, line := range transcript {
		if m := re.FindStringSubmatch(line); m != nil {
			ms, _ := strconv.Atoi(m[1])
			d := time.Duration(ms) * time.Millisecond
			t.Logf("nvim plugin: first diagnostics after %v (from setup{})", d)
			if d > 10*time.Second {
				t.Errorf("first diagnostics after %v, want under 10 s", d)
			}
			return
		}
	}
	t.Errorf("the transcript has no \"first diagnostics after\" line")
}
