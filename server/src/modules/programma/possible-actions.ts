import type { AzioniPossibili } from '../../../../contract/possible-actions';
import { isAllowed } from '../../../../contract/policy';
import type { Principal } from '../../auth/principal';
import { azioniPossibili as secondoLeGuardie } from '../../engine/executor';
import { notFound } from '../../http/errors';
import { attoreDi, azioniProgramma, PROGRAMMA_NON_TROVATO, type Dipendenze } from './executor';
import { leggiPerAzioni } from './repository';
import { TRANSIZIONI, type AzioneDiStato } from './transitions';
import { visibili } from './visibility';

/**
 * The state actions the policy lets the person take on the programme now (their roles, its state, its record rule),
 * each with the guard's answer: the same guard the action runs, so the page says before the click what the 409 would
 * say after it. An action the person can never take here is not named; one whose record rule refuses is not either,
 * as the policy itself tells the page why (`notApplicable`).
 */
export async function azioniPossibili(deps: Dipendenze, principal: Principal, id: number): Promise<AzioniPossibili> {
  const programma = await leggiPerAzioni(deps.db, id, visibili(principal), principal.codRegione);
  if (!programma) throw notFound(PROGRAMMA_NON_TROVATO);
  const ammesse = (Object.keys(TRANSIZIONI) as AzioneDiStato[])
    .filter((azione) =>
      isAllowed({ roles: principal.roles, resource: 'programmi', permission: `action:${azione}`, record: programma }),
    )
    .map((azione) => ({ azione, attore: attoreDi(principal, azione), input: {} }));
  return secondoLeGuardie(deps.db, azioniProgramma(deps), programma, ammesse);
}
