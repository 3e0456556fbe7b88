-- 0009: incremental audits.
--
-- An audit records what it judged besides the screen's records (`audits.inputs_digest`): the
-- SHA-256 of the tool, solver and checklist versions, the checklist configuration (disabled
-- items, severities, pinned metrics), the swept widths, the scenarios that apply to the app and
-- the app's context (how many screens, how many opt out of the vertical bar), the screen's
-- sign-offs and suppressions (and which suppressions had expired) and its findings from the
-- last scan (docs/audits.md, "Incremental audits", lists the recipe). `audit` judges a screen
-- again only when its records digest or this digest differs from its last audit's; otherwise the
-- last audit stands and nothing is stored. Audits stored before this migration have none, so
-- each screen is judged once more.
--
-- Never edit this file once released.

ALTER TABLE audits ADD COLUMN inputs_digest TEXT;

ALTER TABLE audits ADD COLUMN outcome TEXT;
