-- Payments for the things sold besides orders, wallet charges and bundles: event tickets (issue 26), a table
-- tab's share (issue 27), a recurring workspace series (issue 28) and a member plan (issue 28). `subject_id`
-- names what the payment buys (a ticket purchase, a tab share, a series, a plan subscription); each purpose's
-- settle step reads it (server/services/payment/purposes.ts). Every purpose is listed here once, so features
-- built side by side do not each rewrite the constraint.
ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments
  ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('order', 'wallet', 'bundle', 'event', 'tab', 'series', 'plan'));
ALTER TABLE payments ADD COLUMN subject_id text;
CREATE INDEX payments_subject_idx ON payments (subject_id) WHERE subject_id IS NOT NULL;
