-- The cached-menu check compares each listed column exactly (issue 25's snapshot check, migrations 0009, 0018
-- and 0038): `to_jsonb(row) @> snapshot` held whenever the row still contained the snapshot, and for a column
-- that is a list that means "still has every entry", not "is the same". An item that gained a required option
-- group (a size priced 25,000 toman) beside the groups the cache had passed the check, and the cart priced
-- from the cache was written without it, 25,000 toman short. Now every column of the snapshot must equal the row's
-- (`snapshot_holds`), lists entry for entry and in order, so any change behind the cache is CART_STALE and
-- the app prices again from the database (tests/api/order-cache.test.ts).
--
-- The check is its own function (`cached_cart_holds`), so the next change to it does not restate place_order;
-- place_order below is migration 0038's with its inline check replaced by that call.

-- Whether every key of `snap` has the same value in `r` (jsonb equality: lists entry for entry, objects key
-- for key, numbers by value).
CREATE OR REPLACE FUNCTION snapshot_holds(r jsonb, snap jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT NOT EXISTS (SELECT 1 FROM jsonb_each(snap) AS e WHERE r -> e.key IS DISTINCT FROM e.value)
$$;

-- Whether a cart priced from the cached menu still holds (migration 0038's terms): the branch row, the VAT
-- rate in force on the order's Tehran day, and every item by its own index lookup, with no bundle of the
-- customer covering one (a checkout that needs more than place_order's call).
CREATE OR REPLACE FUNCTION cached_cart_holds(o jsonb, v jsonb, order_day date) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM providers pr
    WHERE pr.id = o->>'provider_id' AND snapshot_holds(to_jsonb(pr), v->'provider')
      AND (v->>'vatPercent')::integer IS NOT DISTINCT FROM COALESCE(
            (SELECT r.percent FROM vat_rates r WHERE r.starts_on <= order_day ORDER BY r.starts_on DESC LIMIT 1), 0)
      AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(v->'items') AS c(item)
            WHERE NOT EXISTS (
              SELECT 1 FROM menu_items m
              WHERE m.id = c.item->>'id'
                AND snapshot_holds(to_jsonb(m) || jsonb_build_object('stock', m.stock IS NOT NULL), c.item)
                AND NOT bundle_covers(o->>'user_id', m.provider_id, m.id))))
$$;

CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  o jsonb := p->'order';
  w jsonb := p->'wallet';
  v jsonb := p->'verify';
  l record;
  v_number integer;
  v_now timestamptz := now();
BEGIN
  IF v IS NOT NULL AND jsonb_typeof(v) = 'object' AND NOT cached_cart_holds(o, v, (p->>'day')::date) THEN
    RAISE EXCEPTION 'CART_STALE' USING ERRCODE = 'P0001';
  END IF;

  IF jsonb_array_length(p->'stock') > 0 THEN
    FOR l IN SELECT * FROM jsonb_to_recordset(p->'stock') AS s(item_id text, count integer) LOOP
      UPDATE menu_items SET stock = stock - l.count, updated_at = v_now
        WHERE id = l.item_id AND stock >= l.count;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ITEM_STOCK' USING ERRCODE = 'P0001', DETAIL = l.item_id;
      END IF;
    END LOOP;
  END IF;

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
