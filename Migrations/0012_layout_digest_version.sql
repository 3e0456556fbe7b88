-- 0012: audits say which format their layout digests are in.
--
-- Since 0011 an audit keeps, per scenario, the digest of the layout it judged (`layout_digests`),
-- and a report redraws the layout and checks it against that digest. Until now the digest was the
-- SHA-256 of the layout's compact JSON (format 1); encoding that JSON was about a sixth of a
-- whole-registry audit's CPU. From here on audits record `layout_digest_version` = 2: SHA-256 of
-- the layout's fields fed in a fixed order as bytes, no JSON (`Layout.digest(version:)`,
-- docs/audits.md). NULL (every audit stored before this migration) means format 1; such audits
-- are redrawn and checked with format 1 as before. Nothing is rewritten.
--
-- Never edit this file once released.

ALTER TABLE audits ADD COLUMN layout_digest_version INTEGER;
