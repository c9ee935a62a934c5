-- The branch panel's menu management (issue 13): removed categories and items, ingredients with
-- their stock, and each item's recipe.
--
-- A category or item that was ordered cannot be deleted (order_items points at it), so removal marks
-- it: removed rows are left out of every menu and panel list, and stay for old orders and reports.
ALTER TABLE menu_categories ADD COLUMN removed_at timestamptz;
ALTER TABLE menu_items ADD COLUMN removed_at timestamptz;

-- Ingredients of one branch, counted in a whole unit (gram, millilitre or piece). Stock may go below
-- zero: an order is never refused for an ingredient (the count on the shelf is what staff trust),
-- the low-stock alert shows it instead. Low means stock <= alert_at.
CREATE TABLE ingredients (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  title text NOT NULL,
  unit text NOT NULL CHECK (unit IN ('gram', 'milliliter', 'piece')),
  stock integer NOT NULL DEFAULT 0,
  alert_at integer NOT NULL DEFAULT 0 CHECK (alert_at >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ingredients_provider_title UNIQUE (provider_id, title)
);
CREATE INDEX ingredients_low_idx ON ingredients (provider_id) WHERE stock <= alert_at;

-- How much of each ingredient one unit of an item uses.
CREATE TABLE menu_item_ingredients (
  item_id text NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
  ingredient_id text NOT NULL REFERENCES ingredients(id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (item_id, ingredient_id)
);
CREATE INDEX menu_item_ingredients_ingredient_idx ON menu_item_ingredients (ingredient_id);

-- Orders take their ingredients in the statement that writes their lines (write_order inserts all
-- lines of an order in one statement), so no writer can forget it. The rows are locked in id order
-- first: two orders sharing ingredients then wait for each other instead of deadlocking.
CREATE FUNCTION take_order_ingredients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ingredients g
    WHERE g.id IN (SELECT mi.ingredient_id FROM new_lines l JOIN menu_item_ingredients mi ON mi.item_id = l.item_id)
    ORDER BY g.id FOR UPDATE;
  UPDATE ingredients g SET stock = g.stock - x.used, updated_at = now()
    FROM (SELECT mi.ingredient_id, sum(l.count * mi.amount)::integer AS used
            FROM new_lines l JOIN menu_item_ingredients mi ON mi.item_id = l.item_id
            GROUP BY mi.ingredient_id) x
    WHERE g.id = x.ingredient_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER order_items_take_ingredients AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION take_order_ingredients();

-- A canceled order gives its ingredients back (by the recipes as they are at cancellation).
CREATE FUNCTION return_order_ingredients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ingredients g
    WHERE g.id IN (SELECT mi.ingredient_id FROM order_items l JOIN menu_item_ingredients mi ON mi.item_id = l.item_id WHERE l.order_id = NEW.id)
    ORDER BY g.id FOR UPDATE;
  UPDATE ingredients g SET stock = g.stock + x.used, updated_at = now()
    FROM (SELECT mi.ingredient_id, sum(l.count * mi.amount)::integer AS used
            FROM order_items l JOIN menu_item_ingredients mi ON mi.item_id = l.item_id
            WHERE l.order_id = NEW.id
            GROUP BY mi.ingredient_id) x
    WHERE g.id = x.ingredient_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_return_ingredients AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status = 'canceled' AND OLD.status IS DISTINCT FROM 'canceled')
  EXECUTE FUNCTION return_order_ingredients();
