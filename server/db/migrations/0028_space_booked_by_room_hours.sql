-- Issue 21 (workspace): a staff booking records who made it, and an hourly room has its own hours
-- (whole Tehran hours inside the branch's; null = the branch's) and a seat count in `capacity`.

ALTER TABLE space_reservations ADD COLUMN booked_by text REFERENCES users(id) ON DELETE SET NULL;

ALTER TABLE menu_items ADD COLUMN opening_hour integer;
ALTER TABLE menu_items ADD COLUMN closing_hour integer;
