import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { Istante, Nullable, StatoProgramma } from './record';

/** The kinds of note a programme's review writes. */
export const TIPI_NOTA = [
  'RICHIESTA_INTEGRAZIONE',
  'INTEGRAZIONE',
  'RICHIESTA_VALIDAZIONE',
  'RICHIESTA_INTEGRAZIONE_ISMEA',
  'VALIDAZIONE',
  'APPROVAZIONE',
  'ANNULLAMENTO',
] as const;
export type TipoNota = (typeof TIPI_NOTA)[number];

export const TIPI_NOTA_CON_NOME: readonly { readonly id: TipoNota; readonly name: string }[] = [
  { id: 'RICHIESTA_INTEGRAZIONE', name: 'Richiesta di integrazione' },
  { id: 'INTEGRAZIONE', name: 'Integrazione' },
  { id: 'RICHIESTA_VALIDAZIONE', name: 'Richiesta di validazione' },
  { id: 'RICHIESTA_INTEGRAZIONE_ISMEA', name: "Rinvio all'istruttore" },
  { id: 'VALIDAZIONE', name: 'Validazione' },
  { id: 'APPROVAZIONE', name: 'Approvazione' },
  { id: 'ANNULLAMENTO', name: 'Annullamento' },
];

export const Nota = Type.Object({
  idNota: Intero(),
  idProgrammaInvestimento: Intero(),
  tipo: Type.Enum(TIPI_NOTA),
  note: Type.String(),
  esito: Nullable(Type.String()),
  esitoIsmea: Nullable(Type.String({ description: 'Solo per chi legge gli esiti ISMEA' })),
  bozza: Type.Boolean({ description: 'Salvata, non ancora inviata con la sua azione' }),
  autore: Type.String(),
  nominativo: Type.String({ description: "Nome e cognome dell'autore" }),
  ruolo: Type.String(),
  dataInserimento: Istante,
});

export const Assegnatario = Type.Object({
  idProgrammaInvestimento: Intero(),
  utente: Type.String(),
  nominativo: Type.String(),
  assegnatoIl: Istante,
  assegnatoDa: Type.String(),
  assegnatoDaNome: Type.String({ description: 'Nome e cognome di chi ha assegnato' }),
});

export const EsitoParere = Type.Enum(['FAVOREVOLE', 'SFAVOREVOLE']);

export const Parere = Type.Object({
  idParere: Intero(),
  idProgrammaInvestimento: Intero(),
  codRegione: Type.String(),
  descrizioneRegione: Type.String(),
  richiestoIl: Istante,
  richiestoDa: Type.String(),
  richiestoDaNome: Type.String({ description: 'Nome e cognome di chi ha chiesto il parere' }),
  esito: Nullable(EsitoParere),
  note: Nullable(Type.String()),
  espressoIl: Nullable(Istante),
  espressoDa: Nullable(Type.String()),
  espressoDaNome: Nullable(Type.String({ description: 'Nome e cognome di chi ha espresso il parere' })),
});
export type Parere = Static<typeof Parere>;

export const VoceStorico = Type.Object({
  idAudit: Intero(),
  utente: Type.String(),
  nominativo: Type.String({ description: 'Nome e cognome di chi ha agito' }),
  ruolo: Type.String(),
  eseguitoIl: Istante,
  azione: Type.String({ description: "Azione della policy, o 'decorrenzaTermini' eseguita dal sistema" }),
  descrizioneAzione: Type.String(),
  statoDa: Nullable(StatoProgramma),
  statoA: Nullable(StatoProgramma),
  note: Nullable(Type.String()),
});
