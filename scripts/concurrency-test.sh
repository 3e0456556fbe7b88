#!/usr/bin/env bash
# Many hands on one registry: P processes each make N writes at the same time (command adds,
# command updates and — once per 25 writes — a screen audit when the audit command exists).
# Afterwards every write must be present, the change log complete, `db check` clean, and no
# process may have printed "database is locked". Then a long migration (0004 over 10,000 audits)
# meets four `db migrate`, two readers and a writer at once: one applies it, all the others wait.
#
#   scripts/concurrency-test.sh [PROCESSES] [WRITES_PER_PROCESS]     default: 4 × 1000
set -euo pipefail
cd "$(dirname "$0")/.."
processes=${1:-4}
writes=${2:-1000}
swift build -c release --product toolbar-registry >/dev/null
bin=$PWD/.build/release/toolbar-registry
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TOOLBAR_REGISTRY_DB="$work/registry.sqlite"
"$bin" seed >/dev/null
"$bin" app add Load >/dev/null
has_audit=0
"$bin" help audit >/dev/null 2>&1 && has_audit=1

worker() {
    # Every failure goes to this worker's stderr file; the loop goes on so the check sees them all.
    set +e
    local p=$1 adds=0 updates=0 audits=0
    "$bin" screen add "Load/P$p" --author "worker-$p" >/dev/null
    for n in $(seq 1 "$writes"); do
        if (( n % 10 == 0 )); then
            "$bin" command update "Load/P$p/c1" --notes "update $n" --author "worker-$p" >/dev/null && updates=$((updates + 1))
        elif (( has_audit == 1 && n % 25 == 1 && n > 1 )); then
            "$bin" audit "Load/P$p" --author "worker-$p" >/dev/null
            status=$?
            if [ $status -eq 0 ] || [ $status -eq 2 ]; then audits=$((audits + 1)); fi
        else
            "$bin" command add "Load/P$p" --title "C$n" --symbol star --author "worker-$p" >/dev/null && adds=$((adds + 1))
        fi
    done
    echo "$adds $updates $audits" >"$work/counts-$p"
}

start=$(date +%s.%N)
for p in $(seq 1 "$processes"); do
    worker "$p" 2>"$work/stderr-$p" &
done
wait
end=$(date +%s.%N)

failed=0
for p in $(seq 1 "$processes"); do
    read -r adds updates audits <"$work/counts-$p"
    commands=$("$bin" command list "Load/P$p" --format json | grep -c '"key"')
    logged=$("$bin" log --by "worker-$p" --format json | grep -c '"action"')
    expected_log=$((1 + adds + updates))
    echo "worker $p: $adds adds, $updates updates, $audits audits; $commands commands stored, $logged change-log entries (expected $expected_log)"
    [ "$commands" -eq "$adds" ] || { echo "  missing commands" >&2; failed=1; }
    [ "$logged" -ge "$expected_log" ] || { echo "  missing change-log entries" >&2; failed=1; }
    if grep -qi "locked\|busy" "$work/stderr-$p"; then echo "  'locked' reached a user:" >&2; cat "$work/stderr-$p" >&2; failed=1; fi
    if [ -s "$work/stderr-$p" ]; then echo "  stderr:" >&2; head -5 "$work/stderr-$p" >&2; failed=1; fi
done
"$bin" db check >/dev/null || { echo "db check failed" >&2; failed=1; }
printf '%d processes × %d writes in %.1f s; db check ok\n' "$processes" "$writes" "$(echo "$end - $start" | bc)"

# A long migration meets other processes: four `db migrate`, two readers and a writer start at
# once on a registry that still needs migration 0004 (and those after it) over 10,000 audits. One process applies it;
# the others wait for it (never "migration … failed", never "locked") and then do their work.
old=$work/old.sqlite
scripts/old-registry.sh "$bin" "$old" 10000
start=$(date +%s.%N)
for p in 1 2 3 4; do "$bin" db migrate --db "$old" >"$work/migrate-$p.out" 2>"$work/migrate-$p.err" & done
for p in 1 2; do "$bin" app list --db "$old" >"$work/read-$p.out" 2>"$work/read-$p.err" & done
"$bin" app add Meanwhile --db "$old" >"$work/write.out" 2>"$work/write.err" &
statuses=()
for job in $(jobs -p); do
    status=0
    wait "$job" || status=$?
    statuses+=("$status")
done
end=$(date +%s.%N)
applied=$(cat "$work"/migrate-*.out | grep -c '^Applied [0-9]* migration' || true)
uptodate=$(cat "$work"/migrate-*.out | grep -c '^Up to date' || true)
# Each pending migration is applied once, by whichever process takes the write lock first (a
# db migrate, a reader or the writer); the others wait, find it applied and go on.
[ $((applied + uptodate)) = 4 ] || { echo "db migrate: $applied applied, $uptodate up to date" >&2; failed=1; }
twice=$(cat "$work"/migrate-*.out | grep -o '[0-9]\{4\}_[a-z_]*' | sort | uniq -d)
[ -z "$twice" ] || { echo "applied twice: $twice" >&2; failed=1; }
"$bin" db status --db "$old" | grep -q "^Up to date" || { echo "migrations are still pending" >&2; failed=1; }
for status in "${statuses[@]}"; do [ "$status" = 0 ] || { echo "a process exited $status" >&2; failed=1; }; done
grep -q PhotoEditor "$work/read-1.out" && grep -q PhotoEditor "$work/read-2.out" || { echo "a reader printed no apps" >&2; failed=1; }
if cat "$work"/*.err | grep -q .; then echo "stderr:" >&2; cat "$work"/*.err >&2; failed=1; fi
"$bin" app show Meanwhile --db "$old" >/dev/null || { echo "the writer's app is missing" >&2; failed=1; }
"$bin" db check --db "$old" >/dev/null || { echo "db check failed after the migration" >&2; failed=1; }
printf 'migrations 0004 and later over 10,000 audits met by 4 db migrate, 2 readers and a writer at once: %d db migrate applied one or more (each migration once), %d found them done; all 7 finished in %.1f s with nothing on stderr; db check ok\n' \
    "$applied" "$uptodate" "$(echo "$end - $start" | bc)"
exit $failed
