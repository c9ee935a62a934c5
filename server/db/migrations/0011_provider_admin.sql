-- Branch administration (issue 13): tables can be removed without losing the orders that name them,
-- and on-site payment methods keep their names for old orders when removed.
--
-- A removed table keeps its row (orders.table_id points at it) and gets removed_at; its QR code then
-- shows a "this table is no longer in use" page. Its number becomes free for a new table, so the
-- numbers are unique among the tables in use only.
ALTER TABLE provider_tables ADD COLUMN removed_at timestamptz;
ALTER TABLE provider_tables DROP CONSTRAINT IF EXISTS provider_tables_provider_id_number_key;
CREATE UNIQUE INDEX provider_tables_number_in_use ON provider_tables (provider_id, number) WHERE removed_at IS NULL;

-- Two methods in use at one branch may not share a name (the barista picks by name).
CREATE UNIQUE INDEX payment_methods_title_in_use ON payment_methods (provider_id, title) WHERE active;
