-- A file per checklist item (docs/allegati-e-checklist.md): each item may carry its own supporting document. A row
-- without item stays the checklist's own document (older data) or, with role FIRMATA, the signed checklist.

ALTER TABLE checklist_allegato
  ADD COLUMN id_voce integer REFERENCES voce_checklist,
  DROP CONSTRAINT checklist_allegato_id_checklist_ruolo_key,
  ADD CONSTRAINT checklist_allegato_voce_check CHECK (id_voce IS NULL OR ruolo = 'ALLEGATO');
CREATE UNIQUE INDEX checklist_allegato_unico_idx ON checklist_allegato (id_checklist, ruolo, coalesce(id_voce, 0));
