#!/usr/bin/env bash
# Times the distinct-screen audit (`toolbar-registry-bench audit-distinct`) against an anchor: an
# older build whose time on a calm machine is on record. The two run one right after the other,
# alternating, so both meet the same machine; the ratio of their times holds however slow the
# machine is that minute, and the anchor's calm time divided by it is this build's calm time.
#
# Why an anchor and not only the calibration line: this machine (a 2-core VM) runs at 0.3–1.0× of
# its calm speed from one minute to the next. The bench's calibration loop stays in the cache while
# the audit does not, so scaling by it is unreliable; a build doing the same job is slowed the way
# this one is. docs/benchmarks.md, "Anchored runs", records the anchor and what it measured.
#
# Usage: scripts/anchored-audit.sh [pairs] [apps]
#   pairs  how many anchor/main pairs (default 6)
#   apps   TOOLBAR_REGISTRY_BENCH_APPS (default: the full 10,000 screens; 30 gives 3,000)
# Environment:
#   ANCHOR_COMMIT   the anchor (default d9dadb8, measured calm on 2026-12-02: 7.56–8.53 s, median 8.15 s)
#   ANCHOR_CALM     the anchor's calm median in seconds (default 8.15; only for the 10,000 screens)
#   ANCHOR_BENCH    an anchor bench binary already built (else built once, in a worktree under .build/;
#                   needs the commit in the clone: not a shallow one)
#   MAIN_BENCH      this build's bench binary (default .build/release/toolbar-registry-bench)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pairs=${1:-6}
apps=${2:-}
commit=${ANCHOR_COMMIT:-d9dadb8}
calm=${ANCHOR_CALM:-8.15}
main=${MAIN_BENCH:-$root/.build/release/toolbar-registry-bench}
[ -x "$main" ] || { echo "anchored-audit: build first: swift build -c release --product toolbar-registry-bench" >&2; exit 1; }
anchor=${ANCHOR_BENCH:-}
if [ -z "$anchor" ]; then
    tree="$root/.build/anchor-$commit"
    if [ ! -d "$tree" ]; then
        git -C "$root" worktree add --detach "$tree" "$commit" >/dev/null
    fi
    anchor="$tree/.build/release/toolbar-registry-bench"
    if [ ! -x "$anchor" ]; then
        echo "anchored-audit: building the anchor ($commit) once, in $tree" >&2
        (cd "$tree" && swift build -c release --product toolbar-registry-bench >&2)
    fi
fi

# Stops a run: why, and the end of what the bench printed.
fail() {
    echo "anchored-audit: $1; its output ends:" >&2
    tail -5 <<<"$2" >&2
    exit 1
}

# One run: "wall cpu speed-at-start speed-at-end findings".
run() {
    local out
    out=$(cd "${TMPDIR:-/tmp}" && TOOLBAR_REGISTRY_BENCH_APPS=$apps "$1" audit-distinct 2>&1) ||
        fail "$1 failed" "$out"
    local wall cpu start end findings
    # Printed in seconds, or in milliseconds under one second (a small `apps`).
    wall=$(sed -n 's/^audit 10k screens, all presets, stored *\([0-9.]*\) \(m*s\) .*/\1 \2/p' <<<"$out" |
        awk '{ printf "%.3f", $2 == "ms" ? $1 / 1000 : $1 }')
    cpu=$(sed -n 's/^  CPU time \([0-9.]*\) s.*/\1/p' <<<"$out")
    start=$(sed -n 's/^== audit-distinct (.*speed \([0-9.]*\)×.*/\1/p' <<<"$out")
    end=$(sed -n 's/^== audit-distinct done.*speed \([0-9.]*\)×.*/\1/p' <<<"$out")
    findings=$(sed -n 's/^  [0-9]* audits, \([0-9]*\) open findings.*/\1/p' <<<"$out")
    [ -n "$wall" ] || fail "$1 printed no audit line" "$out"
    # A placeholder for a line an older bench does not print (the calibration lines came later).
    echo "$wall ${cpu:-?} ${start:-?} ${end:-?} ${findings:-?}"
}

ratios=()
echo "anchor: $anchor"
echo "main:   $main ($(git -C "$root" rev-parse --short HEAD) checked out)"
echo "${apps:-100} apps × 100 screens, $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
for pair in $(seq 1 "$pairs"); do
    # A failed run stops the script (its subshell's exit alone would not).
    anchored=$(run "$anchor") || exit 1
    measured=$(run "$main") || exit 1
    read -r aw ac as ae af <<<"$anchored"
    read -r mw mc ms me mf <<<"$measured"
    ratio=$(awk -v a="$aw" -v m="$mw" 'BEGIN { printf "%.2f", a / m }')
    ratios+=("$ratio")
    printf 'pair %d: anchor %s s (CPU %s s, speed %s–%s×, %s findings)  main %s s (CPU %s s, speed %s–%s×, %s findings)  ratio %s×\n' \
        "$pair" "$aw" "$ac" "$as" "$ae" "$af" "$mw" "$mc" "$ms" "$me" "$mf" "$ratio"
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ r[NR] = $1 } END { print (NR % 2) ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2 }')
low=$(printf '%s\n' "${ratios[@]}" | sort -n | head -1)
echo "median ratio ${median}× (lowest ${low}×)"
# The target is judged on the median pair: a pair whose two runs met different speeds (the
# machine changes within seconds) errs either way, and the lowest of many pairs is an outlier.
if [ -z "$apps" ]; then
    awk -v c="$calm" -v m="$median" -v l="$low" 'BEGIN {
        printf "calm time of this build: %.2f s at the median ratio (%.2f s at the lowest; anchor calm %.2f s); target < 5 s: %s\n",
            c / m, c / l, c, (c / m < 5 ? "MET" : "MISSED") }'
fi
