-- 0011: audits keep what redraws their layouts instead of the layouts.
--
-- A whole-registry audit stored every distinct layout it judged (2.9 KB of JSON each: 948 MiB
-- for 10,000 screens whose layouts all differ), and writing them was most of its disk traffic.
-- The solver is a pure function of the screen's records, the scenario, the pinned metrics and
-- its version, so from here on an audit stores:
--
-- - `layout_digests`: a JSON object from scenario name to the SHA-256 of the layout it judged
--   there (the same digest as `layouts.digest`: the layout's compact JSON), so history and diffs
--   still compare layouts;
-- - `records`: the screen's records as the canonical JSON its `records_digest` hashes, written
--   only when no earlier audit of the screen holds that digest's records (NULL otherwise: read
--   the screen's latest earlier audit with the same digest and a `records`);
-- - `solver_version`: the solver that judged it;
-- - `scenarios_digest`: the scenarios that applied, stored once per distinct set in
--   `audit_scenarios` (JSON array of scenarios, as in an interchange document).
--
-- A report redraws an audit's layouts from these and checks each against its digest. Audits
-- stored before this migration keep `layouts` (scenario → `layouts` row id) and are read as
-- before; new audits leave `layouts` as '{}' and add no `layouts` rows.
--
-- Never edit this file once released.

ALTER TABLE audits ADD COLUMN layout_digests TEXT;

ALTER TABLE audits ADD COLUMN records TEXT;

ALTER TABLE audits ADD COLUMN solver_version TEXT;

ALTER TABLE audits ADD COLUMN scenarios_digest TEXT;

CREATE TABLE audit_scenarios (
    id INTEGER PRIMARY KEY,
    digest TEXT NOT NULL UNIQUE,
    json TEXT NOT NULL
) STRICT;
