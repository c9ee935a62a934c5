CREATE TABLE users (
  id text PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  first_name text,
  last_name text,
  first_name_fa text,
  last_name_fa text,
  username text UNIQUE,
  email text,
  bio text NOT NULL DEFAULT '',
  gender text,
  avatar text,
  user_type text NOT NULL DEFAULT 'user',
  access_level jsonb NOT NULL DEFAULT '{}'::jsonb,
  active boolean NOT NULL DEFAULT true,
  wallet integer NOT NULL DEFAULT 0 CHECK (wallet >= 0),
  membership_level integer NOT NULL DEFAULT 0,
  referral_code text NOT NULL UNIQUE,
  reagent_code text,
  short_link_ref_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device text NOT NULL DEFAULT 'web',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions(user_id);

CREATE TABLE otp_codes (
  id text PRIMARY KEY,
  verify_token_hash text NOT NULL UNIQUE,
  phone text NOT NULL,
  code_hash text NOT NULL,
  purpose text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  attempts integer NOT NULL DEFAULT 0,
  sent_count integer NOT NULL DEFAULT 1,
  expires_at timestamptz NOT NULL,
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_codes_phone_idx ON otp_codes(phone, created_at);

CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE memberships (
  level integer PRIMARY KEY,
  name text NOT NULL,
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 0 AND 100),
  min_orders integer NOT NULL DEFAULT 0
);

CREATE TABLE providers (
  id text PRIMARY KEY,
  name text NOT NULL,
  branch text NOT NULL,
  address text NOT NULL DEFAULT '',
  display_type jsonb NOT NULL DEFAULT '[]'::jsonb,
  static_phone text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  opening_time text NOT NULL DEFAULT '08:00',
  closing_time text NOT NULL DEFAULT '22:00',
  lat double precision,
  lng double precision,
  payment_types jsonb NOT NULL DEFAULT '["pos"]'::jsonb,
  has_rules boolean NOT NULL DEFAULT false,
  rules text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE provider_staff (
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'barista')),
  access_level jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, user_id)
);
CREATE INDEX provider_staff_user_idx ON provider_staff(user_id);

CREATE TABLE provider_tables (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  number integer NOT NULL,
  label text NOT NULL DEFAULT '',
  UNIQUE (provider_id, number)
);

CREATE TABLE menu_categories (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  title text NOT NULL,
  kind text NOT NULL DEFAULT 'cafe' CHECK (kind IN ('cafe', 'space')),
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX menu_categories_provider_idx ON menu_categories(provider_id, kind, sort);

CREATE TABLE menu_items (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  category_id text NOT NULL REFERENCES menu_categories(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  cover text,
  price integer NOT NULL CHECK (price >= 0),
  reduction_price integer NOT NULL DEFAULT 0 CHECK (reduction_price >= 0),
  available boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true,
  visible boolean NOT NULL DEFAULT true,
  stock integer CHECK (stock IS NULL OR stock >= 0),
  has_membership_discount boolean NOT NULL DEFAULT false,
  kind text NOT NULL DEFAULT 'cafe' CHECK (kind IN ('cafe', 'space')),
  sort integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX menu_items_provider_idx ON menu_items(provider_id, category_id, sort);

CREATE TABLE orders (
  id text PRIMARY KEY,
  number integer NOT NULL,
  client_key text,
  provider_id text NOT NULL REFERENCES providers(id),
  user_id text NOT NULL REFERENCES users(id),
  status text NOT NULL,
  order_type text NOT NULL,
  table_id text REFERENCES provider_tables(id),
  description text NOT NULL DEFAULT '',
  payment_by text NOT NULL,
  bank_type text,
  paid boolean NOT NULL DEFAULT false,
  payment_method_id text,
  items_price integer NOT NULL CHECK (items_price >= 0),
  discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
  total_price integer NOT NULL CHECK (total_price >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, client_key)
);
CREATE INDEX orders_provider_idx ON orders(provider_id, created_at DESC);
CREATE INDEX orders_user_idx ON orders(user_id, created_at DESC);

CREATE TABLE order_items (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES menu_items(id),
  title text NOT NULL,
  unit_price integer NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  line_total integer NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX order_items_order_idx ON order_items(order_id);

CREATE TABLE order_status_history (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  actor_id text REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_idx ON order_status_history(order_id, created_at);

CREATE TABLE provider_order_counters (
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  day date NOT NULL,
  last_number integer NOT NULL DEFAULT 0,
  PRIMARY KEY (provider_id, day)
);

CREATE TABLE payment_methods (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  title text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE files (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  size integer NOT NULL,
  owner_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
