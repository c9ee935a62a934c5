-- Member plans with monthly credits (issue 28): head office sells a plan («پلن ماهانه») like a bundle, by wallet
-- or bank; it grants each plan month a number of meeting-room hours and day passes, and each Tehran day a number
-- of covered cafe drinks, at every branch (provider_ids NULL) or the listed ones.
--
-- Plan months are Jalali months in Tehran: a plan bought on 5 Azar for 3 months runs from 5 Azar 00:00 Tehran to
-- 5 Esfand 00:00; its months start on 5 Azar, 5 Dey and 5 Bahman (a day the month lacks is its last day). What is
-- left is the credit minus the usage rows not released in the current plan month (`period` = the day that month
-- starts) or, for drinks, the current Tehran day (`period` = that day); after `ends` nothing is left.
CREATE TABLE plans (
  id text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price > 0),
  months integer NOT NULL CHECK (months BETWEEN 1 AND 24),
  room_hours integer NOT NULL DEFAULT 0 CHECK (room_hours >= 0),
  day_passes integer NOT NULL DEFAULT 0 CHECK (day_passes >= 0),
  drinks_per_day integer NOT NULL DEFAULT 0 CHECK (drinks_per_day >= 0),
  provider_ids text[],
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A member's plan: the credits copied when bought (a later edit of the plan changes no member's plan).
CREATE TABLE member_plans (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES plans(id),
  title text NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  months integer NOT NULL CHECK (months BETWEEN 1 AND 24),
  room_hours integer NOT NULL CHECK (room_hours >= 0),
  day_passes integer NOT NULL CHECK (day_passes >= 0),
  drinks_per_day integer NOT NULL CHECK (drinks_per_day >= 0),
  provider_ids text[],
  payment_by text NOT NULL CHECK (payment_by IN ('wallet', 'bank')),
  status text NOT NULL CHECK (status IN ('awaitingPayment', 'active', 'canceled')),
  client_key text,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX member_plans_user_idx ON member_plans (user_id, ends_at);
CREATE UNIQUE INDEX member_plans_key_idx ON member_plans (user_id, client_key) WHERE client_key IS NOT NULL;

-- What a member spent: `ref_id` is the order (a workspace booking's order, or a cafe order); released once when it
-- is canceled or expires.
CREATE TABLE plan_credit_uses (
  id text PRIMARY KEY,
  member_plan_id text NOT NULL REFERENCES member_plans(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('room_hours', 'day_passes', 'drinks')),
  amount integer NOT NULL CHECK (amount > 0),
  period date NOT NULL,
  provider_id text NOT NULL REFERENCES providers(id),
  ref_id text NOT NULL,
  released boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_credit_uses_plan_idx ON plan_credit_uses (member_plan_id, kind, period) WHERE NOT released;
CREATE INDEX plan_credit_uses_ref_idx ON plan_credit_uses (ref_id);

-- A cafe item a plan's daily drinks cover (set on the item form in the panel).
ALTER TABLE menu_items ADD COLUMN plan_covered boolean NOT NULL DEFAULT false;
-- What the plan covered of an order (the «پوشش پلن» line), beside its other discounts.
ALTER TABLE orders ADD COLUMN plan_discount integer NOT NULL DEFAULT 0 CHECK (plan_discount >= 0);
