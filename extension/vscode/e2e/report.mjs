// report.mjs — the bench specgen HTML report as a reader sees it: Debian's
// chromium opens the page at 1280 px, and the steps check what the reader
// needs: no horizontal overflow, the ranking on all tasks beside the
// jointly measurable ones, a verdict cell that opens its candidate's
// counterexample and both specifications, the glossary. Screenshots go to
// --shots. Exits 0 on success, 1 on failure.
//
//   node report.mjs --report REPORT.html [--shots DIR]

import fs from "node:fs";
import path from "node:path";
import { launchChromium, log, makeDirs, parseArgs, runSteps } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2), ["report", "shots"]);
if (!args.report) {
  console.error("usage: node report.mjs --report REPORT.html [--shots DIR]");
  process.exit(2);
}
const report = path.resolve(args.report);
const shots = args.shots ? path.resolve(args.shots) : null;
if (shots) fs.mkdirSync(shots, { recursive: true });

let b, page;
const shot = async (name) => {
  if (shots) await page.screenshot({ path: path.join(shots, name) });
};
const code = await runSteps([
  ["open the report at 1280 px", async () => {
    b = await launchChromium(makeDirs(), { viewport: { width: 1280, height: 900 } });
    page = b.page;
    const loads = [];
    page.on("request", (r) => { if (!r.url().startsWith("file:")) loads.push(r.url()); });
    await page.goto("file://" + report);
    if (loads.length) throw new Error(`the page loaded ${loads.join(", ")}`);
    await shot("report-top.png");
    return await page.title();
  }],
  ["no horizontal overflow", async () => {
    const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
    if (m.sw > m.cw) throw new Error(`the page is ${m.sw} px wide in a ${m.cw} px window`);
    return `${m.sw} px in ${m.cw} px`;
  }],
  ["the ranking: all tasks beside the jointly measurable ones", async () => {
    const r = await page.evaluate(() => {
      const t = document.querySelector("#ranking table");
      const head = [...t.rows[0].cells].map((c) => c.textContent);
      const rows = [...t.rows].slice(1).map((row) => [row.cells[0].textContent, row.cells[1].querySelectorAll("li").length, row.cells[2].querySelectorAll("li").length]);
      const says = document.querySelector("#ranking").textContent.match(/No metric ranks[^.]*|\d+ metric\(s\) rank[^.]*/);
      return { head, rows, says: says && says[0] };
    });
    if (r.head.join("|") !== "metric|all tasks|jointly measurable tasks") throw new Error(`columns ${r.head}`);
    if (r.rows.length < 5 || r.rows.some(([, a, j]) => a === 0 || j === 0)) throw new Error(`rows ${JSON.stringify(r.rows)}`);
    if (!r.says) throw new Error("the ranking does not say whether the two sets order the configurations differently");
    await page.locator("#ranking").scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById("ranking").scrollIntoView());
    await shot("report-ranking.png");
    return `${r.rows.length} metrics; ${r.says}`;
  }],
  ["a weaker cell opens its counterexample and both specifications", async () => {
    const cell = page.locator("a.cell.v-weaker").first();
    const title = await cell.getAttribute("title");
    const href = await cell.getAttribute("href");
    await cell.click();
    const entry = page.locator(`tr${href}`);
    const details = entry.locator("details");
    await page.waitForFunction((sel) => document.querySelector(sel + " details").open, `tr${href}`, { timeout: 5000 });
    const witness = await details.locator(".witness").innerText();
    const specs = await details.locator(".specs pre").allInnerTexts();
    if (!/weaker than the reference: now accepts/.test(witness)) throw new Error(`witness ${JSON.stringify(witness)}`);
    if (specs.length !== 2 || specs.some((s) => s.trim() === "")) throw new Error(`specs ${JSON.stringify(specs)}`);
    if (!(await details.isVisible())) throw new Error("the entry is not on screen");
    await shot("report-counterexample.png");
    return `${title} → ${witness.slice(0, 80)}`;
  }],
  ["the candidate table filters and sorts", async () => {
    const visible = () => page.evaluate(() => [...document.querySelectorAll("#cands tbody tr")].filter((r) => r.style.display !== "none").map((r) => r.cells[1].textContent));
    const all = (await visible()).length;
    await page.fill("#filter", "weakened");
    const only = await visible();
    if (only.length === 0 || only.length >= all || only.some((c) => !c.includes("weakened"))) throw new Error(`filter "weakened": ${only.length} of ${all} rows, configs ${[...new Set(only)]}`);
    await page.fill("#filter", "");
    // Sorting by NEM (a numeric column): ascending, then descending.
    const nem = page.locator("#cands thead th", { hasText: "NEM" });
    const first = () => page.evaluate(() => {
      const th = [...document.querySelectorAll("#cands thead th")];
      const i = th.findIndex((x) => x.textContent === "NEM");
      return parseFloat(document.querySelector("#cands tbody tr").cells[i].dataset.v);
    });
    await nem.click();
    const up = await first();
    await nem.click();
    const down = await first();
    if (!(up < down)) throw new Error(`sorted by NEM the first row has ${up}, then ${down} the other way`);
    return `${only.length} of ${all} rows for "weakened"; NEM sorted: ${up} first, then ${down}`;
  }],
  ["the glossary names every metric", async () => {
    const n = await page.locator("#glossary tr").count();
    if (n < 12) throw new Error(`${n - 1} metrics in the glossary`);
    return `${n - 1} metrics`;
  }],
]);
if (b) await b.context.close();
log(code === 0 ? "report: all steps passed" : "report: a step failed");
process.exit(code);
