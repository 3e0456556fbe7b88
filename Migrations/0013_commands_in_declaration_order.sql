-- 0013: a screen's commands are read in declaration order straight from an index.
--
-- Every read of a screen's commands (`command list`, an audit reading each screen, a report)
-- orders them by position and then by folded key, for commands that share a position. The index
-- from 0001 covered (screen_id, position) only, so SQLite copied every row into a temporary
-- B-tree to sort by the key as well: about half of the instructions an audit spent reading a
-- command (docs/benchmarks.md). With the folded key in the index the rows come out in order.
--
-- Never edit this file once released.

DROP INDEX commands_by_screen_position;

CREATE INDEX commands_by_screen_position ON commands (screen_id, position, key_fold);
