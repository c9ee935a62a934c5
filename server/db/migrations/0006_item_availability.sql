-- When each menu item could be ordered: one row each time an item's orderable state changes (switched
-- on or off, marked unavailable, sold out or restocked), whoever writes the change (an order taking
-- the last unit, a cancellation giving it back, a staff edit, a plain SQL update). The support desk's
-- availability check (GET /v1/menu/availability/check/...) reads a day's windows from it.
--
-- A trigger rather than app code, so no writer can forget it; its WHEN clause keeps ordinary stock
-- decrements (the order hot path) from calling it at all.

CREATE TABLE menu_item_states (
  id bigserial PRIMARY KEY,
  item_id text NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
  provider_id text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  active boolean NOT NULL,
  available boolean NOT NULL,
  in_stock boolean NOT NULL
);
CREATE INDEX menu_item_states_item_at ON menu_item_states (item_id, at);

CREATE FUNCTION log_item_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO menu_item_states (item_id, provider_id, active, available, in_stock)
  VALUES (NEW.id, NEW.provider_id, NEW.active, NEW.available, NEW.stock IS NULL OR NEW.stock > 0);
  RETURN NULL;
END
$$;

CREATE TRIGGER menu_item_state_added AFTER INSERT ON menu_items
  FOR EACH ROW EXECUTE FUNCTION log_item_state();
CREATE TRIGGER menu_item_state_changed AFTER UPDATE ON menu_items
  FOR EACH ROW WHEN (
    OLD.active IS DISTINCT FROM NEW.active
    OR OLD.available IS DISTINCT FROM NEW.available
    OR (OLD.stock IS NULL OR OLD.stock > 0) IS DISTINCT FROM (NEW.stock IS NULL OR NEW.stock > 0)
  ) EXECUTE FUNCTION log_item_state();

-- Items that existed before this log: their state is known from now on.
INSERT INTO menu_item_states (item_id, provider_id, active, available, in_stock)
SELECT id, provider_id, active, available, stock IS NULL OR stock > 0 FROM menu_items;
