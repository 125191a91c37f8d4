import { BancaAutorizzata, MailQuery, Referente, SalvaRappresentanteBody, type Proponente } from './record';
import { conLimitiDi, conParametri } from '../derivati';
import { programmiSchema } from '../programmi/schema';
import { STATI_NON_FINALI, type StatoProgramma } from '../programmi/stati';
import { COOR, PROPONENTE } from '../roles';
import type { Role } from '../roles';
import type { ActionDeclaration, Endpoint, FieldDeclaration, ResourceSchema } from '../types';

/** The record shape is the server's schema: the contract is written once. */
export type ProponenteRecord = Proponente;

/** The proponent edits a draft and answers integration requests; the coordinator keeps contacts right until the end. */
const modifica = {
  roles: [PROPONENTE, COOR],
  statesByRole: { MBAC_PROPONENTE: ['BOZZA', 'IN_INTEGRAZIONE'], MBAC_COOR_ISMEA: STATI_NON_FINALI },
} as const satisfies Pick<ActionDeclaration, 'roles'> & {
  statesByRole: Partial<Record<Role, readonly StatoProgramma[]>>;
};

const programma = (call: string, path: string, rest: Partial<Endpoint> = { body: 'json' }): Endpoint => ({
  method: 'POST',
  path: `/api/programma/${call}${path}`,
  operationId: call,
  ...rest,
});

const testo = (source: string, label: string, required = false): FieldDeclaration => ({
  source,
  label,
  type: 'text',
  required,
});

/** The four saves of the proponent's data, each of one part of the record. */
export const AZIONI_PROPONENTE = {
  salvaMail: {
    label: 'Salva email e PEC',
    ...modifica,
    ...conParametri(MailQuery, programma('salvaMailProponente', '/{idProponente}', {})),
  },
  salvaRappresentanteLegale: {
    label: 'Salva rappresentante legale',
    ...modifica,
    fields: conLimitiDi(SalvaRappresentanteBody, [
      testo('codiceFiscale', 'Codice fiscale', true),
      testo('nome', 'Nome', true),
      testo('cognome', 'Cognome', true),
      { source: 'dataNascita', label: 'Data di nascita', type: 'date', regolaData: 'nascita' },
      testo('comuneNascita', 'Comune di nascita'),
      testo('telefono', 'Telefono'),
      testo('mail', 'Email'),
    ]),
    endpoint: programma('salvaRappresentanteLegale', ''),
  },
  salvaReferente: {
    label: 'Salva referente',
    ...modifica,
    fields: conLimitiDi(Referente, [
      testo('nome', 'Nome', true),
      testo('cognome', 'Cognome', true),
      testo('telefono', 'Telefono'),
      testo('mail', 'Email', true),
    ]),
    endpoint: programma('salvaReferente', '/{idProponente}'),
  },
  salvaBancaAutorizzata: {
    label: 'Salva banca autorizzata',
    ...modifica,
    fields: conLimitiDi(BancaAutorizzata, [
      testo('abi', 'Codice ABI', true),
      testo('denominazione', 'Denominazione della banca', true),
      testo('iban', 'IBAN'),
    ]),
    endpoint: programma('salvaBancaAutorizzata', '/{id}'),
  },
} as const satisfies Record<string, ActionDeclaration>;

export type AzioneProponente = keyof typeof AZIONI_PROPONENTE;

/**
 * The proponent of a programme, one per programme, so the programme's id identifies it too. Who sees the programme
 * sees its proponent.
 */
export const proponentiSchema: ResourceSchema<ProponenteRecord> = {
  name: 'proponenti',
  idField: 'idProgrammaInvestimento',
  label: { one: 'Proponente', many: 'Proponenti' },
  fields: [
    { source: 'cuaa', label: 'CUAA', type: 'text' },
    { source: 'denominazione', label: 'Denominazione', type: 'text' },
    { source: 'mail', label: 'Email', type: 'text' },
    { source: 'pec', label: 'PEC', type: 'text' },
  ],
  access: { show: programmiSchema.access.show, edit: modifica.roles },
  visibility: programmiSchema.visibility,
  endpoints: {
    getOne: {
      method: 'GET',
      path: '/api/programma/getDettaglioProponente/{id}',
      operationId: 'getDettaglioProponente',
    },
  },
  actions: AZIONI_PROPONENTE,
};
