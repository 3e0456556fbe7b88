#!/usr/bin/env bash
# Builds toolbar-registry in release mode and installs it under a prefix:
#
#   bin/toolbar-registry         the tool; on Linux one static executable (Swift runtime,
#                                FoundationEssentials, libc, SQLite) that loads no SwiftSyntax, so it
#                                starts in a few milliseconds
#   bin/toolbar-registry-scan    the same commands with the scanner: the tool runs it for `scan`
#                                (docs/architecture.md, "Two binaries")
#   lib/toolbar-registry/        the toolchain's SwiftSyntax libraries the scanner reads Swift
#                                with, and on Linux the Swift runtime libraries they load; the
#                                binaries' run path is $ORIGIN/../lib/toolbar-registry
#                                (@executable_path/… on macOS), so the installed tool no longer
#                                needs the toolchain it was built with, and the prefix can move
#   share/man/man1/toolbar-registry.1
#   share/bash-completion/completions/toolbar-registry
#   share/zsh/site-functions/_toolbar-registry
#   share/fish/vendor_completions.d/toolbar-registry.fish
#
# Usage: scripts/install.sh [--prefix DIR] [--scratch-path DIR] [--uninstall]
#   --prefix DIR        where to install (default /usr/local); $DESTDIR is put in front, for packaging
#   --scratch-path DIR  the release build's folder (default .build/install, apart from `swift build`'s)
#   --uninstall         remove what an install under the prefix put there
# TOOLBAR_REGISTRY_SWIFT_HOST_LIB names the toolchain's SwiftSyntax folder when it is not found
# next to `swift` (see README.md, "Install").
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
scratch=.build/install
uninstall=false
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix=${2:?"--prefix needs a folder"}; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --scratch-path) scratch=${2:?"--scratch-path needs a folder"}; shift 2 ;;
        --scratch-path=*) scratch=${1#--scratch-path=}; shift ;;
        --uninstall) uninstall=true; shift ;;
        -h | --help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "Error: unknown argument '$1'. Usage: scripts/install.sh [--prefix DIR] [--scratch-path DIR] [--uninstall]" >&2; exit 64 ;;
    esac
done
case "$prefix" in
    /*) ;;
    *) prefix="$PWD/$prefix" ;;
esac
dest="${DESTDIR:-}$prefix"
name=toolbar-registry
libdir="$dest/lib/$name"
installed=(
    "$dest/bin/$name" "$dest/bin/$name-scan" "$libdir" "$dest/share/man/man1/$name.1"
    "$dest/share/bash-completion/completions/$name" "$dest/share/zsh/site-functions/_$name"
    "$dest/share/fish/vendor_completions.d/$name.fish"
)

if $uninstall; then
    rm -rf "${installed[@]}"
    echo "Removed $name from $dest."
    exit 0
fi

case "$(uname -s)" in
    Darwin) origin='@executable_path'; rpath_flags=() ;;
    *) origin='$ORIGIN'; rpath_flags=(-Xswiftc -no-toolchain-stdlib-rpath) ;;
esac

# 1. Build. Package.swift reads TOOLBAR_REGISTRY_RPATH: the binary looks for its libraries next to
#    itself only, not in the toolchain (nor, on Linux, in the toolchain's runtime folder).
echo "Building $name (release)…"
for product in "$name" "$name-scan"; do
    TOOLBAR_REGISTRY_RPATH="$origin/../lib/$name" swift build -c release --product "$product" \
        --scratch-path "$scratch" --disable-local-rpath ${rpath_flags[@]+"${rpath_flags[@]}"}
done
binary="$scratch/release/$name"

# 2. Where the toolchain keeps SwiftSyntax (host) and, on Linux, the Swift runtime.
info=$(swift -print-target-info)
resources=$(printf '%s\n' "$info" | sed -n 's/^ *"runtimeResourcePath": "\(.*\)".*/\1/p')
runtime=$(printf '%s\n' "$info" | sed -n '/"runtimeLibraryPaths"/,/\]/s/^ *"\(\/[^"]*\)".*/\1/p' | head -n 1)
host="${TOOLBAR_REGISTRY_SWIFT_HOST_LIB:-$resources/host}"
[ -d "$host" ] || { echo "Error: no SwiftSyntax folder at '$host'; set TOOLBAR_REGISTRY_SWIFT_HOST_LIB." >&2; exit 1; }

# The libraries a binary or library names (sonames / @rpath install names).
needed() {
    if [ "$(uname -s)" = Darwin ]; then
        otool -L "$1" | awk 'NR > 1 { print $1 }' | sed -n 's|^@rpath/||p'
    else
        readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'
    fi
}

# 3. Install the binaries, then every library they need from the toolchain, transitively (the
#    static tool needs none). Libraries of the system (libc, SQLite, libstdc++) are left to it.
echo "Installing into $dest…"
rm -rf "$libdir"
mkdir -p "$dest/bin" "$libdir"
install -m 755 "$binary" "$dest/bin/$name"
install -m 755 "$binary-scan" "$dest/bin/$name-scan"
queue=("$dest/bin/$name" "$dest/bin/$name-scan")
while [ ${#queue[@]} -gt 0 ]; do
    file=${queue[0]}
    queue=("${queue[@]:1}")
    for library in $(needed "$file"); do
        [ -e "$libdir/$library" ] && continue
        for folder in "$host" ${runtime:+"$runtime"}; do
            if [ -e "$folder/$library" ]; then
                cp -L "$folder/$library" "$libdir/$library"
                chmod 644 "$libdir/$library"
                queue+=("$libdir/$library")
                break
            fi
        done
    done
done

# 4. The manual page and completions, written by the installed tool itself (which also proves
#    that it starts from its new place).
tool="$dest/bin/$name"
mkdir -p "$dest/share/man/man1" "$dest/share/bash-completion/completions" "$dest/share/zsh/site-functions" \
    "$dest/share/fish/vendor_completions.d"
"$tool" help --man >"$dest/share/man/man1/$name.1"
"$tool" completions bash >"$dest/share/bash-completion/completions/$name"
"$tool" completions zsh >"$dest/share/zsh/site-functions/_$name"
"$tool" completions fish >"$dest/share/fish/vendor_completions.d/$name.fish"

echo "Installed $name $("$tool" --version) with $(ls "$libdir" | wc -l | tr -d ' ') libraries in $libdir."
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Add $prefix/bin to PATH to run it as '$name'." ;;
esac
