-- Issue 21 (D04, D38): the money reports count money when it is taken (orders.paid_at), and closing a
-- shift records the cash counted in the drawer and a note.

-- Orders paid at the till before staff's recording stamped paid_at (change-status set `paid` only):
-- their last change is when they were settled (delivered is final).
UPDATE orders SET paid_at = updated_at WHERE paid AND paid_at IS NULL;

-- Reports select orders by the moment their money was taken.
CREATE INDEX IF NOT EXISTS orders_paid_at_idx ON orders(paid_at);

-- Closing a shift: the cash counted in the drawer (integer toman, optional) and a closing note.
ALTER TABLE shifts ADD COLUMN counted_cash integer;
ALTER TABLE shifts ADD COLUMN closing_note text NOT NULL DEFAULT '';
