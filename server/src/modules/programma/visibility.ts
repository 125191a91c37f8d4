import type { SQL } from 'drizzle-orm';
import { frammento } from '../../db/frammento';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { visibilityScopes } from '../../../../contract/policy';
import type { VisibilityScope, VisibilityScopeProgramma } from '../../../../contract/types';
import type { Principal } from '../../auth/principal';
import { lista, oppure } from '../../db/sql';

/** A draft belongs to its proponent until it is submitted: the states a programme is submitted from. */
const BOZZE = AZIONI_PROGRAMMA.eseguiValidazione.states;
const presentato = frammento`p.id_stato NOT IN (${lista(BOZZE)})`;

/**
 * The SQL of each visibility scope of the policy (docs/programma.md, «Who sees what»), over `programma_investimento p`.
 * MBAC_REGIONE: the programme's own region, a region asked for its opinion, or one where a beneficiary is based or
 * invests.
 */
const PREDICATI: Readonly<Record<VisibilityScopeProgramma, (principal: Principal) => SQL>> = {
  tutti: () => frammento`true`,
  bandiProgramma: () => frammento`EXISTS (SELECT 1 FROM bando b WHERE b.id_bando = p.id_bando AND b.tipologia <> 'DC')`,
  propriCuaa: ({ cuaa }) => (cuaa.length > 0 ? frammento`p.cuaa IN (${lista(cuaa)})` : frammento`false`),
  propriaRegione: ({ codRegione }) =>
    codRegione
      ? frammento`(${presentato} AND (p.cod_regione = ${codRegione} OR EXISTS (SELECT 1 FROM programma_parere_regione pr
          WHERE pr.id_programma_investimento = p.id_programma_investimento AND pr.cod_regione = ${codRegione})
          OR EXISTS (SELECT 1 FROM beneficiario br WHERE br.id_programma_investimento = p.id_programma_investimento
            AND (br.cod_regione = ${codRegione} OR EXISTS (SELECT 1 FROM investimento ir
              WHERE ir.id_beneficiario = br.id_beneficiario AND ir.cod_regione = ${codRegione})))))`
      : frammento`false`,
  assegnati: ({ username }) =>
    frammento`EXISTS (SELECT 1 FROM programma_assegnatario pa
      WHERE pa.id_programma_investimento = p.id_programma_investimento AND pa.username = ${username})`,
  daValidazione: () => frammento`p.validazione_richiesta_il IS NOT NULL`,
  propriaBanca: ({ abi }) => (abi ? frammento`(${presentato} AND p.abi_banca = ${abi})` : frammento`false`),
};

const diProgramma = (scope: VisibilityScope): scope is VisibilityScopeProgramma => scope in PREDICATI;

/** A scope of applications selects no programme. */
export function predicatoScope(scope: VisibilityScope, principal: Principal): SQL {
  return diProgramma(scope) ? PREDICATI[scope](principal) : frammento`false`;
}

/** The programmes the person sees: the union of the scopes of their roles. */
export function visibili(principal: Principal): SQL {
  return oppure(visibilityScopes('programmi', principal.roles).map((scope) => predicatoScope(scope, principal)));
}
