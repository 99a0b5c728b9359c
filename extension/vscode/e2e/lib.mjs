// lib.mjs — end-to-end harness: code-server 4.139.1 (on the Node 24 from
// .tools) + Debian's /usr/bin/chromium driven by playwright-core.
//
// Run with the Node 24 that setup.sh installs (.tools/node/.../bin/node);
// code-server's native modules were built for its ABI.
//
//   import { Session } from "./lib.mjs";
//   const s = await Session.start({ workspace, vsix, shots });
//   await s.openFile("a.txt");
//   ...
//   await s.close();          // also done on exit, SIGINT, SIGTERM
//
// Everything a run writes (code-server's user data, extensions, config,
// logs; chromium's profile) lives in one fresh temp dir, removed by close()
// unless E2E_KEEP=1.

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

export const CODE_SERVER_ENTRY = path.join(here, "node_modules/code-server/out/node/entry.js");
export const CHROMIUM = process.env.E2E_CHROMIUM || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// User settings written before code-server starts. Workspace trust is off
// for now (the folder is not trusted otherwise and extensions would run in
// restricted mode behind a modal dialog); the rest keeps the first-run UI
// (welcome page, walkthroughs, chat/AI panel, tips, update and telemetry
// notices, git scanning) out of the way.
export const DEFAULT_SETTINGS = {
  "security.workspace.trust.enabled": false,
  "security.workspace.trust.startupPrompt": "never",
  "workbench.startupEditor": "none",
  "workbench.welcomePage.walkthroughs.openOnInstall": false,
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "workbench.secondarySideBar.defaultVisibility": "hidden",
  "chat.disableAIFeatures": true,
  "chat.commandCenter.enabled": false,
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "extensions.ignoreRecommendations": true,
  "git.enabled": false,
  "git.autoRepositoryDetection": false,
  "npm.autoDetect": "off",
  "typescript.tsserver.log": "off",
  "editor.hover.delay": 200,
  "editor.minimap.enabled": false,
};

const t0 = Date.now();
export function log(...args) {
  const s = ((Date.now() - t0) / 1000).toFixed(2).padStart(7);
  console.log(`[${s}s]`, ...args);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- process cleanup ------------------------------------------------------
// Every process group we start is recorded; on any way out (normal exit,
// uncaught error, SIGINT/SIGTERM/SIGHUP) each group gets SIGTERM then
// SIGKILL. code-server is spawned detached (its own process group), so its
// children (the VS Code server, extension host, pty host, file watcher)
// go with it.
const groups = new Set();

function killGroup(pid, sig) {
  try {
    process.kill(-pid, sig);
    return true;
  } catch {
    return false;
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function killGroupGracefully(pid, ms = 3000) {
  if (!killGroup(pid, "SIGTERM")) return;
  const end = Date.now() + ms;
  while (Date.now() < end && groupAlive(pid)) await sleep(50);
  if (groupAlive(pid)) killGroup(pid, "SIGKILL");
  groups.delete(pid);
}

// Temp dirs removed on any way out (unless E2E_KEEP=1).
const tempDirs = new Set();
export function registerTempDir(dir) {
  installExitHooks();
  tempDirs.add(dir);
  return dir;
}

function killAllSync() {
  for (const pid of groups) {
    killGroup(pid, "SIGKILL");
  }
  groups.clear();
  if (process.env.E2E_KEEP !== "1") {
    for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true, maxRetries: 3 });
  }
  tempDirs.clear();
}

let hooked = false;
function installExitHooks() {
  if (hooked) return;
  hooked = true;
  process.on("exit", killAllSync);
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(sig, () => {
      console.error(`\nreceived ${sig}: stopping code-server and chromium`);
      killAllSync();
      process.exit(128 + (os.constants.signals[sig] || 0));
    });
  }
}

// ---- code-server ----------------------------------------------------------

function codeServerEnv(dir) {
  // XDG_* keep code-server's default config.yaml (with a random password)
  // and coder-logs out of ~/.config and ~/.local/share.
  return {
    ...process.env,
    XDG_CONFIG_HOME: path.join(dir, "xdg-config"),
    XDG_DATA_HOME: path.join(dir, "xdg-data"),
    XDG_CACHE_HOME: path.join(dir, "xdg-cache"),
    // VS Code leaves vscode-ipc-*.sock files in $TMPDIR; keep them in ours.
    TMPDIR: path.join(dir, "tmp"),
    // code-server would otherwise read these from the environment.
    PASSWORD: "",
    HASHED_PASSWORD: "",
    PORT: "",
    VSCODE_PROXY_URI: "",
  };
}

function baseArgs(dirs) {
  return [
    CODE_SERVER_ENTRY,
    "--config", dirs.config,
    "--user-data-dir", dirs.userData,
    "--extensions-dir", dirs.extensions,
  ];
}

// installVsix runs `code-server --install-extension <vsix> --force` with the
// same user-data and extensions dirs the server will use.
export function installVsix(dirs, vsix) {
  const t = Date.now();
  const args = [...baseArgs(dirs), "--install-extension", path.resolve(vsix), "--force"];
  const r = spawnSync(process.execPath, args, {
    env: codeServerEnv(dirs.root),
    encoding: "utf8",
    timeout: 120_000,
  });
  const out = (r.stdout || "") + (r.stderr || "");
  const ms = Date.now() - t;
  if (r.status !== 0) {
    throw new Error(`code-server --install-extension ${vsix} failed (exit ${r.status}, signal ${r.signal}):\n${out}`);
  }
  const list = spawnSync(process.execPath, [...baseArgs(dirs), "--list-extensions", "--show-versions"], {
    env: codeServerEnv(dirs.root),
    encoding: "utf8",
    timeout: 60_000,
  });
  log(`installed ${vsix} in ${ms} ms; extensions now: ${(list.stdout || "").trim().split("\n").join(", ") || "(none)"}`);
  return { out, ms };
}

export function makeDirs(root = registerTempDir(fs.mkdtempSync(path.join(os.tmpdir(), "specfaith-e2e-")))) {
  const dirs = {
    root,
    userData: path.join(root, "user-data"),
    extensions: path.join(root, "extensions"),
    config: path.join(root, "config.yaml"),
    chromeProfile: path.join(root, "chromium-profile"),
    serverLog: path.join(root, "code-server.log"),
  };
  for (const d of [dirs.userData, dirs.extensions, dirs.chromeProfile, path.join(root, "tmp")]) fs.mkdirSync(d, { recursive: true });
  // An explicit config file: without one code-server writes
  // ~/.config/code-server/config.yaml with a random password.
  fs.writeFileSync(dirs.config, "auth: none\ncert: false\n");
  return dirs;
}

export function writeSettings(dirs, extra = {}) {
  const userDir = path.join(dirs.userData, "User");
  fs.mkdirSync(userDir, { recursive: true });
  fs.writeFileSync(path.join(userDir, "settings.json"), JSON.stringify({ ...DEFAULT_SETTINGS, ...extra }, null, 2));
}

// startCodeServer starts code-server on a free loopback port and resolves
// once /healthz answers. Returns { url, port, pid, readyMs }.
export async function startCodeServer(dirs, { workspace, extraArgs = [], timeoutMs = 60_000 } = {}) {
  installExitHooks();
  const port = await freePort();
  const args = [
    ...baseArgs(dirs),
    "--auth", "none",
    "--bind-addr", `127.0.0.1:${port}`,
    "--disable-telemetry",
    "--disable-update-check",
    "--disable-getting-started-override",
    "--ignore-last-opened",
    ...extraArgs,
  ];
  if (workspace) args.push(path.resolve(workspace));
  const logFd = fs.openSync(dirs.serverLog, "a");
  const t = Date.now();
  const child = spawn(process.execPath, args, {
    env: codeServerEnv(dirs.root),
    stdio: ["ignore", logFd, logFd],
    detached: true, // own process group, killed as a whole
  });
  fs.closeSync(logFd);
  groups.add(child.pid);
  let exited = null;
  child.on("exit", (code, sig) => {
    exited = { code, sig };
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = t + timeoutMs;
  for (;;) {
    if (exited) {
      throw new Error(`code-server exited early (${JSON.stringify(exited)}); log ${dirs.serverLog}:\n${tail(dirs.serverLog)}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`code-server not healthy after ${timeoutMs} ms; log:\n${tail(dirs.serverLog)}`);
    }
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  const readyMs = Date.now() - t;
  log(`code-server pid ${child.pid} listening on ${url} (healthz after ${readyMs} ms)`);
  return { url, port, pid: child.pid, child, startedAt: t, readyMs };
}

export function tail(file, n = 40) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-n).join("\n");
  } catch {
    return "(no log)";
  }
}

// ---- chromium ---------------------------------------------------------------

export async function launchChromium(dirs, { viewport = { width: 1400, height: 900 } } = {}) {
  installExitHooks();
  const { chromium } = await import("playwright-core");
  // launchPersistentContext takes the fresh profile dir; playwright adds its
  // own --user-data-dir from it (do not put one in args).
  const context = await chromium.launchPersistentContext(dirs.chromeProfile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    // Chromium's crashpad writes "Crash Reports" under $XDG_CONFIG_HOME
    // (~/.config/chromium) whatever the profile dir is; keep it in ours.
    env: { ...process.env, XDG_CONFIG_HOME: path.join(dirs.root, "chromium-xdg-config"), XDG_CACHE_HOME: path.join(dirs.root, "chromium-xdg-cache") },
    // playwright's own handlers would also close the browser; ours run too.
    handleSIGINT: true,
    handleSIGTERM: true,
    handleSIGHUP: true,
  });
  const page = context.pages()[0] || (await context.newPage());
  return { context, page };
}

// ---- a session: both together plus workbench helpers ----------------------

export class Session {
  constructor() {
    this.closed = false;
  }

  // opts: workspace (folder to open), vsix (optional), shots (dir), settings
  // (extra user settings), keep (keep temp dir).
  static async start(opts = {}) {
    const s = new Session();
    s.opts = opts;
    s.dirs = makeDirs();
    s.shots = opts.shots ? path.resolve(opts.shots) : null;
    if (s.shots) fs.mkdirSync(s.shots, { recursive: true });
    s.workspace = opts.workspace ? path.resolve(opts.workspace) : null;
    log(`temp dir ${s.dirs.root}`);
    writeSettings(s.dirs, opts.settings);
    if (opts.vsix) s.installMs = installVsix(s.dirs, opts.vsix).ms;
    try {
      s.server = await startCodeServer(s.dirs, { workspace: s.workspace });
      const b = await launchChromium(s.dirs);
      s.context = b.context;
      s.page = b.page;
      s.consoleErrors = [];
      s.page.on("console", (m) => {
        if (m.type() === "error") s.consoleErrors.push(m.text());
      });
      await s.openWorkbench();
    } catch (e) {
      await s.close();
      throw e;
    }
    return s;
  }

  // ms since code-server was spawned.
  sinceStart() {
    return Date.now() - this.server.startedAt;
  }

  async openWorkbench({ timeoutMs = 90_000 } = {}) {
    const q = this.workspace ? `?folder=${encodeURIComponent(this.workspace)}` : "";
    await this.page.goto(`${this.server.url}/${q}`);
    await this.page.locator(".monaco-workbench").waitFor({ state: "visible", timeout: timeoutMs });
    this.workbenchMs = this.sinceStart();
    log(`workbench (.monaco-workbench) visible ${this.workbenchMs} ms after code-server start`);
    // The explorer shows the folder once the remote file system is up.
    if (this.workspace) {
      const name = path.basename(this.workspace);
      await this.page
        .locator(`.explorer-folders-view, .pane-header[aria-label*="${name}" i]`)
        .first()
        .waitFor({ timeout: timeoutMs });
      log(`folder ${name} shown in the explorer ${this.sinceStart()} ms after start`);
    }
  }

  // Opens a file relative to the workspace through Quick Open (Ctrl+P) and
  // waits until its tab is active and its editor has text.
  async openFile(rel, { timeoutMs = 30_000 } = {}) {
    const page = this.page;
    const base = path.basename(rel);
    await this.focusWorkbench();
    await page.keyboard.press("Control+P");
    const input = page.locator(".quick-input-widget input");
    await input.waitFor({ state: "visible", timeout: timeoutMs });
    await input.fill(rel);
    const tFill = Date.now();
    // Wait for the file to be listed (search runs on the server), then open.
    await page
      .locator(".quick-input-list .monaco-list-row", { hasText: base })
      .first()
      .waitFor({ timeout: timeoutMs });
    const tListed = Date.now();
    await page.keyboard.press("Enter");
    await page.locator(`.tab.active[aria-label*="${base}"], .tab.active:has-text("${base}")`).first().waitFor({ timeout: timeoutMs });
    await page.locator(".editor-group-container.active .monaco-editor .view-lines").first().waitFor({ timeout: timeoutMs });
    const ms = this.sinceStart();
    log(`opened ${rel} in the editor ${ms} ms after code-server start (Quick Open listed it ${tListed - tFill} ms after typing)`);
    return ms;
  }

  async focusWorkbench() {
    // A click on the editor area (or the workbench) makes sure keystrokes
    // reach VS Code and not the page body.
    await this.page.locator(".monaco-workbench").focus().catch(() => {});
  }

  activeEditor() {
    return this.page.locator(".editor-group-container.active .monaco-editor").first();
  }

  async editorText() {
    // Only rendered lines (the editor virtualizes long files).
    const lines = await this.activeEditor().locator(".view-lines .view-line").allInnerTexts();
    return lines.join("\n").replace(/\u00a0/g, " ");
  }

  // Moves the cursor with Go to Line (Ctrl+G, "line:col"), 1-based.
  async gotoPosition(line, col = 1) {
    const page = this.page;
    await this.activeEditor().locator(".view-lines").click();
    await page.keyboard.press("Control+G");
    const input = page.locator(".quick-input-widget input");
    await input.waitFor({ state: "visible" });
    // Ctrl+G opens Quick Open prefilled with ":"; fill() replaces it.
    await input.fill(`:${line}:${col}`);
    await page.keyboard.press("Enter");
    await input.waitFor({ state: "hidden" });
  }

  async type(text, { line, col } = {}) {
    if (line) await this.gotoPosition(line, col || 1);
    else await this.activeEditor().locator(".view-lines").click();
    await this.page.keyboard.type(text);
  }

  // Runs a command from the command palette (F1) by its label, e.g.
  // "View: Toggle Problems" (exact title as shown in the palette).
  async runCommand(label, { timeoutMs = 15_000 } = {}) {
    const page = this.page;
    await page.keyboard.press("F1");
    const input = page.locator(".quick-input-widget input");
    await input.waitFor({ state: "visible", timeout: timeoutMs });
    await input.fill(`>${label}`);
    await page.locator(".quick-input-list .monaco-list-row", { hasText: label }).first().waitFor({ timeout: timeoutMs });
    await page.keyboard.press("Enter");
  }

  // Opens the Problems panel and waits until a marker whose text contains
  // `text` (string or RegExp) is listed. Returns all listed marker texts.
  async waitForProblem(text, { timeoutMs = 60_000 } = {}) {
    const page = this.page;
    const panel = page.locator(".markers-panel");
    if (!(await panel.isVisible().catch(() => false))) {
      // The problems item in the status bar toggles the panel.
      await page.locator("#status\\.problems").first().click();
      await panel.waitFor({ state: "visible", timeout: timeoutMs });
    }
    const row = panel.locator(".monaco-list-row", { hasText: text });
    await row.first().waitFor({ timeout: timeoutMs });
    const all = await panel.locator(".monaco-list-row").allInnerTexts();
    log(`Problems panel lists ${JSON.stringify(text.toString())} ${this.sinceStart()} ms after start`);
    return all.map((s) => s.replace(/\s+/g, " ").trim());
  }

  // Shows the hover at (line, col), 1-based, with the keyboard (cursor +
  // "Show or Focus Hover", Ctrl+K Ctrl+I) and returns its text once it
  // contains `expect` (if given) or is non-empty.
  async hoverAt(line, col, { expect, timeoutMs = 30_000 } = {}) {
    const page = this.page;
    await this.gotoPosition(line, col);
    const hover = page.locator(".monaco-hover:not(.hidden) .monaco-hover-content, .monaco-hover:not(.hidden) .hover-contents").first();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await page.keyboard.press("Control+K");
      await page.keyboard.press("Control+I");
      try {
        await hover.waitFor({ state: "visible", timeout: 3000 });
        const txt = (await hover.innerText()).trim();
        if (txt && (!expect || (expect instanceof RegExp ? expect.test(txt) : txt.includes(expect)))) return txt;
      } catch {
        /* hover provider not ready yet (language server starting) */
      }
      if (Date.now() > deadline) throw new Error(`no hover${expect ? ` containing ${expect}` : ""} at ${line}:${col}`);
      await page.keyboard.press("Escape");
      await sleep(500);
    }
  }

  // Opens the quick-fix menu (Ctrl+.) at (line, col) and runs the action
  // whose title contains `title`. Returns the titles that were offered.
  async quickFix(line, col, title, { timeoutMs = 30_000 } = {}) {
    const page = this.page;
    await this.gotoPosition(line, col);
    const deadline = Date.now() + timeoutMs;
    const widget = page.locator(".action-widget:visible").first();
    for (;;) {
      await page.keyboard.press("Control+.");
      let titles = [];
      let item = null;
      try {
        await widget.waitFor({ state: "visible", timeout: 3000 });
        titles = (await widget.locator(".monaco-list-row").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean);
        const row = widget.locator(".monaco-list-row", { hasText: title }).first();
        if (await row.count()) item = row;
      } catch {
        /* no code actions yet (language server still starting) */
      }
      if (item) {
        // Outside the try: once clicked, never press Ctrl+. again (the fixed
        // text would offer other actions, e.g. refactorings).
        await item.click();
        await widget.waitFor({ state: "hidden", timeout: timeoutMs });
        log(`ran quick fix "${title}" (offered: ${titles.join(" | ")})`);
        return titles;
      }
      if (Date.now() > deadline) throw new Error(`quick fix "${title}" not offered at ${line}:${col}; last offered: ${titles.join(" | ") || "(nothing)"}`);
      await page.keyboard.press("Escape");
      await sleep(500);
    }
  }

  // Texts of the status bar items (left and right), e.g. to find the
  // extension's language-server status item.
  async statusBar() {
    const items = await this.page.locator(".statusbar .statusbar-item").evaluateAll((els) =>
      els.map((e) => ({ id: e.id, text: e.innerText.trim(), label: e.getAttribute("aria-label") || "" })),
    );
    return items.filter((i) => i.text || i.label);
  }

  async waitForStatusBar(text, { timeoutMs = 30_000 } = {}) {
    await this.page.locator(".statusbar .statusbar-item", { hasText: text }).first().waitFor({ timeout: timeoutMs });
  }

  // Notifications (toasts) currently shown.
  async notifications() {
    return this.page.locator(".notifications-toasts .notification-list-item-message").allInnerTexts();
  }

  async screenshot(name) {
    const file = path.isAbsolute(name) ? name : path.join(this.shots || this.dirs.root, name.endsWith(".png") ? name : `${name}.png`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await this.page.screenshot({ path: file });
    log(`screenshot ${file}`);
    return file;
  }

  serverLog(n = 60) {
    return tail(this.dirs.serverLog, n);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    if (this.context) await this.context.close().catch(() => {});
    if (this.server) await killGroupGracefully(this.server.pid);
    if (this.dirs && !this.opts?.keep && process.env.E2E_KEEP !== "1") {
      fs.rmSync(this.dirs.root, { recursive: true, force: true, maxRetries: 3 });
      tempDirs.delete(this.dirs.root);
    } else if (this.dirs) {
      log(`kept ${this.dirs.root}`);
    }
  }
}

// ---- a tiny test runner with a transcript ---------------------------------

export function parseArgs(argv, known) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) throw new Error(`unexpected argument ${a}`);
    const [k, v] = a.slice(2).split("=", 2);
    if (!known.includes(k)) throw new Error(`unknown flag --${k} (known: ${known.map((x) => "--" + x).join(" ")})`);
    out[k] = v !== undefined ? v : argv[++i];
    if (out[k] === undefined) throw new Error(`--${k} needs a value`);
  }
  return out;
}

// steps: [[name, async fn]]; runs them in order, stops at the first
// failure, prints "N passed, N failed" last. Returns the exit code.
export async function runSteps(steps, { onFail } = {}) {
  let passed = 0;
  let failed = 0;
  for (const [name, fn] of steps) {
    const t = Date.now();
    try {
      const r = await fn();
      passed++;
      log(`ok   ${name} (${Date.now() - t} ms)${r !== undefined ? ": " + (typeof r === "string" ? r : JSON.stringify(r)) : ""}`);
    } catch (e) {
      failed++;
      log(`FAIL ${name} (${Date.now() - t} ms): ${e && e.stack ? e.stack : e}`);
      if (onFail) await onFail(name, e).catch((e2) => log(`(onFail: ${e2})`));
      break;
    }
  }
  const skipped = steps.length - passed - failed;
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  return failed ? 1 : 0;
}
