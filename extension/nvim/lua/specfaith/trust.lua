-- Workspace trust for specfaith in Neovim. Neovim has no workspace trust
-- of its own for language servers, and specfaith treats a workspace the
-- client says nothing about as untrusted (no toolchain runs, no LLM call).
-- :SpecfaithTrust records a root in a user-level file,
-- stdpath('data')/specfaith/trusted (one absolute path a line), and, where
-- Neovim has it (0.9+), in vim.secure's trust database as well.
local M = {}

-- file is the user-level list of trusted roots.
function M.file()
  return vim.fn.stdpath('data') .. '/specfaith/trusted'
end

local function normalize(root)
  local p = vim.fn.fnamemodify(root, ':p'):gsub('(.)/$', '%1')
  return vim.loop.fs_realpath(p) or p
end

local function read()
  local ok, lines = pcall(vim.fn.readfile, M.file())
  if not ok then
    return {}
  end
  local out = {}
  for _, l in ipairs(lines) do
    if l ~= '' then
      table.insert(out, l)
    end
  end
  return out
end

-- recorded says whether root was trusted with :SpecfaithTrust.
function M.recorded(root)
  local want = normalize(root)
  for _, l in ipairs(read()) do
    if l == want then
      return true
    end
  end
  return false
end

-- set records (on = true) or forgets root; it returns the normalized root
-- or nil and an error message.
function M.set(root, on)
  local want = normalize(root)
  local kept = {}
  for _, l in ipairs(read()) do
    if l ~= want then
      table.insert(kept, l)
    end
  end
  if on then
    table.insert(kept, want)
  end
  local dir = vim.fn.fnamemodify(M.file(), ':h')
  vim.fn.mkdir(dir, 'p', 448) -- 0700
  if vim.fn.writefile(kept, M.file()) ~= 0 then
    return nil, 'cannot write ' .. M.file()
  end
  if vim.secure and vim.secure.trust then
    -- Neovim's own record (:trust); directories need Neovim 0.10+.
    pcall(vim.secure.trust, { action = on and 'allow' or 'remove', path = want })
  end
  return want
end

-- decide is what the plugin sends as the server's `trusted` for root: the
-- `trusted` option (true, false or a function(root)), else true for a root
-- recorded with :SpecfaithTrust, else settings.trusted; nil when nothing
-- says (the server then treats the workspace as untrusted and says how to
-- trust it).
function M.decide(cfg, root)
  local opt = cfg.trusted
  if type(opt) == 'function' then
    opt = opt(root)
  end
  if type(opt) == 'boolean' then
    return opt
  end
  if M.recorded(root) then
    return true
  end
  local s = cfg.settings or {}
  if type(s.trusted) == 'boolean' then
    return s.trusted
  end
  return nil
end

return M
