import type { Programma } from '../../contract/programmi/record';
import { dettaglioProgrammaPath } from '../../resources/programmi/percorsi';
import { CodeFlowClient } from '../../server/src/oidc/code-flow-client';

export interface ProgrammaTrovato {
  readonly id: number;
  readonly denominazione: string;
}

/**
 * A demo programme found by what it is, never by a number the seed happens to give it: in the call named `bando`,
 * of the company `denominazione`, in state `idStato`, complete (a title and at least one beneficiary), as the API
 * lists it to `username`. The drafts other browser tests open lack a title or beneficiaries, so exactly one answers.
 */
/** The portal's API read as `username`, signed in through the real code flow. */
async function lettoreApi(portalUrl: string, username: string) {
  const client = new CodeFlowClient({
    issuer: `${portalUrl}/oidc`,
    clientId: 'contratti-filiera-fe',
    redirectUri: `${portalUrl}/contratti-filiera-fe/`,
  });
  const { access_token } = await client.logIn(username, 'demo');
  return async <T>(percorso: string): Promise<T> => {
    const risposta = await fetch(`${portalUrl}${percorso}`, { headers: { authorization: `Bearer ${access_token}` } });
    if (!risposta.ok) throw new Error(`GET ${percorso}: ${risposta.status}`);
    return (await risposta.json()) as T;
  };
}

type Lettore = Awaited<ReturnType<typeof lettoreApi>>;

async function idDelBando(leggi: Lettore, bando: string): Promise<number> {
  const bandi = await leggi<{ idBando: number; descrizione: string }[]>('/api/bando/getListaBandi');
  const idBando = bandi.find((candidato) => candidato.descrizione === bando)?.idBando;
  if (!idBando) throw new Error(`Nessun bando «${bando}»`);
  return idBando;
}

export async function programmaDemo(
  portalUrl: string,
  username: string,
  { bando, denominazione, idStato }: { bando: string; denominazione: string; idStato: string },
): Promise<ProgrammaTrovato> {
  const leggi = await lettoreApi(portalUrl, username);
  const idBando = await idDelBando(leggi, bando);
  const query = new URLSearchParams({ idBando: String(idBando), denominazione, idStato });
  const programmi = await leggi<Programma[]>(`/api/programma/getListaProgrammiInvestimento?${query}`);
  const completi = programmi.filter(
    (programma) => programma.denominazione === denominazione && programma.titolo && programma.nBeneficiari > 0,
  );
  if (completi.length !== 1)
    throw new Error(`${completi.length} programmi completi di «${denominazione}» in ${idStato} nel bando «${bando}»`);
  return { id: completi[0].idProgrammaInvestimento, denominazione };
}

/** Where a call's programme with beneficiaries opens, the first that `username` sees in `bando`, in `idStato`. */
export async function indirizzoProgrammaConBeneficiari(
  portalUrl: string,
  username: string,
  { bando, idStato }: { bando: string; idStato: string },
): Promise<string> {
  const leggi = await lettoreApi(portalUrl, username);
  const idBando = await idDelBando(leggi, bando);
  const query = new URLSearchParams({ idBando: String(idBando), idStato });
  const programmi = await leggi<Programma[]>(`/api/programma/getListaProgrammiInvestimento?${query}`);
  const trovato = programmi.find((programma) => programma.nBeneficiari > 0);
  if (!trovato) throw new Error(`Nessun programma con beneficiari in ${idStato} nel bando «${bando}» per ${username}`);
  return `${portalUrl}/contratti-filiera-fe${dettaglioProgrammaPath(idBando, trovato.idProgrammaInvestimento)}`;
}
