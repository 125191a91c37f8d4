-- The application list at 20,000 applications (docs/performance.md).
-- A call's applications in the list's default order, as 015 for programmes: a page of one call reads from here.
CREATE INDEX domanda_bando_id_idx ON domanda (id_bando, id_domanda);

-- The search by a beneficiary's name answers application ids only: with the id and the name in the index, it reads no
-- table page (an index-only scan; the name itself is there because PostgreSQL checks LIKE against the column).
CREATE INDEX beneficiario_domanda_ricerca_idx ON beneficiario_domanda
  (lower(denominazione) text_pattern_ops, id_domanda) INCLUDE (denominazione);
DROP INDEX beneficiario_domanda_denominazione_idx;
