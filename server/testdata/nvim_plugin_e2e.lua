-- End-to-end test of the Neovim plugin in extension/nvim (Neovim 0.7 or newer).
-- Run by server/nvim_plugin_test.go as
--   nvim --headless --clean --cmd 'set rtp+=<repo>/extension/nvim' \
--        -c 'luafile server/testdata/nvim_plugin_e2e.lua'
-- with SPECFAITH_BIN (the server binary), SPECFAITH_REPO (the repository) and
-- SPECFAITH_TMP (a scratch directory) in the environment. Only setup{} starts
-- the server: the filetype, the client, its root directory, the attachment
-- and the commands all come from the plugin. Exit status: 0 when every step
-- saw what it expected, 1 on a difference or an error, 2 on the global
-- timeout. Nothing is written to the examples: buffers are wiped, never saved.

local GLOBAL_TIMEOUT_MS = 60000
local WAIT_MS = 15000 -- per step

local t0 = vim.loop.hrtime()

local function say(fmt, ...)
  local line = select('#', ...) > 0 and string.format(fmt, ...) or fmt
  io.stdout:write(string.format('[%7.3fs] %s', (vim.loop.hrtime() - t0) / 1e9, line), '\n')
  io.stdout:flush()
end

local function finish(code)
  vim.cmd('cquit ' .. code)
end

local function fail(fmt, ...)
  error('FAIL: ' .. string.format(fmt, ...), 0)
end

local function expect(cond, fmt, ...)
  if not cond then
    fail(fmt, ...)
  end
end

local function oneline(v)
  return (vim.inspect(v, { newline = ' ', indent = '' }))
end

vim.defer_fn(function()
  say('FAIL: global timeout of %d ms', GLOBAL_TIMEOUT_MS)
  finish(2)
end, GLOBAL_TIMEOUT_MS)

-- Instrumentation (not plugin options): what the server published and
-- showed, what Neovim answered to workspace/configuration, what the
-- plugin notified.
local published = {} -- uri -> list of publishDiagnostics params
local first_nonempty = {} -- uri -> hrtime of the first non-empty publish
local messages = {}
local config_answers = {} -- JSON of each answer to workspace/configuration
local notified = {}
do
  local on_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
  vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
    local codes = {}
    for _, d in ipairs(result.diagnostics or {}) do
      table.insert(codes, string.format('%d:%s', d.range.start.line + 1, tostring(d.code)))
    end
    say('<- publishDiagnostics %s version=%s [%s]', result.uri, tostring(result.version), table.concat(codes, ', '))
    published[result.uri] = published[result.uri] or {}
    table.insert(published[result.uri], result)
    if #(result.diagnostics or {}) > 0 and first_nonempty[result.uri] == nil then
      first_nonempty[result.uri] = vim.loop.hrtime()
    end
    return on_publish(err, result, ctx, config)
  end
  vim.lsp.handlers['window/showMessage'] = function(_, result)
    say('<- showMessage type=%s %s', tostring(result.type), result.message)
    table.insert(messages, result.message)
  end
  local on_configuration = vim.lsp.handlers['workspace/configuration']
  vim.lsp.handlers['workspace/configuration'] = function(err, result, ctx, config)
    local answer = on_configuration(err, result, ctx, config)
    say('<- workspace/configuration %s -> %s', oneline(result), vim.fn.json_encode(answer))
    table.insert(config_answers, vim.fn.json_encode(answer))
    return answer
  end
  vim.notify = function(msg, level)
    say('notify(%s): %s', tostring(level), msg)
    table.insert(notified, msg)
  end
end

local function diags_of(bufnr, code)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.source == 'specfaith' and (code == nil or d.code == code) then
      table.insert(out, d)
    end
  end
  return out
end

local function show_diags(bufnr)
  local all = vim.diagnostic.get(bufnr)
  if #all == 0 then
    say('  (no diagnostics)')
  end
  for _, d in ipairs(all) do
    say('  %d:%d [%s/%s] sev=%s %s', d.lnum + 1, d.col + 1, tostring(d.source), tostring(d.code),
      tostring(d.severity), d.message)
  end
end

local function request(client, bufnr, method, params)
  say('-> %s %s', method, oneline(params))
  local resp, err = client.request_sync(method, params, WAIT_MS, bufnr)
  expect(resp ~= nil, '%s: no response (%s)', method, tostring(err))
  expect(resp.err == nil, '%s: error response %s', method, oneline(resp.err))
  return resp.result
end

local function read_file(path)
  local f = assert(io.open(path, 'rb'))
  local s = f:read('*a')
  f:close()
  return s
end

local function open(path)
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local bufnr = vim.api.nvim_get_current_buf()
  expect(vim.api.nvim_buf_get_name(bufnr) == path, 'buffer name %q, want %q', vim.api.nvim_buf_get_name(bufnr), path)
  say('opened %s: buffer %d, filetype %q', path, bufnr, vim.bo[bufnr].filetype)
  return bufnr
end

-- float_text is the text of the floating windows open now.
local function float_text()
  local out = {}
  for _, w in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(w).relative ~= '' then
      local b = vim.api.nvim_win_get_buf(w)
      table.insert(out, table.concat(vim.api.nvim_buf_get_lines(b, 0, -1, false), '\n'))
    end
  end
  return table.concat(out, '\n')
end

local function close_floats()
  for _, w in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(w).relative ~= '' then
      vim.api.nvim_win_close(w, true)
    end
  end
end

local function specfaith_clients()
  local out = {}
  for _, c in pairs(vim.lsp.get_active_clients()) do
    if c.name == 'specfaith' then
      table.insert(out, c)
    end
  end
  return out
end

local function main()
  local bin = os.getenv('SPECFAITH_BIN')
  local repo = os.getenv('SPECFAITH_REPO')
  local tmp = os.getenv('SPECFAITH_TMP')
  expect(bin and bin ~= '', 'SPECFAITH_BIN is not set')
  expect(repo and repo ~= '', 'SPECFAITH_REPO is not set')
  expect(tmp and tmp ~= '', 'SPECFAITH_TMP is not set')
  local v = vim.version()
  say('nvim %d.%d.%d', v.major, v.minor, v.patch)
  local sqrt_path = repo .. '/examples/dafny/sqrt.dfy'
  local nagini_path = repo .. '/examples/nagini/sqrt.py'
  local plain_path = tmp .. '/plain.py'
  local sqrt_disk, nagini_disk = read_file(sqrt_path), read_file(nagini_path)
  do
    local f = assert(io.open(plain_path, 'w'))
    f:write('import math\n\n\ndef isqrt(n: int) -> int:\n    """No contracts here."""\n    return math.isqrt(n)\n')
    f:close()
  end

  -- 0. The plugin is on the runtimepath, nothing is started yet.
  expect(vim.g.specfaith_ftdetect == 1, "the plugin's ftdetect/specfaith.vim was not sourced")
  expect(vim.fn.exists(':SpecfaithRerun') == 0, ':SpecfaithRerun exists before setup{}')

  -- 1. setup{} with the server command and one setting; all else default.
  local t_setup = vim.loop.hrtime()
  require('specfaith').setup({
    cmd = { bin, 'lsp', '--log-level', 'debug' },
    settings = { analyses = { toolchain = false } },
  })
  for _, c in ipairs({ 'SpecfaithRerun', 'SpecfaithInformalization', 'SpecfaithJudge', 'SpecfaithLog',
    'SpecfaithStart', 'SpecfaithStop', 'SpecfaithVerify', 'SpecfaithTrust', 'SpecfaithUntrust' }) do
    expect(vim.fn.exists(':' .. c) == 2, ':%s is not defined after setup{}', c)
  end
  say('ok: setup{} defined the commands')

  -- 2. sqrt.dfy: the filetype from the plugin's detection, a client started
  -- and attached by the plugin, the diagnostics.
  local sqrt = open(sqrt_path)
  expect(vim.bo[sqrt].filetype == 'dafny', 'filetype %q, want dafny', vim.bo[sqrt].filetype)
  local client
  local ok = vim.wait(WAIT_MS, function()
    client = require('specfaith').clients(sqrt)[1]
    return client ~= nil and client.initialized
  end, 5)
  expect(ok, 'no initialized specfaith client attached to sqrt.dfy within %d ms', WAIT_MS)
  say('client %d attached; root_dir %s; offset_encoding %s', client.id, tostring(client.config.root_dir),
    tostring(client.offset_encoding))
  expect(client.config.root_dir == repo, 'root_dir %q, want the repository %q (its .git)', tostring(client.config.root_dir), repo)
  local uri = vim.uri_from_bufnr(sqrt)
  ok = vim.wait(WAIT_MS, function()
    return first_nonempty[uri] ~= nil and #diags_of(sqrt) > 0
  end, 5)
  expect(ok, 'no specfaith diagnostics on sqrt.dfy within %d ms', WAIT_MS)
  say('nvim plugin: first diagnostics after %d ms', math.floor((first_nonempty[uri] - t_setup) / 1e6 + 0.5))
  ok = vim.wait(WAIT_MS, function()
    return #diags_of(sqrt, 'trivial-witness') > 0 and #diags_of(sqrt, 'negative-test-rejection') > 0
  end, 10)
  say('sqrt.dfy diagnostics:')
  show_diags(sqrt)
  expect(ok, 'want trivial-witness and negative-test-rejection on sqrt.dfy')
  local tw = diags_of(sqrt, 'trivial-witness')[1]
  expect(tw.severity == vim.diagnostic.severity.WARN, 'trivial-witness severity %s, want WARN', tostring(tw.severity))
  say('ok: trivial-witness on line %d: %s', tw.lnum + 1, tw.message)

  -- The plugin keeps the code lenses displayed.
  local want_lens = 'weak — accepts an unintended output (+1 more) · Rreq 4/4 · R+ 4/4 · R− 1/3'
  ok = vim.wait(WAIT_MS, function()
    for _, l in ipairs(vim.lsp.codelens.get(sqrt)) do
      if l.command and l.command.title == want_lens then
        return true
      end
    end
    return false
  end, 10)
  expect(ok, 'no code lens %q on sqrt.dfy within %d ms: %s', want_lens, WAIT_MS, oneline(vim.lsp.codelens.get(sqrt)))
  say('ok: code lens %q', want_lens)

  -- The server asked for the section "specfaith" and got the settings.
  ok = vim.wait(WAIT_MS, function() return #config_answers > 0 end, 10)
  expect(ok, 'the server did not ask for workspace/configuration within %d ms', WAIT_MS)
  local answer = vim.fn.json_decode(config_answers[1])
  expect(#answer == 1 and type(answer[1]) == 'table' and answer[1].analyses.toolchain == false,
    'workspace/configuration answered %s', config_answers[1])
  -- The settings arrived as objects: no warning about them.
  for _, m in ipairs(messages) do
    expect(not (m:find('not an object', 1, true) or m:find('configuration key', 1, true) or m:find('ignored', 1, true)),
      'the server complained about the settings: %s', m)
  end

  -- 3. Hover over the ensures clause.
  local hover = request(client, sqrt, 'textDocument/hover', {
    textDocument = { uri = uri }, position = { line = 7, character = 12 },
  })
  expect(type(hover) == 'table' and type(hover.contents) == 'table', 'hover result %s', oneline(hover))
  local md = hover.contents.value or ''
  for _, l in ipairs(vim.split(md, '\n', { plain = true })) do
    say('   | %s', l)
  end
  expect(md:find('What the contract says', 1, true), 'hover lacks "What the contract says"')
  -- The read-back comes first: on a clause, that clause read back.
  expect(md:find('^%*%*ensures%*%*'), 'the hover does not start with the clause read back: %s', md:sub(1, 80))
  local reading = md:match('%*%*What the contract says%*%*[^\n]*\n\n(.-)\n\n')
  expect(reading and reading ~= '', 'no informalization paragraph in the hover')
  say('ok: hover reads the contract back: %s', reading)

  -- 4. :SpecfaithInformalization shows the same reading in a float.
  vim.cmd('SpecfaithInformalization')
  local shown = ''
  ok = vim.wait(WAIT_MS, function()
    shown = float_text()
    return shown ~= ''
  end, 10)
  for _, l in ipairs(vim.split(shown, '\n', { plain = true })) do
    say('   float| %s', l)
  end
  expect(ok, ':SpecfaithInformalization opened no floating window within %d ms', WAIT_MS)
  -- Its lines end in Markdown hard breaks (two spaces), which a float drops.
  local first_line = vim.split(reading, '\n', { plain = true })[1]:gsub('%s+$', '')
  expect(shown:find(first_line, 1, true), 'the float lacks the hover\'s reading %q', first_line)
  close_floats()
  say('ok: :SpecfaithInformalization shows the reading')

  -- :SpecfaithRerun answers with the contracts' lens titles.
  vim.cmd('SpecfaithRerun')
  ok = vim.wait(WAIT_MS, function()
    for _, m in ipairs(notified) do
      if m:find('SquareRoot: weak — ', 1, true) then
        return true
      end
    end
    return false
  end, 10)
  expect(ok, ':SpecfaithRerun notified no "SquareRoot: weak — …" within %d ms', WAIT_MS)
  say('ok: :SpecfaithRerun')

  -- :SpecfaithJudge reaches the server (whose judge is off without [llm]).
  vim.cmd('SpecfaithJudge')
  ok = vim.wait(WAIT_MS, function()
    for _, m in ipairs(notified) do
      if m:find('specfaith.judge: the LLM judge is off', 1, true) then
        return true
      end
    end
    return false
  end, 10)
  expect(ok, ':SpecfaithJudge: no "the LLM judge is off" answer within %d ms', WAIT_MS)
  say('ok: :SpecfaithJudge')

  -- 5. The bound quick-fix at the trivial-witness diagnostic.
  local lsp_diag
  for _, p in ipairs(published[uri] or {}) do
    for _, x in ipairs(p.diagnostics) do
      if x.code == 'trivial-witness' then
        lsp_diag = x
      end
    end
  end
  expect(lsp_diag ~= nil, 'no published trivial-witness for %s', uri)
  local actions = request(client, sqrt, 'textDocument/codeAction', {
    textDocument = { uri = uri },
    range = lsp_diag.range,
    context = { diagnostics = { lsp_diag } },
  })
  expect(type(actions) == 'table', 'codeAction result %s', oneline(actions))
  local fix
  for _, a in ipairs(actions) do
    say('<- code action [%s] %s', tostring(a.kind), a.title)
    if fix == nil and a.title:find('Add missing postcondition bound: ', 1, true) == 1 then
      fix = a
    end
  end
  expect(fix ~= nil and fix.edit ~= nil, 'no "Add missing postcondition bound: …" action with an edit among %d', #actions)
  say('applying %q: %s', fix.title, oneline(fix.edit))
  local before_version = vim.lsp.util.buf_versions[sqrt]
  vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding or 'utf-16')
  for i, l in ipairs(vim.api.nvim_buf_get_lines(sqrt, 6, 10, false)) do
    say('   %d| %s', i + 6, l)
  end
  expect(vim.bo[sqrt].modified, 'the quick-fix did not modify the buffer')
  ok = vim.wait(WAIT_MS, function()
    local list = published[uri] or {}
    local last = list[#list]
    return last ~= nil and last.version == vim.lsp.util.buf_versions[sqrt]
      and #diags_of(sqrt, 'trivial-witness') == 0
  end, 10)
  say('sqrt.dfy diagnostics after the quick-fix (version %s -> %s):', tostring(before_version),
    tostring(vim.lsp.util.buf_versions[sqrt]))
  show_diags(sqrt)
  expect(ok, 'trivial-witness still reported %d ms after the quick-fix', WAIT_MS)
  say('ok: the bound quick-fix removed the trivial-witness warning')

  -- 6. A Nagini file is attached (to the same client: same root).
  local nagini = open(nagini_path)
  expect(vim.bo[nagini].filetype == 'python', 'filetype %q, want python', vim.bo[nagini].filetype)
  local nclient
  ok = vim.wait(WAIT_MS, function()
    nclient = require('specfaith').clients(nagini)[1]
    return nclient ~= nil
  end, 5)
  expect(ok, 'no specfaith client attached to the Nagini file within %d ms', WAIT_MS)
  expect(nclient.id == client.id, 'Nagini file got client %d, want the root\'s client %d', nclient.id, client.id)
  local nuri = vim.uri_from_bufnr(nagini)
  ok = vim.wait(WAIT_MS, function()
    return published[nuri] ~= nil
  end, 10)
  expect(ok, 'nothing published for %s within %d ms', nuri, WAIT_MS)
  say('ok: the Nagini file is attached to client %d', nclient.id)

  -- Changed settings reach the server without a restart.
  ok = vim.wait(WAIT_MS, function() return #diags_of(nagini, 'negative-test-rejection') > 0 end, 10)
  expect(ok, 'no negative-test-rejection on the Nagini file within %d ms', WAIT_MS)
  expect(diags_of(nagini, 'negative-test-rejection')[1].severity == vim.diagnostic.severity.WARN,
    'negative-test-rejection is not a warning before the settings change')
  require('specfaith').update_settings({
    analyses = { toolchain = false },
    severity = { ['negative-test-rejection'] = 'error' },
  })
  ok = vim.wait(WAIT_MS, function()
    local d = diags_of(nagini, 'negative-test-rejection')[1]
    return d ~= nil and d.severity == vim.diagnostic.severity.ERROR
  end, 10)
  show_diags(nagini)
  expect(ok, 'negative-test-rejection did not become an error within %d ms of update_settings', WAIT_MS)
  say('ok: update_settings made negative-test-rejection an error')

  -- Trust. Nothing said the workspace was trusted at start, so the server
  -- treated it as untrusted and said how to trust it, once.
  local said = 0
  for _, m in ipairs(messages) do
    if m:find('not trusted', 1, true) and m:find(':SpecfaithTrust', 1, true) then
      said = said + 1
    end
  end
  expect(said == 1, 'want one message saying how to trust the workspace, got %d: %s', said, oneline(messages))
  local function last_answer()
    local a = config_answers[#config_answers]
    return a and vim.fn.json_decode(a)[1] or {}
  end
  local real_repo = vim.loop.fs_realpath(repo) or repo
  local trust_file = vim.fn.stdpath('data') .. '/specfaith/trusted'
  local before = #config_answers
  vim.api.nvim_set_current_buf(sqrt)
  vim.cmd('SpecfaithTrust')
  expect(vim.tbl_contains(vim.fn.readfile(trust_file), real_repo), '%s does not list %s after :SpecfaithTrust',
    trust_file, real_repo)
  ok = vim.wait(WAIT_MS, function() return #config_answers > before and last_answer().trusted == true end, 10)
  expect(ok, 'the server was not told trusted = true after :SpecfaithTrust: %s', oneline(config_answers))
  say('ok: :SpecfaithTrust recorded %s in %s and the server asked and got trusted = true', real_repo, trust_file)
  before = #config_answers
  vim.cmd('SpecfaithUntrust')
  expect(not vim.tbl_contains(vim.fn.readfile(trust_file), real_repo), '%s still lists %s after :SpecfaithUntrust',
    trust_file, real_repo)
  ok = vim.wait(WAIT_MS, function() return #config_answers > before and last_answer().trusted == false end, 10)
  expect(ok, 'the server was not told trusted = false after :SpecfaithUntrust')
  say('ok: :SpecfaithUntrust withdrew the trust')

  -- 7. An ordinary Python file is not, neither by FileType nor on request.
  local plain = open(plain_path)
  expect(vim.bo[plain].filetype == 'python', 'filetype %q, want python', vim.bo[plain].filetype)
  vim.wait(300, function() return false end)
  vim.cmd('SpecfaithStart')
  vim.wait(300, function() return false end)
  expect(#require('specfaith').clients(plain) == 0, 'a specfaith client attached to ordinary Python')
  expect(#specfaith_clients() == 1, '%d specfaith clients running, want 1', #specfaith_clients())
  say('ok: no specfaith client on ordinary Python')

  -- 8. The lspconfig and vim.lsp.config configurations load and agree.
  local lc = require('lspconfig.server_configurations.specfaith')
  local dc = lc.default_config
  expect(type(dc.cmd) == 'table' and dc.cmd[1] == 'specfaith' and dc.cmd[2] == 'lsp', 'lspconfig cmd %s', oneline(dc.cmd))
  expect(vim.tbl_contains(dc.filetypes, 'dafny') and vim.tbl_contains(dc.filetypes, 'lean')
    and vim.tbl_contains(dc.filetypes, 'python'), 'lspconfig filetypes %s', oneline(dc.filetypes))
  expect(dc.single_file_support == false, 'lspconfig single_file_support %s', tostring(dc.single_file_support))
  expect(type(lc.docs) == 'table' and type(lc.docs.description) == 'string', 'lspconfig docs missing')
  expect(dc.root_dir(sqrt_path, sqrt) == repo, 'lspconfig root_dir(sqrt.dfy) = %s', tostring(dc.root_dir(sqrt_path, sqrt)))
  expect(dc.root_dir(nagini_path, nagini) == repo, 'lspconfig root_dir(sqrt.py) = %s', tostring(dc.root_dir(nagini_path, nagini)))
  expect(dc.root_dir(plain_path, plain) == nil, 'lspconfig root_dir(plain.py) = %s', tostring(dc.root_dir(plain_path, plain)))
  expect(dc.root_dir(plain_path) == nil, 'lspconfig root_dir(plain.py) without a buffer is not nil')
  expect(require('lspconfig.configs.specfaith') == lc, 'lspconfig.configs.specfaith differs')
  local files = vim.api.nvim_get_runtime_file('lsp/specfaith.lua', true)
  expect(#files == 1, 'lsp/specfaith.lua on the runtimepath: %s', oneline(files))
  local nc = dofile(files[1])
  expect(nc.cmd[1] == 'specfaith' and nc.cmd[2] == 'lsp' and vim.tbl_contains(nc.filetypes, 'dafny')
    and vim.tbl_contains(nc.root_markers, '.specfaith.toml') and type(nc.root_dir) == 'function',
    'lsp/specfaith.lua: %s', oneline(nc))
  say('ok: lspconfig and lsp/ configurations')

  -- 9. :SpecfaithLog opens Neovim's LSP log.
  vim.cmd('SpecfaithLog')
  expect(vim.api.nvim_buf_get_name(0) == vim.lsp.get_log_path(), ':SpecfaithLog opened %q, want %q',
    vim.api.nvim_buf_get_name(0), vim.lsp.get_log_path())
  vim.cmd('tabclose')
  say('ok: :SpecfaithLog')

  -- Nothing on disk changed; close everything unsaved and stop the server.
  expect(read_file(sqrt_path) == sqrt_disk, '%s changed on disk', sqrt_path)
  expect(read_file(nagini_path) == nagini_disk, '%s changed on disk', nagini_path)
  vim.cmd('bwipeout! ' .. plain)
  vim.cmd('bwipeout! ' .. nagini)
  vim.cmd('bwipeout! ' .. sqrt)
  local id = client.id
  client.stop()
  ok = vim.wait(WAIT_MS, function() return vim.lsp.get_client_by_id(id) == nil end, 10)
  expect(ok, 'the server did not exit within %d ms of shutdown', WAIT_MS)
  say('server stopped')
end

local ok, err = xpcall(main, function(e)
  if type(e) == 'string' and e:sub(1, 6) == 'FAIL: ' then
    return e
  end
  return 'ERROR: ' .. debug.traceback(tostring(e), 2)
end)
if ok then
  say('PASS')
  finish(0)
else
  say('%s', err)
  finish(1)
end
