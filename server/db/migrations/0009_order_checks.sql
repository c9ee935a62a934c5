-- place_order's check of a cart priced from the cached menu, generated from one list.
--
-- `verify` used to name the columns it compared (price, reduction price, ...) here, in the app's
-- pricing and in the snapshot the app sent, three lists to keep in step. Now the app sends a
-- snapshot of the columns listed once in server/services/order/pricing-inputs.ts, keyed by column
-- name, and the rows as they are now must contain it (`to_jsonb(row) @> snapshot`): whatever the
-- list names is compared, and nothing here names a column. An item's stock is compared by whether
-- it is stocked (its count is taken by write_order's conditional decrement).
--
-- p.verify: null | { provider: {column: value, ...}, items: [{column: value, ..., stock: boolean}] }
-- Everything else as in migration 0005.

-- The writing part stays migration 0005's function, renamed; it is called without `verify`.
ALTER FUNCTION place_order(jsonb) RENAME TO write_order;

CREATE FUNCTION place_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb := p->'verify';
BEGIN
  IF v IS NOT NULL AND jsonb_typeof(v) = 'object' THEN
    IF NOT EXISTS (SELECT 1 FROM providers pr WHERE pr.id = p->'order'->>'provider_id' AND to_jsonb(pr) @> (v->'provider')) THEN
      RAISE EXCEPTION 'CART_STALE' USING ERRCODE = 'P0001';
    END IF;
    -- Each item by its own index lookup; a bundle of the customer covering an item makes a checkout
    -- that needs more than this call, so it counts as stale too.
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(v->'items') AS c(item)
               WHERE NOT EXISTS (
                 SELECT 1 FROM menu_items m
                 WHERE m.id = c.item->>'id'
                   AND (to_jsonb(m) || jsonb_build_object('stock', m.stock IS NOT NULL)) @> c.item
                   AND NOT bundle_covers(p->'order'->>'user_id', m.provider_id, m.id))) THEN
      RAISE EXCEPTION 'CART_STALE' USING ERRCODE = 'P0001';
    END IF;
  END IF;
  RETURN write_order(p - 'verify');
END
$$;

-- An order's status is one of lib/order-rules.ts ORDER_STATUSES (tests/api/schema.test.ts compares
-- the two lists).
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('awaitingPayment', 'new', 'accepted', 'preparing', 'ready', 'delivered', 'canceled'));

-- Level 0 is "no membership yet": it never carries a discount (session_user_by_hash also ignores it).
UPDATE memberships SET discount_percent = 0 WHERE level = 0 AND discount_percent <> 0;
ALTER TABLE memberships ADD CONSTRAINT memberships_level0_no_discount CHECK (level > 0 OR discount_percent = 0);
