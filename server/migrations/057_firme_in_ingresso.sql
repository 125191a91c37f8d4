-- Signatures checked on the way in (DESIGN §9, docs/files.md «Digital signatures»): the categories whose files must be
-- signed, and what was read of each uploaded file's signature, by the file's key.

ALTER TABLE categoria_allegato_domanda ADD COLUMN richiede_firma boolean NOT NULL DEFAULT false;
ALTER TABLE tipologia_allegato ADD COLUMN richiede_firma boolean NOT NULL DEFAULT false;

UPDATE categoria_allegato_domanda SET richiede_firma = true WHERE id_categoria = 13; -- Dichiarazione de minimis

INSERT INTO categoria_allegato_domanda (id_categoria, ambito, descrizione, obbligatoria, richiede_scadenza, richiede_firma)
VALUES
  (5, 'DOMANDA', 'Modulo di domanda firmato', false, false, true),
  (6, 'DOMANDA', 'Dichiarazioni del rappresentante legale', false, false, true),
  (7, 'DOMANDA', 'Lettera di rinuncia', false, false, true),
  (15, 'BENEFICIARIO', 'Dichiarazioni del rappresentante legale', false, false, true);

INSERT INTO tipologia_allegato (id_tipologia, id_categoria, descrizione, richiede_scadenza, richiede_firma) VALUES
  (11, 1, 'Dichiarazioni del rappresentante legale', false, true),
  (12, 1, 'Lettera di rinuncia', false, true);

-- Not a file's owner (the sweep looks for `chiave_file` columns): one row per uploaded file that carries a signature,
-- written in the transaction of the row that names the file.
CREATE TABLE firma_file (
  chiave         uuid PRIMARY KEY,
  formato        text NOT NULL CHECK (formato IN ('PADES', 'CADES')),
  valida         boolean NOT NULL,
  firmatario     text,
  codice_fiscale text,
  firmato_il     timestamptz,
  motivo         text,
  CHECK (valida = (motivo IS NULL))
);
