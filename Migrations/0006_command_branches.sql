-- 0006: what the scanner learns about a command from the code around it.
--
-- Commands declared in the branches of one `if`/`else`, `switch`, `if #available` or undecided
-- `#if` are alternatives: the code shows one branch at a time, and the solver shows one branch
-- per alternative set (the one the scenario's OS and size classes allow, else the widest). A
-- command in no such branch has NULL in all branch columns.
--
--   branch_set        the alternative set's name, unique per screen (compared case-folded)
--   branch_path       which branch: "2", or "1.1.2" for nested conditionals (branch 1, its first
--                     nested conditional, branch 2)
--   branch_condition  the branch's own condition as written (`isEditing`, `case .list`,
--                     `#available(iOS 26.0, *)`)
--   branch_from_os    shown only on this OS version or later (e.g. "26.0")
--   branch_before_os  shown only below this OS version
--
-- A title may be localized (`localization_key` holds the key, `title` the development-language
-- text where the code has it, else the key) or unknown from the code (`title_unknown` = 1:
-- `Text(document.title)`; `title` is then empty unless a symbol names it).
--
-- Existing rows need nothing: every new column is NULL or 0 for them. Never edit this file once
-- released.

ALTER TABLE commands ADD COLUMN localization_key TEXT;
ALTER TABLE commands ADD COLUMN title_unknown INTEGER NOT NULL DEFAULT 0 CHECK (title_unknown IN (0, 1));
ALTER TABLE commands ADD COLUMN branch_set TEXT;
ALTER TABLE commands ADD COLUMN branch_path TEXT;
ALTER TABLE commands ADD COLUMN branch_condition TEXT;
ALTER TABLE commands ADD COLUMN branch_from_os TEXT;
ALTER TABLE commands ADD COLUMN branch_before_os TEXT;
