-- Each stored file belongs to one kind, kept in its own storage namespace and served only by the
-- route of that kind (server/integrations/storage). Rows stored before this column existed (and the
-- demo seed's) are classified by the rows that use them at start-up (server/services/files/adopt-files.ts),
-- which also moves their bytes into the kind's namespace; a file left unclassified is served by no route.
ALTER TABLE files ADD COLUMN kind text CHECK (kind IN ('item', 'blog', 'avatar', 'about', 'ticket'));
CREATE INDEX files_unclassified_idx ON files(name) WHERE kind IS NULL;
