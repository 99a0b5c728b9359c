// The specfaith extension starts `specfaith lsp` for Dafny, Lean 4 and
// Nagini files and adds what the protocol has no place for: a status bar
// item with the toolchain status of the active file, commands, settings
// translated to the server's keys, and workspace trust (an untrusted
// workspace gets no toolchain runs and no LLM calls).
import * as fs from 'fs';
import * as path from 'path';
import * as vscode from 'vscode';
import { LANGUAGES, SpecLanguage, TOOLCHAIN_EXECUTABLES } from './languages';
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  State,
} from 'vscode-languageclient/node';

let client: LanguageClient | undefined;
let log: vscode.LogOutputChannel;
let statusItem: vscode.StatusBarItem;
let evidenceView: EvidenceView;

// Documents sent to the server: Dafny and Lean files, and Python files
// that use nagini_contracts (never ordinary Python).
const sent = new Set<string>();
const toolStatus = new Map<string, ToolStatus>();

interface ToolStatus {
  uri: string;
  tool: string;
  status: string; // running, ok, errors, timeout, crashed, unavailable, off
  summary: string; // word for word the toolchain lens's title
  stale?: boolean; // the result is of the text before the last edit
}

// How many lines are searched for a language's marker (nagini_contracts).
const MARKER_SCAN_LINES = 200;

function hasMarker(doc: vscode.TextDocument, marker: string): boolean {
  const end = Math.min(doc.lineCount, MARKER_SCAN_LINES);
  return doc.getText(new vscode.Range(0, 0, end, 0)).includes(marker);
}

// markerLanguage is the language of doc when it needs a marker to be a
// spec (a Python file is a Nagini spec only with nagini_contracts).
function markerLanguage(doc: vscode.TextDocument): SpecLanguage | undefined {
  return LANGUAGES.find((l) => l.marker !== '' && l.languageIds.includes(doc.languageId));
}

export function isNagini(doc: vscode.TextDocument): boolean {
  const l = markerLanguage(doc);
  return l !== undefined && hasMarker(doc, l.marker);
}

// Extensions of languages every file of which is a spec (dfy, lean).
const PLAIN_EXTENSIONS = LANGUAGES.filter((l) => l.marker === '').flatMap((l) => l.extensions);

export function isSpec(doc: vscode.TextDocument): boolean {
  if (doc.uri.scheme !== 'file' && doc.uri.scheme !== 'untitled') {
    return false;
  }
  for (const l of LANGUAGES) {
    if (l.languageIds.includes(doc.languageId)) {
      return l.marker === '' || hasMarker(doc, l.marker);
    }
  }
  return PLAIN_EXTENSIONS.some((e) => doc.fileName.endsWith('.' + e));
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  log = vscode.window.createOutputChannel('specfaith', { log: true });
  context.subscriptions.push(log);
  statusItem = vscode.window.createStatusBarItem('specfaith.status', vscode.StatusBarAlignment.Left, 10);
  statusItem.name = 'specfaith';
  statusItem.command = 'specfaith.verifyNow';
  context.subscriptions.push(statusItem);
  evidenceView = new EvidenceView();
  context.subscriptions.push(vscode.workspace.registerTextDocumentContentProvider('specfaith', evidenceView));

  const reg = (name: string, f: (...args: any[]) => any) =>
    context.subscriptions.push(vscode.commands.registerCommand(name, f));
  // The server's own commands (specfaith.rerun, .verify, .judge, …) are
  // registered by the language client for code lenses; the palette's
  // commands have names of their own.
  reg('specfaith.rerunAnalysis', () => serverCommand('specfaith.rerun'));
  reg('specfaith.verifyNow', () => serverCommand('specfaith.verify'));
  reg('specfaith.runJudge', async () => {
    const res = await serverCommand('specfaith.judge');
    if (res !== undefined) {
      await evidenceView.show('judge', 'LLM judge', '```json\n' + JSON.stringify(res, null, 2) + '\n```\n');
    }
  });
  reg('specfaith.showInformalization', async () => {
    const text = await serverCommand('specfaith.informalization');
    if (typeof text === 'string') {
      await evidenceView.show('informalization', 'Informalization', text + '\n');
    }
  });
  reg('specfaith.showEvidence', async () => {
    const ed = vscode.window.activeTextEditor;
    const res: any = await serverCommand('specfaith.evidence', ed ? [ed.selection.active.line] : []);
    if (res !== undefined) {
      await evidenceView.show('evidence', 'Evidence', typeof res?.markdown === 'string' ? res.markdown : evidenceMarkdown(res));
    }
  });
  reg('specfaith.openLog', () => log.show(true));
  reg('specfaith.restart', async () => {
    await stop();
    await ensureStarted(context);
  });

  context.subscriptions.push(
    vscode.window.onDidChangeActiveTextEditor(() => updateStatus()),
    vscode.workspace.onDidGrantWorkspaceTrust(() => pushSettings()),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (e.affectsConfiguration('specfaith.server')) {
        const running = client !== undefined;
        await stop();
        if (running) {
          await ensureStarted(context);
        }
      } else if (e.affectsConfiguration('specfaith')) {
        pushSettings();
      }
    }),
    // A Python file that gains `import nagini_contracts` becomes a spec.
    vscode.workspace.onDidChangeTextDocument((e) => {
      const d = e.document;
      if (markerLanguage(d) !== undefined && !sent.has(d.uri.toString()) && isNagini(d)) {
        if (client) {
          openInServer(d);
        } else {
          void ensureStarted(context);
        }
      }
    }),
    vscode.workspace.onDidOpenTextDocument((d) => {
      if (isSpec(d)) {
        void ensureStarted(context);
      }
    }),
  );
  // The server starts for the first spec, or at once in a workspace that
  // has Dafny or Lean files (so the first file opened is analysed without
  // waiting for a process to start). Opening ordinary Python starts nothing.
  if (vscode.workspace.textDocuments.some(isSpec)) {
    await ensureStarted(context);
  } else {
    const found = await vscode.workspace.findFiles(`**/*.{${PLAIN_EXTENSIONS.join(',')}}`, '**/{node_modules,.lake,.git}/**', 1);
    if (found.length > 0) {
      await ensureStarted(context);
    }
  }
}

let starting: Promise<void> | undefined;

function ensureStarted(context: vscode.ExtensionContext): Promise<void> {
  if (client) {
    return Promise.resolve();
  }
  if (!starting) {
    starting = start(context).finally(() => {
      starting = undefined;
    });
  }
  return starting;
}

export async function deactivate(): Promise<void> {
  await stop();
}

// ---- the server ----

function bundledServer(context: vscode.ExtensionContext): string | undefined {
  const exe = process.platform === 'win32' ? 'specfaith.exe' : 'specfaith';
  const p = context.asAbsolutePath(path.join('server', `${process.platform}-${process.arch}`, exe));
  return fs.existsSync(p) ? p : undefined;
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (!dir) {
      continue;
    }
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      // not here
    }
  }
  return undefined;
}

// findServer: the setting, the bundled binary, then PATH. In an
// untrusted workspace VS Code hides a workspace value of the (restricted)
// setting, so a repository cannot make the editor run its own program.
export function findServer(context: vscode.ExtensionContext): string | undefined {
  const configured = vscode.workspace.getConfiguration('specfaith').get<string>('server.path', '').trim();
  if (configured) {
    return configured;
  }
  return bundledServer(context) ?? onPath(process.platform === 'win32' ? 'specfaith.exe' : 'specfaith');
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const bin = findServer(context);
  if (!bin) {
    const msg = 'specfaith: no server found. Set specfaith.server.path, or put specfaith on PATH (make build in the repository).';
    log.appendLine(msg);
    statusItem.text = '$(error) specfaith: no server';
    statusItem.tooltip = msg;
    statusItem.show();
    void vscode.window.showErrorMessage(msg, 'Open settings').then((a) => {
      if (a) {
        void vscode.commands.executeCommand('workbench.action.openSettings', 'specfaith.server.path');
      }
    });
    return;
  }
  const level = vscode.workspace.getConfiguration('specfaith').get<string>('server.logLevel', 'info');
  // Logs come as window/logMessage with their levels; standard error
  // (which the client files as errors) gets errors only.
  const serverOptions: ServerOptions = { command: bin, args: ['lsp', '--log-level', level, '--log-to-client'] };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      ...LANGUAGES.flatMap((l) => l.languageIds.map((id) => (l.marker === '' ? { language: id } : { language: id, scheme: 'file' }))),
      { pattern: `**/*.{${PLAIN_EXTENSIONS.join(',')}}` },
    ],
    outputChannel: log,
    initializationOptions: serverSettings(),
    middleware: {
      didOpen: async (doc, next) => {
        if (!isSpec(doc)) {
          return;
        }
        sent.add(doc.uri.toString());
        updateStatus();
        return next(doc);
      },
      didChange: async (e, next) => (sent.has(e.document.uri.toString()) ? next(e) : undefined),
      didSave: async (doc, next) => (sent.has(doc.uri.toString()) ? next(doc) : undefined),
      didClose: async (doc, next) => {
        if (!sent.delete(doc.uri.toString())) {
          return;
        }
        toolStatus.delete(doc.uri.toString());
        return next(doc);
      },
      provideHover: (doc, pos, token, next) => (sent.has(doc.uri.toString()) ? next(doc, pos, token) : undefined),
      provideCodeLenses: async (doc, token, next) => {
        if (!sent.has(doc.uri.toString())) {
          return [];
        }
        const lenses = await next(doc, token);
        for (const l of lenses ?? []) {
          if (l.command) {
            l.command.tooltip = lensTooltip(l.command.title);
          }
        }
        return lenses;
      },
      provideCodeActions: (doc, range, ctx, token, next) =>
        sent.has(doc.uri.toString()) ? next(doc, range, ctx, token) : [],
      workspace: {
        configuration: (params, token, next) =>
          params.items.map((it) => (it.section === 'specfaith' ? serverSettings() : null)),
      },
    },
  };
  client = new LanguageClient('specfaith', 'specfaith', serverOptions, clientOptions);
  client.onDidChangeState((e) => {
    void vscode.commands.executeCommand('setContext', 'specfaith.active', e.newState === State.Running);
    updateStatus();
  });
  try {
    await client.start();
  } catch (err) {
    client = undefined;
    log.appendLine(`specfaith: the server did not start: ${err}`);
    statusItem.text = '$(error) specfaith';
    statusItem.tooltip = `The server did not start: ${err}`;
    statusItem.show();
    return;
  }
  client.onNotification('specfaith/toolchainStatus', (st: ToolStatus) => {
    toolStatus.set(st.uri, st);
    updateStatus();
  });
  log.appendLine(`specfaith: started ${bin}`);
}

async function stop(): Promise<void> {
  const c = client;
  client = undefined;
  sent.clear();
  toolStatus.clear();
  if (c) {
    try {
      await c.stop();
    } catch (err) {
      log.appendLine(`specfaith: stopping the server: ${err}`);
    }
  }
}

function openInServer(doc: vscode.TextDocument): void {
  if (!client) {
    return;
  }
  sent.add(doc.uri.toString());
  void client.sendNotification('textDocument/didOpen', {
    textDocument: { uri: doc.uri.toString(), languageId: doc.languageId, version: doc.version, text: doc.getText() },
  });
}

// serverSettings translates the VS Code settings into the server's
// configuration keys (server/config.go). Untrusted workspaces get no
// toolchain and no LLM.
export function serverSettings(): Record<string, unknown> {
  const c = vscode.workspace.getConfiguration('specfaith');
  const trusted = vscode.workspace.isTrusted;
  const toolchain: Record<string, string> = {};
  for (const name of TOOLCHAIN_EXECUTABLES) {
    const p = c.get<string>(`toolchain.${name}`, '').trim();
    if (p) {
      toolchain[name] = p;
    }
  }
  const llm: Record<string, unknown> = { provider: trusted ? c.get<string>('llm.provider', 'none') : 'none' };
  const model = c.get<string>('llm.model', '').trim();
  if (model) {
    llm.model = model;
  }
  const strings: [string, string][] = [['llm.baseUrl', 'base_url'], ['llm.apiKeyEnv', 'api_key_env'], ['llm.cacheDir', 'cache_dir']];
  for (const [key, name] of strings) {
    const v = c.get<string>(key, '').trim();
    if (v) {
      llm[name] = v;
    }
  }
  llm.timeout_s = c.get<number>('llm.timeoutS', 60);
  llm.max_retries = c.get<number>('llm.maxRetries', 4);
  llm.concurrency = c.get<number>('llm.concurrency', 2);
  llm.max_tokens = c.get<number>('llm.maxTokens', 1024);
  return {
    trusted,
    debounce_ms: c.get<number>('debounceMs', 150),
    workers: c.get<number>('workers', 2),
    toolchain_idle_ms: c.get<number>('toolchainIdleMs', 2000),
    toolchain_timeout_s: c.get<number>('toolchainTimeoutS', 120),
    toolchain_info: c.get<boolean>('toolchainInfo', false),
    analyses: {
      metrics: c.get<boolean>('analyses.metrics', true),
      toolchain: trusted && c.get<boolean>('analyses.toolchain', true),
      judge: trusted && c.get<boolean>('analyses.judge', true),
    },
    severity: c.get<Record<string, string>>('severity', {}),
    toolchain,
    llm,
  };
}

function pushSettings(): void {
  if (client && client.state === State.Running) {
    void client.sendNotification('workspace/didChangeConfiguration', { settings: { specfaith: serverSettings() } });
  }
  updateStatus();
}

async function serverCommand(command: string, extra: unknown[] = []): Promise<unknown> {
  const ed = vscode.window.activeTextEditor;
  if (!client || !ed || !sent.has(ed.document.uri.toString())) {
    void vscode.window.showInformationMessage('specfaith: open a Dafny, Lean 4 or Nagini spec first.');
    return undefined;
  }
  try {
    return await client.sendRequest('workspace/executeCommand', {
      command,
      arguments: [ed.document.uri.toString(), ...extra],
    });
  } catch (err: any) {
    void vscode.window.showWarningMessage(`specfaith: ${err?.message ?? err}`);
    return undefined;
  }
}

// ---- status bar ----

const icons: Record<string, string> = {
  running: '$(sync~spin)',
  ok: '$(check)',
  errors: '$(error)',
  timeout: '$(watch)',
  crashed: '$(warning)',
  unavailable: '$(circle-slash)',
  off: '$(circle-outline)',
};

function updateStatus(): void {
  const ed = vscode.window.activeTextEditor;
  if (!ed || !sent.has(ed.document.uri.toString())) {
    statusItem.hide();
    return;
  }
  const st = toolStatus.get(ed.document.uri.toString());
  if (!vscode.workspace.isTrusted) {
    statusItem.text = '$(shield) specfaith: restricted';
    statusItem.tooltip = 'Untrusted workspace: specfaith runs no toolchain and no LLM; its own analyses still run.';
  } else if (!st) {
    statusItem.text = '$(circle-outline) specfaith';
    statusItem.tooltip = 'No toolchain result yet (runs on open, save and after a pause in typing).';
  } else {
    statusItem.text = `${(st.stale ? '$(history)' : icons[st.status]) ?? ''} ${st.summary}`.trim();
    statusItem.tooltip = `${st.tool}: ${st.summary}\nClick to typecheck and verify again.`;
  }
  statusItem.show();
}

// ---- read-only documents for reports ----

class EvidenceView implements vscode.TextDocumentContentProvider {
  private texts = new Map<string, string>();
  private changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.path) ?? '';
  }

  async show(kind: string, title: string, text: string): Promise<void> {
    const uri = vscode.Uri.from({ scheme: 'specfaith', path: `/${title}.md`, query: kind });
    this.texts.set(uri.path, text);
    this.changed.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc, { preview: true, viewColumn: vscode.ViewColumn.Beside });
  }
}

function evidenceMarkdown(res: any): string {
  if (typeof res === 'string') {
    return res;
  }
  return '```json\n' + JSON.stringify(res, null, 2) + '\n```\n';
}

// lensTooltip spells out a contract lens: its verdict's words and the
// short metric names (LSP's command has no tooltip, so the client adds
// it). Other lenses (the toolchain's, the comparison with HEAD) get none.
export function lensTooltip(title: string): string | undefined {
  let verdict: string | undefined;
  if (/^(weak|too strict|weak and too strict|suspect) — /.test(title)) {
    verdict = 'Weak: the contract accepts what the requirement rules out (outputs or inputs). Too strict: it rejects what the requirement asks for. Suspect: something else looks wrong. The warnings at the clauses say what was found, with an example.';
  } else if (title.startsWith('no weakness found')) {
    verdict = 'The search without examples found nothing too weak or too strict on the inputs counted (where it says "decided", it could not decide the others: the hover says why). That covers those inputs only: it is not a proof that the contract says what you meant.';
  } else if (title.startsWith('searched in part')) {
    verdict = 'The search without examples could not decide any input it tried (the hover says why): nothing is claimed about the contract.';
  } else if (title.startsWith('not searched')) {
    verdict = 'The search without examples did not run on this contract, for the reason given: nothing is claimed about it.';
  }
  if (title.includes('Rreq')) {
    const metrics = 'Rreq: share of the required inputs the precondition admits · R+: share of the intended outputs the postcondition accepts · R−: share of the unintended outputs it rejects · ⊥: not measured (no example of that kind). Hover the contract for the evidence.';
    return verdict ? `${verdict}\n\n${metrics}` : metrics;
  }
  if (verdict) {
    return `${verdict}\n\nNo examples: write @accept, @reject and @input lines in the doc comment to measure Rreq, R+ and R−.`;
  }
  return undefined;
}
