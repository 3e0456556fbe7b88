-- 0003: what `scan` remembers between runs: content hashes of scanned files, the files each
-- scanned screen was read from, where each scanned command is in source (with its condition and
-- whether its classification is still the scanner's guess), the last scan's source findings and
-- the last `scan --check` result per app.
--
-- Paths are relative to the scan root. A command without a `command_sources` row was never
-- scanned (added by hand or imported): its classification is a person's. Never edit this file
-- once released.

CREATE TABLE scan_files (
    app_id INTEGER NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    PRIMARY KEY (app_id, path)
) STRICT, WITHOUT ROWID;

CREATE TABLE scan_screen_files (
    screen_id INTEGER NOT NULL REFERENCES screens(id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    type_name TEXT NOT NULL,
    PRIMARY KEY (screen_id, path)
) STRICT, WITHOUT ROWID;

CREATE TABLE command_sources (
    command_id INTEGER PRIMARY KEY REFERENCES commands(id) ON DELETE CASCADE,
    file TEXT NOT NULL,
    line INTEGER NOT NULL CHECK (line >= 1),
    column_number INTEGER CHECK (column_number >= 1),
    condition TEXT,
    classification_inferred INTEGER NOT NULL CHECK (classification_inferred IN (0, 1))
) STRICT;

-- A classification written by anything but the scanner (`command update --classification`,
-- `import`) is a person's: the scanner sets the flag back only when it writes the value itself,
-- after this trigger has run.
CREATE TRIGGER command_classification_set_by_person
AFTER UPDATE OF classification ON commands
WHEN old.classification IS NOT new.classification
BEGIN
    UPDATE command_sources SET classification_inferred = 0 WHERE command_id = new.id;
END;

CREATE TABLE source_findings (
    id INTEGER PRIMARY KEY,
    app_id INTEGER NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    rule_id TEXT NOT NULL,
    severity TEXT NOT NULL,
    message TEXT NOT NULL,
    file TEXT NOT NULL,
    line INTEGER NOT NULL,
    column_number INTEGER,
    screen TEXT,
    command_key TEXT
) STRICT;

CREATE INDEX source_findings_by_app_file ON source_findings (app_id, file);

CREATE TABLE scan_status (
    app_id INTEGER PRIMARY KEY REFERENCES apps(id) ON DELETE CASCADE,
    last_scan_at TEXT,
    last_check_at TEXT,
    last_check_drift INTEGER
) STRICT;
