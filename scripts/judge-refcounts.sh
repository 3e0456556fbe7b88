#!/usr/bin/env bash
# Counts the atomic reference-counting operations (calls of swift_retain and swift_release) and the
# instructions of an audit's judging threads, under callgrind, for 100 distinct screens, and names
# the functions that cause them. Retains and releases are a few instructions each but an atomic
# read-modify-write apiece: a perf profile of the distinct-screen audit put a third of judging's
# time in them while callgrind counted them as a few percent of its instructions.
#
# Usage: scripts/judge-refcounts.sh [path/to/toolbar-registry-bench] [how many functions to list]
# Build first: swift build -c release --product toolbar-registry-bench
# Needs valgrind and python3 (apt-get install -y valgrind python3).
set -euo pipefail
bench=$(realpath "${1:-.build/release/toolbar-registry-bench}")
top=${2:-30}
for tool in valgrind python3; do
    command -v "$tool" >/dev/null || { echo "judge-refcounts: $tool is not installed (apt-get install -y $tool)" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Only inside AuditEngine.judge(_: PreparedAudit): one screen judged, on whichever thread.
judge='$s15ToolbarRegistry11AuditEngineV5judgeyAA06JudgedC0VAA08PreparedC0VKF'
(cd "$work" && SWIFT_DETERMINISTIC_HASHING=1 TOOLBAR_REGISTRY_BENCH_APPS=1 \
    valgrind --tool=callgrind --separate-threads=yes --toggle-collect="$judge" \
    --callgrind-out-file="$work/judge.cg" "$bench" audit-distinct >"$work/run.txt" 2>&1) || {
    tail -20 "$work/run.txt" >&2
    exit 1
}
TOP=$top python3 - "$work"/judge.cg-* <<'PY'
import collections, os, re, sys
RC = {"swift_retain", "swift_release", "swift_retain_n", "swift_release_n"}
# Value witnesses, outlined copies and destroys, bridge retains and deinits pass their operations up
# to the function that called them.
HELPER = re.compile(r"(WO[chebysi]|w(cp|xx|ca|ta)$|swift_bridgeObject|swift_array(Destroy|InitWithCopy|Assign)|Cf[Dd]$"
                    r"|_swift_release_dealloc|doDecrementSlow|swift_deallocClassInstance|__swift_destroy_boxed|TA$|Tm$|Sg_)")
calls = collections.defaultdict(collections.Counter)
instructions = 0
for path in sys.argv[1:]:
    names, caller, callee = {}, None, None
    for line in open(path):
        if line.startswith("summary:"):
            instructions += int(line.split()[1])
        elif line.startswith(("fn=", "cfn=")):
            number, _, name = line.strip().split("=", 1)[1].partition(" ")
            if name:
                names[number] = name
            if line.startswith("fn="):
                caller = names[number]
            else:
                callee = names[number]
        elif line.startswith("calls="):
            calls[caller][callee] += int(line.split("=")[1].split()[0])
received = collections.Counter()
for caller, callees in calls.items():
    for callee, count in callees.items():
        received[callee] += count
memo = {}
def per_call(helper, depth=0):
    if helper in memo or depth > 20:
        return memo.get(helper, 0)
    memo[helper] = 0
    total = sum(count if callee in RC else count * per_call(callee, depth + 1)
                for callee, count in calls.get(helper, {}).items() if callee in RC or HELPER.search(callee))
    memo[helper] = total / (received[helper] or 1)
    return memo[helper]
owned = collections.Counter()
for caller, callees in calls.items():
    if caller in RC or HELPER.search(caller or ""):
        continue
    for callee, count in callees.items():
        if callee in RC:
            owned[caller] += count
        elif HELPER.search(callee):
            owned[caller] += count * per_call(callee)
print(f"judging 100 distinct screens: {instructions / 1e6:.1f} M instructions, "
      f"{sum(owned.values()):,.0f} retains and releases")
for name, count in owned.most_common(int(os.environ["TOP"])):
    print(f"{count:>10,.0f}  {name[:140]}")
PY
