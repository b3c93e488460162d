-- Run before the specs: a global they rely on.
HELPER_LOADED = "yes"
