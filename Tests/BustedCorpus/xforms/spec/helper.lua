-- The helper's `arg`: the -Xhelper values of every form, in order.
HELPER_ARGS = table.concat(arg, "|")
