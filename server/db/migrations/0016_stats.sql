-- 0016 (hstats): indexes for the stats screens and the financial report, which sum orders, ledger
-- rows, bank payments and sign-ups over ranges of days across every branch (the existing indexes
-- lead with a branch or a user).
CREATE INDEX IF NOT EXISTS orders_created_idx ON orders(created_at);
CREATE INDEX IF NOT EXISTS wallet_ledger_created_idx ON wallet_ledger(created_at);
CREATE INDEX IF NOT EXISTS payments_paid_verified_idx ON payments(verified_at) WHERE status = 'paid';
CREATE INDEX IF NOT EXISTS users_created_idx ON users(created_at);
