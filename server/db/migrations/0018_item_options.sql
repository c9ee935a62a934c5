-- Item options (size, milk, sugar, extra shot), order ratings and the customer's cancel.
--
-- An item's option groups live on its row (`option_groups`, a JSON array), so the cached menu has
-- them and place_order's check of a cart priced from that cache (`to_jsonb(row) @> snapshot`,
-- migration 0009) covers option prices with no change to place_order or write_order: a group or
-- option removed or repriced since the cache was made is not contained any more (CART_STALE).
--
-- option_groups: [{ _id, title, required, multiple, options: [{ _id, title, priceDelta }] }]
ALTER TABLE menu_items ADD COLUMN option_groups jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE menu_items ADD CONSTRAINT menu_items_option_groups_array CHECK (jsonb_typeof(option_groups) = 'array');

-- What the customer chose for a line, as priced then ([{ group, title, priceDelta }]), and their
-- note for it. Both stay NULL for a line without them: write_order fills order_items with
-- jsonb_populate_recordset, so callers that send neither keep working unchanged.
ALTER TABLE order_items ADD COLUMN options jsonb;
ALTER TABLE order_items ADD COLUMN note text;

-- A customer's rating of a delivered order (1–5 and a comment); one per order. The branch panel's
-- survey list reads it.
CREATE TABLE order_ratings (
  order_id text PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  score integer NOT NULL CONSTRAINT order_ratings_score_check CHECK (score BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_ratings_provider_idx ON order_ratings (provider_id, created_at DESC);

-- A customer's browsers that accepted web push of their orders' notices (the spec's fcmToken is
-- this subscription): the push service's endpoint and the keys to encrypt for it.
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
