-- nvim-lspconfig server configuration for specfaith (the classic
-- require('lspconfig').specfaith.setup{} API). Needs extension/nvim on the
-- runtimepath, where nvim-lspconfig finds this file.
local util = require('specfaith.util')

return {
  default_config = {
    cmd = { 'specfaith', 'lsp' },
    filetypes = util.default_filetypes,
    root_dir = function(fname, bufnr)
      return util.root_dir(fname, bufnr, util.default_root_markers)
    end,
    -- root_dir already falls back to the file's directory; it returns nil
    -- only for ordinary Python files, which must then stay unattached.
    single_file_support = false,
    settings = {}, -- { specfaith = { analyses = { … }, severity = { … }, … } }
  },
  docs = {
    description = [[
https://github.com/specfaith/specfaith

`specfaith lsp` checks whether formal specs (Dafny, Lean 4, Nagini) say what
their doc-comment requirement means: diagnostics, hover with the contract
read back in plain English, code lenses with the metrics, quick-fixes.
Python buffers are attached only when they use `nagini_contracts`.
Settings go under `settings = { specfaith = { … } }` (the keys of
`.specfaith.toml`: `analyses`, `severity`, `toolchain`, `llm`, …).
Without `trusted = true` there the workspace is untrusted: no toolchain
runs and no LLM is called (specfaith's own analyses still run).
`toolchain` and `llm` are honoured only from these settings, never from a
repository's own `.specfaith.toml`.
]],
    default_config = {
      root_dir = [[nearest directory with .specfaith.toml, lakefile.lean, lakefile.toml or .git, else the file's directory; nil for Python without nagini_contracts]],
    },
  },
}
