import { modificaDossier } from '../../../../../contract/beneficiariDomanda/schema';
import { VEDENTI_DOMANDE } from '../../../../../contract/domande/vedenti';
import type { Principal } from '../../../auth/principal';
import type { AppDatabase } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { attoreDi, domandaPer, domandaVisibile } from '../access';
import * as beneficiari from './repository';

/** The application of a beneficiary the person sees (404 otherwise), after the role check (403). */
export async function domandaDelBeneficiario(db: AppDatabase, principal: Principal, idBeneficiario: number) {
  attoreDi(principal, VEDENTI_DOMANDE);
  const idDomanda = await beneficiari.domandaDi(db, idBeneficiario);
  if (!idDomanda) throw notFound(beneficiari.BENEFICIARIO_NON_TROVATO);
  return domandaVisibile(db, principal, idDomanda, VEDENTI_DOMANDE);
}

/** Under the application's lock: the beneficiary's application, checked against the dossier's rule. */
export async function bloccaPerBeneficiario(tx: AppDatabase, principal: Principal, idBeneficiario: number) {
  attoreDi(principal, modificaDossier.roles);
  const idDomanda = await beneficiari.domandaDi(tx, idBeneficiario);
  if (!idDomanda) throw notFound(beneficiari.BENEFICIARIO_NON_TROVATO);
  return domandaPer(tx, principal, modificaDossier, idDomanda);
}
