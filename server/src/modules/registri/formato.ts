import type { NomeRegistro } from './registri';
import type { UltimaVerifica } from './repository';
import { DESCRIZIONE_ESITO, MAI_VERIFICATO, type VerificaBeneficiario } from '../../../../contract/registri/record';

/** The answer of checkVerifiche*: the latest evidence per beneficiary, and whether it is to be repeated. */
export function formatoVerifica(
  riga: UltimaVerifica,
  registro: NomeRegistro,
  validitaGiorni: number,
): VerificaBeneficiario {
  const { verifica: v } = riga;
  return {
    idBeneficiario: riga.idBeneficiario,
    codiceFiscale: riga.codiceFiscale,
    denominazione: riga.denominazione,
    registro,
    idVerifica: v ? Number(v.idVerifica) : null,
    esito: v?.esito ?? null,
    descrizioneEsito: v ? DESCRIZIONE_ESITO[v.esito] : MAI_VERIFICATO,
    dettaglio: v?.dettaglio ?? null,
    dati: v?.dati ?? null,
    eseguitaIl: v?.eseguitaIl ?? null,
    eseguitaDa: v?.eseguitaDa ?? null,
    eseguitaDaNome: v?.eseguitaDaNome ?? null,
    ruolo: v?.ruolo ?? null,
    fonte: v?.fonte ?? null,
    giorniDallaVerifica: v ? Number(v.giorni) : null,
    daRipetere: !v || v.esito === 'NON_VERIFICABILE' || Number(v.giorni) > validitaGiorni,
  };
}
