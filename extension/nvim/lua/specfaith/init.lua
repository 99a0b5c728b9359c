-- specfaith.nvim: the specfaith language server (`specfaith lsp`) in Neovim.
--
--   require('specfaith').setup{}            -- every option is optional
--
-- Works on Neovim 0.7 (vim.lsp.start_client + buf_attach_client, one client
-- per root directory) and on current releases (vim.lsp.start, which reuses
-- a client with the same name and root directory).
local util = require('specfaith.util')
local trust = require('specfaith.trust')

local M = {}

local NAME = 'specfaith'

M.defaults = {
  -- The server command (a list); default { bin, 'lsp' }.
  cmd = nil,
  -- The specfaith executable used when cmd is not given.
  bin = 'specfaith',
  filetypes = util.default_filetypes,
  root_markers = util.default_root_markers,
  -- Server settings (the keys of .specfaith.toml: analyses, severity,
  -- toolchain, llm, debounce_ms, …). Sent as initializationOptions and as
  -- the answer to workspace/configuration for the section "specfaith".
  settings = {},
  on_attach = nil, -- function(client, bufnr)
  capabilities = nil, -- client capabilities, merged over Neovim's
  handlers = nil, -- extra LSP handlers for the client
  autostart = true, -- attach on FileType; otherwise use :SpecfaithStart
  codelens = true, -- show and refresh the server's code lenses
  -- Echo the server's $/progress (a toolchain run: "specfaith: dafny …")
  -- in the command line: Neovim before 0.10 shows progress nowhere.
  progress = true,
  -- Workspace trust: specfaith runs toolchains (which run workspace code:
  -- Lean's #eval, lakefiles, a Nagini venv) and the LLM judge only in a
  -- trusted workspace. true or false for every workspace, or
  -- function(root) -> boolean; nil: the roots recorded with
  -- :SpecfaithTrust are trusted, others are not.
  trusted = nil,
}

M.config = nil

local has = function(feature)
  return vim.fn.has(feature) == 1
end

-- ---- clients ----

local function request(client, method, params, handler, bufnr)
  if has('nvim-0.11') then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

local function notify_server(client, method, params)
  if has('nvim-0.11') then
    return client:notify(method, params)
  end
  return client.notify(method, params)
end

-- clients lists the specfaith clients attached to a buffer.
function M.clients(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr, name = NAME })
  end
  local out = {}
  for _, c in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if c.name == NAME then
      table.insert(out, c)
    end
  end
  return out
end

local function notify(msg, level)
  vim.notify('specfaith: ' .. msg, level or vim.log.levels.INFO)
end

-- JSON turns an empty Lua table into [], which the server rejects where it
-- wants an object: send {} instead.
local function as_object(v)
  if type(v) ~= 'table' then
    return v
  end
  if next(v) == nil then
    return vim.empty_dict()
  end
  local out = {}
  for k, x in pairs(v) do
    out[k] = as_object(x)
  end
  return out
end

local function server_cmd(cfg)
  if type(cfg.cmd) == 'table' then
    return cfg.cmd
  elseif type(cfg.cmd) == 'string' then
    return { cfg.cmd, 'lsp' }
  end
  return { cfg.bin or 'specfaith', 'lsp' }
end

local lens_pending = {} -- bufnr -> true while a request is out, 'again' when asked meanwhile

-- refresh_lenses asks the server for the buffer's code lenses. On Neovim
-- before 0.10 it asks only the specfaith client (vim.lsp.codelens.refresh
-- works on the current buffer there) and drops an answer for a buffer that
-- was wiped meanwhile (0.7-0.9 would fail with "Invalid buffer id").
local function refresh_lenses(bufnr)
  if not vim.api.nvim_buf_is_loaded(bufnr) then
    return
  end
  if has('nvim-0.10') then
    pcall(vim.lsp.codelens.refresh, { bufnr = bufnr })
    return
  end
  if lens_pending[bufnr] then
    lens_pending[bufnr] = 'again'
    return
  end
  local client = M.clients(bufnr)[1]
  if client == nil then
    return
  end
  lens_pending[bufnr] = true
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }
  request(client, 'textDocument/codeLens', params, function(err, result, ctx, config)
    local again = lens_pending[bufnr] == 'again'
    lens_pending[bufnr] = nil
    if not vim.api.nvim_buf_is_loaded(bufnr) then
      return
    end
    vim.lsp.codelens.on_codelens(err, result, ctx, config)
    if again then
      refresh_lenses(bufnr)
    end
  end, bufnr)
end

local function on_attach(client, bufnr)
  local cfg = M.config
  if cfg.codelens then
    if vim.lsp.codelens.enable then
      -- Neovim 0.12+ keeps the lenses up to date itself.
      pcall(vim.lsp.codelens.enable, true, { bufnr = bufnr })
    else
      local group = vim.api.nvim_create_augroup('specfaith_lens_' .. bufnr, { clear = true })
      vim.api.nvim_create_autocmd({ 'BufEnter', 'InsertLeave', 'BufWritePost', 'DiagnosticChanged' }, {
        group = group,
        buffer = bufnr,
        callback = function()
          refresh_lenses(bufnr)
        end,
      })
      refresh_lenses(bufnr)
    end
  end
  if cfg.on_attach then
    cfg.on_attach(client, bufnr)
  end
end

local clients_by_root = {} -- Neovim 0.7: root_dir -> client id

-- root_settings are the settings sent for a root: the configured ones
-- with `trusted` decided for that root. At start an undecided root sends
-- no `trusted` (the server says how to trust it); later (explicit) it
-- sends false, which also withdraws a trust given before.
local function root_settings(root, explicit)
  local cfg = M.config
  local settings = vim.deepcopy(cfg.settings or {})
  settings.trusted = trust.decide(cfg, root)
  if settings.trusted == nil and explicit then
    settings.trusted = false
  end
  return as_object(settings)
end

-- progress_handler echoes $/progress in the command line, after Neovim's
-- own handler (which keeps it for vim.lsp.util.get_progress_messages or
-- the LspProgress event).
local function progress_handler(default)
  return function(err, result, ctx, config)
    if default then
      default(err, result, ctx, config)
    end
    if not M.config.progress or type(result) ~= 'table' or type(result.value) ~= 'table' then
      return
    end
    local v = result.value
    local text
    if v.kind == 'begin' then
      text = (v.title or '') .. (v.message and (': ' .. v.message) or '') .. ' …'
    elseif v.kind == 'report' and v.message then
      text = v.message
    elseif v.kind == 'end' then
      text = v.message or 'done'
    end
    if text then
      vim.api.nvim_echo({ { NAME .. ': ' .. text } }, true, {})
    end
  end
end

local function client_config(root)
  local cfg = M.config
  local settings = root_settings(root)
  local conf = {
    name = NAME,
    cmd = server_cmd(cfg),
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    settings = { specfaith = settings },
    -- Neovim 0.7 neither merges capabilities with its defaults nor
    -- advertises workspace/configuration, which it does answer.
    capabilities = vim.tbl_deep_extend('force', vim.lsp.protocol.make_client_capabilities(),
      { workspace = { configuration = true } }, cfg.capabilities or {}),
    handlers = vim.tbl_extend('keep', cfg.handlers or {},
      { ['$/progress'] = progress_handler(vim.lsp.handlers['$/progress']) }),
    on_attach = on_attach,
  }
  if next(settings) ~= nil then
    conf.init_options = settings
  end
  return conf
end

local warned_missing = false

-- attach starts (or reuses) the client for a buffer's root directory and
-- attaches the buffer. It returns the client id, or nil when the buffer
-- is not one of specfaith's (wrong filetype, ordinary Python, not a file).
function M.attach(bufnr)
  if M.config == nil then
    M.setup()
  end
  local cfg = M.config
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if not vim.api.nvim_buf_is_loaded(bufnr) or vim.bo[bufnr].buftype ~= '' then
    return nil
  end
  if not vim.tbl_contains(cfg.filetypes, vim.bo[bufnr].filetype) then
    return nil
  end
  local existing = M.clients(bufnr)[1]
  if existing then
    return existing.id
  end
  local path = vim.api.nvim_buf_get_name(bufnr)
  local root = util.root_dir(path, bufnr, cfg.root_markers)
  if root == nil then
    return nil
  end
  local conf = client_config(root)
  if vim.fn.executable(conf.cmd[1]) ~= 1 then
    if not warned_missing then
      warned_missing = true
      notify(string.format("'%s' is not executable: install specfaith (make build) or set bin/cmd in setup{}",
        conf.cmd[1]), vim.log.levels.ERROR)
    end
    return nil
  end
  if vim.lsp.start then
    -- Neovim 0.8.0's vim.lsp.start attaches the current buffer (no bufnr).
    local id
    vim.api.nvim_buf_call(bufnr, function()
      id = vim.lsp.start(conf, { bufnr = bufnr })
    end)
    return id
  end
  -- Neovim 0.7: one client per root directory.
  local id = clients_by_root[root]
  local client = id and vim.lsp.get_client_by_id(id)
  if client == nil or client.is_stopped() then
    conf.on_exit = function()
      if clients_by_root[root] == id then
        clients_by_root[root] = nil
      end
    end
    id = vim.lsp.start_client(conf)
    if id == nil then
      return nil
    end
    clients_by_root[root] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

-- update_settings replaces the settings of the running clients (and of
-- clients started later); the server asks for them again
-- (workspace/configuration) and re-analyses, without a restart.
function M.update_settings(settings)
  if M.config == nil then
    M.setup()
  end
  M.config.settings = settings or {}
  M.push_settings()
end

-- push_settings sends each running client the settings of its root.
function M.push_settings()
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ name = NAME }) or vim.lsp.get_active_clients()
  for _, c in pairs(clients) do
    if c.name == NAME then
      local wrapped = { specfaith = root_settings(c.config.root_dir, true) }
      c.config.settings = wrapped
      if c.settings ~= nil then
        c.settings = wrapped -- Neovim 0.11+ answers from client.settings
      end
      notify_server(c, 'workspace/didChangeConfiguration', { settings = vim.NIL })
    end
  end
end

-- ---- commands ----

local function show(title, text, echo)
  text = vim.trim(text or '')
  if text == '' then
    text = '(nothing)'
  end
  if echo then
    vim.api.nvim_echo({ { title .. '\n' .. text } }, true, {})
    return
  end
  local lines = { '# ' .. title, '' }
  vim.list_extend(lines, vim.split(text, '\n', { plain = true }))
  vim.lsp.util.open_floating_preview(lines, 'markdown', {
    border = 'rounded',
    focus_id = 'specfaith_result',
    max_width = math.max(40, math.floor(vim.o.columns * 0.8)),
  })
end

-- execute runs a server command on the current buffer's document (the
-- first argument is its URI) and calls on_result(result) on success.
function M.execute(command, extra_args, on_result, bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local client = M.clients(bufnr)[1]
  if client == nil then
    notify('no specfaith client is attached to this buffer', vim.log.levels.WARN)
    return false
  end
  local args = { vim.uri_from_bufnr(bufnr) }
  vim.list_extend(args, extra_args or {})
  request(client, 'workspace/executeCommand', { command = command, arguments = args }, function(err, result)
    if err then
      notify(command .. ': ' .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
      return
    end
    if on_result then
      on_result(result)
    end
  end, bufnr)
  return true
end

local function judge_text(result)
  local lines = {}
  for _, j in ipairs((result or {}).judged or {}) do
    local v = j.verdict
    if v then
      table.insert(lines, string.format('%s: %s (%s) — %s', j.contract, v.match and 'matches' or 'disputed',
        tostring(v.category), tostring(v.explanation)))
    else
      local e = j.evidence or {}
      table.insert(lines, string.format('%s: no verdict (%s%s)', j.contract, tostring(e.status or 'unavailable'),
        e.reason and (': ' .. e.reason) or ''))
    end
  end
  if #lines == 0 then
    return 'no contract was judged'
  end
  return table.concat(lines, '\n')
end

local function define_commands()
  local cmd = vim.api.nvim_create_user_command
  cmd('SpecfaithStart', function()
    if M.attach(0) == nil then
      notify('not a specfaith buffer (filetypes: ' .. table.concat(M.config.filetypes, ', ')
        .. '; Python only with nagini_contracts)', vim.log.levels.WARN)
    end
  end, { desc = 'Start specfaith for this buffer' })
  cmd('SpecfaithStop', function()
    for _, c in ipairs(M.clients(0)) do
      if has('nvim-0.11') then
        c:stop()
      else
        c.stop()
      end
    end
  end, { desc = 'Stop the specfaith client of this buffer' })
  cmd('SpecfaithRerun', function()
    local bufnr = vim.api.nvim_get_current_buf()
    M.execute('specfaith.rerun', nil, function(result)
      local titles = (result or {}).contracts or {}
      notify(#titles > 0 and table.concat(titles, '; ') or 're-ran (no contracts)')
      if M.config.codelens then
        refresh_lenses(bufnr)
      end
    end, bufnr)
  end, { desc = 'Re-run the specfaith analysis of this buffer' })
  cmd('SpecfaithVerify', function()
    M.execute('specfaith.verify', nil, function()
      notify('toolchain check started')
    end)
  end, { desc = 'Typecheck and verify this buffer with the real toolchain' })
  cmd('SpecfaithInformalization', function(o)
    local extra = o.args ~= '' and { o.args } or nil
    M.execute('specfaith.informalization', extra, function(result)
      show('What the contract says' .. (extra and (' (' .. o.args .. ')') or ''), type(result) == 'string' and result or '', o.bang)
    end)
  end, { nargs = '?', bang = true, desc = 'Show a contract read back in plain English ([contract name]; ! echoes)' })
  cmd('SpecfaithJudge', function(o)
    M.execute('specfaith.judge', nil, function(result)
      show('LLM judge', judge_text(result), o.bang)
    end)
  end, { bang = true, desc = 'Run the LLM judge on this buffer (needs [llm] settings)' })
  local function trust_cmd(on)
    return function(o)
      local root = o.args ~= '' and o.args or nil
      if root == nil then
        local c = M.clients(0)[1]
        root = c and c.config.root_dir
          or util.root_dir(vim.api.nvim_buf_get_name(0), 0, M.config.root_markers)
      end
      if root == nil then
        notify('no workspace root for this buffer; give one: :SpecfaithTrust DIR', vim.log.levels.WARN)
        return
      end
      local done, err = trust.set(root, on)
      if done == nil then
        notify(err, vim.log.levels.ERROR)
        return
      end
      M.push_settings()
      local now = trust.decide(M.config, done) == true
      if now ~= on then
        notify(string.format('%s recorded, but the trusted option in setup{} says %s', done, tostring(now)),
          vim.log.levels.WARN)
      elseif on then
        notify('trusted ' .. done .. ': toolchains and the LLM judge may run there (recorded in ' .. trust.file() .. ')')
      else
        notify('no longer trusted: ' .. done)
      end
    end
  end
  cmd('SpecfaithTrust', trust_cmd(true),
    { nargs = '?', complete = 'dir', desc = "Trust this buffer's workspace (toolchains, LLM judge)" })
  cmd('SpecfaithUntrust', trust_cmd(false),
    { nargs = '?', complete = 'dir', desc = "Stop trusting this buffer's workspace" })
  cmd('SpecfaithLog', function()
    vim.cmd('tabnew ' .. vim.fn.fnameescape(vim.lsp.get_log_path()))
  end, { desc = "Open Neovim's LSP log (the server's stderr)" })
end

-- ---- setup ----

-- Extensions whose every file is a spec, and their filetypes.
local detect = {}
for _, l in ipairs(require('specfaith.languages').languages) do
  if not l.marker then
    for _, e in ipairs(l.extensions) do
      detect[e] = l.filetype
    end
  end
end

function M.setup(opts)
  M.config = vim.tbl_deep_extend('force', {}, M.defaults, opts or {})
  -- Lists replace the defaults rather than merge into them.
  for _, k in ipairs({ 'filetypes', 'root_markers', 'cmd' }) do
    if opts and opts[k] ~= nil then
      M.config[k] = opts[k]
    end
  end
  local cfg = M.config
  define_commands()

  -- Filetype detection, when ftdetect/ was not sourced (the plugin was put
  -- on the runtimepath after startup). :setfiletype never overrides.
  local group = vim.api.nvim_create_augroup('specfaith', { clear = true })
  if vim.g.specfaith_ftdetect ~= 1 then
    for ext, ft in pairs(detect) do
      vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
        group = group,
        pattern = '*.' .. ext,
        callback = function()
          vim.cmd('setfiletype ' .. ft)
        end,
      })
    end
  end

  if cfg.autostart then
    vim.api.nvim_create_autocmd('FileType', {
      group = group,
      pattern = cfg.filetypes,
      callback = function(args)
        M.attach(args.buf)
      end,
    })
    if vim.tbl_contains(cfg.filetypes, 'python') then
      -- A Python file may start using nagini_contracts after it was opened.
      vim.api.nvim_create_autocmd('BufWritePost', {
        group = group,
        pattern = { '*.py', '*.pyi' },
        callback = function(args)
          if vim.bo[args.buf].filetype == 'python' and M.clients(args.buf)[1] == nil then
            M.attach(args.buf)
          end
        end,
      })
    end
  end

  -- Buffers opened before setup (lazy-loaded plugin).
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(b) and vim.bo[b].buftype == '' then
      local ext = vim.api.nvim_buf_get_name(b):match('%.(%w+)$')
      if vim.bo[b].filetype == '' and ext and detect[ext] then
        vim.bo[b].filetype = detect[ext] -- FileType then attaches
      elseif cfg.autostart then
        M.attach(b)
      end
    end
  end
end

return M
