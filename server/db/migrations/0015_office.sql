-- Head office: the chain's settlement bank accounts, short links and the chain's life feed.

-- A settlement account: its IBAN (sheba) is stored normalised (IR + 24 digits) and checked with its
-- ISO 13616 checksum by the app (lib/iban.ts) before it gets here; one row per IBAN.
CREATE TABLE bank_accounts (
  id text PRIMARY KEY,
  title text NOT NULL,
  owner_name text NOT NULL,
  iban text NOT NULL UNIQUE CHECK (iban ~ '^IR[0-9]{24}$'),
  bank_name text NOT NULL DEFAULT '',
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A short link: /l/{code} counts a visit (one UPDATE: exact under parallel visits) and redirects to its
-- target; users who register after following it carry its id in users.short_link_ref_id.
CREATE TABLE short_links (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{2,32}$'),
  title text NOT NULL,
  target text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  visits integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_short_link_ref_idx ON users(short_link_ref_id) WHERE short_link_ref_id IS NOT NULL;

-- The chain's life feed: events and photos, managed by head office and shown on the home page.
CREATE TABLE life_posts (
  id text PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  image text,
  happened_on date NOT NULL,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX life_posts_feed_idx ON life_posts(happened_on DESC, created_at DESC) WHERE published;

-- A bundle unit handed over at the counter without an order (the scanner's "redeem"): written with the
-- decrement of user_bundle_items.remaining in one transaction; client_key makes a retried tap a no-op.
CREATE TABLE bundle_redemptions (
  id text PRIMARY KEY,
  user_bundle_item_id text NOT NULL REFERENCES user_bundle_items(id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES providers(id),
  staff_id text REFERENCES users(id) ON DELETE SET NULL,
  client_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bundle_redemptions_item_idx ON bundle_redemptions(user_bundle_item_id);
