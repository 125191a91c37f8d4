-- Every score carries its written motivation and may cite its evidence (DESIGN §5.1, docs/graduatoria.md
-- «Motivazioni»): an attachment of the application or of one of its beneficiaries, and a page of it. The call sets the
-- motivation's shortest length. Scores saved before have no motivation: concluding their evaluation asks for one.

ALTER TABLE bando
  ADD COLUMN lunghezza_minima_motivazione integer NOT NULL DEFAULT 30 CHECK (lunghezza_minima_motivazione >= 1);

ALTER TABLE valutazione_domanda
  ADD COLUMN motivazione          text,
  ADD COLUMN id_allegato_evidenza integer REFERENCES allegato_domanda ON DELETE SET NULL,
  ADD COLUMN pagina_evidenza      integer CHECK (pagina_evidenza >= 1);

ALTER TABLE valutazione_beneficiario
  ADD COLUMN motivazione          text,
  ADD COLUMN id_allegato_evidenza integer REFERENCES allegato_domanda ON DELETE SET NULL,
  ADD COLUMN pagina_evidenza      integer CHECK (pagina_evidenza >= 1);

-- Removing an attachment finds the scores that cite it.
CREATE INDEX valutazione_domanda_evidenza_idx ON valutazione_domanda (id_allegato_evidenza)
  WHERE id_allegato_evidenza IS NOT NULL;
CREATE INDEX valutazione_beneficiario_evidenza_idx ON valutazione_beneficiario (id_allegato_evidenza)
  WHERE id_allegato_evidenza IS NOT NULL;
