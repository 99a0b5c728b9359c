-- End-to-end test of `specfaith lsp` in a real Neovim (0.7 API: no vim.lsp.start).
-- Run by server/nvim_test.go as
--   nvim --headless --clean -c 'luafile server/testdata/nvim_e2e.lua'
-- with SPECFAITH_BIN (the server binary) and SPECFAITH_EXAMPLES (absolute path
-- of examples/dafny) in the environment; SPECFAITH_NVIM_LOG optionally names a
-- file that gets a copy of the transcript. Exit status: 0 when every step
-- saw what it expected, 1 on a difference or an error, 2 on the global timeout.
-- Nothing is written to disk: edited buffers are wiped, never saved.

local GLOBAL_TIMEOUT_MS = 60000
local WAIT_MS = 15000 -- per step

local t0 = vim.loop.hrtime()
local log_file
do
  local p = os.getenv('SPECFAITH_NVIM_LOG')
  if p and p ~= '' then
    log_file = io.open(p, 'w')
  end
end

local function say(fmt, ...)
  local line = select('#', ...) > 0 and string.format(fmt, ...) or fmt
  line = string.format('[%7.3fs] %s', (vim.loop.hrtime() - t0) / 1e9, line)
  io.stdout:write(line, '\n')
  io.stdout:flush()
  if log_file then
    log_file:write(line, '\n')
    log_file:flush()
  end
end

local function finish(code)
  if log_file then
    log_file:close()
    log_file = nil
  end
  vim.cmd('cquit ' .. code)
end

-- fail raises a test failure; the top-level handler prints it and exits 1.
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

-- The global timeout: fires from within any vim.wait as well.
vim.defer_fn(function()
  say('FAIL: global timeout of %d ms', GLOBAL_TIMEOUT_MS)
  finish(2)
end, GLOBAL_TIMEOUT_MS)

-- What the server published, as sent (publishDiagnostics), per URI.
local published = {}
local server_exit = nil

local function diags_of(bufnr, code)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if code == nil or d.code == code then
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
    say('  %d:%d-%d:%d [%s/%s] sev=%s %s', d.lnum + 1, d.col + 1, d.end_lnum + 1, d.end_col + 1,
      tostring(d.source), tostring(d.code), tostring(d.severity), d.message)
  end
end

local function request(client, bufnr, method, params)
  say('-> %s %s', method, oneline(params))
  local resp, err = client.request_sync(method, params, WAIT_MS, bufnr)
  expect(resp ~= nil, '%s: no response (%s)', method, tostring(err))
  expect(resp.err == nil, '%s: error response %s', method, oneline(resp.err))
  return resp.result
end

local function open(path)
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local bufnr = vim.api.nvim_get_current_buf()
  -- --clean has no filetype detection for .dfy.
  vim.bo[bufnr].filetype = 'dafny'
  expect(vim.api.nvim_buf_get_name(bufnr) == path, 'buffer name %q, want %q', vim.api.nvim_buf_get_name(bufnr), path)
  return bufnr
end

local function attach(bufnr, client_id)
  expect(vim.lsp.buf_attach_client(bufnr, client_id), 'buf_attach_client(%d, %d) failed', bufnr, client_id)
  say('attached buffer %d (%s) to client %d', bufnr, vim.uri_from_bufnr(bufnr), client_id)
end

local function read_file(path)
  local f = assert(io.open(path, 'rb'))
  local s = f:read('*a')
  f:close()
  return s
end

local function main()
  local bin = os.getenv('SPECFAITH_BIN')
  local root = os.getenv('SPECFAITH_EXAMPLES')
  expect(bin and bin ~= '', 'SPECFAITH_BIN is not set')
  expect(root and root ~= '', 'SPECFAITH_EXAMPLES is not set')
  expect(vim.fn.executable(bin) == 1, 'server binary %s is not executable', bin)
  say('nvim %s', tostring(vim.version and (vim.version().major .. '.' .. vim.version().minor .. '.' .. vim.version().patch)))
  local sqrt_path = root .. '/sqrt.dfy'
  local fact_path = root .. '/factorial.dfy'
  local sqrt_disk, fact_disk = read_file(sqrt_path), read_file(fact_path)

  -- 1. Start the server.
  local client_id = vim.lsp.start_client({
    name = 'specfaith',
    cmd = { bin, 'lsp', '--log-level', 'debug' },
    root_dir = root,
    handlers = {
      ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
        local codes = {}
        for _, d in ipairs(result.diagnostics or {}) do
          table.insert(codes, string.format('%d:%s', d.range.start.line + 1, tostring(d.code)))
        end
        say('<- publishDiagnostics %s version=%s [%s]', result.uri, tostring(result.version), table.concat(codes, ', '))
        published[result.uri] = published[result.uri] or {}
        table.insert(published[result.uri], result)
        return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
      end,
      ['window/showMessage'] = function(_, result)
        say('<- showMessage type=%s %s', tostring(result.type), result.message)
      end,
    },
    on_exit = function(code, signal)
      server_exit = { code = code, signal = signal }
    end,
  })
  expect(client_id ~= nil, 'vim.lsp.start_client returned nil')
  say('started client %d: %s lsp --log-level debug (root %s)', client_id, bin, root)
  local client
  local ok = vim.wait(WAIT_MS, function()
    client = vim.lsp.get_client_by_id(client_id)
    return (client ~= nil and client.initialized) or server_exit ~= nil
  end, 10)
  expect(server_exit == nil, 'server exited during initialization: %s', oneline(server_exit))
  expect(ok and client and client.initialized, 'client not initialized within %d ms', WAIT_MS)
  local caps = client.server_capabilities
  say('initialized; offset_encoding=%s; capabilities %s', tostring(client.offset_encoding), oneline(caps))
  expect(caps.hoverProvider, 'no hoverProvider')
  expect(caps.codeLensProvider, 'no codeLensProvider')
  expect(caps.codeActionProvider, 'no codeActionProvider')
  local encoding = client.offset_encoding or 'utf-16'

  -- 2. sqrt.dfy: the too-weak postcondition.
  local sqrt = open(sqrt_path)
  attach(sqrt, client_id)
  local want_msg = 'N = 10 -> r = 0'
  ok = vim.wait(WAIT_MS, function()
    return #diags_of(sqrt, 'negative-test-rejection') > 0
  end, 20)
  say('sqrt.dfy diagnostics:')
  show_diags(sqrt)
  expect(ok, 'no negative-test-rejection diagnostic on sqrt.dfy within %d ms', WAIT_MS)
  local d = diags_of(sqrt, 'negative-test-rejection')[1]
  expect(d.source == 'specfaith', 'source %q, want specfaith', tostring(d.source))
  expect(d.message:find(want_msg, 1, true), 'message %q lacks %q', d.message, want_msg)
  expect(d.lnum == 7, 'diagnostic on line %d, want 8 (1-based)', d.lnum + 1)
  expect(d.severity == vim.diagnostic.severity.WARN, 'severity %s, want WARN', tostring(d.severity))
  say('ok: negative-test-rejection on line 8: %s', d.message)

  -- 3. Hover over the ensures clause.
  local uri = vim.uri_from_bufnr(sqrt)
  local hover = request(client, sqrt, 'textDocument/hover', {
    textDocument = { uri = uri }, position = { line = 7, character = 12 },
  })
  expect(type(hover) == 'table' and type(hover.contents) == 'table', 'hover result %s', oneline(hover))
  local md = hover.contents.value
  say('<- hover (%s):', tostring(hover.contents.kind))
  for _, l in ipairs(vim.split(md or '', '\n', true)) do
    say('   | %s', l)
  end
  expect(hover.contents.kind == 'markdown', 'hover kind %q, want markdown', tostring(hover.contents.kind))
  for _, want in ipairs({ 'largest r with r\\*r <= N', 'R− (unintended outputs rejected) | 1/3' }) do
    expect(md:find(want, 1, true), 'hover lacks %q', want)
  end
  -- Neovim must be able to render it (what K shows).
  local lines = vim.lsp.util.convert_input_to_markdown_lines(hover.contents)
  expect(#lines > 0, 'convert_input_to_markdown_lines gave nothing')
  say('ok: hover has the requirement and R− 1/3 (%d lines)', #lines)

  -- 4. Code lens and its command.
  local lenses = request(client, sqrt, 'textDocument/codeLens', { textDocument = { uri = uri } })
  say('<- codeLens %s', oneline(lenses))
  -- One lens per contract (metrics) and one per file (toolchain status).
  expect(type(lenses) == 'table', 'want lenses, got %s', oneline(lenses))
  local lens, status
  for _, l in ipairs(lenses) do
    if l.command and l.command.command == 'specfaith.rerun' then
      expect(lens == nil, 'more than one metrics lens: %s', oneline(lenses))
      lens = l
    elseif l.command and l.command.command == 'specfaith.verify' then
      status = l
    end
  end
  expect(lens ~= nil, 'no metrics lens in %s', oneline(lenses))
  expect(status == nil or status.range.start.line == 0, 'toolchain status lens not on the first line')
  local want_title = 'weak — accepts an unintended output (+1 more) · Rreq 4/4 · R+ 4/4 · R− 1/3'
  expect(lens.command and lens.command.title == want_title, 'lens title %q, want %q',
    tostring(lens.command and lens.command.title), want_title)
  expect(lens.command.command == 'specfaith.rerun', 'lens command %q, want specfaith.rerun', tostring(lens.command.command))
  expect(lens.range.start.line == 6, 'lens on line %d, want 7 (1-based)', lens.range.start.line + 1)
  local answer = request(client, sqrt, 'workspace/executeCommand', {
    command = lens.command.command, arguments = lens.command.arguments,
  })
  say('<- executeCommand %s', oneline(answer))
  expect(oneline(answer):find('SquareRoot: weak — accepts an unintended output (+1 more) · Rreq 4/4', 1, true), 'rerun answered %s, want SquareRoot: weak — … · Rreq 4/4', oneline(answer))
  say('ok: lens %q runs %s', lens.command.title, lens.command.command)

  -- 5. factorial.dfy: the over-strong precondition and its quick-fix.
  local fact = open(fact_path)
  attach(fact, client_id)
  ok = vim.wait(WAIT_MS, function()
    return #diags_of(fact, 'required-input-recall') > 0
  end, 20)
  say('factorial.dfy diagnostics:')
  show_diags(fact)
  expect(ok, 'no required-input-recall diagnostic on factorial.dfy within %d ms', WAIT_MS)
  local fd = diags_of(fact, 'required-input-recall')[1]
  expect(fd.lnum == 10, 'required-input-recall on line %d, want 11 (1-based)', fd.lnum + 1)
  expect(fd.source == 'specfaith', 'source %q, want specfaith', tostring(fd.source))
  local furi = vim.uri_from_bufnr(fact)
  -- The diagnostic as the server sent it (the code action context wants the LSP form).
  local lsp_diag
  for _, p in ipairs(published[furi] or {}) do
    for _, x in ipairs(p.diagnostics) do
      if x.code == 'required-input-recall' then
        lsp_diag = x
      end
    end
  end
  expect(lsp_diag ~= nil, 'no published required-input-recall for %s', furi)
  local actions = request(client, fact, 'textDocument/codeAction', {
    textDocument = { uri = furi },
    range = lsp_diag.range,
    context = { diagnostics = { lsp_diag } },
  })
  expect(type(actions) == 'table', 'codeAction result %s', oneline(actions))
  local fix
  for _, a in ipairs(actions) do
    say('<- code action [%s] %s', tostring(a.kind), a.title)
    if fix == nil and a.kind == 'quickfix' and a.title:find('`n > 0` → `n >= 0`', 1, true) then
      fix = a
    end
  end
  expect(fix ~= nil, 'no quick-fix titled "`n > 0` → `n >= 0`" among %d actions', #actions)
  expect(fix.edit ~= nil, 'quick-fix has no edit (command %s)', oneline(fix.command))
  say('applying %q: %s', fix.title, oneline(fix.edit))
  local before = vim.lsp.util.buf_versions[fact]
  vim.lsp.util.apply_workspace_edit(fix.edit, encoding)
  local line11 = vim.api.nvim_buf_get_lines(fact, 10, 11, true)[1]
  say('line 11 now: %q (buffer version %s -> %s)', line11, tostring(before), tostring(vim.lsp.util.buf_versions[fact]))
  expect(line11:match('^%s*requires n >= 0%s*$'), 'line 11 is %q, want "requires n >= 0"', line11)
  ok = vim.wait(WAIT_MS, function()
    local last = (published[furi] or {})[#(published[furi] or {})]
    return last ~= nil and last.version == vim.lsp.util.buf_versions[fact]
      and #diags_of(fact, 'required-input-recall') == 0
  end, 20)
  say('factorial.dfy diagnostics after the quick-fix:')
  show_diags(fact)
  expect(ok, 'required-input-recall still reported %d ms after the edit (buffer version %s)',
    WAIT_MS, tostring(vim.lsp.util.buf_versions[fact]))
  expect(vim.bo[fact].modified, 'the quick-fix did not modify the buffer')
  say('ok: quick-fix applied in the buffer; required-input-recall gone for version %s',
    tostring(vim.lsp.util.buf_versions[fact]))

  -- Nothing on disk changed.
  expect(read_file(sqrt_path) == sqrt_disk, '%s changed on disk', sqrt_path)
  expect(read_file(fact_path) == fact_disk, '%s changed on disk', fact_path)

  -- Close the buffers unsaved, then shut the server down.
  vim.cmd('bwipeout! ' .. fact)
  vim.cmd('bwipeout! ' .. sqrt)
  client.stop()
  ok = vim.wait(WAIT_MS, function() return server_exit ~= nil end, 10)
  expect(ok, 'server did not exit within %d ms of shutdown', WAIT_MS)
  say('server exited: %s', oneline(server_exit))
  expect(server_exit.code == 0 and server_exit.signal == 0, 'server exit %s, want code 0 after shutdown/exit', oneline(server_exit))
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
