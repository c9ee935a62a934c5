-- A recurring series' client key (issue 28): a retried or double-tapped submit with the same key answers the
-- series it made instead of booking again; with the days it skipped, so that answer is the first one.
ALTER TABLE space_series ADD COLUMN client_key text;
ALTER TABLE space_series ADD COLUMN skipped jsonb NOT NULL DEFAULT '[]'::jsonb;
CREATE UNIQUE INDEX space_series_key_idx ON space_series (user_id, client_key) WHERE client_key IS NOT NULL;
