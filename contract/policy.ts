import type { Role } from './roles';
import type { ActionPolicy, Operation, ResourcePolicy, VisibilityScope } from './types';
import { allegatiPolicy } from './allegati/schema';
import { allegatiBeneficiarioDomandaSchema, allegatiDomandaSchema } from './allegatiDomanda/schema';
import { bancheSchema } from './banche/schema';
import { bandiSchema } from './bandi/schema';
import { storicoImportiSchema } from './beneficiari/elenchi';
import { beneficiariSchema } from './beneficiari/schema';
import { beneficiariDomandaSchema, sediBeneficiarioSchema } from './beneficiariDomanda/schema';
import { checklistPolicy } from './checklist/schema';
import { comuniSchema } from './comuni/schema';
import { domandeSchema, statiDomandaSchema } from './domande/schema';
import { lavoriPolicy } from './lavori/schema';
import { storicoDomandaSchema } from './domande/storico';
import { aziendeProponenteSchema } from './domande/aziende';
import { allegatiIstruttoriaSchema, noteIstruttoriaSchema } from './istruttoriaDomanda/schema';
import { programmiSchema } from './programmi/schema';
import { proponentiSchema } from './proponenti/schema';
import { statiProgrammaSchema } from './statiProgramma/schema';
import {
  allegatoGraduatoriaSchema,
  allegatoValutazioneSchema,
  graduatorieSchema,
  punteggiParametroSchema,
  valutazioniBeneficiarioSchema,
  valutazioniDomandaSchema,
} from './valutazione/schema';

/**
 * The one policy of the portal: who may do what, on which records, in which state.
 * The server enforces it on every route; the browser reads it for `canAccess` to hide what would be refused.
 */
const POLICIES_PER_NOME = {
  allegati: allegatiPolicy,
  allegatiBeneficiarioDomanda: allegatiBeneficiarioDomandaSchema,
  allegatiDomanda: allegatiDomandaSchema,
  allegatiIstruttoria: allegatiIstruttoriaSchema,
  allegatoGraduatoria: allegatoGraduatoriaSchema,
  allegatoValutazione: allegatoValutazioneSchema,
  aziendeProponente: aziendeProponenteSchema,
  banche: bancheSchema,
  bandi: bandiSchema,
  beneficiari: beneficiariSchema,
  beneficiariDomanda: beneficiariDomandaSchema,
  checklist: checklistPolicy,
  comuni: comuniSchema,
  domande: domandeSchema,
  graduatorie: graduatorieSchema,
  lavori: lavoriPolicy,
  noteIstruttoria: noteIstruttoriaSchema,
  programmi: programmiSchema,
  proponenti: proponentiSchema,
  punteggiParametro: punteggiParametroSchema,
  sediBeneficiario: sediBeneficiarioSchema,
  statiDomanda: statiDomandaSchema,
  statiProgramma: statiProgrammaSchema,
  storicoDomanda: storicoDomandaSchema,
  storicoImportiProgramma: storicoImportiSchema,
  valutazioniBeneficiario: valutazioniBeneficiarioSchema,
  valutazioniDomanda: valutazioniDomandaSchema,
} satisfies Record<string, ResourcePolicy>;

/** The name of a resource that has a policy: the one key of `isAllowed`, `canAccess` and the server's checks. */
export type ResourceName = keyof typeof POLICIES_PER_NOME;

export const POLICIES: Readonly<Record<ResourceName, ResourcePolicy>> = POLICIES_PER_NOME;

/** Whether a name from outside the contract (react-admin's `resource`, a schema's `name`) has a policy. */
export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(POLICIES, name);

export type Permission = Operation | `action:${string}` | `read:${string}`;

export interface PermissionRequest {
  readonly roles: readonly Role[];
  readonly resource: ResourceName;
  readonly permission: Permission | string;
  readonly record?: Record<string, unknown>;
}

/** Answers whether the roles allow the permission; record rules and states apply only when a record is given. */
export function isAllowed({ roles, resource, permission, record }: PermissionRequest): boolean {
  const policy = POLICIES[resource];
  if (!policy) return false;
  if (permission.startsWith('read:')) {
    const allowed = policy.reads?.[permission.slice('read:'.length)] ?? [];
    return roles.some((role) => allowed.includes(role));
  }
  if (!permission.startsWith('action:')) {
    const allowed = policy.access[permission as Operation] ?? [];
    return roles.some((role) => allowed.includes(role));
  }
  const action = policy.actions?.[permission.slice('action:'.length)];
  const acting = roles.filter((role) => action?.roles.includes(role));
  if (!action || acting.length === 0) return false;
  if (!record) return true;
  if (!acting.some((role) => inActionState(action, role, record))) return false;
  return action.appliesTo ? action.appliesTo(record) : true;
}

/**
 * Why the roles, who may take the action in the record's state, may not take it on this record: the action's
 * `notApplicable` text when its record rule refuses; undefined when the roles or the state refuse, or it applies.
 */
export function notApplicableReason({ roles, resource, permission, record }: Required<PermissionRequest>) {
  const action = POLICIES[resource]?.actions?.[permission.slice('action:'.length)];
  if (!action?.appliesTo || !permission.startsWith('action:')) return undefined;
  const acting = roles.filter((role) => action.roles.includes(role) && inActionState(action, role, record));
  return acting.length > 0 && !action.appliesTo(record) ? action.notApplicable : undefined;
}

/**
 * Whether the record's state lets the role act: the role's own states when the action lists them, else the action's.
 */
export function inActionState(action: ActionPolicy, role: Role, record: Record<string, unknown>): boolean {
  const states = action.statesByRole?.[role] ?? action.states;
  return !states || states.includes(String(record.idStato));
}

/** The visibility scopes of the roles, one per role that sees records of the resource. */
export function visibilityScopes(resource: ResourceName, roles: readonly Role[]): VisibilityScope[] {
  const visibility = POLICIES[resource]?.visibility ?? {};
  return [...new Set(roles.flatMap((role) => visibility[role] ?? []))];
}
