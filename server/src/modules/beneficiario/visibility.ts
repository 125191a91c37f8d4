import { sql, type SQL } from 'drizzle-orm';
import { visibilityScopes } from '../../../../contract/policy';
import type { VisibilityScope } from '../../../../contract/types';
import type { Principal } from '../../auth/principal';
import { oppure } from '../../db/sql';
import { predicatoScope } from '../programma/visibility';

/** A region sees, of the programmes it sees, the beneficiaries based in it or investing in it. */
function dellaRegione(principal: Principal): SQL {
  const { codRegione } = principal;
  if (!codRegione) return sql`false`;
  return sql`(${predicatoScope('propriaRegione', principal)} AND (b.cod_regione = ${codRegione}
    OR EXISTS (SELECT 1 FROM investimento i WHERE i.id_beneficiario = b.id_beneficiario
    AND i.cod_regione = ${codRegione})))`;
}

const predicato = (scope: VisibilityScope, principal: Principal): SQL =>
  scope === 'propriaRegione' ? dellaRegione(principal) : predicatoScope(scope, principal);

/** The beneficiaries the person sees, over `beneficiario b` joined to its programme `p`. */
export function beneficiariVisibili(principal: Principal): SQL {
  return oppure(visibilityScopes('beneficiari', principal.roles).map((scope) => predicato(scope, principal)));
}
