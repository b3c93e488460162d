-- `require "luassert.state"`: snapshots of formatters, parameters and spies (snapshot, revert,
-- add_spy, add_formatter, remove_formatter, format_argument, set_parameter, get_parameter).
return require "understudy.test.state"
