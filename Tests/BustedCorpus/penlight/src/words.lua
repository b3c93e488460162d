-- Project code using Penlight: it gets the copy its require finds (busted's, under busted).
local utils = require "pl.utils"
local stringx = require "pl.stringx"

local M = {}

function M.split(text) return utils.split(text, ",") end
function M.title(text) return stringx.title(text) end
function M.penlight() return utils end

return M
