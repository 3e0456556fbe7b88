#!/usr/bin/env bash
# Crash safety: kill an import of 50,000 commands, an audit run over many screens, a db restore
# of a large backup and a db migrate of migration 0004 with SIGKILL at random moments, ROUNDS
# times each. After every kill `db check` must pass, the import and the restore must be all
# there or not at all, every screen's audit must be whole or absent, and a killed migration must
# leave the registry at the old or the new version with every audit, and migrate after.
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
"$bin" db backup "$work/big-backup.sqlite" --db "$work/timing.sqlite" >/dev/null   # restored below
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
# db restore: the live registry (the seeds, and the audit run's app when it ran) is replaced by a
# backup holding the 50,000-command import. After a kill the registry must pass db check and be
# all before or all after.
base_screens=$("$bin" screen list Crash --format json --db "$work/base.sqlite" 2>/dev/null | grep -c '"name"' || true)
cp "$work/base.sqlite" "$work/restore-timing.sqlite"
start=$(date +%s%N)
"$bin" db restore "$work/big-backup.sqlite" --db "$work/restore-timing.sqlite" >/dev/null
restore_ms=$(( ($(date +%s%N) - start) / 1000000 ))
before=0 after=0 kept=0
for round in $(seq 1 "$rounds"); do
    db="$work/restore-$round.sqlite"
    "$bin" db backup "$db" --db "$work/base.sqlite" >/dev/null
    kill_at_random "$restore_ms" "$bin" db restore "$work/big-backup.sqlite" --db "$db"
    if ! "$bin" db check --db "$db" >/dev/null; then echo "restore round $round: db check failed" >&2; failed=1; fi
    screens=$("$bin" screen list Crash --format json --db "$db" 2>/dev/null | grep -c '"name"' || true)
    case "$screens" in
        "$base_screens") before=$((before + 1)) ;;
        2500) after=$((after + 1)) ;;
        *) echo "restore round $round: a partial restore survived ($screens screens)" >&2; failed=1 ;;
    esac
    # A kill between the safety copy and its removal leaves that copy; it must be a whole registry.
    for copy in "$db".before-restore-*.sqlite; do
        [ -e "$copy" ] || continue
        kept=$((kept + 1))
        "$bin" db check --db "$copy" >/dev/null || { echo "restore round $round: the kept copy fails db check" >&2; failed=1; }
    done
done
# The next restore removes the copies that killed restores left.
leftover=$(ls "$work"/restore-*.sqlite.before-restore-*.sqlite 2>/dev/null | head -1 || true)
if [ -n "$leftover" ]; then
    db=${leftover%%.before-restore-*}
    "$bin" db restore "$work/big-backup.sqlite" --db "$db" >/dev/null
    if ls "$db".before-restore-*.sqlite >/dev/null 2>&1; then echo "the next restore left a stale safety copy" >&2; failed=1; fi
fi
echo "db restore: $rounds kills within a ${restore_ms} ms restore, $before left the registry as before, $after as restored, $kept kept safety copies (all whole, removed by the next restore); db check passed every time"

# db migrate: migration 0004 (and later ones) over an old registry of 3,000 audits (90,000 item
# rows). After a kill the registry must pass db check at migration 3 or a later one, keep every
# audit, and migrate after.
scripts/old-registry.sh "$bin" "$work/old.sqlite" 3000
cp "$work/old.sqlite" "$work/migrate-timing.sqlite"
start=$(date +%s%N)
"$bin" db migrate --db "$work/migrate-timing.sqlite" >/dev/null
migrate_ms=$(( ($(date +%s%N) - start) / 1000000 ))
at3=0 at4=0
for round in $(seq 1 "$rounds"); do
    db="$work/migrate-$round.sqlite"
    cp "$work/old.sqlite" "$db"
    kill_at_random "$migrate_ms" "$bin" db migrate --db "$db"
    if ! "$bin" db check --db "$db" >/dev/null; then echo "migrate round $round: db check failed" >&2; failed=1; fi
    version=$(sqlite3 "$db" "SELECT max(version) FROM schema_migrations")
    case "$version" in
        3) at3=$((at3 + 1)); items=$(sqlite3 "$db" "SELECT count(*) FROM audit_items") ;;
        *) at4=$((at4 + 1)); items=$(sqlite3 "$db" "SELECT coalesce(sum(json_array_length(items)), 0) FROM audits") ;;
    esac
    [ "$items" = 90000 ] || { echo "migrate round $round: $items item results, expected 90000" >&2; failed=1; }
    "$bin" db migrate --db "$db" >/dev/null || { echo "migrate round $round: migrating after the kill failed" >&2; failed=1; }
    "$bin" db check --db "$db" >/dev/null || { echo "migrate round $round: db check failed after migrating" >&2; failed=1; }
done
echo "db migrate: $rounds kills within a ${migrate_ms} ms run of migrations 0004 and later over 3,000 audits, $at3 left migration 3, $at4 a later one (each migration is its own transaction); every audit kept, db check passed every time and the migrations completed after"
exit $failed
