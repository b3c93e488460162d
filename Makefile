# Understudy: two commands on a fresh Debian machine with the Swift toolchain:
#   make demo   installs what is missing, builds, runs the tour scenario
#   make test   the same, plus the test tools; swift build (the program and the Lua module),
#               swift test (the module's suites under busted among them), the Lua specs
#   make install PREFIX=...   the program, the Lua module, the man page; make uninstall
# `.ci/run` calls `make test`.

SWIFT     ?= swift
BUILD_DEPS = pkg-config liblua5.4-dev libedit-dev
TEST_DEPS  = lua5.4 lua-busted lua-check tmux chromium fonts-liberation zlib1g-dev man-db groff-base
BENCH_DEPS = lua5.4 lua-busted hyperfine
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_GET    = DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get

.PHONY: demo test bench build release deps test-deps bench-deps lua-specs docs fuzz clean install uninstall module

# Installs the C libraries only when pkg-config cannot find them.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists lua5.4 libedit; then \
		echo "make: installing $(BUILD_DEPS)"; \
		$(APT_GET) update -qq && $(APT_GET) install -y -qq $(BUILD_DEPS); \
	fi

# Tools the tests drive: lua5.4 and busted (compatibility comparisons, the Lua module under
# busted), luacheck (the project's Lua, with the standard users copy), tmux (the REPL test),
# chromium with the Liberation fonts (the picture tests screenshot the SVGs and the report page),
# zlib's headers (their PNG decoder), man and groff (the man page renders). (Debian's lua-check
# brings lua5.1 and points /usr/bin/lua at it: everything here names lua5.4.)
test-deps: deps
	@missing=""; \
	command -v lua5.4 >/dev/null 2>&1 || missing="$$missing lua5.4"; \
	command -v busted >/dev/null 2>&1 || missing="$$missing lua-busted"; \
	command -v luacheck >/dev/null 2>&1 || missing="$$missing lua-check"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	[ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing="$$missing fonts-liberation"; \
	pkg-config --exists zlib 2>/dev/null || missing="$$missing zlib1g-dev"; \
	command -v man >/dev/null 2>&1 || missing="$$missing man-db"; \
	command -v groff >/dev/null 2>&1 || missing="$$missing groff-base"; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing"; \
		$(APT_GET) update -qq && $(APT_GET) install -y -qq $$missing; \
	fi

bench-deps: deps
	@missing=""; \
	command -v lua5.4 >/dev/null 2>&1 || missing="$$missing lua5.4"; \
	command -v busted >/dev/null 2>&1 || missing="$$missing lua-busted"; \
	command -v hyperfine >/dev/null 2>&1 || missing="$$missing hyperfine"; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing"; \
		$(APT_GET) update -qq && $(APT_GET) install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

# The release binary links the Swift runtime and C++'s runtime statically (Sources/StaticLink
# says how) and is not position-independent: it starts sooner (bench/RESULTS.md, start-up: no
# libstdc++ to load and bind, and no 31,000 relocations copying the metadata pages it touches)
# and runs when copied to a machine without the toolchain (it needs liblua5.4, and libedit for
# the REPL's line editing).
RELEASE = $(SWIFT) build -c release --static-swift-stdlib -Xlinker -L$(CURDIR)/Sources/StaticLink -Xlinker -no-pie

release: deps
	$(RELEASE) --product understudy

demo: release
	.build/release/understudy scripts/tour.lua

# The Lua module for a stock lua5.4 (`require "understudy"`): the same code, the Swift and C++
# runtimes linked in, lua_* resolved from the lua5.4 that loads it.
module: deps
	$(RELEASE) --product understudy-lua

# `make install PREFIX=...` (default /usr/local; DESTDIR is honored): the program, the Lua module,
# the man page and the LuaLS definitions (tools/install.sh lists where); `make uninstall` removes
# exactly what install made. INSTALL_FROM=.build/debug installs a build already made (the tests).
PREFIX      ?= /usr/local
INSTALL_FROM ?=
install: $(if $(INSTALL_FROM),,release module)
	tools/install.sh install "$(DESTDIR)$(PREFIX)" "$(or $(INSTALL_FROM),.build/release)"

uninstall:
	tools/install.sh uninstall "$(DESTDIR)$(PREFIX)"

lua-specs: build
	.build/debug/understudy test spec/

# The API fuzzer (docs/internals/TOOLS.md, "The fuzzer"). FUZZ_KNOWN turns off classes of
# findings being fixed on other branches (none now).
FUZZ_KNOWN ?=
FUZZ_CALLS ?= 1000000

test: test-deps
	lua5.4 tools/binding-budget.lua --manifests Tests/StageLuaTests/Example
	lua5.4 tools/time-owners.lua Sources Tests/ExampleComponent Tests/MachineScenarios
	lua5.4 tools/machine-functions.lua
	lua5.4 tools/line-length.lua Sources
	lua5.4 tools/vacuous-expects.lua Tests
	lua5.4 tools/shim-layers.lua Sources/CLuaShim
	luacheck --no-color scripts spec stdlib
	$(SWIFT) build
	$(SWIFT) test
	.build/debug/understudy test spec/
	.build/debug/understudy-fuzz --calls 20000 --require-all-succeed $(FUZZ_KNOWN)
	.build/debug/understudy-fuzz --understudy tools/lua-module-host --calls 20000 --seed 500001 --require-all-succeed $(FUZZ_KNOWN)

# 10^6 calls against the debug build, then 10^6 (other seeds) against the release build, then
# 10^5 against the release Lua module run by lua5.4 (tools/lua-module-host); the release runs
# check the engine's invariants after every step as the debug build does
# (UNDERSTUDY_CHECK_INVARIANTS=1). A
# failure prints the seed and the minimised program (.build/fuzz/seed-N.min.lua), which replays
# with `understudy FILE`. `make fuzz FUZZ_FLAGS="$(FUZZ_KNOWN)"` skips the known classes. The
# debug run also fails when some callable never once succeeded (its valid calls reach them all).
fuzz: deps
	$(SWIFT) build --product understudy
	$(SWIFT) build --product understudy-fuzz
	$(RELEASE) --product understudy
	.build/debug/understudy-fuzz --understudy .build/debug/understudy --calls $(FUZZ_CALLS) --seed 1 --steps 1000 --require-all-succeed $(FUZZ_FLAGS)
	UNDERSTUDY_CHECK_INVARIANTS=1 .build/debug/understudy-fuzz --understudy .build/release/understudy --calls $(FUZZ_CALLS) --seed 1000001 --steps 1000 $(FUZZ_FLAGS)
	$(RELEASE) --product understudy-lua
	UNDERSTUDY_CHECK_INVARIANTS=1 UNDERSTUDY_MODULE=$(CURDIR)/.build/release/libunderstudy-lua.so .build/debug/understudy-fuzz --understudy tools/lua-module-host \
		--calls $$(($(FUZZ_CALLS) / 10)) --seed 2000001 --steps 1000 $(FUZZ_FLAGS)

# Every benchmark, each next to its reference in the same run. The bridge and the scheduler write
# their results files; the runner, Lua module and action-sheet numbers are printed (and recorded in
# bench/RUNNER_RESULTS.md, bench/MODULE_RESULTS.md, bench/ACTIONSHEET_RESULTS.md,
# bench/SWIPE_RESULTS.md, bench/VIEWS_RESULTS.md, bench/NAVIGATION_RESULTS.md and
# bench/ROTATION_RESULTS.md with their commands).
bench: bench-deps
	$(RELEASE) --product understudy
	$(RELEASE) --product understudy-bench
	$(RELEASE) --product stage-bench
	.build/release/understudy-bench --understudy .build/release/understudy --out bench/RESULTS.md
	.build/release/stage-bench --out bench/STAGE_RESULTS.md
	.build/release/understudy bench/actionsheet/bench.lua
	.build/release/understudy bench/swipe/bench.lua
	.build/release/understudy bench/popup/bench.lua
	.build/release/understudy bench/popupbar/bench.lua
	.build/release/understudy bench/views/bench.lua
	.build/release/understudy bench/navigation/bench.lua
	.build/release/understudy bench/rotation/bench.lua
	bench/runner/speed.sh .build/release/understudy
	bench/runner/report.sh .build/release/understudy
	$(RELEASE) --product understudy-lua
	bench/module/speed.sh .build/release

# docs/API.md and docs/understudy.d.lua are generated from the API registry (a test fails when
# they are stale).
docs: deps
	UPDATE_API_DOCS=1 $(SWIFT) test --filter APIReferenceTests

clean:
	rm -rf .build
