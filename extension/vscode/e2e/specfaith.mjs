// specfaith.mjs — the VS Code extension, end to end, in code-server +
// chromium: install the .vsix, open a Dafny spec with a too-weak
// postcondition, and check what a user sees: the Problems panel lists the
// specfaith warning, the hover shows the informalization, the quick-fix
// "Add missing postcondition bound" applies and the warning disappears,
// the status bar shows the toolchain status, and after an edit the status
// bar and the toolchain lens agree that the result is stale; with
// --nagini, a Nagini file in the same workspace (outside specfaith's
// checkout) gets Nagini's verdict. Screenshots go to --shots.
//
//   node specfaith.mjs --vsix ../specfaith.vsix --spec ../../../examples/dafny/sqrt.dfy \
//     [--nagini ../../../examples/nagini/toolchain/verifies.py] --shots DIR
//
// Prints "install+open: N ms" (installing the extension plus opening the
// spec until its first specfaith diagnostic is listed) for BENCHMARKS.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Session, log, parseArgs, registerTempDir, runSteps } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2), ["vsix", "spec", "shots", "keep", "budget", "untrusted", "nagini"]);
// --untrusted 1: workspace trust on and the folder not trusted: specfaith's
// own analyses run, no toolchain does, and the status bar says so.
const untrusted = args.untrusted === "1";
if (!process.version.startsWith("v24.")) {
  console.error(`specfaith.mjs needs the Node 24 from .tools; this is ${process.version}`);
  process.exit(2);
}
for (const f of ["vsix", "spec"]) {
  if (!args[f] || !fs.existsSync(args[f])) {
    console.error(`--${f} ${args[f] ?? ""}: no such file`);
    process.exit(2);
  }
}
const shots = path.resolve(args.shots || "shots");
const budgetMs = Number(args.budget || 10_000);

// A private copy of the spec: the quick-fix edits it and code-server
// auto-saves.
const ws = registerTempDir(fs.mkdtempSync(path.join(os.tmpdir(), "specfaith-e2e-ws-")));
const name = path.basename(args.spec);
fs.copyFileSync(args.spec, path.join(ws, name));
// --nagini FILE: a Nagini file copied into the same workspace, outside
// specfaith's checkout: the extension's own server finds the Nagini that
// make setup installed, and the status bar shows Nagini's verdict.
const naginiName = args.nagini ? path.basename(args.nagini) : "";
if (args.nagini) fs.copyFileSync(args.nagini, path.join(ws, naginiName));
const src = fs.readFileSync(args.spec, "utf8").split("\n");
const ensuresLine = src.findIndex((l) => /^\s*ensures /.test(l)) + 1;
if (ensuresLine === 0) {
  console.error(`${args.spec} has no ensures line`);
  process.exit(2);
}
const ensuresCol = src[ensuresLine - 1].indexOf("ensures") + 1 + "ensures ".length;

// waitForExtensionHost waits for the extension host's "started" line in
// the user-data logs and returns how long it waited.
async function waitForExtensionHost(userData, timeoutMs) {
  const t = Date.now();
  const logs = path.join(userData, "logs");
  for (;;) {
    for (const d of fs.existsSync(logs) ? fs.readdirSync(logs) : []) {
      const f = path.join(logs, d, "exthost1", "remoteexthost.log");
      if (fs.existsSync(f) && /Extension host with pid \d+ started/.test(fs.readFileSync(f, "utf8"))) return Date.now() - t;
    }
    if (Date.now() - t > timeoutMs) throw new Error(`extension host not started after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let s;
let installMs = 0;
let openMs = 0;
const shot = (n) => s.screenshot(n);
const WITNESS = "postcondition is satisfied by returning r = 0";

const steps = [
  ["install the extension and start code-server with chromium", async () => {
    s = await Session.start({ workspace: ws, vsix: args.vsix, shots, keep: args.keep === "1", settings: {
      "specfaith.server.logLevel": process.env.E2E_LOG_LEVEL || "info",
      // A long pause before an unsaved edit is re-checked keeps the stale
      // state on screen long enough to look at.
      "specfaith.toolchainIdleMs": 8000,
      ...(untrusted ? { "security.workspace.trust.enabled": true, "security.workspace.trust.startupPrompt": "never",
        "security.workspace.trust.emptyWindow": false, "security.workspace.trust.banner": "never" } : {}),
    } });
    installMs = s.installMs ?? 0;
    // code-server boots its extension host after the workbench shows;
    // the user opens a file once it is up (its log says so).
    const hostMs = await waitForExtensionHost(s.dirs.userData, 90_000);
    return `installed in ${installMs} ms; workbench ${s.workbenchMs} ms and extension host ${s.sinceStart()} ms after code-server start (waited ${hostMs} ms)`;
  }],
  [`open ${name} from the explorer; the Problems panel lists the specfaith warning`, async () => {
    const t = Date.now();
    await s.page.locator(".explorer-folders-view .monaco-list-row", { hasText: name }).first().click();
    await s.page.locator(`.tab.active[aria-label*="${name}"]`).first().waitFor({ timeout: 30_000 });
    log(`tab open ${Date.now() - t} ms after the click`);
    const rows = await s.waitForProblem(WITNESS, { timeoutMs: 60_000 });
    openMs = Date.now() - t;
    await shot("vscode-problems");
    const ours = rows.filter((r) => r.includes("specfaith"));
    if (!ours.length) throw new Error(`no row from specfaith: ${rows.join(" / ")}`);
    return `${openMs} ms from the click; ${ours.join(" / ")}`;
  }],
  [`hover on the ensures clause (line ${ensuresLine}) shows the informalization`, async () => {
    const txt = await s.hoverAt(ensuresLine, ensuresCol, { expect: "What the contract says" });
    for (const want of ["read back from the clauses", "r × r is at most N", "Leaves open"]) {
      if (!txt.includes(want)) throw new Error(`hover lacks "${want}":\n${txt}`);
    }
    // The read-back comes first (on a clause, that clause's), and its lines
    // stay lines: the contract's reading is not run into one paragraph.
    // (VS Code puts the diagnostics at the cursor above the server's part.)
    const at = (t) => txt.indexOf(t);
    if (!(at("ensures r * r <= N") >= 0 && at("ensures r * r <= N") < at("What the contract says") && at("What the contract says") < at("Requirement"))) {
      throw new Error(`the hover's part does not start with the read-back, then the requirement:\n${txt}`);
    }
    if (!/natural number r\.\s*\n\s*Requires nothing/.test(txt)) throw new Error(`the reading's lines run together:\n${txt}`);
    await shot("vscode-hover");
    await s.page.keyboard.press("Escape");
    return txt.replace(/\s+/g, " ").slice(0, 160) + "…";
  }],
  ["the contract's lens gives its verdict, and its tooltip spells out the verdict and Rreq, R+ and R−", async () => {
    const a = s.page.locator(".codelens-decoration a", { hasText: "Rreq" }).first();
    await a.waitFor({ state: "attached", timeout: 30_000 });
    const text = (await a.innerText()).trim();
    if (!text.startsWith("weak — ")) throw new Error(`lens: "${text}", want the verdict "weak — …" first`);
    const title = (await a.getAttribute("title")) || "";
    for (const want of ["Weak: the contract accepts what the requirement rules out", "required inputs the precondition admits"]) {
      if (!title.includes(want)) throw new Error(`lens tooltip lacks "${want}": "${title}"`);
    }
    return `${text} | ${title.slice(0, 80)}…`;
  }],
  ["quick-fix \"Add missing postcondition bound\" applies and the warning disappears", async () => {
    const offered = await s.quickFix(ensuresLine, ensuresCol, "Add missing postcondition bound");
    const end = Date.now() + 30_000;
    for (;;) {
      const text = await s.editorText();
      const rows = await s.page.locator(".markers-panel .monaco-list-row").allInnerTexts();
      const still = rows.some((r) => r.includes(WITNESS));
      if (text.includes("N < (r + 1) * (r + 1)") && !still) break;
      if (Date.now() > end) throw new Error(`after the fix: warning still listed=${still}; text:\n${text}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    // The metrics lens above the contract follows: R− was 1/3.
    await s.page.locator(".contentWidgets .codelens-decoration, .codelens-decoration", { hasText: "R− 3/3" }).first()
      .waitFor({ timeout: 30_000 });
    await shot("vscode-after-fix");
    return `offered: ${offered.join(" | ")}`;
  }],
  ["status bar shows the toolchain status of the file", async () => {
    await s.page.locator("#specfaith\\.status, .statusbar-item[id*='specfaith']", { hasText: /dafny/ }).first()
      .waitFor({ timeout: 120_000 });
    const items = (await s.statusBar()).filter((i) => i.id.includes("specfaith"));
    await shot("vscode-status");
    return items.map((i) => i.text.replace(/\s+/g, " ")).join(" | ");
  }],
  ["after an edit, the status bar and the toolchain lens agree that the result is stale", async () => {
    // Both come from one value of the document's new version: the lens
    // says "before your last edit" (no run yet) or "re-checking" (a save
    // started one), and the status bar says the same words, result and
    // all (an older lens or status would name another result).
    const lensText = async () => (await s.page.locator(".codelens-decoration").allInnerTexts())
      .find((t) => /dafny/.test(t)) ?? "";
    const statusText = async () => (await s.statusBar()).filter((i) => i.id.includes("specfaith")).map((i) => i.text).join(" ");
    await s.type("// an edit\n", { line: 1, col: 1 });
    const markers = ["before your last edit", "re-checking"];
    const end = Date.now() + 30_000;
    let since = 0;
    let seen = [];
    for (;;) {
      const [lens, status] = [await lensText(), await statusText()];
      const m = markers.find((x) => lens.includes(x));
      seen.push(`lens "${lens}" / status "${status}"`);
      if (m && status.includes(lens.trim())) {
        await shot("vscode-stale");
        return `lens: ${lens} | status bar: ${status.replace(/\s+/g, " ")}`;
      }
      if (m && !since) since = Date.now();
      if (!m) since = 0;
      if ((since && Date.now() - since > 3_000) || Date.now() > end) {
        throw new Error(`status bar and lens disagree after the edit: ${seen.slice(-5).join(" ; ")}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }],
  ...(naginiName ? [[`${naginiName}, outside specfaith's checkout, gets Nagini's verdict in the status bar`, async () => {
    // A Nagini run starts a JVM: about 20 s here, more on a busy machine.
    const t = Date.now();
    await s.page.locator(".explorer-folders-view .monaco-list-row", { hasText: naginiName }).first().click();
    await s.page.locator(`.tab.active[aria-label*="${naginiName}"]`).first().waitFor({ timeout: 30_000 });
    const item = s.page.locator(".statusbar-item[id*='specfaith']", { hasText: /nagini/ }).first();
    const end = Date.now() + 240_000;
    let text = "";
    let seen = [];
    for (;;) {
      // "nagini: checking…" while it runs; then the result, or why none.
      text = (await item.count()) ? (await item.innerText()).replace(/\s+/g, " ").trim() : "";
      if (!seen.includes(text)) seen.push(text);
      if (text && !/checking/.test(text)) break;
      if (Date.now() > end) throw new Error(`no Nagini result in the status bar after 240 s: ${seen.join(" → ")}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    if (!/verified in .* \(nagini 1\.2\.0\)/.test(text)) throw new Error(`status bar: "${text}", want Nagini's "verified … (nagini 1.2.0)"`);
    // The toolchain lens above the file follows within a moment.
    const lensEnd = Date.now() + 5_000;
    for (;;) {
      const lenses = await s.page.locator(".codelens-decoration").allInnerTexts();
      if (lenses.some((l) => l.includes("nagini") && text.includes(l.trim()))) break;
      if (Date.now() > lensEnd) throw new Error(`5 s after the status bar said "${text}", the lenses say: ${lenses.join(" | ")}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await shot("vscode-nagini");
    return `${seen.join(" → ")} (${Date.now() - t} ms after the click)`;
  }]] : []),
  [`install+open within ${budgetMs} ms`, async () => {
    const total = installMs + openMs;
    log(`install+open: ${total} ms (install ${installMs} ms, open to first diagnostic ${openMs} ms)`);
    if (total > budgetMs) throw new Error(`install+open took ${total} ms`);
    return `${total} ms`;
  }],
];

if (untrusted) {
  // Keep the start and the first diagnostics; then check the restriction.
  steps.splice(2);
  steps.push(["untrusted: the status bar says restricted and no toolchain runs", async () => {
    await s.page.locator(".statusbar-item", { hasText: "specfaith: restricted" }).first().waitFor({ timeout: 30_000 });
    await new Promise((r) => setTimeout(r, 5000));
    const items = await s.statusBar();
    const ran = items.filter((i) => /dafny/.test(i.text));
    if (ran.length) throw new Error(`a toolchain ran: ${ran.map((i) => i.text).join(" | ")}`);
    await shot("vscode-untrusted");
    return items.filter((i) => i.id.includes("specfaith")).map((i) => i.text.replace(/\s+/g, " ")).join(" | ");
  }]);
}

const code = await runSteps(steps, {
  onFail: async () => {
    if (s?.page) await s.screenshot("failure");
    if (s) {
      console.log(`notifications: ${JSON.stringify(await s.notifications().catch(() => []))}`);
      console.log("---- code-server log (tail) ----\n" + s.serverLog());
    }
  },
});
if (s) await s.close();
fs.rmSync(ws, { recursive: true, force: true });
process.exit(code);
