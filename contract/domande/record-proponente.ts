import { Type, type Static } from 'typebox';
import { Mail, Pec } from '../campi';
import { Nullable } from '../programmi/record';
import { RappresentanteLegale, Referente } from '../proponenti/record';
import { Domanda } from './record';

/**
 * The whole application with its lead company's contacts (`dettaglioProponente/{idDomanda}`), the
 * legacy calls' only read of one application.
 */
export const DettaglioDomanda = Type.Object(
  {
    ...Domanda.properties,
    mail: Nullable(Type.String()),
    pec: Nullable(Type.String()),
    rappresentanteLegale: Nullable(RappresentanteLegale),
    referente: Nullable(Referente),
    sedeInRegione: Type.Optional(
      Nullable(
        Type.Object(
          {
            denominazioneBeneficiario: Type.String(),
            comune: Type.String(),
            siglaProvincia: Type.String(),
            descrizioneRegione: Type.String(),
          },
          { description: "Per la Regione che legge una domanda di un'altra regione: la sede che la rende sua" },
        ),
      ),
    ),
  },
  { $id: 'DettaglioDomanda' },
);
export type DettaglioDomanda = Static<typeof DettaglioDomanda>;

/** Both required; the browser checks them before sending, as the legacy client does. */
export const MailPecQuery = Type.Object({ mail: Mail, pec: Pec });
export type MailPecQuery = Static<typeof MailPecQuery>;
