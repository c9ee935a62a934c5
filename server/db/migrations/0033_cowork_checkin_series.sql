-- Issue 28 (coworking that runs itself): a check-in code on every reservation, recurring series, the no-show
-- release and its fee, and each branch's check-in and cancellation policies.

-- A series of bookings of one item every day or week, paid once (wallet: one movement; bank: one payment whose
-- subject_id is the series).
CREATE TABLE space_series (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES menu_items(id),
  provider_id text NOT NULL REFERENCES providers(id),
  repeat text NOT NULL CHECK (repeat IN ('day', 'week')),
  count integer NOT NULL CHECK (count BETWEEN 1 AND 12),
  payment_by text NOT NULL,
  total integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX space_series_user_idx ON space_series (user_id);

-- The code the customer shows at the door (QR and text): 12 random hex characters of a v4 uuid, unguessable.
ALTER TABLE space_reservations
  ADD COLUMN checkin_code text NOT NULL DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12));
ALTER TABLE space_reservations ADD CONSTRAINT space_reservations_checkin_code_key UNIQUE (checkin_code);
ALTER TABLE space_reservations ADD COLUMN series_id text REFERENCES space_series(id) ON DELETE SET NULL;
CREATE INDEX space_reservations_series_idx ON space_reservations (series_id) WHERE series_id IS NOT NULL;
-- Released for a no-show by the sweep (once), with the fee the branch kept; a late cancel's fee too.
ALTER TABLE space_reservations ADD COLUMN released_at timestamptz;
ALTER TABLE space_reservations ADD COLUMN no_show_at timestamptz;
ALTER TABLE space_reservations ADD COLUMN fee_kept integer NOT NULL DEFAULT 0;
CREATE INDEX space_reservations_starts_idx ON space_reservations (starts_at) WHERE released_at IS NULL;

-- Branch policies: check-in opens this many minutes before the start, closes this many after; a no-show keeps
-- this percent of what was paid; a late cancel keeps the highest tier whose window holds the time left.
ALTER TABLE providers ADD COLUMN checkin_opens_minutes integer NOT NULL DEFAULT 15;
ALTER TABLE providers ADD COLUMN grace_minutes integer NOT NULL DEFAULT 20;
ALTER TABLE providers ADD COLUMN no_show_fee_percent integer NOT NULL DEFAULT 0
  CHECK (no_show_fee_percent BETWEEN 0 AND 100);
ALTER TABLE providers ADD COLUMN late_cancel_tiers jsonb NOT NULL DEFAULT '[]'::jsonb;
