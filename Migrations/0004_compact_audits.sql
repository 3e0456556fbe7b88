-- 0004: audits stored in fewer bytes and looked up without reading whole layouts.
--
-- 1. An audit item's findings are stored grouped, each message once.
--
-- The `audit_items.findings` column of 0002 held one 7-field array per finding, message included,
-- and a finding seen in 20 scenarios repeated its message 20 times (most of a whole-registry
-- audit's bytes). From here on the column is a JSON array of groups:
--
--     [severity, command key|null, message, flags, [occurrence, ...]]
--
-- one group per distinct (severity, command, message, flags); an occurrence is [scenario|null],
-- [scenario|null, width] or [scenario|null, lower, upper]. Flag 1: suppressed. Flag 2: the message
-- is a template in which U+E000 stands for the occurrence's scenario name (set only when the
-- message names the scenario and holds no U+E000 of its own; the replacement is byte-exact, so
-- the template gives back exactly the stored message).
--
-- Existing rows are rewritten here into the new shape; nothing is lost.
--
-- 2. `layouts` becomes a rowid table, unique on (screen name, digest). As a WITHOUT ROWID table
-- its rows (the layout JSON, several KiB) were the B-tree's keys, so every "is this layout stored
-- yet?" lookup of an audit read whole layouts, overflow pages and all: ~150 page reads per
-- audited screen (SQLite's advice is to keep WITHOUT ROWID rows under 1/20 of a page). And a
-- unique index on the digest alone puts an audit's 32 new layouts on 32 random index pages, so a
-- registry whose layouts all differ rewrote ~47 index pages per audit. A layout's JSON holds its
-- screen's name, so (screen, digest) is unique exactly when the digest is, and keeps one screen's
-- layouts side by side.
--
-- Never edit this file once released.

UPDATE audit_items SET findings = (
    SELECT json_group_array(json(grouped.entry)) FROM (
        SELECT json_array(
            finding.severity, finding.command, finding.message, finding.flags,
            json_group_array(json(finding.occurrence))) AS entry
        FROM (
            SELECT
                old.value ->> 0 AS severity,
                old.value ->> 1 AS command,
                CASE WHEN old.value ->> 2 IS NOT NULL AND old.value ->> 2 <> ''
                          AND instr(old.value ->> 5, old.value ->> 2) > 0
                          AND instr(old.value ->> 5, char(57344)) = 0
                     THEN replace(old.value ->> 5, old.value ->> 2, char(57344))
                     ELSE old.value ->> 5 END AS message,
                (old.value ->> 6)
                    + CASE WHEN old.value ->> 2 IS NOT NULL AND old.value ->> 2 <> ''
                                AND instr(old.value ->> 5, old.value ->> 2) > 0
                                AND instr(old.value ->> 5, char(57344)) = 0
                           THEN 2 ELSE 0 END AS flags,
                CASE WHEN old.value ->> 3 IS NULL THEN json_array(old.value ->> 2)
                     WHEN old.value ->> 3 = old.value ->> 4 THEN json_array(old.value ->> 2, old.value ->> 3)
                     ELSE json_array(old.value ->> 2, old.value ->> 3, old.value ->> 4) END AS occurrence,
                old.key AS position
            FROM json_each(audit_items.findings) AS old
        ) AS finding
        GROUP BY finding.severity, finding.command, finding.message, finding.flags
        ORDER BY min(finding.position)
    ) AS grouped
)
WHERE findings IS NOT NULL;

CREATE TABLE layouts_0004 (
    id INTEGER PRIMARY KEY,
    screen TEXT NOT NULL,
    digest TEXT NOT NULL,
    json TEXT NOT NULL,
    UNIQUE (screen, digest)
) STRICT;

INSERT INTO layouts_0004 (screen, digest, json)
SELECT coalesce(json ->> 'screen', ''), digest, json FROM layouts ORDER BY 1, 2;

-- Foreign keys are off while a migration runs (and checked before it commits); audit_layouts'
-- references go with it in part 3.
DROP TABLE layouts;

ALTER TABLE layouts_0004 RENAME TO layouts;

-- 3. An audit's item results and the layouts it judged move into its own row: `audits.items` and
-- `audits.layouts`, and the tables `audit_items` and `audit_layouts` go. Storing an audit is then
-- one row (its text spills into overflow pages written once) instead of ~75 rows in two tables
-- and their unique indexes, whose B-trees rewrote ~19 pages at every audit's commit.
--
-- `items` is a JSON array, one entry per item result:
--
--     [item id, kind, severity, verdict, reason|null, sign-off|null, findings|null]
--
-- a sign-off being [author, at, note|null, stale 0|1] and findings the grouped array above.
-- `layouts` is a JSON object from scenario name to the layout's id in `layouts`.

-- Only for the rewrite below: layouts are looked up by (screen, digest) from here on.
CREATE INDEX layouts_by_digest_0004 ON layouts (digest);

ALTER TABLE audits ADD COLUMN items TEXT NOT NULL DEFAULT '[]';

ALTER TABLE audits ADD COLUMN layouts TEXT NOT NULL DEFAULT '{}';

UPDATE audits SET
    items = coalesce((
        SELECT json_group_array(json_array(
            item.item_id, item.kind, item.severity, item.verdict, item.reason,
            CASE WHEN item.sign_off_author IS NULL THEN NULL
                 ELSE json_array(item.sign_off_author, item.sign_off_at, item.sign_off_note,
                                 coalesce(item.sign_off_stale, 0)) END,
            json(item.findings)))
        FROM (SELECT * FROM audit_items WHERE audit_id = audits.id ORDER BY item_id) AS item
    ), '[]'),
    layouts = coalesce((
        SELECT json_group_object(judged.scenario, (SELECT id FROM layouts WHERE digest = judged.layout_digest))
        FROM (SELECT * FROM audit_layouts WHERE audit_id = audits.id ORDER BY scenario) AS judged
    ), '{}');

DROP TABLE audit_items;

DROP TABLE audit_layouts;

DROP INDEX layouts_by_digest_0004;
