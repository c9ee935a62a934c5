-- place_order confirms the VAT terms of a cart priced from the cached menu (issue 25).
--
-- Such a cart now takes its VAT terms without a round trip: the branch's mode from the cached branch row
-- (vat_mode is one of server/services/order/pricing-inputs.ts PROVIDER_INPUTS, so the provider snapshot
-- already carries it and `to_jsonb(pr) @> snapshot` compares it) and the rate from an in-process copy of
-- vat_rates. `verify.vatPercent` is that rate; it must be the rate in force on the order's Tehran day
-- (p.day: the latest starts_on <= that day, 0 when none), else nothing is written and CART_STALE is raised:
-- the app then drops its copies and prices again from the database.
--
-- p.verify: null | { provider: {column: value, ...}, items: [{column: value, ..., stock: boolean}], vatPercent }
-- Everything else as in migrations 0005 and 0009.
CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v jsonb := p->'verify';
BEGIN
  IF v IS NOT NULL AND jsonb_typeof(v) = 'object' THEN
    IF NOT EXISTS (SELECT 1 FROM providers pr WHERE pr.id = p->'order'->>'provider_id' AND to_jsonb(pr) @> (v->'provider')) THEN
      RAISE EXCEPTION 'CART_STALE' USING ERRCODE = 'P0001';
    END IF;
    IF (v->>'vatPercent')::integer IS DISTINCT FROM COALESCE(
         (SELECT percent FROM vat_rates WHERE starts_on <= (p->>'day')::date ORDER BY starts_on DESC LIMIT 1), 0) THEN
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
