-- 0001: the registry's records and their change log.
--
-- Names are unique per parent by their case-folded key (`name_key`), computed in Swift with
-- full Unicode case folding (SQLite's NOCASE folds ASCII only). Enum columns hold the model's
-- raw values; the model validates them, so adding a value never needs a table rebuild.
-- Never edit this file once released: add a new numbered migration instead.

PRAGMA application_id = 1413632583; -- 'TBRG': marks the file as a toolbar registry

CREATE TABLE apps (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    bundle_id TEXT,
    deployment_target TEXT NOT NULL,
    linked_sdk TEXT NOT NULL,
    owner TEXT,
    notes TEXT
) STRICT;

CREATE TABLE screens (
    id INTEGER PRIMARY KEY,
    app_id INTEGER NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    title TEXT,
    title_display_mode TEXT NOT NULL,
    owner TEXT,
    column_role TEXT NOT NULL,
    search_placement TEXT,
    scroll_primary INTEGER NOT NULL CHECK (scroll_primary IN (0, 1)),
    minimization TEXT NOT NULL,
    vertical_behavior TEXT NOT NULL,
    vertical_opt_out_reason TEXT,
    vertical_compression TEXT NOT NULL,
    toolbar_role TEXT NOT NULL,
    has_tab_bar INTEGER NOT NULL CHECK (has_tab_bar IN (0, 1)),
    navigation_kind TEXT NOT NULL,
    availability_gated INTEGER NOT NULL CHECK (availability_gated IN (0, 1)),
    padding_removed INTEGER NOT NULL CHECK (padding_removed IN (0, 1)),
    source_file TEXT,
    source_line INTEGER,
    notes TEXT,
    UNIQUE (app_id, name_key)
) STRICT;

CREATE TABLE toolbar_groups (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screens(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    placement TEXT NOT NULL,
    priority TEXT,
    UNIQUE (screen_id, name_key)
) STRICT;

CREATE TABLE commands (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screens(id) ON DELETE CASCADE,
    group_id INTEGER REFERENCES toolbar_groups(id) ON DELETE SET NULL,
    key TEXT NOT NULL,
    key_fold TEXT NOT NULL,
    position INTEGER NOT NULL CHECK (position >= 1),
    title TEXT NOT NULL,
    symbol TEXT,
    accessibility_label TEXT,
    content_kind TEXT NOT NULL,
    spacer_sizing TEXT,
    custom_width REAL,
    custom_reacts_to_active INTEGER CHECK (custom_reacts_to_active IN (0, 1)),
    custom_shows_text_and_symbol INTEGER CHECK (custom_shows_text_and_symbol IN (0, 1)),
    custom_adapts_to_vertical_bar INTEGER CHECK (custom_adapts_to_vertical_bar IN (0, 1)),
    badge TEXT,
    classification TEXT,
    essential INTEGER NOT NULL CHECK (essential IN (0, 1)),
    placement TEXT NOT NULL,
    priority TEXT,
    axis TEXT NOT NULL,
    role TEXT NOT NULL,
    needs_confirmation INTEGER NOT NULL CHECK (needs_confirmation IN (0, 1)),
    size_class_condition TEXT NOT NULL,
    usage TEXT,
    alternate_title TEXT,
    notes TEXT,
    UNIQUE (screen_id, key_fold)
) STRICT;

-- `command list App/Screen` reads a screen's commands in declaration order.
CREATE INDEX commands_by_screen_position ON commands (screen_id, position);
-- Removing a group detaches its commands.
CREATE INDEX commands_by_group ON commands (group_id);

CREATE TABLE scenarios (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    summary TEXT NOT NULL,
    target TEXT NOT NULL,
    width REAL NOT NULL,
    height REAL NOT NULL,
    horizontal_size_class TEXT NOT NULL,
    vertical_size_class TEXT NOT NULL,
    dynamic_type TEXT NOT NULL,
    search_active INTEGER NOT NULL CHECK (search_active IN (0, 1)),
    keyboard_up INTEGER NOT NULL CHECK (keyboard_up IN (0, 1)),
    picture_in_picture INTEGER NOT NULL CHECK (picture_in_picture IN (0, 1)),
    window_active INTEGER NOT NULL CHECK (window_active IN (0, 1)),
    vertical_bar_edge TEXT NOT NULL,
    locale TEXT NOT NULL,
    right_to_left INTEGER NOT NULL CHECK (right_to_left IN (0, 1)),
    text_expansion REAL NOT NULL,
    sources TEXT NOT NULL
) STRICT;

-- Every write, with who made it. Rows keep the ids of the records they touched (identity survives
-- renames) and the path at the time (so the history of removed records stays readable).
CREATE TABLE change_log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    author TEXT NOT NULL,
    record_kind TEXT NOT NULL,
    record_id INTEGER,
    record_path TEXT NOT NULL,
    app_id INTEGER,
    screen_id INTEGER,
    action TEXT NOT NULL,
    before_json TEXT,
    after_json TEXT
) STRICT;

CREATE INDEX change_log_by_app ON change_log (app_id, id);
CREATE INDEX change_log_by_screen ON change_log (screen_id, id);
CREATE INDEX change_log_by_author ON change_log (author, id);
CREATE INDEX change_log_by_time ON change_log (at);
