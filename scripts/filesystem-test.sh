#!/usr/bin/env bash
# Reading works wherever reading is possible (issue #13, cases 3–6), on real file systems and
# users that a unit test cannot make:
#   3. a read-only registry in a folder the user cannot write;
#   4. a registry on a read-only mount;
#   5. a shared sticky folder (like /tmp): a reader who may not write the registry leaves no
#      -wal/-shm of its own, so the owner's next write still works;
#   6. a 100% full disk: reads work, a write says "the disk is full; nothing was written".
# Every read command must succeed, every write must fail with its reason, and nothing may be
# left behind. Needs root (it mounts tmpfs file systems and runs commands as other users);
# without root it prints why and skips. Run by .ci/run after the tests.
#
#   scripts/filesystem-test.sh        (TOOLBAR_REGISTRY_BIN: the binary; default .build/debug)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" != 0 ]; then
    echo "filesystem-test: skipped: needs root to mount tmpfs file systems and run commands as other users"
    exit 0
fi
if ! command -v setpriv >/dev/null; then
    echo "filesystem-test: skipped: setpriv (util-linux) is not installed"
    exit 0
fi

built=${TOOLBAR_REGISTRY_BIN:-$PWD/.build/debug/toolbar-registry}
[ -x "$built" ] || swift build --product toolbar-registry >/dev/null
work=$(mktemp -d /tmp/toolbar-registry-fs.XXXXXX)
chmod 755 "$work"
mounts=()
cleanup() {
    for mount in "${mounts[@]}"; do umount "$mount" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
# A copy every user may run (the build folder may not be reachable for them).
bin=$work/toolbar-registry
cp "$built" "$bin"
chmod 755 "$bin"
if ! mkdir "$work/probe" || ! mount -t tmpfs -o size=1m tmpfs "$work/probe"; then
    echo "filesystem-test: skipped: this machine does not let root mount a tmpfs"
    exit 0
fi
umount "$work/probe"

passed=0 failed=0
owner=4242 reader=4243
export NO_COLOR=1 TOOLBAR_REGISTRY_AUTHOR=filesystem-test
as_user() { # as_user UID COMMAND... (HOME in the work folder, no supplementary groups)
    local uid=$1
    shift
    HOME=$work setpriv --reuid="$uid" --regid="$uid" --clear-groups "$@"
}
pass() { passed=$((passed + 1)); echo "ok - $1"; }
fail() { failed=$((failed + 1)); echo "FAIL - $1" >&2; }
# expect_ok NAME COMMAND...: exit 0
expect_ok() {
    local name=$1
    shift
    local out
    if out=$("$@" 2>&1); then pass "$name"; else fail "$name: exit $? — $(head -c 300 <<<"$out")"; fi
}
# expect_error NAME TEXT COMMAND...: exit 1 with TEXT in the first line on stderr
expect_error() {
    local name=$1 text=$2
    shift 2
    local status=0 err
    err=$("$@" 2>&1 >/dev/null) || status=$?
    local first=${err%%$'\n'*}
    if [ "$status" = 1 ] && [[ "$first" == Error:* ]] && [[ "$first" == *"$text"* ]]; then
        pass "$name"
    else
        fail "$name: exit $status — $(head -c 300 <<<"$err")"
    fi
}
# expect_files NAME DIR NAMES...: DIR holds exactly NAMES
expect_files() {
    local name=$1 dir=$2
    shift 2
    local have want
    have=$(ls -A "$dir" | sort | tr '\n' ' ')
    want=$(printf '%s\n' "$@" | sort | tr '\n' ' ')
    if [ "$have" = "$want" ]; then pass "$name"; else fail "$name: has [$have], expected [$want]"; fi
}
# reads DB RUN...: every read command the issue names, and more, through RUN (e.g. as_user UID)
reads() {
    local label=$1 db=$2 out=$3
    shift 3
    expect_ok "$label: app list" "$@" "$bin" app list --db "$db"
    expect_ok "$label: screen show" "$@" "$bin" screen show "PhotoEditor/Crowded Editor" --db "$db"
    expect_ok "$label: export" "$@" "$bin" export --db "$db"
    expect_ok "$label: export --output" "$@" "$bin" export --db "$db" --output "$out/export.json"
    expect_ok "$label: solve" "$@" "$bin" solve "PhotoEditor/Crowded Editor" --scenario iphone-se-portrait --db "$db"
    expect_ok "$label: history" "$@" "$bin" history "PhotoEditor/Crowded Editor" --db "$db"
    expect_ok "$label: report" "$@" "$bin" report --format md --db "$db"
    expect_ok "$label: status" "$@" "$bin" status --db "$db"
    expect_ok "$label: log" "$@" "$bin" log --db "$db"
    expect_ok "$label: db status" "$@" "$bin" db status --db "$db"
    expect_ok "$label: db check" "$@" "$bin" db check --db "$db"
    expect_ok "$label: db backup" "$@" "$bin" db backup "$out/backup.sqlite" --db "$db"
    expect_ok "$label: the backup checks clean" "$bin" db check --db "$out/backup.sqlite"
    rm -f "$out"/backup.sqlite* "$out/export.json"
}
seeded() { # seeded DB [RUN...]: a seeded, audited registry
    local db=$1
    shift
    "$@" "$bin" seed --db "$db" >/dev/null 2>&1
    "$@" "$bin" audit --db "$db" >/dev/null 2>&1 || [ $? = 2 ]
}

# --- 3. A read-only registry in a folder the user cannot write ---------------------------------
dir=$work/readonly-folder out=$work/out-reader
mkdir -p "$dir" "$out"
chown "$reader" "$out"
seeded "$dir/registry.sqlite"
chmod 755 "$dir"
chmod 644 "$dir/registry.sqlite"
reads "read-only folder" "$dir/registry.sqlite" "$out" as_user "$reader"
expect_error "read-only folder: a write says why" "the registry is read-only for this user" \
    as_user "$reader" "$bin" app add Notes --db "$dir/registry.sqlite"
expect_files "read-only folder: nothing created beside the registry" "$dir" registry.sqlite

# --- 4. A registry on a read-only mount ------------------------------------------------------
dir=$work/readonly-mount out=$work/out-root
mkdir -p "$dir" "$out"
mount -t tmpfs -o size=16m tmpfs "$dir"
mounts+=("$dir")
seeded "$dir/registry.sqlite"
mount -o remount,ro "$dir"
reads "read-only mount" "$dir/registry.sqlite" "$out"
expect_error "read-only mount: a write says why" "it is on a read-only file system" \
    "$bin" app add Notes --db "$dir/registry.sqlite"
expect_files "read-only mount: nothing created" "$dir" registry.sqlite

# --- 5. A shared sticky folder: the reader leaves nothing the owner then trips on --------------
dir=$work/shared out=$work/out-reader
mkdir -p "$dir"
chmod 1777 "$dir"
seeded "$dir/registry.sqlite" as_user "$owner"
chmod 644 "$dir/registry.sqlite"
reads "shared folder" "$dir/registry.sqlite" "$out" as_user "$reader"
expect_files "shared folder: the reader left no -wal/-shm" "$dir" registry.sqlite
expect_ok "shared folder: the owner still writes" as_user "$owner" "$bin" app add Notes --db "$dir/registry.sqlite"
expect_error "shared folder: a reader's write says why" "the registry is read-only for this user" \
    as_user "$reader" "$bin" app add Other --db "$dir/registry.sqlite"
if find "$dir" -user "$reader" | grep -q .; then
    fail "shared folder: files owned by the reader: $(find "$dir" -user "$reader" | tr '\n' ' ')"
else
    pass "shared folder: no file owned by the reader"
fi

# --- 6. A 100% full disk ---------------------------------------------------------------------
dir=$work/full out=$work/out-root
mkdir -p "$dir"
mount -t tmpfs -o size=8m tmpfs "$dir"
mounts+=("$dir")
seeded "$dir/registry.sqlite"
dd if=/dev/zero of="$dir/filler" bs=64k 2>/dev/null || true
if [ "$(df --output=avail -k "$dir" | tail -1 | tr -d ' ')" != 0 ]; then
    fail "full disk: could not fill the disk"
fi
before=$(sha256sum "$dir/registry.sqlite")
reads "full disk" "$dir/registry.sqlite" "$out"
expect_error "full disk: a write says the disk is full" "the disk is full; nothing was written" \
    "$bin" app add Notes --db "$dir/registry.sqlite"
expect_error "full disk: a new scenario says the disk is full" "the disk is full; nothing was written" \
    "$bin" scenario add huge --width 2000 --height 1000 --db "$dir/registry.sqlite"
if [ "$(sha256sum "$dir/registry.sqlite")" = "$before" ]; then pass "full disk: registry unchanged"; else fail "full disk: registry changed"; fi
expect_files "full disk: nothing created" "$dir" registry.sqlite filler
rm -f "$dir/filler"
expect_ok "full disk: db check after space is freed" "$bin" db check --db "$dir/registry.sqlite"
expect_ok "full disk: writes work again" "$bin" app add Notes --db "$dir/registry.sqlite"

echo "filesystem-test: $passed passed, $failed failed"
[ "$failed" = 0 ]
