-- Every sale carries VAT under its branch's mode (issue 29), not only orders: a bought bundle, a member plan and
-- an event ticket purchase store the VAT of the sale in toman, worked out by vatFor at the rate of the purchase
-- day (server/services/vat). In mode 'added' it is inside what was charged on top of the price; in 'included'
-- it is the part of the price that is VAT. A purchase's VAT is split over its tickets as its total is, so a
-- refunded ticket takes its own share back out of the VAT collected.
ALTER TABLE user_bundles ADD COLUMN vat integer NOT NULL DEFAULT 0;
ALTER TABLE member_plans ADD COLUMN vat integer NOT NULL DEFAULT 0;
ALTER TABLE event_ticket_purchases ADD COLUMN vat integer NOT NULL DEFAULT 0;
ALTER TABLE event_tickets ADD COLUMN vat integer NOT NULL DEFAULT 0;
