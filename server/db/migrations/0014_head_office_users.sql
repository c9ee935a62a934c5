-- Head-office user management (issue 15): staff verify and hide users, and search 100,000 of them by
-- name or phone through a trigram index instead of a scan.
ALTER TABLE users ADD COLUMN verified boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN hidden boolean NOT NULL DEFAULT false;

-- The searchable text of a user, folded as server/services/search/normalize.ts folds a search
-- (lower case, Persian letter forms, Latin digits): names in both scripts, username, the phone in
-- E.164 and in its local 09… form.
ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
  translate(lower(
    coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' ||
    coalesce(first_name_fa, '') || ' ' || coalesce(last_name_fa, '') || ' ' ||
    coalesce(username, '') || ' ' || phone || ' 0' || substr(phone, 4)
  ), 'يىك' || chr(8204) || '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', 'ییک 01234567890123456789')
) STORED;

-- In public, so every schema on one database (the test suite makes one per file) finds its operator class.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE INDEX users_search_trgm_idx ON users USING gin (search_text public.gin_trgm_ops);
CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC);
CREATE INDEX users_reagent_code_idx ON users (reagent_code);
