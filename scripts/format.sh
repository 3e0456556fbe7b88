#!/usr/bin/env bash
# The project's Swift style, checked or applied with the toolchain's own `swift format` and the
# configuration in .swift-format (4-space indents, 120 columns).
#
#   scripts/format.sh          rewrite the files in place
#   scripts/format.sh --lint   report what differs and fail (what .ci/run does)
#
# Left alone: generated files (scripts/embed-resources.sh writes them), the scanner's fixture
# sources (tests assert their line numbers) and the library tour (it must match docs/library.md).
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r file; do files+=("$file"); done < <(
    git ls-files -- 'Package.swift' 'Sources/*.swift' 'Tests/*.swift' \
        ':!:*/Generated/*' ':!:Tests/ToolbarScannerTests/Fixtures/*' ':!:Tests/LibraryTour/*'
)
case "${1:-}" in
    --lint) swift format lint --strict --parallel "${files[@]}" ;;
    "") swift format format --in-place --parallel "${files[@]}" ;;
    *) echo "usage: scripts/format.sh [--lint]" >&2; exit 64 ;;
esac
