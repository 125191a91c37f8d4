import { Type } from 'typebox';
import { conScelte, conScelteDa, Scelta } from '../annotazioni';
import { Intero } from '../interi';
import type { ChoicesSource } from '../types';
import { CodiceCor, CodiceCup } from '../validators/codici-progetto';
import { CodiceFiscale } from '../validators/codice-fiscale-schema';
import { Note, Testo } from './record';
import { REGIONI } from './regioni';

/**
 * The parameters of the named actions on a programme, besides its id (docs/programma.md): the server's params and
 * querystring, the data provider's query names and the dialog's fields all come from these.
 */

const ISTRUTTORI_ISMEA: ChoicesSource = { resource: 'istruttoriIsmea', value: 'idUtente', label: 'nominativo' };
const ASSEGNATI: ChoicesSource = {
  resource: 'assegnatariProgramma',
  value: 'utente',
  label: 'nominativo',
  filterFromRecord: { id: 'idProgrammaInvestimento' },
};

const BANDI: ChoicesSource = { resource: 'bandi', value: 'idBando', label: 'descrizione' };

/**
 * A new draft: the call and the company in the path; the company's name and region only at its first programme (an
 * existing company keeps its own, which these never overwrite). The region is chosen by name, its code is sent.
 */
export const ParametriCreaProgramma = Type.Object({
  idBando: Intero({ minimum: 1, description: 'Bando', ...conScelteDa(BANDI) }),
  cuaa: CodiceFiscale,
  denominazione: Type.Optional(
    Type.String({ minLength: 1, maxLength: 300, description: "Solo alla prima domanda dell'azienda" }),
  ),
  codRegione: Type.Optional(
    Type.String({ pattern: '^[0-9]{2}$', description: "Solo alla prima domanda dell'azienda", ...conScelte(REGIONI) }),
  ),
});

const Utente = (sorgente: ChoicesSource) =>
  Type.String({ minLength: 1, maxLength: 100, description: 'Username', ...conScelteDa(sorgente) });

export const ParametriAssegna = Type.Object({ utente: Utente(ISTRUTTORI_ISMEA) });
export const ParametriRimuoviAssegnatario = Type.Object({ utente: Utente(ASSEGNATI) });

/** The outcomes with the names people read: the dialogs, the lists and the history use these. */
export const ESITI_PARERE = [
  { id: 'FAVOREVOLE', name: 'Favorevole' },
  { id: 'SFAVOREVOLE', name: 'Sfavorevole' },
] as const;

export const ESITI_VALIDAZIONE = [
  { id: 'POSITIVO', name: 'Positivo' },
  { id: 'NEGATIVO', name: 'Negativo' },
] as const;

/** The name of a chosen outcome, or the value itself when it is none of them. */
export const nomeScelta = (scelte: readonly { id: string; name: string }[], id: string | undefined): string =>
  scelte.find((scelta) => scelta.id === id)?.name ?? id ?? '';

export const ParametriParereRegione = Type.Object({
  esito: Scelta(ESITI_PARERE),
  note: Note,
});

export const ParametriValida = Type.Object({
  esito: Scelta(ESITI_VALIDAZIONE),
  note: Type.Optional(Note),
  esitoIsmea: Type.Optional(Testo(4000, 'Esito ISMEA')),
});

export const ParametriApprova = Type.Object({
  codiceCup: CodiceCup,
  codiceCore: CodiceCor,
  note: Type.Optional(Note),
});
