-- The admin audit log (issue 12): who did what, when. The email is copied so an entry still names its
-- admin after that account is gone.
CREATE TABLE admin_audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  admin_email text NOT NULL,
  action text NOT NULL CHECK (action IN ('login', 'logout', 'cacheWarm', 'cacheClear')),
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The dashboard reads the newest entries.
CREATE INDEX admin_audit_log_newest_idx ON admin_audit_log (created_at DESC, id DESC);
