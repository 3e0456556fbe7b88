#!/usr/bin/env bash
# Makes a registry as a build before migration 0004 left it — migrations 0001–0003 applied (so
# 0004 and every later one are pending), the seed apps, and AUDITS audits of 30 items with findings and 20 judged layouts each in the old
# per-row tables — so that `db migrate` has a long migration (0004) to run. Used by
# scripts/crash-test.sh (kills during a migration) and scripts/concurrency-test.sh (processes
# meeting a migration in progress). Needs the sqlite3 shell.
#
#   scripts/old-registry.sh BINARY PATH [AUDITS]      default: 10000 audits
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$1 db=$2 audits=${3:-10000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" seed --db "$tmp/seeded.sqlite" >/dev/null 2>&1
rm -f "$db" "$db-wal" "$db-shm"
checksum() { sha256sum "Migrations/$1" | cut -d' ' -f1; }
{
    echo "PRAGMA page_size = 16384; PRAGMA journal_mode = WAL;"
    cat Migrations/0001_registry.sql Migrations/0002_audits.sql Migrations/0003_scans.sql
    cat <<SQL
CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT;
INSERT INTO schema_migrations VALUES
    (1, 'registry', '$(checksum 0001_registry.sql)', '2026-11-01T00:00:00Z'),
    (2, 'audits', '$(checksum 0002_audits.sql)', '2026-11-01T00:00:00Z'),
    (3, 'scans', '$(checksum 0003_scans.sql)', '2026-11-01T00:00:00Z');
SQL
} | sqlite3 -bail "$db" >/dev/null
# The seed records, copied column by column (later migrations only add columns to these tables).
{
    echo "ATTACH '$tmp/seeded.sqlite' AS seeded;"
    for table in apps screens toolbar_groups commands scenarios; do
        columns=$(sqlite3 "$db" "SELECT group_concat(name, ', ') FROM pragma_table_info('$table')")
        echo "INSERT INTO $table ($columns) SELECT $columns FROM seeded.$table;"
    done
    echo "DETACH seeded;"
    cat <<SQL
BEGIN;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
INSERT INTO layouts (digest, json)
SELECT 'd' || i, json_object('screen', 'S' || (i % 9), 'bars', json_array(json_object('items', json_array('share', 'undo', 'redo')))) FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $audits),
    numbered AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS r FROM screens),
    total AS (SELECT count(*) AS count FROM screens)
INSERT INTO audits (id, screen_id, at, author, tool_version, checklist_version, records_digest, registry_revision)
SELECT n.i, numbered.id, '2026-11-01T00:00:00Z', 'old', '0.0.9', '1', 'digest' || (n.i % 50), n.i
FROM n, total JOIN numbered ON numbered.r = n.i % total.count;
WITH RECURSIVE k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < 30)
INSERT INTO audit_items (audit_id, item_id, kind, severity, verdict, reason, findings)
SELECT a.id, 'item-' || k.j, 'automatic', 'warning', CASE WHEN k.j % 3 = 0 THEN 'fail' ELSE 'pass' END, NULL,
       CASE WHEN k.j % 3 = 0 THEN json_array(
           json_array('warning', 'share', 'iphone-se-portrait', 320, 400, 'Share moves to the overflow menu in iphone-se-portrait', 0),
           json_array('warning', 'share', 'iphone-17-portrait', 320, 400, 'Share moves to the overflow menu in iphone-17-portrait', 0),
           json_array('warning', 'export', NULL, NULL, NULL, 'Export has no symbol', 0)) END
FROM audits a, k;
WITH RECURSIVE s(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM s WHERE j < 20)
INSERT INTO audit_layouts (audit_id, scenario, layout_digest)
SELECT a.id, 'scenario-' || s.j, 'd' || (1 + (a.id * 7 + s.j) % 400) FROM audits a, s;
COMMIT;
SQL
} | sqlite3 -bail "$db" >/dev/null
