import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { listQuery } from '../lista';
import { Nullable } from '../programmi/record';

export const STATI_LAVORO = ['IN_ATTESA', 'IN_CORSO', 'COMPLETATO', 'FALLITO'] as const;
export type StatoLavoro = (typeof STATI_LAVORO)[number];

export const DESCRIZIONE_STATO_LAVORO: Readonly<Record<StatoLavoro, string>> = {
  IN_ATTESA: 'In attesa',
  IN_CORSO: 'In corso',
  COMPLETATO: 'Completato',
  FALLITO: 'Fallito',
};

const Istante = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });

/** One run of a background job (docs/architecture.md, «Background jobs»). */
export const Lavoro = Type.Object({
  idLavoro: Intero(),
  nome: Type.String({ description: 'Codice del lavoro' }),
  descrizione: Type.String({ description: 'Che cosa fa il lavoro, in italiano' }),
  stato: Type.Enum(STATI_LAVORO),
  descrizioneStato: Type.String({ description: Object.values(DESCRIZIONE_STATO_LAVORO).join(', ') }),
  tentativi: Intero({ minimum: 0, description: 'Esecuzioni iniziate finora' }),
  massimoTentativi: Intero({ minimum: 1 }),
  ultimoErrore: Nullable(Type.String({ description: "L'errore dell'ultimo tentativo non riuscito" })),
  prossimaEsecuzione: Nullable(
    Type.String({ format: 'date-time', description: 'Da quando un processo lo eseguirà (in attesa); null altrimenti' }),
  ),
  eseguitoDa: Nullable(Type.String({ description: 'Il processo che lo esegue ora (in corso)' })),
  bloccatoFino: Nullable(
    Type.String({ format: 'date-time', description: 'Oltre, se quel processo non lo rinnova, un altro lo riprende' }),
  ),
  completatoIl: Nullable(Istante),
});
export type Lavoro = Static<typeof Lavoro>;

export const ListaLavoriQuery = Type.Object({
  ...listQuery(['idLavoro']).properties,
  stato: Type.Optional(Type.Enum(STATI_LAVORO, { description: 'Solo i lavori in questo stato' })),
});
