-- Helpers shared by the plugin and the nvim-lspconfig configuration. They
-- use only APIs present in Neovim 0.7 (no vim.fs).
local M = {}

-- The languages (generated from the server's registry).
M.languages = require('specfaith.languages')

M.default_filetypes = {}
-- The language whose files are specs only with a marker (Nagini's
-- nagini_contracts in Python files), if any.
local marked
for _, l in ipairs(M.languages.languages) do
  table.insert(M.default_filetypes, l.filetype)
  if l.marker then
    marked = l
  end
end
M.default_root_markers = { '.specfaith.toml', 'lakefile.lean', 'lakefile.toml', '.git' }

-- How many lines of a Python file are searched for `nagini_contracts`.
M.nagini_scan_lines = 200

local function has_nagini(lines)
  for _, l in ipairs(lines) do
    if marked and l:find(marked.marker, 1, true) then
      return true
    end
  end
  return false
end

-- is_nagini says whether a Python buffer (or, with no loaded buffer, the
-- file at path) uses Nagini's contract library.
function M.is_nagini(bufnr, path)
  if bufnr and vim.api.nvim_buf_is_loaded(bufnr) then
    return has_nagini(vim.api.nvim_buf_get_lines(bufnr, 0, M.nagini_scan_lines, false))
  end
  if path and path ~= '' then
    local ok, lines = pcall(vim.fn.readfile, path, '', M.nagini_scan_lines)
    return ok and has_nagini(lines)
  end
  return false
end

-- is_file_name is false for names like fugitive://… or term://….
function M.is_file_name(name)
  return name ~= nil and name ~= '' and not name:match('^%a[%w+.-]*://')
end

-- find_root is the nearest directory, from path's own upwards, that holds
-- one of the markers; nil when none does.
function M.find_root(path, markers)
  local dir = vim.fn.fnamemodify(path, ':p')
  if vim.fn.isdirectory(dir) == 0 then
    dir = vim.fn.fnamemodify(dir, ':h')
  end
  dir = dir:gsub('(.)/$', '%1')
  while true do
    for _, m in ipairs(markers or M.default_root_markers) do
      if vim.loop.fs_stat(dir .. '/' .. m) then
        return dir
      end
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    if parent == dir or parent == '' then
      return nil
    end
    dir = parent
  end
end

-- root_dir is the workspace root for a file: the nearest marker directory,
-- else the file's own directory. It is nil for Python files that do not
-- use nagini_contracts (specfaith leaves ordinary Python alone).
function M.root_dir(path, bufnr, markers)
  if not M.is_file_name(path) then
    return nil
  end
  local ext = path:match('%.(%w+)$')
  local needs_marker = marked and ((bufnr and vim.api.nvim_buf_is_valid(bufnr) and vim.bo[bufnr].filetype == marked.filetype)
    or vim.tbl_contains(marked.extensions, ext or ''))
  if needs_marker then
    if not M.is_nagini(bufnr, path) then
      return nil
    end
  end
  return M.find_root(path, markers) or vim.fn.fnamemodify(path, ':p:h')
end

return M
