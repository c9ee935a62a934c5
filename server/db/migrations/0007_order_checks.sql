-- place_order's check of a cart priced from the cached menu, generated from one list.
--
-- `verify` used to name the columns it compared (price, reduction price, ...) here, in the app's
-- pricing and in the snapshot the app sent, three lists to keep in step. Now the app sends a
-- snapshot of the columns listed once in server/services/order/pricing-inputs.ts, keyed by column
-- name, and the rows as they are now must contain it (`to_jsonb(row) @> snapshot`): whatever the
-- list names is compared, and nothing here names a column. An item's stock is compared by whether
-- it is stocked (its count is taken by the conditional decrement below).
--
-- p.verify: null | { provider: {column: value, ...}, items: [{column: value, ..., stock: boolean}] }
-- Everything else as in migration 0005.
CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  o jsonb := p->'order';
  w jsonb := p->'wallet';
  v jsonb := p->'verify';
  l record;
  v_number integer;
  v_now timestamptz := now();
BEGIN
  IF v IS NOT NULL AND jsonb_typeof(v) = 'object' THEN
    IF NOT EXISTS (SELECT 1 FROM providers pr WHERE pr.id = o->>'provider_id' AND to_jsonb(pr) @> (v->'provider')) THEN
      RAISE EXCEPTION 'CART_STALE' USING ERRCODE = 'P0001';
    END IF;
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(v->'items') AS c(item)
               WHERE NOT EXISTS (
                 SELECT 1 FROM menu_items m
                 WHERE m.id = c.item->>'id'
                   AND (to_jsonb(m) || jsonb_build_object('stock', m.stock IS NOT NULL)) @> c.item
                   AND NOT bundle_covers(o->>'user_id', m.provider_id, m.id))) THEN
      RAISE EXCEPTION 'CART_STALE' USING ERRCODE = 'P0001';
    END IF;
  END IF;

  FOR l IN SELECT * FROM jsonb_to_recordset(p->'stock') AS s(item_id text, count integer) LOOP
    UPDATE menu_items SET stock = stock - l.count, updated_at = v_now
      WHERE id = l.item_id AND stock >= l.count;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ITEM_STOCK' USING ERRCODE = 'P0001', DETAIL = l.item_id;
    END IF;
  END LOOP;

  INSERT INTO provider_order_counters AS c (provider_id, day, last_number)
    VALUES (o->>'provider_id', (p->>'day')::date, 1)
    ON CONFLICT (provider_id, day) DO UPDATE SET last_number = c.last_number + 1
    RETURNING last_number INTO v_number;

  INSERT INTO orders
    SELECT * FROM jsonb_populate_record(NULL::orders, o || jsonb_build_object('number', v_number, 'created_at', v_now, 'updated_at', v_now));
  INSERT INTO order_items
    SELECT * FROM jsonb_populate_recordset(NULL::order_items, p->'items');
  INSERT INTO order_status_history (id, order_id, from_status, to_status, actor_id, created_at)
    VALUES (p->>'history_id', o->>'id', NULL, o->>'status', o->>'user_id', v_now);

  IF w IS NOT NULL AND jsonb_typeof(w) = 'object' THEN
    PERFORM wallet_move(
      w->>'ledger_id', o->>'user_id', -(w->>'amount')::integer, 'order',
      replace(w->>'description', '{n}', translate(v_number::text, '0123456789', '۰۱۲۳۴۵۶۷۸۹')),
      'order', o->>'id', NULL, w->>'key'
    );
  END IF;

  -- A line that sold out announces itself to the menus through the menu_items trigger.
  PERFORM pg_notify(p->>'channel', p->>'event');
  RETURN jsonb_build_object('number', v_number, 'created_at', v_now, 'updated_at', v_now);
END
$$;

-- An order's status is one of lib/order-rules.ts ORDER_STATUSES (tests/api/schema.test.ts compares
-- the two lists).
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('awaitingPayment', 'new', 'accepted', 'preparing', 'ready', 'delivered', 'canceled'));

-- Level 0 is "no membership yet": it never carries a discount (session_user_by_hash also ignores it).
UPDATE memberships SET discount_percent = 0 WHERE level = 0 AND discount_percent <> 0;
ALTER TABLE memberships ADD CONSTRAINT memberships_level0_no_discount CHECK (level > 0 OR discount_percent = 0);
