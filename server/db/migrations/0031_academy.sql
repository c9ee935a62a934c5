-- Events and the academy (issue 26): teachers, events sold as tickets at a branch, the chain's default
-- commission, ticket purchases (one per purchase, paid by wallet, bank or both) and their tickets (one per
-- seat), certificates for checked-in tickets and the three signature slots printed on them.
CREATE TABLE teachers (
  id text PRIMARY KEY,
  name text NOT NULL,
  bio text NOT NULL DEFAULT '',
  photo text,
  -- A teacher who signs in as this user sees their own events and what they are owed.
  user_id text UNIQUE REFERENCES users(id) ON DELETE SET NULL,
  removed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE events (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  cover text,
  teacher_id text REFERENCES teachers(id),
  room text,
  space_item_id text REFERENCES menu_items(id) ON DELETE SET NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  capacity integer NOT NULL CHECK (capacity > 0),
  price integer NOT NULL CHECK (price >= 0),
  -- Null: the chain's default (event_settings); set: this event's override.
  commission_percent double precision CHECK (commission_percent BETWEEN 0 AND 100),
  commission_fixed integer CHECK (commission_fixed >= 0),
  cancel_cutoff_hours integer NOT NULL DEFAULT 24 CHECK (cancel_cutoff_hours >= 0),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'canceled')),
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at)
);
CREATE INDEX events_start_idx ON events (status, start_at);
CREATE INDEX events_provider_idx ON events (provider_id, start_at);
CREATE INDEX events_teacher_idx ON events (teacher_id, start_at);

-- One row: the chain's default commission per ticket (a percentage of the price paid plus a fixed amount).
CREATE TABLE event_settings (
  id text PRIMARY KEY DEFAULT 'chain' CHECK (id = 'chain'),
  commission_percent double precision NOT NULL DEFAULT 10 CHECK (commission_percent BETWEEN 0 AND 100),
  commission_fixed integer NOT NULL DEFAULT 0 CHECK (commission_fixed >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO event_settings (id) VALUES ('chain');

CREATE TABLE event_ticket_purchases (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES events(id),
  user_id text NOT NULL REFERENCES users(id),
  count integer NOT NULL CHECK (count > 0),
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  voucher_id text REFERENCES vouchers(id) ON DELETE SET NULL,
  voucher_discount integer NOT NULL DEFAULT 0 CHECK (voucher_discount >= 0),
  total integer NOT NULL CHECK (total >= 0),
  wallet_amount integer NOT NULL DEFAULT 0 CHECK (wallet_amount >= 0),
  bank_amount integer NOT NULL DEFAULT 0 CHECK (bank_amount >= 0),
  payment_by text NOT NULL CHECK (payment_by IN ('wallet', 'bank', 'hybrid')),
  bank_type text,
  status text NOT NULL CHECK (status IN ('awaitingPayment', 'paid', 'canceled', 'released')),
  client_key text,
  -- A gift: the tickets are held by this user, or by whoever holds this phone.
  gift_target_id text REFERENCES users(id) ON DELETE SET NULL,
  gift_target_phone text,
  gift_anonymous boolean NOT NULL DEFAULT false,
  expires_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, client_key)
);
CREATE INDEX event_ticket_purchases_event_idx ON event_ticket_purchases (event_id, status);
CREATE INDEX event_ticket_purchases_expiry_idx ON event_ticket_purchases (expires_at) WHERE status = 'awaitingPayment';

CREATE TABLE event_tickets (
  id text PRIMARY KEY,
  purchase_id text NOT NULL REFERENCES event_ticket_purchases(id) ON DELETE CASCADE,
  event_id text NOT NULL REFERENCES events(id),
  holder_id text REFERENCES users(id) ON DELETE SET NULL,
  holder_phone text NOT NULL,
  code text NOT NULL UNIQUE,
  -- What this seat cost after the purchase's voucher; commission is taken on it.
  price_paid integer NOT NULL CHECK (price_paid >= 0),
  checked_in_at timestamptz,
  checked_in_by text REFERENCES users(id) ON DELETE SET NULL,
  canceled_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_tickets_event_idx ON event_tickets (event_id);
CREATE INDEX event_tickets_purchase_idx ON event_tickets (purchase_id);
CREATE INDEX event_tickets_holder_idx ON event_tickets (holder_id);
CREATE INDEX event_tickets_phone_idx ON event_tickets (holder_phone);

CREATE TABLE certificates (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  ticket_id text NOT NULL UNIQUE REFERENCES event_tickets(id) ON DELETE CASCADE,
  event_id text NOT NULL REFERENCES events(id),
  attendee_name text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX certificates_event_idx ON certificates (event_id);

CREATE TABLE certificate_signatures (
  idx integer PRIMARY KEY CHECK (idx BETWEEN 1 AND 3),
  description text NOT NULL DEFAULT '',
  full_name text NOT NULL DEFAULT '',
  image text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO certificate_signatures (idx) VALUES (1), (2), (3);

-- A voucher used on a ticket purchase is recorded like one used on an order: a use names one or the other.
ALTER TABLE voucher_uses ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE voucher_uses ADD COLUMN event_purchase_id text UNIQUE REFERENCES event_ticket_purchases(id) ON DELETE CASCADE;
ALTER TABLE voucher_uses ADD CONSTRAINT voucher_uses_subject_check CHECK ((order_id IS NULL) <> (event_purchase_id IS NULL));
