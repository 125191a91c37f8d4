-- Names are searched by a word anywhere in them, case and accents ignored («albani» finds «Agricola Colli Albani
-- S.r.l.», «societa» finds «Società»): LIKE '%…%' on testo_ricerca(name), served by trigram GIN indexes. pg_trgm and
-- unaccent are PostgreSQL's contrib modules (trusted: a database owner creates them); PGlite loads both (database.ts).

-- Extensions belong to the database, not to a schema's migrations: in public, once, whichever schema migrates first
-- (the test files each migrate a schema of their own, at the same time).
SELECT pg_advisory_xact_lock(hashtext('estensioni della ricerca'));
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

-- unaccent() is only STABLE (it reads the dictionary named by the search path): with the dictionary named here the
-- result depends on the text alone, so it may be indexed.
CREATE FUNCTION testo_ricerca(testo text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, testo));

-- fastupdate off: the pending list of a GIN index is read by every search (as for the surnames, docs/performance.md).
CREATE INDEX programma_investimento_denominazione_ricerca_idx ON programma_investimento
  USING gin (testo_ricerca(denominazione) public.gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX programma_investimento_cognome_proponente_ricerca_idx ON programma_investimento
  USING gin (testo_ricerca(cognome_proponente) public.gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX domanda_denominazione_ricerca_idx ON domanda
  USING gin (testo_ricerca(denominazione) public.gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX domanda_cognome_proponente_ricerca_idx ON domanda
  USING gin (testo_ricerca(cognome_proponente) public.gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX beneficiario_domanda_denominazione_ricerca_idx ON beneficiario_domanda
  USING gin (testo_ricerca(denominazione) public.gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX comune_denominazione_ricerca_idx ON comune
  USING gin (testo_ricerca(denominazione) public.gin_trgm_ops) WITH (fastupdate = off);

-- The prefix indexes served only the searches by the start of a name.
DROP INDEX programma_investimento_denominazione_idx, programma_investimento_cognome_proponente_idx,
  domanda_denominazione_idx, domanda_cognome_proponente_idx, beneficiario_domanda_ricerca_idx, comune_nome_idx;
