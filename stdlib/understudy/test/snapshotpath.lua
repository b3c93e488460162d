-- Where a spec file's snapshots live: spec/ui/sheet_spec.lua -> spec/ui/__snapshots__/sheet_spec.snap.
-- Apart from understudy.test.snapshot so the runner can look for the file without loading the
-- snapshot module (most suites have no snapshots).
local function dirname(path)
  return string.match(path, "^(.*)/[^/]*$") or "."
end

return function(spec)
  return dirname(spec) .. "/__snapshots__/" .. string.gsub(string.match(spec, "([^/]*)$"), "%.lua$", "") .. ".snap"
end
