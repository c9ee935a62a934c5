-- Issue 16 (support desk): a ticket may be linked to one of its customer's orders.
-- Deleting the order only clears the link.

ALTER TABLE tickets ADD COLUMN order_id text REFERENCES orders(id) ON DELETE SET NULL;
CREATE INDEX tickets_order_idx ON tickets (order_id);

-- Linking or unlinking an order is recorded in the ticket's history.
ALTER TABLE ticket_events DROP CONSTRAINT ticket_events_kind_check;
ALTER TABLE ticket_events ADD CONSTRAINT ticket_events_kind_check CHECK (kind IN ('created', 'state', 'answer', 'refer', 'rating', 'order'));
