-- Issue 16 (defects): a branch that cancels an order says why (the customer sees it), and a
-- delivery order pays the branch's delivery fee and reaches its minimum (integer toman).

ALTER TABLE orders ADD COLUMN cancel_reason text;
ALTER TABLE orders ADD COLUMN delivery_fee integer NOT NULL DEFAULT 0;

ALTER TABLE providers ADD COLUMN delivery_fee integer NOT NULL DEFAULT 0;
ALTER TABLE providers ADD COLUMN delivery_min_order integer NOT NULL DEFAULT 0;
