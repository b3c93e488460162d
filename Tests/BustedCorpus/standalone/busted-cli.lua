#!/usr/bin/env lua
-- busted's command-line script as Debian's lua-busted installs it (/usr/bin/busted).
require 'busted.runner'({ standalone = false })
