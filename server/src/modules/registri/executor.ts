import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import type { Principal } from '../../auth/principal';
import { conflict, notFound } from '../../http/errors';
import {
  applica,
  attoreDi,
  bloccaPer,
  giornoDi,
  PROGRAMMA_NON_TROVATO,
  verificaStato,
  type Dipendenze,
} from '../programma/executor';
import { datiGenerali, type ProgrammaBloccato } from '../programma/repository';
import type { Transizione } from '../programma/transitions';
import { RegistroNonDisponibile, type NomeRegistro, type Registri } from './registri';
import {
  beneficiariAttivi,
  eslDelBeneficiario,
  salvaEvidenze,
  ultimeVerifiche,
  type BeneficiarioDaVerificare,
  type Evidenza,
} from './repository';
import { inizioTriennio, nonVerificabile, valutaDeggendorf, valutaRna, type Valutazione } from './valutazione';
import { dettaglioProgrammaPath } from '../../../../contract/programmi/percorsi';

export interface ServizioVerifiche {
  readonly deps: Dipendenze;
  readonly registri: Registri;
  /** Days after which an evidence is to be repeated (REGISTRI_VALIDITA_GIORNI). */
  readonly validitaGiorni: number;
}

/** Per register: the policy's actions (run, download) and the names people read. */
export const REGISTRI = {
  DEGGENDORF: {
    esegui: 'verificaDeggendorf',
    scarica: 'scaricaVerificheDeggendorf',
    nome: 'Registro Deggendorf',
    breve: 'Deggendorf',
  },
  RNA: {
    esegui: 'verificaRna',
    scarica: 'scaricaVerificheRna',
    nome: 'Registro Nazionale degli Aiuti di Stato (RNA)',
    breve: 'RNA',
  },
} as const satisfies Record<
  NomeRegistro,
  { esegui: keyof typeof AZIONI_PROGRAMMA; scarica: keyof typeof AZIONI_PROGRAMMA; nome: string; breve: string }
>;

/** Several beneficiaries are asked at once, a few at a time, so a slow register does not add up its waits. */
const IN_PARALLELO = 4;

async function aGruppi<T, R>(voci: readonly T[], passo: (voce: T) => Promise<R>): Promise<R[]> {
  const risultati: R[] = [];
  for (let i = 0; i < voci.length; i += IN_PARALLELO)
    risultati.push(...(await Promise.all(voci.slice(i, i + IN_PARALLELO).map(passo))));
  return risultati;
}

async function valuta(
  servizio: ServizioVerifiche,
  registro: NomeRegistro,
  beneficiario: BeneficiarioDaVerificare,
): Promise<Valutazione> {
  const { codiceFiscale, idBeneficiario } = beneficiario;
  try {
    if (registro === 'DEGGENDORF') return valutaDeggendorf(await servizio.registri.deggendorf.ordiniDi(codiceFiscale));
    const dal = inizioTriennio(servizio.deps.oggi());
    const esl = await eslDelBeneficiario(servizio.deps.db, idBeneficiario);
    return valutaRna(await servizio.registri.rna.aiutiDi(codiceFiscale, dal), dal, esl);
  } catch (error) {
    if (error instanceof RegistroNonDisponibile) return nonVerificabile(REGISTRI[registro].nome, error.message);
    throw error;
  }
}

const fonteDi = (servizio: ServizioVerifiche, registro: NomeRegistro) =>
  registro === 'DEGGENDORF' ? servizio.registri.deggendorf.fonte : servizio.registri.rna.fonte;

/**
 * Asks the register about every active beneficiary, then stores each answer as dated evidence through the
 * executor: with the history entry and, when some firm is irregular, the notifications of the review's people. The
 * registers are asked outside the transaction (no lock held while waiting); the state is checked again under lock.
 */
export async function eseguiVerifiche(
  servizio: ServizioVerifiche,
  principal: Principal,
  registro: NomeRegistro,
  id: number,
) {
  const { deps } = servizio;
  const { esegui, nome, breve } = REGISTRI[registro];
  const attore = attoreDi(principal, esegui);
  const programma = await datiGenerali(deps.db, id, principal, giornoDi(deps));
  if (!programma) throw notFound(PROGRAMMA_NON_TROVATO);
  verificaStato(principal, esegui, programma as unknown as ProgrammaBloccato);
  const beneficiari = await beneficiariAttivi(deps.db, id);
  if (beneficiari.length === 0) throw conflict('Il programma non ha beneficiari attivi da verificare.');

  const fonte = fonteDi(servizio, registro);
  const evidenze: Evidenza[] = await aGruppi(beneficiari, async (beneficiario) => ({
    beneficiario,
    fonte,
    ...(await valuta(servizio, registro, beneficiario)),
  }));
  const irregolari = evidenze.filter((e) => e.esito === 'IRREGOLARE');
  const nonVerificabili = evidenze.filter((e) => e.esito === 'NON_VERIFICABILE');

  const verifica: Transizione = {
    effetti: ({ tx }) => salvaEvidenze(tx, id, registro, attore, evidenze),
    nelloStorico: () =>
      `${nome}: ${evidenze.length} beneficiari verificati, ${irregolari.length} irregolari, ` +
      `${nonVerificabili.length} non verificabili. Fonte: ${fonte}`,
    avvisa: ['assegnati', 'bandiProgramma'],
    messaggio: ({ programma }) =>
      irregolari.length === 0
        ? undefined
        : {
            titolo: `${programma.denominazione}: verifica ${breve} con esito irregolare`,
            testo:
              `${attore.nominativo}: verifica ${breve} sul programma «${programma.denominazione}». ` +
              `Irregolari: ${irregolari
                .map((e) => `${e.beneficiario.denominazione} (${e.beneficiario.codiceFiscale})`)
                .join(', ')}. Da fare: esaminare i beneficiari irregolari nella scheda «Verifiche registri».`,
            link: dettaglioProgrammaPath(programma.idBando, id),
          },
  };
  await deps.db.transaction(async (tx) => {
    const programma = await bloccaPer(tx, principal, esegui, id);
    await applica(
      tx,
      deps,
      { azione: esegui, label: AZIONI_PROGRAMMA[esegui].label, programma, attore, input: {} },
      verifica,
    );
  });
  return ultimeVerifiche(deps.db, id, registro, deps.oggi());
}
