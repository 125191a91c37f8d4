-- The background work of the portal (docs/architecture.md, «Background jobs»): each row is one run of a job, claimed
-- by one process at a time with FOR UPDATE SKIP LOCKED and held by a lease (bloccato_fino) its process renews; a
-- process that dies stops renewing, and another claims the run again once the lease has passed.
CREATE TABLE lavoro (
  id_lavoro integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nome text NOT NULL,
  -- One run per key: a recurring job's key is its name and period slot, so every process may offer it and one row is.
  chiave text NOT NULL UNIQUE,
  dati jsonb NOT NULL DEFAULT '{}',
  stato text NOT NULL DEFAULT 'IN_ATTESA' CHECK (stato IN ('IN_ATTESA', 'IN_CORSO', 'COMPLETATO', 'FALLITO')),
  eseguire_dal timestamptz NOT NULL DEFAULT now(),
  tentativi integer NOT NULL DEFAULT 0 CHECK (tentativi >= 0),
  massimo_tentativi integer NOT NULL DEFAULT 5 CHECK (massimo_tentativi >= 1),
  ultimo_errore text,
  bloccato_da text,
  bloccato_fino timestamptz,
  creato_il timestamptz NOT NULL DEFAULT now(),
  completato_il timestamptz
);

-- What the workers look for at every turn: the runs not finished, by when they are due.
CREATE INDEX lavoro_da_eseguire ON lavoro (eseguire_dal) WHERE stato IN ('IN_ATTESA', 'IN_CORSO');
-- The retention job's delete of old completed runs.
CREATE INDEX lavoro_completati ON lavoro (completato_il) WHERE stato = 'COMPLETATO';
