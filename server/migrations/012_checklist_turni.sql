-- Rounds of the takeover and variation checklists (docs/allegati-e-checklist.md): each takeover or variation the
-- programme goes through has a checklist of its own. Starting one closes the previous round (kept, with its answers
-- and files, as history) and opens an empty one; concluding it closes it.

ALTER TABLE checklist
  ADD COLUMN turno     integer NOT NULL DEFAULT 1 CHECK (turno >= 1),
  ADD COLUMN chiusa_il timestamptz;

DROP INDEX checklist_unica_idx;
CREATE UNIQUE INDEX checklist_unica_idx ON checklist (id_programma_investimento, tipo, ambito, coalesce(id_beneficiario, 0), turno);

-- Takeovers and variations already concluded: their programme has left the state since.
UPDATE checklist c SET chiusa_il = c.aggiornata_il
  FROM programma_investimento p
  WHERE p.id_programma_investimento = c.id_programma_investimento AND c.completa
    AND ((c.tipo = 'SUBENTRO' AND p.id_stato <> 'IN_SUBENTRO') OR (c.tipo = 'VARIAZIONE' AND p.id_stato <> 'IN_VARIAZIONE'));
