-- 0002: app targets, audits with their item results, findings and layouts, sign-offs and
-- suppressions.
--
-- An audit is one run of the checklist over one screen; it is written in its own transaction.
-- An item's findings are one compact JSON column of its row (not one row per finding: an audit of
-- a whole registry produces millions of findings, and history, diff, baselines and reports read
-- them per audit anyway). Fingerprints and match keys are derived from the finding's fields.
-- Layouts are stored once by digest (SHA-256 of their JSON) and shared by every audit that judged
-- them. Sign-offs and suppressions remember the screen's records digest when they were made, so
-- the service can tell when the records changed after them. Never edit this file once released.

CREATE TABLE app_targets (
    app_id INTEGER NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    target TEXT NOT NULL,
    PRIMARY KEY (app_id, target)
) STRICT, WITHOUT ROWID;

CREATE TABLE audits (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screens(id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    author TEXT NOT NULL,
    tool_version TEXT NOT NULL,
    checklist_version TEXT NOT NULL,
    records_digest TEXT NOT NULL,
    revision TEXT,
    registry_revision INTEGER NOT NULL,
    sweep_scenario TEXT,
    sweep_json TEXT
) STRICT;

CREATE INDEX audits_by_screen ON audits (screen_id, id);

CREATE TABLE audit_items (
    audit_id INTEGER NOT NULL REFERENCES audits(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    severity TEXT NOT NULL,
    verdict TEXT NOT NULL,
    reason TEXT,
    sign_off_author TEXT,
    sign_off_at TEXT,
    sign_off_note TEXT,
    sign_off_stale INTEGER CHECK (sign_off_stale IN (0, 1)),
    -- The item's findings, NULL when none: a JSON array of
    -- [severity, command key|null, scenario|null, width lower|null, width upper|null, message, suppressed 0|1].
    findings TEXT,
    PRIMARY KEY (audit_id, item_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE layouts (
    digest TEXT PRIMARY KEY,
    json TEXT NOT NULL
) STRICT, WITHOUT ROWID;

CREATE TABLE audit_layouts (
    audit_id INTEGER NOT NULL REFERENCES audits(id) ON DELETE CASCADE,
    scenario TEXT NOT NULL,
    layout_digest TEXT NOT NULL REFERENCES layouts(digest),
    PRIMARY KEY (audit_id, scenario)
) STRICT, WITHOUT ROWID;

-- No index by layout digest: nothing looks audits up by layout, and layouts are never deleted.

CREATE TABLE sign_offs (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screens(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL,
    author TEXT NOT NULL,
    at TEXT NOT NULL,
    note TEXT,
    records_digest TEXT NOT NULL
) STRICT;

CREATE INDEX sign_offs_by_screen ON sign_offs (screen_id, item_id, at);

CREATE TABLE suppressions (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screens(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL,
    command_key TEXT,
    reason TEXT NOT NULL,
    author TEXT NOT NULL,
    at TEXT NOT NULL,
    until TEXT,
    records_digest TEXT NOT NULL
) STRICT;

CREATE INDEX suppressions_by_screen ON suppressions (screen_id, item_id);
