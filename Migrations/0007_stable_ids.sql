-- 0007: stable record ids.
--
-- Apps, screens, groups and commands get a stable id (`stable_id`) that survives renames: finding
-- fingerprints name records by it, and export writes it (`id`) so that a rename in a registry file
-- is a rename on import. A record created without one gets the id derived from its kind and name
-- (`StableID.derived` in Sources/ToolbarModel/StableID.swift: 16 hex digits of a SHA-256, which
-- SQL cannot compute). Rows from before this migration keep NULL, read as the id derived from
-- their current name, and get it written as soon as they are renamed or re-imported.
--
-- Ids are unique among siblings (apps among apps, screens in their app, groups and commands in
-- their screen); NULLs do not collide in a unique index.
--
-- Never edit this file once released.

ALTER TABLE apps ADD COLUMN stable_id TEXT;
ALTER TABLE screens ADD COLUMN stable_id TEXT;
ALTER TABLE toolbar_groups ADD COLUMN stable_id TEXT;
ALTER TABLE commands ADD COLUMN stable_id TEXT;

CREATE UNIQUE INDEX apps_by_stable_id ON apps (stable_id);
CREATE UNIQUE INDEX screens_by_stable_id ON screens (app_id, stable_id);
CREATE UNIQUE INDEX toolbar_groups_by_stable_id ON toolbar_groups (screen_id, stable_id);
CREATE UNIQUE INDEX commands_by_stable_id ON commands (screen_id, stable_id);
