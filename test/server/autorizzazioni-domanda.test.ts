import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { apriPortaleDomande, type PortaleDomande } from './support/domande';
import { esitoDomanda, perRotta } from './oracolo/esito';
import { OPERAZIONI_DOMANDA } from './oracolo/domanda-operazioni';
import { STATI_DOMANDA, VEDE_DOMANDA, type StatoDomanda } from './oracolo/domanda-stati';
import { praticaDi, provaDomanda, statoDellaDomanda } from './oracolo/pratica';
import { TUTTI } from './oracolo/ruoli';
import { RELAZIONI, type OperazioneDomanda, type Pratica, type Relazione, type Rotta } from './oracolo/tipi';

/**
 * The authorisation oracle for food-district applications: every route on one application (OPERAZIONI_DOMANDA, a
 * table written by hand from docs/domande.md) tried by every role, from every state, on the caller's application and
 * on another's. A refusal must leave the state as it was and say why in Italian; an allowed call must lead where
 * docs/domande.md says.
 */
let portale: PortaleDomande;
/** One application per state and relation for the refusals and the reads, which must not change it. */
const condivise = new Map<string, Pratica>();

beforeAll(async () => {
  portale = await apriPortaleDomande();
});
afterAll(async () => portale?.close());

async function condivisa(stato: StatoDomanda, relazione: Relazione): Promise<Pratica> {
  const chiave = `${stato}:${relazione}`;
  if (!condivise.has(chiave)) condivise.set(chiave, await praticaDi(portale, stato, relazione));
  return condivise.get(chiave)!;
}

interface Cella {
  readonly esito: unknown;
  readonly stato: string | null;
  readonly spiegato?: boolean;
}

type Riga = OperazioneDomanda<StatoDomanda>;
const cambia = (rotta: Rotta, riga: Riga) => !rotta.startsWith('GET ') || riga.a !== undefined;

async function cella(rotta: Rotta, righe: Riga[], ruolo: Role, stato: StatoDomanda, relazione: Relazione) {
  const esito = esitoDomanda(righe, ruolo, stato, relazione, VEDE_DOMANDA[ruolo](stato, relazione));
  const riga = righe.find((candidata) => candidata.chi.includes(ruolo) && candidata.da.includes(stato)) ?? righe[0];
  const consentito = esito === 'consentito';
  const pratica =
    consentito && cambia(rotta, riga)
      ? await praticaDi(portale, stato, relazione, riga.prepara)
      : await condivisa(stato, relazione);
  const risposta = await provaDomanda(portale, rotta, ruolo, pratica, riga);
  const ottenuto = risposta.status >= 200 && risposta.status < 300 ? 'consentito' : risposta.status;
  const statoDopo = await statoDellaDomanda(portale, pratica.idDomanda);
  if (consentito)
    return {
      atteso: { esito, stato: riga.a === undefined ? stato : riga.a } satisfies Cella,
      ottenuto: { esito: ottenuto, stato: statoDopo } satisfies Cella,
    };
  const spiegato = typeof risposta.body?.message === 'string' && risposta.body.message.length > 0;
  return {
    atteso: { esito, stato, spiegato: true } satisfies Cella,
    ottenuto: { esito: ottenuto, stato: statoDopo, spiegato } satisfies Cella,
  };
}

describe.each([...perRotta(OPERAZIONI_DOMANDA)])('%s', (rotta, righe) => {
  it.each(TUTTI)('%s: from every state, on its own application and on another', async (ruolo) => {
    const attesi: Record<string, Cella> = {};
    const ottenuti: Record<string, Cella> = {};
    for (const stato of STATI_DOMANDA) {
      for (const relazione of RELAZIONI) {
        const { atteso, ottenuto } = await cella(rotta, righe, ruolo, stato, relazione);
        attesi[`${stato} ${relazione}`] = atteso;
        ottenuti[`${stato} ${relazione}`] = ottenuto;
      }
    }
    expect(ottenuti).toEqual(attesi);
  });
});
