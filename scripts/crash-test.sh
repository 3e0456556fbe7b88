#!/usr/bin/env bash
# Crash safety: kill an import of 50,000 commands (and, when the audit command exists, an audit
# run over many screens) with SIGKILL at random moments, ROUNDS times each. After every kill
# `db check` must pass, the import must be all there or not at all, and every screen's audit
# must be whole or absent.
#
#   scripts/crash-test.sh [ROUNDS]      default: 20
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-20}
swift build -c release --product toolbar-registry >/dev/null
bin=$PWD/.build/release/toolbar-registry
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# An app "Crash" of SCREENS screens × 20 commands in the interchange format.
registry_json() { # registry_json SCREENS
    awk -v screens="$1" 'BEGIN {
        printf "{\"format\": \"toolbar-registry\", \"version\": 1, \"scenarios\": [], \"apps\": [{\"name\": \"Crash\", \"deploymentTarget\": \"26.0\", \"linkedSDK\": \"27.1\", \"screens\": ["
        for (s = 0; s < screens; s++) {
            if (s) printf ","
            printf "{\"name\": \"S%d\", \"commands\": [", s
            for (c = 1; c <= 20; c++) {
                if (c > 1) printf ","
                printf "{\"key\": \"c%d\", \"order\": %d, \"title\": \"Command %d\", \"symbol\": \"star\", \"classification\": \"secondary\"}", c, c, c
            }
            printf "]}"
        }
        printf "]}]}\n"
    }'
}

registry_json 2500 >"$work/import.json"   # 50,000 commands

"$bin" seed --db "$work/base.sqlite" >/dev/null
start=$(date +%s%N)
cp "$work/base.sqlite" "$work/timing.sqlite"
"$bin" import "$work/import.json" --db "$work/timing.sqlite" >/dev/null
duration_ms=$(( ($(date +%s%N) - start) / 1000000 ))
echo "an uninterrupted import takes ${duration_ms} ms; killing at random moments within it"

kill_at_random() { # kill_at_random MAX_MS COMMAND...
    local max=$1
    shift
    "$@" >/dev/null 2>&1 &
    local pid=$!
    sleep "$(awk -v max="$max" -v seed="$RANDOM" 'BEGIN { srand(seed); printf "%.3f", rand() * max / 1000 }')"
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}

failed=0 whole=0 none=0
for round in $(seq 1 "$rounds"); do
    db="$work/round-$round.sqlite"
    cp "$work/base.sqlite" "$db"
    kill_at_random "$duration_ms" "$bin" import "$work/import.json" --db "$db"
    if ! "$bin" db check --db "$db" >/dev/null; then echo "round $round: db check failed" >&2; failed=1; fi
    screens=$("$bin" screen list Crash --format json --db "$db" 2>/dev/null | grep -c '"name"' || true)
    case "$screens" in
        0) none=$((none + 1)) ;;
        2500) whole=$((whole + 1)) ;;
        *) echo "round $round: a partial import survived ($screens screens)" >&2; failed=1 ;;
    esac
done
echo "import: $rounds kills, $whole left the whole import, $none left none of it, db check passed every time"

if "$bin" help audit >/dev/null 2>&1; then
    # The audit run: 200 screens of 20 commands over every scenario preset, one audit per screen.
    registry_json 200 >"$work/audit.json"
    "$bin" import "$work/audit.json" --db "$work/base.sqlite" >/dev/null
    start=$(date +%s%N)
    cp "$work/base.sqlite" "$work/timing.sqlite"
    "$bin" audit Crash --db "$work/timing.sqlite" >/dev/null 2>&1 || true
    audit_ms=$(( ($(date +%s%N) - start) / 1000000 ))
    audits_kept=0
    for round in $(seq 1 "$rounds"); do
        db="$work/audit-$round.sqlite"
        cp "$work/base.sqlite" "$db"
        kill_at_random "$audit_ms" "$bin" audit Crash --db "$db"
        if ! "$bin" db check --db "$db" >/dev/null; then echo "audit round $round: db check failed" >&2; failed=1; fi
        # Whole-or-absent: every stored audit has one result per checklist item.
        counts=$(sqlite3 "$db" "SELECT count(*), count(DISTINCT json_array_length(items)) FROM audits")
        stored=${counts%%|*}
        shapes=${counts##*|}
        if [ "$stored" != "0" ] && [ "$shapes" != "1" ]; then echo "audit round $round: audits with missing items" >&2; failed=1; fi
        audits_kept=$((audits_kept + stored))
    done
    echo "audit: $rounds kills over a ${audit_ms} ms run of 200 screens; $audits_kept whole audits kept in all, db check passed and every audit was whole or absent"
fi
exit $failed
