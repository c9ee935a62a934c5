-- Sign-in devices: a random HttpOnly cookie set when a phone is verified. Its holder's code requests and
-- wrong tries count against their own limits, so strangers cannot spend the phone's (issue 17).
CREATE TABLE trusted_devices (
  token_hash text NOT NULL,
  phone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_hash, phone)
);
CREATE INDEX trusted_devices_phone_idx ON trusted_devices(phone);

-- A code asked for from the phone's own device: a stranger's request neither replaces it nor waits on it.
ALTER TABLE otp_codes ADD COLUMN trusted_device boolean NOT NULL DEFAULT false;
