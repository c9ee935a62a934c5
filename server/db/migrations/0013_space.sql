-- Workspace reservations (issue 14): pool items sold by the day up to a daily capacity, resource
-- items (rooms, desks) booked by the hour. A reservation is an order (write_order, unchanged) plus
-- one space_reservations row; the check and the insert run in one transaction holding the
-- space_day_locks row of that item and day, so concurrent bookings on any number of app instances
-- sharing one database are serialised per item and day.

ALTER TABLE menu_items ADD COLUMN space_type text CHECK (space_type IN ('pool', 'resource'));
ALTER TABLE menu_items ADD COLUMN capacity integer CHECK (capacity IS NULL OR capacity >= 0);
ALTER TABLE providers ADD COLUMN cancel_cutoff_minutes integer NOT NULL DEFAULT 120 CHECK (cancel_cutoff_minutes >= 0);

CREATE TABLE space_capacity_overrides (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- 0 closes the item on those days.
  capacity integer NOT NULL CHECK (capacity >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX space_capacity_overrides_item_idx ON space_capacity_overrides(item_id, start_date, end_date);

CREATE TABLE space_reservations (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES menu_items(id),
  provider_id text NOT NULL REFERENCES providers(id),
  user_id text NOT NULL REFERENCES users(id),
  day date NOT NULL,
  -- Whole hours in Tehran time for a resource; null for a pool day.
  starting_hour integer CHECK (starting_hour IS NULL OR (starting_hour >= 0 AND starting_hour < 24)),
  ending_hour integer CHECK (ending_hour IS NULL OR (ending_hour > 0 AND ending_hour <= 24)),
  seats integer NOT NULL DEFAULT 1 CHECK (seats > 0),
  starts_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starting_hour IS NULL OR ending_hour > starting_hour)
);
CREATE INDEX space_reservations_item_day_idx ON space_reservations(item_id, day);
CREATE INDEX space_reservations_provider_idx ON space_reservations(provider_id, day);

-- One row per item and day, locked (INSERT ... ON CONFLICT DO UPDATE) by every booking of that day.
CREATE TABLE space_day_locks (
  item_id text NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (item_id, day)
);

CREATE TABLE space_waitlist (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  starting_hour integer,
  ending_hour integer,
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (item_id, user_id, day)
);
