package server

import "testing"

// TestToolchainInfoSetting: the toolchains' informational messages are
// off by default and toolchain_info (toolchainInfo from a client) turns
// them on; anything but a Boolean is reported.
func TestToolchainInfoSetting(t *testing.T) {
	c := DefaultConfig()
	if c.ToolInfo {
		t.Fatal("toolchain_info is on by default")
	}
	if unknown, bad := c.apply(map[string]any{"toolchain_info": true}); len(unknown)+len(bad) > 0 || !c.ToolInfo {
		t.Errorf("toolchain_info = true: on %v, unknown %v, bad %v", c.ToolInfo, unknown, bad)
	}
	if _, bad := c.apply(map[string]any{"toolchainInfo": "yes"}); len(bad) != 1 || !c.ToolInfo {
		t.Errorf("toolchainInfo = \"yes\": bad %v, on %v", bad, c.ToolInfo)
	}
	if _, bad := c.apply(map[string]any{"toolchainInfo": false}); len(bad) != 0 || c.ToolInfo {
		t.Errorf("toolchainInfo = false: bad %v, on %v", bad, c.ToolInfo)
	}
}
