-- People are shown by name: the history keeps the name the actor had when acting (older rows have none, and are
-- named from table utente when read).
ALTER TABLE programma_audit ADD COLUMN nominativo text;
ALTER TABLE beneficiario_storico ADD COLUMN nominativo text;
