-- 0010: the other symbol of a command that switches between two
-- (`Image(systemName: isFavorite ? "star.fill" : "star")`), as `alternate_title` holds the other
-- label of one that switches titles. NULL for every existing row. Never edit this file once
-- released.

ALTER TABLE commands ADD COLUMN alternate_symbol TEXT;
