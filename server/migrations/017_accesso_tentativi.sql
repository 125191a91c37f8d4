-- Failed logins on the embedded provider, per account and per client address (docs/affidabilita.md), in the database
-- so that every server process counts the same failures. A row goes once its window has passed with no new failure.

CREATE TABLE accesso_tentativo (
  -- 'utente:<name as typed, lower case>' or 'indirizzo:<client address>'.
  chiave            text PRIMARY KEY,
  falliti           integer NOT NULL,
  ultimo_fallimento timestamptz NOT NULL,
  -- No attempt is checked before this instant; NULL while under the threshold.
  attesa_fino       timestamptz
);

CREATE INDEX accesso_tentativo_ultimo_fallimento ON accesso_tentativo (ultimo_fallimento);
