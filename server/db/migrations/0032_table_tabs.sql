-- Issue 27: one tab per table. Friends at a table share a live tab: each adds lines to their own part
-- (tab_lines, drafts until a round is sent), anyone sends a round (one order for the table, orders.tab_id,
-- each line with its person), and the bill is paid after the meal in shares (tab_shares).

CREATE TABLE tabs (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id),
  table_id text NOT NULL REFERENCES provider_tables(id),
  -- Shown on the members' phones and on the board; a stranger who photographed the QR cannot join without it.
  join_code text NOT NULL CHECK (join_code ~ '^[0-9]{4}$'),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'canceled')),
  split_mode text CHECK (split_mode IN ('items', 'equal', 'custom')),
  opened_by text NOT NULL REFERENCES users(id),
  closed_by text REFERENCES users(id),
  cancel_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  -- The last line added or round sent: an open tab with nothing ordered for three hours closes itself.
  last_activity_at timestamptz NOT NULL DEFAULT now()
);
-- One open tab per table: twenty phones opening at once make exactly one (the others get 409 with its id).
CREATE UNIQUE INDEX tabs_one_open_per_table ON tabs (table_id) WHERE status = 'open';
CREATE INDEX tabs_provider_status_idx ON tabs (provider_id, status);

CREATE TABLE tab_members (
  tab_id text NOT NULL REFERENCES tabs(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tab_id, user_id)
);
CREATE INDEX tab_members_user_idx ON tab_members (user_id);

-- A member's own part before a round is sent: item, count, chosen option ids and note, with the title and
-- unit price as priced when added (the round prices again on the server).
CREATE TABLE tab_lines (
  id text PRIMARY KEY,
  tab_id text NOT NULL REFERENCES tabs(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id),
  item_id text NOT NULL REFERENCES menu_items(id),
  title text NOT NULL,
  unit_price integer NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  option_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  options jsonb,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tab_lines_tab_idx ON tab_lines (tab_id);

-- What is owed and paid: the current split's shares (open), paid ones (kept across re-splits) and void
-- ones (replaced by a re-split). A paid share's parts (wallet, bank, at the counter) add up to its amount.
CREATE TABLE tab_shares (
  id text PRIMARY KEY,
  tab_id text NOT NULL REFERENCES tabs(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id),
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'void')),
  mode text NOT NULL CHECK (mode IN ('items', 'equal', 'custom', 'counter')),
  wallet_paid integer NOT NULL DEFAULT 0,
  bank_paid integer NOT NULL DEFAULT 0,
  counter_paid integer NOT NULL DEFAULT 0,
  payment_method_id text REFERENCES payment_methods(id),
  paid_by text REFERENCES users(id),
  paid_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tab_shares_paid_parts CHECK (status <> 'paid' OR wallet_paid + bank_paid + counter_paid = amount)
);
CREATE INDEX tab_shares_tab_idx ON tab_shares (tab_id);

-- A round is an order of the tab; its retry key is unique within the tab. place_order/write_order fill the
-- new columns from the order's JSON (NULL for every other order), so normal orders are untouched.
ALTER TABLE orders ADD COLUMN tab_id text REFERENCES tabs(id);
CREATE UNIQUE INDEX orders_tab_key ON orders (tab_id, client_key) WHERE tab_id IS NOT NULL;
-- Each line of a round names its person (null: added by staff).
ALTER TABLE order_items ADD COLUMN person_id text REFERENCES users(id);
ALTER TABLE order_items ADD COLUMN person_name text;
