import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { esitoDi, programmaDi, prova, statoDopo, utenteDi } from './oracolo/chiamata';
import { esitoOperazione, perRotta } from './oracolo/esito';
import { OPERAZIONI_PROGRAMMA } from './oracolo/programma-operazioni';
import { STATI, VEDE_PROGRAMMA, type Stato } from './oracolo/programma-stati';
import { TUTTI } from './oracolo/ruoli';
import { RELAZIONI, type Operazione, type Relazione } from './oracolo/tipi';
import { apriPortale, preparaRiferimenti, type Portale } from './support/programmi';

/**
 * The authorisation oracle for programmes: every route of OPERAZIONI_PROGRAMMA (a table written by hand from
 * docs/programma.md) tried by every role, from every state, on the caller's programme and on another's. A refusal
 * must leave the state as it was and say why in Italian; an allowed call must lead where docs/programma.md says.
 */
let portale: Portale;
let idBando: number;
/** One programme per state and relation for the refusals, which must not change it. */
const perIRifiuti = new Map<string, number>();

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
});
afterAll(async () => portale?.close());

async function programmaPerIRifiuti(stato: Stato, relazione: Relazione): Promise<number> {
  const chiave = `${stato}:${relazione}`;
  if (!perIRifiuti.has(chiave)) perIRifiuti.set(chiave, await programmaDi(portale, idBando, stato, relazione));
  return perIRifiuti.get(chiave)!;
}

interface Cella {
  readonly esito: unknown;
  readonly stato: string | null;
  readonly spiegato?: boolean;
}

async function cella(rotta: string, righe: Operazione<Stato>[], ruolo: Role, stato: Stato, relazione: Relazione) {
  const esito = esitoOperazione(righe, ruolo, stato, VEDE_PROGRAMMA[ruolo](stato, relazione));
  const riga = righe.find((candidata) => candidata.chi.includes(ruolo) && candidata.da.includes(stato)) ?? righe[0];
  const consentito = esito === 'consentito';
  const id = consentito
    ? await programmaDi(portale, idBando, stato, relazione, riga.prepara)
    : await programmaPerIRifiuti(stato, relazione);
  const tentativo = await prova(portale, rotta as never, ruolo, id, {
    ...riga,
    utente: utenteDi(relazione, riga.utente),
  });
  const atteso: Cella = consentito
    ? { esito, stato: riga.a === undefined ? stato : riga.a }
    : { esito, stato, spiegato: true };
  const ottenuto: Cella = consentito
    ? { esito: esitoDi(tentativo), stato: await statoDopo(portale, id) }
    : {
        esito: esitoDi(tentativo),
        stato: await statoDopo(portale, id),
        spiegato: typeof tentativo.message === 'string' && tentativo.message.length > 0,
      };
  return { atteso, ottenuto };
}

describe.each([...perRotta(OPERAZIONI_PROGRAMMA)])('%s', (rotta, righe) => {
  it.each(TUTTI)('%s: from every state, on its own programme and on another', async (ruolo) => {
    const attesi: Record<string, Cella> = {};
    const ottenuti: Record<string, Cella> = {};
    for (const stato of STATI) {
      for (const relazione of RELAZIONI) {
        const { atteso, ottenuto } = await cella(rotta, righe, ruolo, stato, relazione);
        attesi[`${stato} ${relazione}`] = atteso;
        ottenuti[`${stato} ${relazione}`] = ottenuto;
      }
    }
    expect(ottenuti).toEqual(attesi);
  });
});
