#!/usr/bin/env bash
# Installs toolbar-registry into a temporary prefix with scripts/install.sh (one release build,
# kept in .build/install so a second run only relinks), moves the prefix, and uses the installed
# tool from a clean environment: no PATH into the toolchain, and — where the system lets us make a
# private mount namespace — the toolchain's folder hidden altogether. Then the manual page is read
# by man and the three completion scripts are loaded by their shells.
#
#   scripts/test-install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

version=$(sed -n 's/^public let toolbarRegistryVersion = "\(.*\)"$/\1/p' Sources/ToolbarRegistry/ToolbarRegistry.swift)
work=$(mktemp -d "${TMPDIR:-/tmp}/toolbar-registry-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "error: $*" >&2; exit 1; }

# 1. Install, then move the prefix: the run path is relative to the binary.
scripts/install.sh --prefix "$work/first"
mv "$work/first" "$work/prefix"
prefix="$work/prefix"
tool="$prefix/bin/toolbar-registry"

# 2. The binary looks for libraries only beside itself, and finds every one there or in the system.
scanner="$prefix/bin/toolbar-registry-scan"
runpath=$(readelf -d "$scanner" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]/\1/p')
[ "$runpath" = '$ORIGIN/../lib/toolbar-registry' ] || fail "the scanner's run path is '$runpath'"
# On Linux the tool is one static executable (Swift runtime, FoundationEssentials, libc, SQLite):
# no program interpreter, no library to load, no SwiftSyntax.
if [ "$(uname -s)" = Linux ] && readelf -l "$tool" | grep -q "program interpreter"; then
    fail "the tool is not statically linked: $(readelf -d "$tool" | grep NEEDED)"
fi
toolchain=$(cd "$(swift -print-target-info | sed -n 's/^ *"runtimeResourcePath": "\(.*\)".*/\1/p')/../.." && pwd)
resolved=$(env -i ldd "$scanner"; [ "$(uname -s)" = Linux ] || env -i ldd "$tool")
if grep -q "not found" <<<"$resolved"; then fail "unresolved libraries: $(grep "not found" <<<"$resolved")"; fi
if grep -q "$toolchain" <<<"$resolved"; then fail "libraries from the toolchain: $(grep "$toolchain" <<<"$resolved")"; fi
for library in libSwiftParser.so libSwiftSyntax.so libswiftCore.so; do
    [ -f "$prefix/lib/toolbar-registry/$library" ] || fail "$library was not installed"
done

# 3. Use it as a new user would, from an empty folder and a clean environment. Scanning loads
#    SwiftSyntax; auditing and reporting use everything else.
mkdir -p "$work/home/Sources"
cat >"$work/home/Sources/EditorView.swift" <<'SWIFT'
import SwiftUI

struct EditorView: View {
    var body: some View {
        Text("Draft")
            .navigationTitle("Editor")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Share", systemImage: "square.and.arrow.up") {} }
            }
    }
}
SWIFT
cat >"$work/home/tour.sh" <<TOUR
set -e
trap 'echo "error: the installed tool failed at line \$LINENO of the tour" >&2' ERR
cd "$work/home"
rm -f toolbar-registry.sqlite toolbar-registry.sqlite-wal toolbar-registry.sqlite-shm
[ "\$("$tool" --version)" = "$version" ] || { echo "--version is not $version" >&2; exit 1; }
"$tool" seed >/dev/null
"$tool" scan Sources --app Notes --create-app | grep -q "EditorView"
status=0
"$tool" audit >/dev/null || status=\$?
[ \$status -eq 0 ] || [ \$status -eq 2 ] || { echo "audit exited \$status" >&2; exit 1; }
"$tool" report --format md | grep -q "Notes"
"$tool" help --man | grep -q '^\.SH COMMANDS'
echo "the installed tool works"
TOUR
clean=(env -i PATH=/usr/bin:/bin HOME="$work/home" LANG=C.UTF-8)
"${clean[@]}" bash "$work/home/tour.sh"
if unshare -rm true 2>/dev/null; then
    mkdir -p "$work/empty"
    "${clean[@]}" unshare -rm bash -c "mount --bind '$work/empty' '$toolchain' && bash '$work/home/tour.sh'" |
        sed 's/$/ with the toolchain hidden/'
else
    echo "note: no private mount namespace here; the toolchain stayed visible (ldd showed it is not used)"
fi

# 4. The manual page, through man.
MANWIDTH=80 man -l "$prefix/share/man/man1/toolbar-registry.1" 2>&1 | grep -q "toolbar-registry - Keep a team" ||
    fail "man cannot read the installed manual page"
if command -v man >/dev/null && man -M "$prefix/share/man" -w toolbar-registry >/dev/null 2>&1; then
    echo "man finds toolbar-registry(1) under $prefix/share/man"
else
    fail "man -M $prefix/share/man does not find toolbar-registry"
fi

# 5. The completion scripts, each loaded by its shell from where it was installed.
bash --noprofile --norc -c "source '$prefix/share/bash-completion/completions/toolbar-registry' && complete -p toolbar-registry" |
    grep -q "_toolbar_registry toolbar-registry" || fail "bash did not load the completion"
echo "bash loads the completion"
if command -v zsh >/dev/null; then
    found=$(zsh -f -c "fpath=('$prefix/share/zsh/site-functions' \$fpath); autoload -Uz compinit && compinit -u -D; print -- \$_comps[toolbar-registry]")
    [ "$found" = "_toolbar-registry" ] || fail "zsh did not find _toolbar-registry on \$fpath ($found)"
    echo "zsh loads the completion"
else
    echo "note: zsh is not installed; its completion was not loaded"
fi
if command -v fish >/dev/null; then
    fish --no-config -c "source '$prefix/share/fish/vendor_completions.d/toolbar-registry.fish'; complete -C 'toolbar-registry db ch'" |
        grep -q "^check" || fail "fish did not complete 'db ch'"
    echo "fish loads the completion"
else
    echo "note: fish is not installed; its completion was not loaded"
fi

# 6. How fast the installed tool starts (printed, not asserted: speed belongs to the benchmarks).
start=$(date +%s%N)
for _ in $(seq 20); do "$tool" --version >/dev/null; done
echo "installed --version: $(( ($(date +%s%N) - start) / 20000000 )) ms per run (mean of 20)"
echo "ok: scripts/install.sh installs a relocatable toolbar-registry $version that runs without the toolchain"
