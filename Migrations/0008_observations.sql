-- 0008: observations — what UI tests saw of a screen's toolbar on real devices
-- (docs/observations.md), imported by `observe import`.
--
-- One row per imported document: the device, OS, linked SDK, window, size classes and scenario it
-- stands for, who imported it and when, the screen's records digest at that moment (a later
-- change to the screen's commands makes the observation stale, not wrong), and the document
-- itself as imported (its canonical JSON; `document_digest` is its SHA-256, so importing the same
-- document twice stores it once). One row per bar element, overflow button and menu row, with
-- its frame, the region read from it and the command it was matched to (by identifier, then
-- label; NULL when none matched).
--
-- Never edit this file once released.

CREATE TABLE observations (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screens(id) ON DELETE CASCADE,
    document_digest TEXT NOT NULL,
    scenario TEXT NOT NULL,
    target TEXT NOT NULL,
    device_model TEXT NOT NULL,
    device_name TEXT,
    os_version TEXT NOT NULL,
    simulator INTEGER NOT NULL CHECK (simulator IN (0, 1)),
    linked_sdk TEXT,
    orientation TEXT NOT NULL,
    window_width REAL NOT NULL,
    window_height REAL NOT NULL,
    horizontal_size_class TEXT,
    vertical_size_class TEXT,
    taken_at TEXT,
    records_digest TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    imported_by TEXT NOT NULL,
    document TEXT NOT NULL,
    UNIQUE (screen_id, document_digest)
) STRICT;

CREATE TABLE observation_elements (
    observation_id INTEGER NOT NULL REFERENCES observations(id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    kind TEXT NOT NULL CHECK (kind IN ('item', 'overflowButton', 'menuEntry')),
    identifier TEXT,
    label TEXT NOT NULL,
    x REAL,
    y REAL,
    width REAL,
    height REAL,
    region TEXT,
    command_id INTEGER REFERENCES commands(id) ON DELETE SET NULL,
    matched_by TEXT CHECK (matched_by IN ('identifier', 'label')),
    PRIMARY KEY (observation_id, position)
) STRICT, WITHOUT ROWID;

CREATE INDEX observation_elements_by_command ON observation_elements (command_id);
