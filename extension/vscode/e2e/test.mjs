// test.mjs — one end-to-end scenario in code-server + chromium, with a
// transcript and a closing "N passed, N failed" line; exit 0/1.
//
//   node test.mjs [--vsix PATH] [--workspace DIR] [--shots DIR]
//                 [--file REL] [--problem TEXT] [--hover L:C=TEXT]
//                 [--quickfix L:C=TITLE] [--after TEXT] [--status TEXT]
//
// Steps (each expectation flag adds one): install the vsix (if given),
// start, open --file via Quick Open, wait for --problem in the Problems
// panel, hover at L:C and expect TEXT in the hover, run the quick fix
// TITLE at L:C, expect --after in the editor text afterwards, expect
// --status in the status bar. A screenshot is taken after each step into
// --shots (default ./shots).
//
// Without --workspace it writes a TypeScript fixture and uses VS Code's
// built-in TypeScript support to exercise every helper (no extension
// needed): see DEFAULTS below. With the specfaith extension it will be
// called like
//   node test.mjs --vsix ../specfaith.vsix --workspace fixtures/ws \
//     --file bad.dfy --problem "..." --hover "3:10=..." --quickfix "3:10=..."

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Session, log, parseArgs, registerTempDir, runSteps } from "./lib.mjs";

const FLAGS = ["vsix", "workspace", "shots", "file", "problem", "hover", "quickfix", "after", "status", "keep"];
let args;
try {
  args = parseArgs(process.argv.slice(2), FLAGS);
} catch (e) {
  console.error(String(e.message));
  process.exit(2);
}
if (!process.version.startsWith("v24.")) {
  console.error(`test.mjs needs the Node 24 from .tools (code-server's native modules are built for it); this is ${process.version}`);
  process.exit(2);
}

let fixture = null;
if (!args.workspace) {
  fixture = registerTempDir(fs.mkdtempSync(path.join(os.tmpdir(), "specfaith-e2e-ws-")));
  fs.writeFileSync(
    path.join(fixture, "main.ts"),
    'const greeting: string = "hello";\ngreeting.toUpperCas();\nexport {};\n',
  );
  args = {
    file: "main.ts",
    problem: "Property 'toUpperCas' does not exist",
    hover: "1:8=const greeting: string",
    quickfix: "2:12=Change spelling to 'toUpperCase'",
    after: "greeting.toUpperCase();",
    status: "TypeScript",
    ...args,
    workspace: fixture,
  };
}
const shots = path.resolve(args.shots || "shots");

function pos(spec, flag) {
  const m = /^(\d+):(\d+)=(.+)$/s.exec(spec);
  if (!m) throw new Error(`--${flag} wants L:C=TEXT, got ${spec}`);
  return { line: +m[1], col: +m[2], text: m[3] };
}

let s;
let n = 0;
const shot = async (name) => s && s.screenshot(`${String(++n).padStart(2, "0")}-${name}`);
const steps = [];

steps.push([`start code-server${args.vsix ? ` with ${args.vsix}` : ""} and chromium on ${args.workspace}`, async () => {
  if (args.vsix && !fs.existsSync(args.vsix)) throw new Error(`no vsix at ${args.vsix} (make vsix first)`);
  s = await Session.start({ workspace: args.workspace, vsix: args.vsix, shots, keep: args.keep === "1" });
  await shot("workbench");
  return `workbench ${s.workbenchMs} ms after code-server start`;
}]);
if (args.file) {
  steps.push([`open ${args.file}`, async () => {
    const ms = await s.openFile(args.file);
    await shot("file-open");
    return `${ms} ms after code-server start`;
  }]);
}
if (args.problem) {
  steps.push([`Problems panel lists "${args.problem}"`, async () => {
    const rows = await s.waitForProblem(args.problem);
    await shot("problems");
    return rows.join(" / ");
  }]);
}
if (args.hover) {
  const h = pos(args.hover, "hover");
  steps.push([`hover at ${h.line}:${h.col} shows "${h.text}"`, async () => {
    const txt = await s.hoverAt(h.line, h.col, { expect: h.text });
    await shot("hover");
    await s.page.keyboard.press("Escape");
    return txt.replace(/\s+/g, " ").slice(0, 200);
  }]);
}
if (args.quickfix) {
  const q = pos(args.quickfix, "quickfix");
  steps.push([`quick fix "${q.text}" at ${q.line}:${q.col}`, async () => {
    const offered = await s.quickFix(q.line, q.col, q.text);
    await shot("quickfix");
    return `offered: ${offered.join(" | ")}`;
  }]);
}
if (args.after) {
  steps.push([`editor text contains "${args.after}"`, async () => {
    const end = Date.now() + 10_000;
    for (;;) {
      const t = await s.editorText();
      if (t.includes(args.after)) return t.split("\n").find((l) => l.includes(args.after));
      if (Date.now() > end) throw new Error(`editor text is ${JSON.stringify(t)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }]);
}
if (args.status) {
  steps.push([`status bar shows "${args.status}"`, async () => {
    await s.waitForStatusBar(args.status);
    await shot("status");
    return (await s.statusBar()).map((i) => i.text.replace(/\s+/g, " ") || i.label).join(" | ");
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
if (fixture) fs.rmSync(fixture, { recursive: true, force: true });
log(`screenshots in ${shots}`);
process.exit(code);
