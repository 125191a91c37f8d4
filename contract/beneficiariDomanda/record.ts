import { Type, type Static } from 'typebox';
import { Importo, Mail, Pec } from '../campi';
import { Id, Istante, Nullable, NullableInput, Testo } from '../programmi/record';
import { CodiceFiscale } from '../validators/codice-fiscale-schema';
import { CodiceIstat } from '../comuni/record';

export const IdBeneficiarioParams = Type.Object({ idBeneficiario: Id });
export type IdBeneficiarioParams = Static<typeof IdBeneficiarioParams>;

export const CreaBeneficiarioParams = Type.Object({ idDomanda: Id, codiceFiscale: CodiceFiscale });
export type CreaBeneficiarioParams = Static<typeof CreaBeneficiarioParams>;

/** The same name as a programme's beneficiary: asked only when the portal does not know the fiscal code. */
export { CreaBeneficiarioQuery } from '../beneficiari/record';

export const IdSedeParams = Type.Object({ idSede: Id });
export type IdSedeParams = Static<typeof IdSedeParams>;

/** A beneficiary of an application: a company or person of the district, with its requested investment. */
export const BeneficiarioDomanda = Type.Object(
  {
    idBeneficiario: Id,
    idDomanda: Id,
    codiceFiscale: Type.String(),
    denominazione: Type.String(),
    investimentoRichiesto: Type.Number({ minimum: 0, description: 'Euro' }),
    mail: Nullable(Type.String()),
    pec: Nullable(Type.String()),
    nSedi: Type.Integer({ minimum: 0 }),
    creatoIl: Istante,
  },
  { $id: 'BeneficiarioDomanda' },
);
export type BeneficiarioDomanda = Static<typeof BeneficiarioDomanda>;

/** Other properties (those of the record read before) are ignored, so a form can send the record back whole. */
export const SalvaBeneficiarioDomandaBody = Type.Object({
  idBeneficiario: Id,
  denominazione: Testo(300, 'Ragione sociale o nome e cognome'),
  investimentoRichiesto: Importo,
  mail: Type.Optional(NullableInput(Mail)),
  pec: Type.Optional(NullableInput(Pec)),
});
export type SalvaBeneficiarioDomandaBody = Static<typeof SalvaBeneficiarioDomandaBody>;

/** An operating site of a beneficiary, where its investments are made. */
export const Sede = Type.Object(
  {
    idSede: Id,
    idBeneficiario: Id,
    indirizzo: Type.String(),
    cap: Type.String(),
    codiceIstatComune: Type.String(),
    comune: Type.String(),
    siglaProvincia: Type.String(),
    codRegione: Type.String(),
    descrizioneRegione: Type.String(),
  },
  { $id: 'SedeBeneficiario' },
);
export type Sede = Static<typeof Sede>;

export const AggiungiSedeBody = Type.Object({
  indirizzo: Testo(300, 'Via e numero civico'),
  cap: Type.String({ pattern: '^[0-9]{5}$', description: 'Codice di avviamento postale' }),
  codiceIstatComune: CodiceIstat,
});
export type AggiungiSedeBody = Static<typeof AggiungiSedeBody>;
