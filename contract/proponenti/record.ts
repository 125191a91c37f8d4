import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { CodiceFiscale } from '../validators/codice-fiscale-schema';
import { IBAN_ITALIANO } from '../validators/iban';
import { Abi, Mail, Pec, Telefono } from '../campi';
import { Data, Id, Nullable, StatoProgramma, Testo } from '../programmi/record';

const rappresentante = {
  nome: Testo(100),
  cognome: Testo(100),
  dataNascita: Type.Optional(Nullable(Data)),
  comuneNascita: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  telefono: Type.Optional(Nullable(Telefono)),
  mail: Type.Optional(Nullable(Mail)),
};

/** As answered: the code is checked on the way in, so the answer does not carry the format. */
export const RappresentanteLegale = Type.Object(
  { codiceFiscale: Type.String(), ...rappresentante },
  { $id: 'RappresentanteLegale' },
);
export type RappresentanteLegale = Static<typeof RappresentanteLegale>;

export const Referente = Type.Object(
  { nome: Testo(100), cognome: Testo(100), telefono: Type.Optional(Nullable(Telefono)), mail: Mail },
  { $id: 'Referente' },
);
export type Referente = Static<typeof Referente>;

const Iban = Type.String({
  pattern: IBAN_ITALIANO.source,
  description: 'IBAN italiano del conto presso la banca autorizzata (27 caratteri, maiuscoli, senza spazi)',
});

export const BancaAutorizzata = Type.Object(
  { abi: Abi, denominazione: Testo(200, 'Denominazione della banca'), iban: Type.Optional(Nullable(Iban)) },
  { $id: 'BancaAutorizzata' },
);
export type BancaAutorizzata = Static<typeof BancaAutorizzata>;

export const Proponente = Type.Object(
  {
    idProponente: Id,
    idProgrammaInvestimento: Id,
    idStato: StatoProgramma,
    descrizioneStato: Type.String({ description: 'Stato del programma' }),
    cuaa: Type.String({ description: 'Codice fiscale della società proponente' }),
    denominazione: Type.String(),
    mail: Nullable(Type.String()),
    pec: Nullable(Type.String()),
    rappresentanteLegale: Nullable(RappresentanteLegale),
    referente: Nullable(Referente),
    bancaAutorizzata: Nullable(BancaAutorizzata),
  },
  { $id: 'Proponente' },
);
export type Proponente = Static<typeof Proponente>;

export const IdProgrammaParams = Type.Object({
  id: Intero({ minimum: 1, description: 'idProgrammaInvestimento' }),
});
export type IdProgrammaParams = Static<typeof IdProgrammaParams>;

export const IdProponenteParams = Type.Object({ idProponente: Id });
export type IdProponenteParams = Static<typeof IdProponenteParams>;

export const MailQuery = Type.Object({ mail: Mail, pec: Type.Optional(Pec) });
export type MailQuery = Static<typeof MailQuery>;

export const SalvaRappresentanteBody = Type.Object({
  idProponente: Id,
  codiceFiscale: CodiceFiscale,
  ...rappresentante,
});
export type SalvaRappresentanteBody = Static<typeof SalvaRappresentanteBody>;
