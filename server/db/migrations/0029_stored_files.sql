-- The bytes of stored files when STORAGE_DRIVER=database (the default when DATABASE_URL is set): every
-- instance of the app serves every file, and a pg_dump holds them with the rows that name them. The key is
-- the storage key (`{kind}/{name}`, or a bare name for files of older versions not yet classified); the
-- `files` row of the same name keeps the content type and owner the routes check. One row is read per request
-- (uploads are at most 10 MB); lists of files are never read with their bytes.
CREATE TABLE stored_files (
  key text PRIMARY KEY,
  kind text CHECK (kind IN ('item', 'blog', 'avatar', 'about', 'ticket')),
  bytes bytea NOT NULL,
  size integer NOT NULL,
  content_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
