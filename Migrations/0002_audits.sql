-- 0002: app targets, audits with their item results, findings and layouts, sign-offs and
-- suppressions.
--
-- An audit is one run of the checklist over one screen; it is written in its own transaction.
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
    PRIMARY KEY (audit_id, item_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE audit_findings (
    id INTEGER PRIMARY KEY,
    audit_id INTEGER NOT NULL REFERENCES audits(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL,
    severity TEXT NOT NULL,
    command_key TEXT,
    scenario TEXT,
    width_lower REAL,
    width_upper REAL,
    message TEXT NOT NULL,
    suppressed INTEGER NOT NULL CHECK (suppressed IN (0, 1)),
    fingerprint TEXT NOT NULL,
    match_key TEXT NOT NULL
) STRICT;

CREATE INDEX audit_findings_by_audit ON audit_findings (audit_id, item_id);
CREATE INDEX audit_findings_by_fingerprint ON audit_findings (fingerprint);

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

CREATE INDEX audit_layouts_by_digest ON audit_layouts (layout_digest);

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
