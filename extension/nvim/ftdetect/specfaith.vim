" Filetypes for specfaith's languages. :setfiletype never overrides a
" filetype that Neovim or another plugin (lean.nvim, a Dafny plugin) has
" already set for the same buffer, so they still win.
let g:specfaith_ftdetect = 1
autocmd BufRead,BufNewFile *.dfy setfiletype dafny
autocmd BufRead,BufNewFile *.lean setfiletype lean
