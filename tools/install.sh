#!/bin/sh
# make install / make uninstall (see the Makefile): what goes where under PREFIX, and a manifest
# of the files and directories install made, so that uninstall removes exactly those.
#
#   tools/install.sh install PREFIX BUILD_DIR   BUILD_DIR holds understudy and libunderstudy-lua.so
#   tools/install.sh uninstall PREFIX
#
#   PREFIX/bin/understudy                         the program
#   PREFIX/lib/lua/5.4/understudy.so              the Lua module (require "understudy")
#   PREFIX/share/man/man1/understudy.1            the manual (understudy --man)
#   PREFIX/share/understudy/understudy.d.lua      LuaLS type definitions
#   PREFIX/share/understudy/understudy.luacheckrc luacheck's standard for understudy's globals
#   PREFIX/share/understudy/install-manifest      what install made, for uninstall
set -eu

action=$1
prefix=$2
manifest="$prefix/share/understudy/install-manifest"

case "$action" in
install)
    from=$3
    for f in "$from/understudy" "$from/libunderstudy-lua.so"; do
        [ -f "$f" ] || { echo "install: $f is missing (build it first: make install builds it)" >&2; exit 1; }
    done
    made=$(mktemp)
    trap 'rm -f "$made"' EXIT
    # Each directory missing on the way is made and recorded (parents first).
    makedir() {
        [ -d "$1" ] && return 0
        makedir "$(dirname "$1")"
        mkdir "$1"
        echo "dir $1" >>"$made"
    }
    put() { # put MODE SOURCE DEST
        makedir "$(dirname "$3")"
        install -m "$1" "$2" "$3"
        echo "file $3" >>"$made"
    }
    put 755 "$from/understudy" "$prefix/bin/understudy"
    put 755 "$from/libunderstudy-lua.so" "$prefix/lib/lua/5.4/understudy.so"
    # The module carries the Swift runtime: its symbol tables alone are half its size.
    strip --strip-unneeded "$prefix/lib/lua/5.4/understudy.so" 2>/dev/null || true
    page=$(mktemp)
    "$from/understudy" --man >"$page"
    put 644 "$page" "$prefix/share/man/man1/understudy.1"
    rm -f "$page"
    put 644 "$(dirname "$0")/../docs/understudy.d.lua" "$prefix/share/understudy/understudy.d.lua"
    put 644 "$(dirname "$0")/../docs/understudy.luacheckrc" "$prefix/share/understudy/understudy.luacheckrc"
    makedir "$(dirname "$manifest")"
    # A reinstall keeps the directories the first install made.
    if [ -f "$manifest" ]; then grep '^dir ' "$manifest" >>"$made" || true; fi
    echo "file $manifest" >>"$made"
    sort -u "$made" >"$manifest"
    chmod 644 "$manifest"
    echo "installed under $prefix:"
    sed -n 's/^file //p' "$manifest" | sed 's/^/  /'
    ;;
uninstall)
    if [ ! -f "$manifest" ]; then
        echo "uninstall: nothing installed under $prefix ($manifest is missing)" >&2
        exit 0
    fi
    list=$(cat "$manifest")
    printf '%s\n' "$list" | sed -n 's/^file //p' | while IFS= read -r f; do rm -f "$f"; done
    # Directories last, deepest first, and only those install made and left empty.
    printf '%s\n' "$list" | sed -n 's/^dir //p' | awk '{ print length($0) " " $0 }' | sort -rn | cut -d' ' -f2- |
        while IFS= read -r d; do rmdir "$d" 2>/dev/null || true; done
    echo "uninstalled from $prefix"
    ;;
*)
    echo "usage: tools/install.sh install PREFIX BUILD_DIR | uninstall PREFIX" >&2
    exit 2
    ;;
esac
