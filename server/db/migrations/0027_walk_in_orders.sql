-- Issue 21 D08: a walk-in counter order without a phone has no customer. It used to be written to a
-- shared user «مشتری حضوری» (phone +980000000000), which showed in the user list, counted as a
-- signup, was exported and was texted. Its orders lose that user and the user row goes.

ALTER TABLE orders ALTER COLUMN user_id DROP NOT NULL;

-- A walk-in order's retry key is unique within its branch (UNIQUE (user_id, client_key) does not
-- hold for a null user); issue 22: a key is never looked up across branches.
CREATE UNIQUE INDEX IF NOT EXISTS orders_walk_in_key ON orders (provider_id, client_key) WHERE user_id IS NULL AND client_key IS NOT NULL;

UPDATE orders SET user_id = NULL WHERE user_id IN (SELECT id FROM users WHERE phone = '+980000000000');
UPDATE order_status_history SET actor_id = NULL WHERE actor_id IN (SELECT id FROM users WHERE phone = '+980000000000');

DO $$
BEGIN
  DELETE FROM users WHERE phone = '+980000000000';
EXCEPTION WHEN foreign_key_violation THEN
  -- Something else (a wallet line, a ticket) still points at it: keep the row rather than fail.
  NULL;
END
$$;

-- Issue 21 D43: the demo menu's cookie was seeded at 0 toman; a database seeded with it gets the
-- price the seed now gives (a cafe's own item, with any other text or price, is left alone).
UPDATE menu_items SET price = 65000, updated_at = now()
  WHERE title = 'کوکی' AND description = 'کوکی کره‌ای با تکه‌های شکلات' AND price = 0;
