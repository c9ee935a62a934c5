-- VAT on every bill and numbered, tamper-evident invoices (issue 29).
--
-- VAT rates by the Tehran day each starts: the rate in force on an order's day is the one with the latest
-- starts_on <= that day. Head office adds a future rate; orders already placed keep the rate stored on them.
CREATE TABLE vat_rates (
  id text PRIMARY KEY,
  percent integer NOT NULL CHECK (percent >= 0 AND percent <= 100),
  starts_on date NOT NULL UNIQUE,
  created_by text REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- 10 % since 1403-01-01.
INSERT INTO vat_rates (id, percent, starts_on) VALUES ('vat-rate-1403', 10, '2024-03-20');

-- A branch's prices either include VAT ('included', the default: what customers see does not change) or have
-- it added on top ('added'); its economic code (کد اقتصادی) is printed on its invoices.
ALTER TABLE providers ADD COLUMN vat_mode text NOT NULL DEFAULT 'included' CHECK (vat_mode IN ('included', 'added'));
ALTER TABLE providers ADD COLUMN economic_code text;
ALTER TABLE menu_items ADD COLUMN vat_exempt boolean NOT NULL DEFAULT false;
-- An order's VAT in toman and the rate it was worked out with; a line keeps whether it was exempt when sold.
ALTER TABLE orders ADD COLUMN vat integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN vat_percent integer NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN vat_exempt boolean NOT NULL DEFAULT false;

-- The Jalali year of a Tehran day: Nowruz days 1390..1480 from lib/jalali.ts (ICU's arithmetic calendar).
CREATE FUNCTION jalali_year(p_day date) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT 1389 + count(*)::integer FROM unnest('{2011-03-21,2012-03-20,2013-03-21,2014-03-21,2015-03-21,2016-03-20,2017-03-21,2018-03-21,2019-03-21,2020-03-20,2021-03-21,2022-03-21,2023-03-21,2024-03-20,2025-03-21,2026-03-21,2027-03-21,2028-03-20,2029-03-20,2030-03-21,2031-03-21,2032-03-20,2033-03-20,2034-03-21,2035-03-21,2036-03-20,2037-03-20,2038-03-21,2039-03-21,2040-03-20,2041-03-20,2042-03-21,2043-03-21,2044-03-20,2045-03-20,2046-03-21,2047-03-21,2048-03-20,2049-03-20,2050-03-21,2051-03-21,2052-03-20,2053-03-20,2054-03-21,2055-03-21,2056-03-20,2057-03-20,2058-03-21,2059-03-21,2060-03-20,2061-03-20,2062-03-20,2063-03-21,2064-03-20,2065-03-20,2066-03-20,2067-03-21,2068-03-20,2069-03-20,2070-03-20,2071-03-21,2072-03-20,2073-03-20,2074-03-20,2075-03-21,2076-03-20,2077-03-20,2078-03-20,2079-03-21,2080-03-20,2081-03-20,2082-03-20,2083-03-21,2084-03-20,2085-03-20,2086-03-20,2087-03-21,2088-03-20,2089-03-20,2090-03-20,2091-03-21,2092-03-20,2093-03-20,2094-03-20,2095-03-20,2096-03-20,2097-03-20,2098-03-20,2099-03-20,2100-03-21,2101-03-21}'::date[]) AS n(d) WHERE n.d <= p_day
$$;

-- Invoice numbers: gapless per branch per Jalali year. Credit notes share the sequence with invoices: the tax
-- system numbers a return/corrective invoice as one more invoice of the seller's series, and one sequence
-- means any missing number is a hole an auditor sees, whatever its kind.
CREATE TABLE invoice_counters (
  provider_id text NOT NULL REFERENCES providers(id),
  jalali_year integer NOT NULL,
  last integer NOT NULL,
  PRIMARY KEY (provider_id, jalali_year)
);

-- One row per invoice or credit note, never updated or deleted. content is the canonical JSON text that was
-- hashed (jsonb's text form: keys in a fixed order); content_hash = sha256(content), and content carries
-- prev_hash, the content_hash of the branch's previous invoice (chain_seq - 1), so editing any stored
-- invoice breaks its own hash or the next one's link.
CREATE TABLE invoices (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id),
  jalali_year integer NOT NULL,
  number integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit')),
  refers_to text REFERENCES invoices(id),
  chain_seq integer NOT NULL,
  order_id text REFERENCES orders(id),
  subject_type text NOT NULL DEFAULT 'order',
  subject_id text NOT NULL,
  buyer_name text,
  buyer_national_id text,
  buyer_economic_code text,
  total integer NOT NULL,
  vat integer NOT NULL,
  content text NOT NULL,
  content_hash text NOT NULL,
  prev_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, jalali_year, number),
  UNIQUE (provider_id, chain_seq),
  UNIQUE (subject_type, subject_id, kind),
  CHECK ((kind = 'credit') = (refers_to IS NOT NULL))
);
CREATE INDEX invoices_order_idx ON invoices (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX invoices_provider_created_idx ON invoices (provider_id, created_at);

-- Issues one invoice or credit note: takes the next number of the branch's Jalali year by a row-locked upsert
-- (a rollback returns it: no gap, never reused), links it to the branch's last invoice and stores its hash.
-- p: provider_id, kind, refers_to, order_id, subject_type, subject_id, buyer_name, total, vat, body (jsonb).
CREATE FUNCTION issue_invoice(p jsonb) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_id text := substr(md5(random()::text || clock_timestamp()::text), 1, 24);
  v_now timestamptz := now();
  v_year integer := jalali_year(((now() AT TIME ZONE 'UTC') + interval '210 minutes')::date);
  v_number integer;
  v_prev text;
  v_seq integer;
  v_content text;
BEGIN
  INSERT INTO invoice_counters AS c (provider_id, jalali_year, last)
    VALUES (p->>'provider_id', v_year, 1)
    ON CONFLICT (provider_id, jalali_year) DO UPDATE SET last = c.last + 1
    RETURNING last INTO v_number;
  SELECT content_hash, chain_seq INTO v_prev, v_seq
    FROM invoices WHERE provider_id = p->>'provider_id' ORDER BY chain_seq DESC LIMIT 1;
  v_seq := COALESCE(v_seq, 0) + 1;
  v_content := (COALESCE(p->'body', '{}'::jsonb) || jsonb_build_object(
    'id', v_id,
    'kind', p->>'kind',
    'number', v_number,
    'jalaliYear', v_year,
    'chainSeq', v_seq,
    'providerId', p->>'provider_id',
    'subjectType', COALESCE(p->>'subject_type', 'order'),
    'subjectId', p->>'subject_id',
    'refersTo', p->>'refers_to',
    'buyerName', p->>'buyer_name',
    'total', (p->>'total')::integer,
    'vat', (p->>'vat')::integer,
    'issuedAt', to_char(v_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'prevHash', v_prev
  ))::text;
  INSERT INTO invoices (id, provider_id, jalali_year, number, kind, refers_to, chain_seq, order_id, subject_type,
      subject_id, buyer_name, total, vat, content, content_hash, prev_hash, created_at)
    VALUES (v_id, p->>'provider_id', v_year, v_number, p->>'kind', p->>'refers_to', v_seq, p->>'order_id',
      COALESCE(p->>'subject_type', 'order'), p->>'subject_id', p->>'buyer_name', (p->>'total')::integer,
      (p->>'vat')::integer, v_content, encode(sha256(convert_to(v_content, 'UTF8')), 'hex'), v_prev, v_now);
  RETURN v_id;
END
$$;

-- An order's invoice follows whether it is sold (server/services/stats/received.ts: paid, paid_at set, not
-- canceled, not refunded): a sold order without an invoice gets one; an invoiced order that stops being sold
-- gets a credit note referring to it. Run at commit (a deferred constraint trigger), so every path that sells
-- or cancels an order (place_order, the bank's settle, the board, the counter, tabs) issues in the same
-- transaction, with the order's lines written, and the counter row is locked only for the commit's moment.
CREATE FUNCTION sync_order_invoice(p_order_id text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o orders%ROWTYPE;
  v_sold boolean;
  v_invoice invoices%ROWTYPE;
  v_body jsonb;
  v_buyer text;
BEGIN
  SELECT * INTO o FROM orders WHERE id = p_order_id;
  IF NOT FOUND THEN RETURN; END IF;
  v_sold := o.paid AND o.paid_at IS NOT NULL AND o.status <> 'canceled' AND o.refunded_at IS NULL;
  SELECT * INTO v_invoice FROM invoices WHERE subject_type = 'order' AND subject_id = o.id AND kind = 'invoice';
  IF v_sold = (v_invoice.id IS NOT NULL) THEN RETURN; END IF;
  IF NOT v_sold AND EXISTS (SELECT 1 FROM invoices WHERE subject_type = 'order' AND subject_id = o.id AND kind = 'credit') THEN
    RETURN;
  END IF;
  SELECT NULLIF(trim(COALESCE(NULLIF(u.first_name_fa, ''), u.first_name, '') || ' ' || COALESCE(NULLIF(u.last_name_fa, ''), u.last_name, '')), '')
    INTO v_buyer FROM users u WHERE u.id = o.user_id;
  v_body := jsonb_build_object(
    'provider', (SELECT jsonb_build_object('name', pr.name, 'economicCode', pr.economic_code, 'address', pr.address)
                   FROM providers pr WHERE pr.id = o.provider_id),
    'order', jsonb_build_object('id', o.id, 'number', o.number, 'paymentBy', o.payment_by,
      'paidAt', to_char(o.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    'lines', COALESCE((SELECT jsonb_agg(jsonb_build_object('title', i.title, 'count', i.count, 'unitPrice', i.unit_price,
                 'lineTotal', i.line_total, 'options', i.options, 'vatExempt', i.vat_exempt) ORDER BY i.sort)
               FROM order_items i WHERE i.order_id = o.id), '[]'::jsonb),
    'itemsPrice', o.items_price,
    'discount', o.discount,
    'deliveryFee', o.delivery_fee,
    'vatPercent', o.vat_percent,
    'walletAmount', o.wallet_amount,
    'bankAmount', o.bank_amount
  );
  PERFORM issue_invoice(jsonb_build_object(
    'provider_id', o.provider_id,
    'kind', CASE WHEN v_sold THEN 'invoice' ELSE 'credit' END,
    'refers_to', CASE WHEN v_sold THEN NULL ELSE v_invoice.id END,
    'order_id', o.id,
    'subject_type', 'order',
    'subject_id', o.id,
    'buyer_name', v_buyer,
    'total', o.total_price,
    'vat', o.vat,
    'body', v_body
  ));
END
$$;

CREATE FUNCTION orders_invoice_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_order_invoice(NEW.id);
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER orders_invoice AFTER INSERT OR UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL)
  EXECUTE FUNCTION orders_invoice_trigger();
