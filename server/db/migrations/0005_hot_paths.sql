-- The hot paths as database functions: the session behind a token (every signed-in request), order
-- placement and wallet movements.
--
-- An order used to be written by about ten statements from the app. On the embedded database each
-- statement costs a parse, a plan and a trip through the driver on the one Node thread, so submit
-- was bound by statement count. PL/pgSQL keeps its plans per connection and runs the writes in one
-- call; one call is also one atomic statement, so an order that needs nothing else (no voucher,
-- bundle or bank payment) does not need an explicit transaction at all.
--
-- Failures the app reports to users are raised with SQLSTATE P0001 and the app's error code as the
-- message (server/db/raised.ts maps them back).

-- Changes one balance and writes its ledger row; the one implementation of a wallet movement.
-- The user's row is locked first, so all movements of one balance queue behind each other: the key
-- check cannot race and the balance cannot go below zero (the column's CHECK is the last guard).
-- A second movement with the same key changes nothing (applied = false).
CREATE FUNCTION wallet_move(
  p_ledger_id text, p_user_id text, p_amount integer, p_reason text, p_description text,
  p_ref_type text, p_ref_id text, p_actor_id text, p_key text,
  OUT applied boolean, OUT balance integer
) LANGUAGE plpgsql AS $$
DECLARE
  v_wallet integer;
BEGIN
  SELECT wallet INTO v_wallet FROM users WHERE id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'MONEY_USER_NOT_FOUND' USING ERRCODE = 'P0001';
  END IF;
  IF EXISTS (SELECT 1 FROM wallet_ledger WHERE idem_key = p_key) THEN
    applied := false;
    balance := v_wallet;
    RETURN;
  END IF;
  IF v_wallet + p_amount < 0 THEN
    RAISE EXCEPTION 'WALLET_INSUFFICIENT' USING ERRCODE = 'P0001';
  END IF;
  UPDATE users SET wallet = v_wallet + p_amount, updated_at = now() WHERE id = p_user_id;
  INSERT INTO wallet_ledger (id, user_id, amount, balance_after, reason, description, ref_type, ref_id, actor_id, idem_key)
  VALUES (p_ledger_id, p_user_id, p_amount, v_wallet + p_amount, p_reason, coalesce(p_description, ''), p_ref_type, p_ref_id, p_actor_id, p_key);
  applied := true;
  balance := v_wallet + p_amount;
END
$$;

-- Whether a customer has spendable units of an item at a branch: an active, unexpired bundle with
-- units left (the condition planBundleCoverage in server/services/bundle/use-bundles.ts spends by).
CREATE FUNCTION bundle_covers(p_user_id text, p_provider_id text, p_item_id text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM user_bundle_items bi JOIN user_bundles b ON b.id = bi.user_bundle_id
    WHERE b.user_id = p_user_id AND b.provider_id = p_provider_id AND b.status = 'active'
      AND b.expires_at > now() AND bi.remaining > 0 AND bi.item_id = p_item_id)
$$;

-- Writes a priced order: takes the stock of stocked lines (conditional decrements), gives it the
-- branch's next number of the day, inserts the order, its lines and its first status, spends the
-- wallet part, and announces it (the event is delivered only if the order commits). The app prices
-- the cart and fills every column of the order.
--
-- When the app priced the cart from its cached menu rather than a fresh read, `verify` holds what it
-- priced with; if the branch or any item differs now, or a bundle of the customer covers an item
-- (bundles make a checkout that needs more than this call), nothing is written and CART_STALE is
-- raised: the app then prices again from the database.
--
-- p: { order: orders row without number/created_at/updated_at, items: order_items rows,
--      stock: [{item_id, count}], day: 'YYYY-MM-DD' (Tehran), history_id,
--      wallet: null | {ledger_id, amount, description (with {n} for the order number), key},
--      verify: null | {payment_types: [...], items: [{id, price, reduction_price,
--              has_membership_discount, title, stocked}]},
--      channel, event }
-- Returns { number, created_at, updated_at }.
CREATE FUNCTION place_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  o jsonb := p->'order';
  w jsonb := p->'wallet';
  v jsonb := p->'verify';
  l record;
  v_number integer;
  v_now timestamptz := now();
BEGIN
  IF v IS NOT NULL AND jsonb_typeof(v) = 'object' THEN
    IF NOT EXISTS (SELECT 1 FROM providers WHERE id = o->>'provider_id' AND active AND payment_types @> (v->'payment_types')) THEN
      RAISE EXCEPTION 'CART_STALE' USING ERRCODE = 'P0001';
    END IF;
    IF (SELECT count(*)
          FROM jsonb_to_recordset(v->'items') AS c(id text, price integer, reduction_price integer, has_membership_discount boolean, title text, stocked boolean)
          JOIN menu_items m ON m.id = c.id
          WHERE m.provider_id = o->>'provider_id' AND m.active AND m.available
            AND m.price = c.price AND m.reduction_price IS NOT DISTINCT FROM c.reduction_price
            AND m.has_membership_discount = c.has_membership_discount AND m.title = c.title
            AND (m.stock IS NOT NULL) = c.stocked
            AND NOT bundle_covers(o->>'user_id', m.provider_id, m.id)
       ) <> jsonb_array_length(v->'items') THEN
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

-- The signed-in user behind a session token's hash, with their branches and membership discount,
-- or NULL when the session is unknown, expired or revoked. Level 0 (no membership yet) never gets
-- a discount, whatever its row says.
CREATE FUNCTION session_user_by_hash(p_hash text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  v jsonb;
BEGIN
  SELECT jsonb_build_object(
      'sessionId', s.id,
      'id', u.id,
      'phone', u.phone,
      'firstName', u.first_name,
      'lastName', u.last_name,
      'userType', u.user_type,
      'accessLevel', u.access_level,
      'membershipLevel', u.membership_level,
      'active', u.active,
      'staff', coalesce((
        SELECT jsonb_agg(jsonb_build_object('providerId', ps.provider_id, 'role', ps.role, 'accessLevel', ps.access_level))
        FROM provider_staff ps WHERE ps.user_id = u.id), '[]'::jsonb),
      'discount', coalesce((SELECT m.discount_percent FROM memberships m WHERE m.level = u.membership_level AND m.level > 0), 0))
    INTO v
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = p_hash AND s.revoked_at IS NULL AND s.expires_at > now();
  RETURN v;
END
$$;

-- Every change a menu shows announces itself, whoever writes it (the app, a migration, an operator's
-- SQL): the cached menus of every instance are dropped by the NOTIFY (server/services/menu). A change
-- of an item's stock alone announces only when the item runs out or comes back, which is all a menu
-- shows of it.
CREATE FUNCTION notify_menu_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_provider text;
BEGIN
  IF TG_TABLE_NAME = 'providers' THEN
    v_provider := coalesce(NEW.id, OLD.id);
  ELSE
    v_provider := coalesce(NEW.provider_id, OLD.provider_id);
  END IF;
  PERFORM pg_notify('app_events', jsonb_build_object('type', 'menu', 'providerId', v_provider)::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER menu_items_changed AFTER INSERT OR DELETE ON menu_items
  FOR EACH ROW EXECUTE FUNCTION notify_menu_change();
CREATE TRIGGER menu_items_updated AFTER UPDATE ON menu_items
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updated_at')
    OR (OLD.stock IS NULL) <> (NEW.stock IS NULL)
    OR (OLD.stock = 0) <> (NEW.stock = 0)
  ) EXECUTE FUNCTION notify_menu_change();
CREATE TRIGGER menu_categories_changed AFTER INSERT OR UPDATE OR DELETE ON menu_categories
  FOR EACH ROW EXECUTE FUNCTION notify_menu_change();
CREATE TRIGGER providers_changed AFTER INSERT OR UPDATE OR DELETE ON providers
  FOR EACH ROW EXECUTE FUNCTION notify_menu_change();
