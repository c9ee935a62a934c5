-- Issue 16 (defects): delivery orders carry an address; customers keep saved addresses.
-- The order's address is a copy (an edited or deleted saved address does not change past orders),
-- written in the same transaction as the order.

CREATE TABLE user_addresses (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  address text NOT NULL,
  phone text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_addresses_user_idx ON user_addresses (user_id, created_at);

CREATE TABLE order_addresses (
  order_id text PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  address text NOT NULL,
  phone text NOT NULL DEFAULT ''
);

-- Networking is opt-in for new profiles (PRIVACY_DEFAULTS.publicProfile is false from now on);
-- members who exist already keep the visibility they had (public unless they had hidden it).
UPDATE users SET privacy = privacy || '{"publicProfile": true}'::jsonb WHERE NOT (privacy ? 'publicProfile');
