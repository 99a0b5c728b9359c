-- specfaith for Neovim 0.11+'s vim.lsp.config / vim.lsp.enable:
--   vim.lsp.enable('specfaith')   (with extension/nvim on the runtimepath,
--   or copy this file to ~/.config/nvim/lsp/specfaith.lua)
-- Settings: vim.lsp.config('specfaith', { settings = { specfaith = { … } } }).
local root_markers = { '.specfaith.toml', 'lakefile.lean', 'lakefile.toml', '.git' }

local function uses_nagini(bufnr)
  for _, l in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, 200, false)) do
    if l:find('nagini_contracts', 1, true) then
      return true
    end
  end
  return false
end

return {
  cmd = { 'specfaith', 'lsp' },
  filetypes = { 'dafny', 'lean', 'python' },
  root_markers = root_markers, -- used when root_dir below is removed
  -- root_dir wins over root_markers: it leaves ordinary Python alone (the
  -- client starts only when on_dir is called) and falls back to the file's
  -- directory for a file outside any project.
  root_dir = function(bufnr, on_dir)
    if vim.bo[bufnr].filetype == 'python' and not uses_nagini(bufnr) then
      return
    end
    local name = vim.api.nvim_buf_get_name(bufnr)
    on_dir(vim.fs.root(bufnr, root_markers) or vim.fs.dirname(name))
  end,
}
