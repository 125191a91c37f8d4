-- What the embedded OpenID Connect provider keeps between requests (sessions, interactions, authorization codes,
-- grants), in the database so that every server process sees it and a restart loses none of it (DESIGN §1).
-- `kind` is oidc-provider's model name; `payload` what it stores; the other columns are what it looks rows up by.

CREATE TABLE oidc_payload (
  id          text NOT NULL,
  kind        text NOT NULL,
  payload     jsonb NOT NULL,
  grant_id    text,
  user_code   text,
  uid         text,
  -- NULL: kept until destroyed.
  expires_at  timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (id, kind)
);

CREATE INDEX oidc_payload_grant_id ON oidc_payload (kind, grant_id);
CREATE INDEX oidc_payload_uid ON oidc_payload (kind, uid);
CREATE INDEX oidc_payload_user_code ON oidc_payload (kind, user_code);
CREATE INDEX oidc_payload_expires_at ON oidc_payload (expires_at);
