#!/usr/bin/env bash
# Every command that writes a file, onto a full disk: a small tmpfs filled to the last byte.
# Each must exit 1 with one clear "Error:" line, leave the file that was there byte for byte, and
# leave no temporary file. The registry lives outside the tmpfs, so only the output is starved.
#
#   scripts/full-disk-test.sh          # needs root (mount); skips with the reason otherwise
#
# The test suite simulates a full disk with a file-size limit (OutputFileEndToEndTests); this
# script adds a real ENOSPC, and covers the outputs too small for that limit and the commands
# that write the registry before their output (generate, audit --write-baseline, demo).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" != 0 ]; then
    echo "full-disk-test: skipped: mounting a tmpfs needs root"
    exit 0
fi
BIN=${TOOLBAR_REGISTRY_BIN:-$PWD/.build/debug/toolbar-registry}
[ -x "$BIN" ] || { echo "full-disk-test: build first ($BIN is missing)" >&2; exit 1; }

work=$(mktemp -d)
disk=$work/disk
mkdir "$disk"
if ! mount -t tmpfs -o size=512k tmpfs "$disk" 2>/dev/null; then
    rm -rf "$work"
    echo "full-disk-test: skipped: this machine does not allow mounting a tmpfs"
    exit 0
fi
trap 'umount "$disk"; rm -rf "$work"' EXIT
cd "$work"
export TOOLBAR_REGISTRY_DB=$work/registry.sqlite NO_COLOR=1
"$BIN" seed >/dev/null
"$BIN" audit >/dev/null || [ $? = 2 ]
mkdir "$disk/reports"
ln -s "$disk/reports" toolbar-registry-reports   # demo writes its reports beside the registry

failures=0
# check NAME FILE COMMAND...: FILE holds an original; the disk is filled; COMMAND must fail cleanly.
check() {
    local name=$1 file=$2
    shift 2
    printf 'the original %s\n' "$name" > "$file"
    local before
    before=$(sha256sum "$file")
    dd if=/dev/zero of="$disk/filler" bs=4096 2>/dev/null || true
    local status=0
    "$@" >/dev/null 2>"$work/stderr" || status=$?
    rm -f "$disk/filler"
    local first
    first=$(head -n 1 "$work/stderr")
    local problems=()
    [ "$status" = 1 ] || problems+=("exit $status")
    [[ $first == Error:* ]] || problems+=("first stderr line '$first'")
    [ "$(sha256sum "$file")" = "$before" ] || problems+=("the original changed")
    if find "$disk" -name '*.tmp' | grep -q .; then problems+=("a temporary file was left"); fi
    if [ ${#problems[@]} = 0 ]; then
        echo "ok    $name: $first"
    else
        echo "FAIL  $name: ${problems[*]}"
        failures=$((failures + 1))
    fi
}

crowded="PhotoEditor/Crowded Editor"
check "export -o" "$disk/registry.json" "$BIN" export -o "$disk/registry.json"
for format in html md json sarif junit github csv; do   # xcode: empty without scanned screens
    check "report --format $format -o" "$disk/report.$format" \
        "$BIN" report --format "$format" --timestamp 2026-11-29T12:00:00Z -o "$disk/report.$format"
done
check "db backup" "$disk/backup.sqlite" "$BIN" db backup "$disk/backup.sqlite"
check "generate --swiftui --output" "$disk/Toolbar.swift" "$BIN" generate "$crowded" --swiftui --output "$disk/Toolbar.swift"
check "generate --uikit --output" "$disk/Toolbar.swift" "$BIN" generate "$crowded" --uikit --output "$disk/Toolbar.swift"
check "audit --write-baseline" "$disk/baseline.json" "$BIN" audit --write-baseline "$disk/baseline.json"
check "GITHUB_STEP_SUMMARY" "$disk/summary.md" \
    env GITHUB_STEP_SUMMARY="$disk/summary.md" "$BIN" report --format github
check "demo (its report folder)" "$disk/reports/report.md" "$BIN" demo
check "export > file (stdout)" "$disk/stdout.json" sh -c "exec \"\$0\" export > \"$disk/stdout.json.new\"" "$BIN"

if [ "$failures" != 0 ]; then
    echo "full-disk-test: $failures command(s) did not fail cleanly" >&2
    exit 1
fi
echo "full-disk-test: every output failed cleanly on a full disk and kept its original"
