-- Shifts of a branch and orders rung up at the counter (brief h13c).
--
-- A branch has at most one open shift: the partial unique index refuses a second start even when two
-- staff press start at the same moment. Its report (orders, takings by payment method, who was on) is
-- worked out when it closes and kept in `report`, so it reads the same later.

CREATE TABLE shifts (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  started_by text NOT NULL REFERENCES users(id),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_by text REFERENCES users(id),
  finished_at timestamptz,
  note text NOT NULL DEFAULT '',
  report jsonb,
  CONSTRAINT shifts_finish_check CHECK ((finished_at IS NULL) = (finished_by IS NULL))
);
CREATE UNIQUE INDEX shifts_one_open_idx ON shifts(provider_id) WHERE finished_at IS NULL;
CREATE INDEX shifts_provider_idx ON shifts(provider_id, started_at DESC);

-- An order a staff member rang up for a walk-in customer, paid on site with one of the branch's methods.
CREATE TABLE counter_orders (
  order_id text PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  staff_id text NOT NULL REFERENCES users(id),
  shift_id text REFERENCES shifts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX counter_orders_provider_idx ON counter_orders(provider_id, created_at DESC);
