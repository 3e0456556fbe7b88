#!/usr/bin/env bash
# Fuzzes the JSON importer (and, when built, the source scanner) with libFuzzer.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     default: 600 seconds, every target
#
# Each target is built with `swiftc -sanitize=fuzzer,address` from the module sources it tests
# plus a small entry point in scripts/fuzz/. Corpora live in .build/fuzz/corpus-<target> and
# start from the seed files; crashes are written to .build/fuzz/crash-*. A crash found here
# becomes a regression test (see docs/reliability.md). An input running longer than 20 s counts as
# a failure (a hang) and is saved the same way. Leak detection is off: Foundation keeps a read
# buffer and the Swift runtime its metadata caches, which LeakSanitizer reports at exit.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(import scanner)
out=.build/fuzz
mkdir -p "$out"

build_import() {
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name FuzzImport \
        Sources/ToolbarModel/*.swift Sources/ToolbarModel/Interchange/*.swift scripts/fuzz/ImportFuzzer.swift \
        -o "$out/fuzz-import" 2>&1 | grep -v "ld.gold: warning" || true
    mkdir -p "$out/corpus-import"
    cp Seeds/*.json "$out/corpus-import/"
}

build_scanner() {
    local host
    host=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/host
    # The three modules are compiled as one, so their imports of each other are dropped.
    local src="$out/scanner-src"
    rm -rf "$src" && mkdir -p "$src"
    for file in Sources/ToolbarModel/*.swift Sources/ToolbarModel/Interchange/*.swift \
        Sources/ToolbarSyntax/*.swift Sources/ToolbarScanner/*.swift scripts/fuzz/ScannerFuzzer.swift; do
        sed -E '/^(internal |public |@_implementationOnly )?import Toolbar(Model|Syntax)$/d' "$file" \
            >"$src/$(basename "$(dirname "$file")")-$(basename "$file")"
    done
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name FuzzScanner \
        -I "$host" -L "$host" -Xlinker -rpath -Xlinker "$host" -lSwiftParser -lSwiftSyntax \
        "$src"/*.swift -o "$out/fuzz-scanner" 2>&1 | grep -v "ld.gold: warning" || true
    mkdir -p "$out/corpus-scanner"
    find Tests/ToolbarScannerTests/Fixtures -name '*.swift*' -exec cp {} "$out/corpus-scanner/" \; 2>/dev/null || true
}

for target in "${targets[@]}"; do
    echo "== building $target"
    "build_$target"
    echo "== fuzzing $target for ${seconds}s"
    ASAN_OPTIONS=detect_leaks=0 "$out/fuzz-$target" -max_total_time="$seconds" -print_final_stats=1 -detect_leaks=0 -timeout=20 -artifact_prefix="$out/crash-$target-" \
        -max_len=65536 "$out/corpus-$target" 2>&1 | tee "$out/fuzz-$target.log" | grep -E "^#|stat::|ERROR|crash" | tail -12
done
