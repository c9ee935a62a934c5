-- Money: wallet ledger, bank payments, vouchers, bundles, referral rewards, and the money columns of orders.
-- Integer toman everywhere. Idempotency lives in unique keys (ledger idem_key, one voucher use per order,
-- one referral reward per invitee) and in conditional status updates on payments and orders.

ALTER TABLE orders
  ADD COLUMN membership_discount integer NOT NULL DEFAULT 0 CHECK (membership_discount >= 0),
  ADD COLUMN voucher_id text,
  ADD COLUMN voucher_discount integer NOT NULL DEFAULT 0 CHECK (voucher_discount >= 0),
  ADD COLUMN bundle_discount integer NOT NULL DEFAULT 0 CHECK (bundle_discount >= 0),
  ADD COLUMN wallet_amount integer NOT NULL DEFAULT 0 CHECK (wallet_amount >= 0),
  ADD COLUMN bank_amount integer NOT NULL DEFAULT 0 CHECK (bank_amount >= 0),
  ADD COLUMN gift_target_id text REFERENCES users(id),
  ADD COLUMN gift_target_phone text,
  ADD COLUMN gift_anonymous boolean NOT NULL DEFAULT false,
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN refunded_at timestamptz;
CREATE INDEX orders_awaiting_payment_idx ON orders(expires_at) WHERE status = 'awaitingPayment';
CREATE INDEX orders_gift_target_idx ON orders(gift_target_id) WHERE gift_target_id IS NOT NULL;
CREATE INDEX orders_gift_phone_idx ON orders(gift_target_phone) WHERE gift_target_phone IS NOT NULL;

-- Every change of a wallet balance is one row here, written in the same transaction as the balance.
CREATE TABLE wallet_ledger (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount <> 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  reason text NOT NULL,
  description text NOT NULL DEFAULT '',
  ref_type text,
  ref_id text,
  actor_id text REFERENCES users(id) ON DELETE SET NULL,
  idem_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_ledger_user_idx ON wallet_ledger(user_id, created_at DESC);

CREATE TABLE payments (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  provider_id text REFERENCES providers(id),
  purpose text NOT NULL CHECK (purpose IN ('order', 'wallet', 'bundle')),
  order_id text REFERENCES orders(id) ON DELETE CASCADE,
  user_bundle_id text,
  amount integer NOT NULL CHECK (amount > 0),
  driver text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  authority text UNIQUE,
  link text,
  bank_ref text,
  card_pan text,
  failure text,
  bank_type text,
  device text NOT NULL DEFAULT 'web',
  charge_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz
);
CREATE INDEX payments_user_idx ON payments(user_id, created_at DESC);
CREATE INDEX payments_order_idx ON payments(order_id);

-- The simulated bank of the sandbox driver: what a real bank would hold about each payment session.
CREATE TABLE sandbox_bank_sessions (
  authority text PRIMARY KEY,
  amount integer NOT NULL CHECK (amount > 0),
  merchant text NOT NULL,
  description text NOT NULL DEFAULT '',
  callback_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'canceled')),
  ref_id text,
  verified_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vouchers (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  title text NOT NULL DEFAULT '',
  type text NOT NULL CHECK (type IN ('percent', 'amount')),
  value integer NOT NULL CHECK (value > 0),
  max_discount integer CHECK (max_discount IS NULL OR max_discount > 0),
  min_order_price integer NOT NULL DEFAULT 0 CHECK (min_order_price >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  total_limit integer CHECK (total_limit IS NULL OR total_limit > 0),
  per_user_limit integer CHECK (per_user_limit IS NULL OR per_user_limit > 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  scope text NOT NULL DEFAULT 'provider' CHECK (scope IN ('provider', 'categories', 'items', 'users')),
  active boolean NOT NULL DEFAULT true,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'percent' OR value <= 100),
  CHECK (total_limit IS NULL OR used_count <= total_limit),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX vouchers_provider_idx ON vouchers(provider_id, created_at DESC);

-- What a scoped voucher applies to: menu items, menu categories, or the users allowed to use it.
CREATE TABLE voucher_targets (
  voucher_id text NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('item', 'category', 'user')),
  target_id text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (voucher_id, target_type, target_id)
);
CREATE INDEX voucher_targets_target_idx ON voucher_targets(target_type, target_id);

CREATE TABLE voucher_user_counts (
  voucher_id text NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (voucher_id, user_id)
);

CREATE TABLE voucher_uses (
  id text PRIMARY KEY,
  voucher_id text NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id text NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  discount integer NOT NULL CHECK (discount >= 0),
  released_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voucher_uses_voucher_idx ON voucher_uses(voucher_id, created_at DESC);

CREATE TABLE bundles (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price > 0),
  valid_days integer NOT NULL CHECK (valid_days BETWEEN 1 AND 3650),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bundles_provider_idx ON bundles(provider_id, sort);

CREATE TABLE bundle_items (
  bundle_id text NOT NULL REFERENCES bundles(id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
  count integer NOT NULL CHECK (count BETWEEN 1 AND 1000),
  PRIMARY KEY (bundle_id, item_id)
);

CREATE TABLE user_bundles (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  bundle_id text NOT NULL REFERENCES bundles(id),
  provider_id text NOT NULL REFERENCES providers(id),
  title text NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  payment_by text NOT NULL CHECK (payment_by IN ('wallet', 'bank')),
  status text NOT NULL CHECK (status IN ('awaitingPayment', 'active', 'canceled')),
  client_key text,
  valid_days integer NOT NULL,
  purchased_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, client_key)
);
CREATE INDEX user_bundles_user_idx ON user_bundles(user_id, status, expires_at);

CREATE TABLE user_bundle_items (
  id text PRIMARY KEY,
  user_bundle_id text NOT NULL REFERENCES user_bundles(id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES menu_items(id),
  title text NOT NULL,
  total integer NOT NULL CHECK (total > 0),
  remaining integer NOT NULL CHECK (remaining >= 0 AND remaining <= total)
);
CREATE INDEX user_bundle_items_bundle_idx ON user_bundle_items(user_bundle_id);

CREATE TABLE order_bundle_uses (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  user_bundle_item_id text NOT NULL REFERENCES user_bundle_items(id) ON DELETE CASCADE,
  item_id text NOT NULL,
  title text NOT NULL,
  count integer NOT NULL CHECK (count > 0),
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  released_at timestamptz
);
CREATE INDEX order_bundle_uses_order_idx ON order_bundle_uses(order_id);

CREATE TABLE referral_policies (
  id text PRIMARY KEY,
  title text NOT NULL,
  inviter_reward integer NOT NULL CHECK (inviter_reward >= 0),
  invitee_reward integer NOT NULL DEFAULT 0 CHECK (invitee_reward >= 0),
  min_order_price integer NOT NULL DEFAULT 0 CHECK (min_order_price >= 0),
  active boolean NOT NULL DEFAULT true,
  updated_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One reward per invited user, whatever happens to later orders.
CREATE TABLE referral_rewards (
  invitee_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  inviter_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  policy_id text REFERENCES referral_policies(id) ON DELETE SET NULL,
  order_id text REFERENCES orders(id) ON DELETE SET NULL,
  inviter_amount integer NOT NULL DEFAULT 0,
  invitee_amount integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_rewards_inviter_idx ON referral_rewards(inviter_id);
