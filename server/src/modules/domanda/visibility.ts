import { sql, type SQL } from 'drizzle-orm';
import { visibilityScopes } from '../../../../contract/policy';
import { STATI_DA_VALUTAZIONE } from '../../../../contract/domande/stati';
import type { VisibilityScope } from '../../../../contract/types';
import type { Principal } from '../../auth/principal';
import { lista, oppure } from '../../db/sql';

const inoltrata = sql`d.id_stato <> 'BOZZA'`;

/** The SQL of each scope of the applications' policy (docs/domande.md), over `domanda d`; other scopes select none. */
function predicato(scope: VisibilityScope, principal: Principal): SQL {
  switch (scope) {
    case 'tutti':
      return sql`true`;
    case 'propriCuaa':
      return principal.cuaa.length > 0 ? sql`d.cuaa_proponente IN (${lista(principal.cuaa)})` : sql`false`;
    case 'domandeInoltrate':
      return inoltrata;
    case 'domandeInValutazione':
      return sql`d.id_stato IN (${lista(STATI_DA_VALUTAZIONE)})`;
    case 'sediInRegione':
      return principal.codRegione
        ? sql`(${inoltrata} AND EXISTS (SELECT 1 FROM beneficiario_domanda bv
            JOIN sede_beneficiario sv ON sv.id_beneficiario = bv.id_beneficiario
            JOIN comune cv ON cv.cod_istat = sv.cod_istat
            WHERE bv.id_domanda = d.id_domanda AND cv.cod_regione = ${principal.codRegione}))`
        : sql`false`;
    default:
      return sql`false`;
  }
}

/** The applications the person sees: the union of the scopes of their roles, over `domanda d`. */
export function domandeVisibili(principal: Principal): SQL {
  return oppure(visibilityScopes('domande', principal.roles).map((scope) => predicato(scope, principal)));
}

/** The same, for one role of the person (the work queue reads each role's own share). */
export function visibiliPerRuolo(principal: Principal, ruolo: Principal['roles'][number]): SQL {
  return domandeVisibili({ ...principal, roles: [ruolo] });
}

/**
 * The region whose sites make an application visible to the person (the `sediInRegione` scope), if any: the
 * application's page then names the site that makes it theirs when it is led from another region.
 */
export function regioneDelleSedi(principal: Principal): string | undefined {
  return visibilityScopes('domande', principal.roles).includes('sediInRegione') ? principal.codRegione : undefined;
}
