import type { Programma } from '../../contract/programmi/record';
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
export async function programmaDemo(
  portalUrl: string,
  username: string,
  { bando, denominazione, idStato }: { bando: string; denominazione: string; idStato: string },
): Promise<ProgrammaTrovato> {
  const client = new CodeFlowClient({
    issuer: `${portalUrl}/oidc`,
    clientId: 'contratti-filiera-fe',
    redirectUri: `${portalUrl}/contratti-filiera-fe/`,
  });
  const { access_token } = await client.logIn(username, 'demo');
  const leggi = async <T>(percorso: string): Promise<T> => {
    const risposta = await fetch(`${portalUrl}${percorso}`, { headers: { authorization: `Bearer ${access_token}` } });
    if (!risposta.ok) throw new Error(`GET ${percorso}: ${risposta.status}`);
    return (await risposta.json()) as T;
  };
  const bandi = await leggi<{ idBando: number; descrizione: string }[]>('/api/bando/getListaBandi');
  const idBando = bandi.find((candidato) => candidato.descrizione === bando)?.idBando;
  if (!idBando) throw new Error(`Nessun bando «${bando}»`);
  const query = new URLSearchParams({ idBando: String(idBando), denominazione, idStato });
  const programmi = await leggi<Programma[]>(`/api/programma/getListaProgrammiInvestimento?${query}`);
  const completi = programmi.filter(
    (programma) => programma.denominazione === denominazione && programma.titolo && programma.nBeneficiari > 0,
  );
  if (completi.length !== 1)
    throw new Error(`${completi.length} programmi completi di «${denominazione}» in ${idStato} nel bando «${bando}»`);
  return { id: completi[0].idProgrammaInvestimento, denominazione };
}
