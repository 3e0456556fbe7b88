-- 0005: what is measured and what is estimated.
--
-- 1. A custom view's recorded width says whether it was measured or estimated
--    (`commands.custom_width_source`). The solver gives an estimated width a range
--    (docs/solver.md) and says when a verdict depends on it; a measured one is exact. Rows
--    recorded before this migration keep 'measured': that is how the solver treated them, so no
--    verdict changes by migrating. Re-scanning marks the scanner's 44 pt default (no frame in the
--    code) as estimated.
--
-- 2. An audit records the metric values a team pinned (`audits.metrics`: the `metrics` object of
--    `.toolbar-registry.json` as compact JSON, NULL when the solver's own estimates were used).
--
-- Never edit this file once released.

ALTER TABLE commands ADD COLUMN custom_width_source TEXT
    CHECK (custom_width_source IN ('measured', 'estimated'));

UPDATE commands SET custom_width_source = 'measured' WHERE custom_width IS NOT NULL;

ALTER TABLE audits ADD COLUMN metrics TEXT;
