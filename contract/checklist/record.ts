import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { campiFile, Nullable } from '../allegati/record';
import { NomeBeneficiario } from '../campi';

export const TIPI_CHECKLIST = ['DOCUMENTALE', 'VERIFICHE', 'SUBENTRO', 'VARIAZIONE'] as const;
export type TipoChecklist = (typeof TIPI_CHECKLIST)[number];
export type AmbitoChecklist = 'PROGRAMMA' | 'BENEFICIARIO';

const Id = (description: string) => Intero({ minimum: 1, description });
const Esito = Type.Enum(['SI', 'NO', 'NON_APPLICABILE'], { description: 'SI, NO o NON_APPLICABILE' });

export const AllegatoChecklist = Type.Object({
  idDocumentaleAllegato: Id('idDocumentaleAllegato'),
  idVoce: Nullable(
    Id('idVoce: la voce che il file documenta; null per il documento della checklist e per la checklist firmata'),
  ),
  ...campiFile,
});

export const Voce = Type.Object({
  idVoce: Id('idVoce'),
  descrizione: Type.String(),
  esito: Nullable(Esito),
  note: Nullable(Type.String()),
  allegato: Nullable(AllegatoChecklist),
});

export const Checklist = Type.Object(
  {
    idChecklist: Nullable(Id('idChecklist: null finché la checklist non è salvata la prima volta')),
    idProgrammaInvestimento: Id('idProgrammaInvestimento'),
    idBeneficiario: Nullable(Id('idBeneficiario')),
    tipo: Type.Enum(TIPI_CHECKLIST),
    ambito: Type.Enum(['PROGRAMMA', 'BENEFICIARIO'], { description: 'PROGRAMMA è la checklist del proponente' }),
    completa: Type.Boolean({ description: 'Ogni voce ha un esito, e ogni esito NO una nota' }),
    aggiornataDa: Nullable(Type.String({ description: "Nome utente di chi l'ha salvata per ultimo" })),
    aggiornataDaNome: Nullable(
      Type.String({ description: "Nome e cognome di chi l'ha salvata per ultimo (il nome utente se non è censito)" }),
    ),
    aggiornataIl: Nullable(Type.String({ format: 'date-time' })),
    turno: Intero({
      minimum: 1,
      description: 'Subentri e variazioni: una checklist per ogni subentro o variazione, numerate da 1',
    }),
    chiusaIl: Nullable(
      Type.String({
        format: 'date-time',
        description: 'Quando il suo subentro o la sua variazione si è concluso, o ne è iniziato un altro',
      }),
    ),
    voci: Type.Array(Voce),
    allegato: Nullable({
      ...AllegatoChecklist,
      description: 'Il documento della checklist nel suo insieme; quelli delle voci sono in `voci[].allegato`',
    }),
  },
  { $id: 'Checklist', title: 'Checklist' },
);
export type Checklist = Static<typeof Checklist>;

export const SalvaChecklist = Type.Object({
  voci: Type.Array(
    Type.Object({
      idVoce: Id('idVoce'),
      esito: Esito,
      note: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
    }),
    { minItems: 1 },
  ),
});
export type SalvaChecklist = Static<typeof SalvaChecklist>;

export const Riepilogo = Type.Object({
  completa: Type.Boolean({ description: 'Tutte le checklist del programma sono complete' }),
  checklist: Type.Array(
    Type.Object({
      idChecklist: Nullable(Id('idChecklist')),
      tipo: Type.Enum(TIPI_CHECKLIST),
      ambito: Type.Enum(['PROGRAMMA', 'BENEFICIARIO']),
      idBeneficiario: Nullable(Id('idBeneficiario')),
      denominazione: Nullable(NomeBeneficiario),
      completa: Type.Boolean(),
      vociTotali: Intero({ minimum: 0 }),
      vociCompilate: Intero({ minimum: 0 }),
      mancanti: Type.Array(Type.String(), { description: 'Le voci senza esito, o con esito NO senza nota' }),
    }),
  ),
});

export const PresenzaAllegati = Type.Object({ presenti: Type.Boolean(), numero: Intero({ minimum: 0 }) });
export const IdChecklistParams = Type.Object({ idChecklist: Id('idChecklist') });
export const VoceQuery = Type.Object({
  idVoce: Type.Optional(Id('idVoce: il file di quella voce; senza, il documento della checklist')),
});
export const IdDocumentaleParams = Type.Object({ idDocumentaleAllegato: Id('idDocumentaleAllegato') });
export const TurnoQuery = Type.Object({
  turno: Type.Optional(Intero({ minimum: 1, description: 'Un subentro o una variazione precedente; senza, l’ultimo' })),
});
