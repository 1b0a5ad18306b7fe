-- Who sells (EU Omnibus directive; DSA Art. 30 trader traceability): a booth is a private person's or a
-- trader's. A trader's booth carries the company name, the KvK number (Dutch Chamber of Commerce) and a
-- phone number beside the booth's own email and address, all shown publicly as its legal notice.
-- Existing booths are private. A private booth keeps no trader data (docs/decisions/0038-seller-type.md),
-- which the CHECK holds to whatever writes the row.
ALTER TABLE booths
  ADD COLUMN seller_type text NOT NULL DEFAULT 'private' CHECK (seller_type IN ('private', 'trader')),
  ADD COLUMN company_name text,
  ADD COLUMN kvk_number text CHECK (kvk_number ~ '^[0-9]{8}$'),
  ADD COLUMN phone text,
  ADD CONSTRAINT booths_private_without_trader_data CHECK (
    seller_type = 'trader' OR (company_name IS NULL AND kvk_number IS NULL AND phone IS NULL)
  );

-- The operator's audit trail of seller-type changes: who set which booth from what to what, when. Never
-- shown to users. from_type is null for the type a booth was opened with, so a booth's rows tell its type
-- at any time since this migration (before it, every booth was private).
CREATE TABLE seller_type_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booth_id integer NOT NULL REFERENCES booths (id) ON DELETE CASCADE,
  changed_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  from_type text CHECK (from_type IN ('private', 'trader')),
  to_type text NOT NULL CHECK (to_type IN ('private', 'trader')),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seller_type_changes_booth_idx ON seller_type_changes (booth_id, changed_at);
