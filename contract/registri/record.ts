import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { Istante, Nullable } from '../programmi/record';

export const ESITI = ['REGOLARE', 'IRREGOLARE', 'NON_VERIFICABILE'] as const;

export const DESCRIZIONE_ESITO: Readonly<Record<(typeof ESITI)[number], string>> = {
  REGOLARE: 'Regolare',
  IRREGOLARE: 'Irregolare',
  NON_VERIFICABILE: 'Non verificabile',
};
export const MAI_VERIFICATO = 'Mai verificato';

/**
 * One active beneficiary with its latest evidence for one register (the evidence fields are null when never checked).
 */
export const VerificaBeneficiario = Type.Object({
  idBeneficiario: Intero(),
  codiceFiscale: Type.String(),
  denominazione: Type.String(),
  registro: Type.Enum(['DEGGENDORF', 'RNA']),
  idVerifica: Nullable(Intero()),
  esito: Nullable(Type.Enum(ESITI)),
  descrizioneEsito: Type.String({
    description: `${Object.values(DESCRIZIONE_ESITO).join(', ')} o «${MAI_VERIFICATO}»`,
  }),
  dettaglio: Nullable(Type.String({ description: 'Cosa ha risposto il registro, in italiano' })),
  dati: Type.Unknown({ description: 'Ordini di recupero (Deggendorf) o aiuti e somme (RNA) trovati, come dati' }),
  eseguitaIl: Nullable(Istante),
  eseguitaDa: Nullable(Type.String({ description: 'Username di chi ha eseguito la verifica' })),
  eseguitaDaNome: Nullable(Type.String({ description: 'Nome e cognome di chi ha eseguito la verifica' })),
  ruolo: Nullable(Type.String()),
  fonte: Nullable(Type.String({ description: 'Registro locale del portale o indirizzo del registro nazionale' })),
  giorniDallaVerifica: Nullable(Intero()),
  daRipetere: Type.Boolean({
    description: 'Mai verificato, non verificabile, o verificato da più di REGISTRI_VALIDITA_GIORNI giorni',
  }),
});
export type VerificaBeneficiario = Static<typeof VerificaBeneficiario>;
