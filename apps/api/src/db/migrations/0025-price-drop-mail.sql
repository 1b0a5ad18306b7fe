-- A favourite's price drop is always in the centre (and pushed); by mail only for those who ask for it in
-- their profile. Off by default: mail is opt-in.
ALTER TABLE users ADD COLUMN price_drop_mail boolean NOT NULL DEFAULT false;
