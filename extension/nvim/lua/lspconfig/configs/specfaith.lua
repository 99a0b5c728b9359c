-- nvim-lspconfig 1.x looks up lspconfig.configs.<name>; older releases
-- lspconfig.server_configurations.<name>. Both name the same table.
return require('lspconfig.server_configurations.specfaith')
