-- The embedded OpenID Connect provider's keys (docs/affidabilita.md, "Due processi"): the RS256 signing keys and the
-- keys that sign its cookies, in the database so that every process behind the balancer signs and verifies with the
-- same ones. Written once, by the first process to start (INSERT … ON CONFLICT DO NOTHING), then only read.

CREATE TABLE oidc_chiavi (
  -- 'firma': { "keys": [JWK privata, …] }, the first signs; 'cookie': [chiave, …], the first signs.
  nome      text PRIMARY KEY,
  valore    jsonb NOT NULL,
  creata_il timestamptz NOT NULL DEFAULT now()
);
