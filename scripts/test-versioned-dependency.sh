#!/usr/bin/env bash
# The package as a versioned dependency, the way teams use Swift packages: copies this checkout
# into a temporary git repository, tags it with the library's version, builds a consumer package
# that depends on it with `.package(url:from:)` and runs docs/library.md's tour in it
# (Tests/LibraryTour/main.swift, which uses only `import ToolbarRegistry`).
#
# SwiftPM refuses a versioned dependency whose products carry unsafe flags ("contains unsafe
# build flags") unless the dependency's manifest declares tools version 6.2 or later; ToolbarSyntax
# needs unsafe flags for the toolchain's SwiftSyntax, so this is what keeps Package.swift at 6.2.
#
#   scripts/test-versioned-dependency.sh            (about as long as one debug build of the package)
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^public let toolbarRegistryVersion = "\(.*\)"$/\1/p' Sources/ToolbarRegistry/ToolbarRegistry.swift)
[ -n "$version" ] || { echo "error: toolbarRegistryVersion not found" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/toolbar-registry-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT

# 1. This checkout (tracked files and new, not ignored ones) as a repository tagged $version.
package="$work/toolbar-registry"
mkdir -p "$package"
git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
    tar --null -T - -cf - | tar -xf - -C "$package"
(
    cd "$package"
    git init -q
    git add -A
    git -c user.name=consumer-test -c user.email=consumer-test@example.invalid commit -qm "toolbar-registry $version"
    git tag "$version"
)

# 2. A consumer with its own (older) tools version, depending on that tag with `from:`.
consumer="$work/design-bot"
mkdir -p "$consumer/Sources/design-bot"
cat >"$consumer/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DesignTools",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "file://$package", from: "$version")],
    targets: [
        .executableTarget(
            name: "design-bot",
            dependencies: [.product(name: "ToolbarRegistry", package: "toolbar-registry")]),
    ]
)
MANIFEST
cp Tests/LibraryTour/main.swift "$consumer/Sources/design-bot/main.swift"

echo "Building a consumer of toolbar-registry $version (from: \"$version\")…"
(cd "$consumer" && swift build --cache-path "$work/cache" 2>&1) | tee "$work/build.log" | grep -E "error:|warning: |Computed|Build complete" || true
if ! grep -q "Build complete" "$work/build.log"; then
    cat "$work/build.log" >&2
    echo "error: the consumer did not build against the tagged package" >&2
    exit 1
fi
grep -q "toolbar-registry.*at $version" "$work/build.log" || {
    echo "error: the dependency was not resolved to the tag $version" >&2
    exit 1
}

# 3. The consumer runs the library tour in an empty folder.
mkdir "$work/run"
(cd "$work/run" && env -i PATH=/usr/bin:/bin HOME="$work/run" "$consumer/.build/debug/design-bot") >"$work/run.log" 2>&1 || {
    cat "$work/run.log" >&2
    echo "error: the consumer's run of the library tour failed" >&2
    exit 1
}
if [ "$(tail -n 1 "$work/run.log")" != "tour done with $version" ]; then
    cat "$work/run.log" >&2
    echo "error: the library tour did not finish" >&2
    exit 1
fi
echo "ok: a package depending on toolbar-registry with from: \"$version\" builds and runs the library tour"
