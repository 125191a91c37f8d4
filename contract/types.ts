import type { TObject } from 'typebox';
import type { Role } from './roles';
import type { RegolaData } from './validators/date-vere';

/** What a person may do with a resource; `list`…`delete` map onto react-admin's canAccess actions. */
export type Operation = 'list' | 'show' | 'create' | 'edit' | 'delete';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One legacy REST call (docs/architecture.md). `path` holds `{param}` placeholders filled from the record or the
 * action's parameters; `query` names the query parameters it may carry (`required` ones are checked
 * before any request, as the legacy client does).
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: readonly string[];
  readonly requiredQuery?: readonly string[];
  readonly body?: 'json' | 'multipart';
  readonly download?: boolean;
  /** Name used in 'Required parameter X was null or undefined when calling Y'. */
  readonly operationId: string;
}

export type FieldType =
  'text' | 'longtext' | 'number' | 'currency' | 'percentage' | 'date' | 'datetime' | 'boolean' | 'select';

/**
 * Choices read from another resource's list: `value` and `label` name its fields; `filterFromRecord` fills the
 * list's filter from the record acted on (filter name → field of that record).
 */
export interface ChoicesSource {
  readonly resource: string;
  readonly value: string;
  readonly label: string;
  readonly filterFromRecord?: Readonly<Record<string, string>>;
  /**
   * Choices searched on the server as one types (a list too long to read whole, such as the municipalities): `filter`
   * is the list's filter the typed text goes into, `sort` the field the suggestions are ordered by.
   */
  readonly search?: { readonly filter: string; readonly sort: string };
}

export interface FieldDeclaration<R = Record<string, unknown>> {
  readonly source: Extract<keyof R, string>;
  /** Absent: the catalogue's `resources.<resource>.fields.<source>`, as react-admin reads it. */
  readonly label?: string;
  readonly type: FieldType;
  readonly required?: boolean;
  readonly choices?: readonly { readonly id: string; readonly name: string }[];
  /** For a `select`: its choices come from another resource instead of `choices`. */
  readonly choicesFrom?: ChoicesSource;
  readonly sortable?: boolean;
  /** Adds a per-column text filter above the column in the list. */
  readonly columnFilter?: boolean;
  /**
   * A code with the server's own format rule (`server/src/domain/codici-progetto.ts`), or a text with the schema's
   * `email` or `codice-fiscale` format (`limitiDi`), checked before sending.
   */
  readonly format?: 'codiceCup' | 'codiceCor' | 'email' | 'codiceFiscale';
  /** A date with the rules of what it can truly be (`contract/validators/date-vere.ts`), checked before sending. */
  readonly regolaData?: RegolaData;
  /** A text's limits as the server's schema writes them (`limitiDi`, contract/derivati.ts), checked before sending. */
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly pattern?: string;
}

/** A record-level rule: the action applies only where this answers true (for example, only to calls of type V). */
export type RecordRule = (record: Record<string, unknown>) => boolean;

export interface ActionPolicy {
  readonly roles: readonly Role[];
  /** States (`idStato`) the record must be in; absent means any state. */
  readonly states?: readonly string[];
  /** The states of a role that acts in other states than `states` (the coordinator after submission, say). */
  readonly statesByRole?: Partial<Record<Role, readonly string[]>>;
  readonly appliesTo?: RecordRule;
  /** Why the action does not apply when `appliesTo` refuses it, for a person: the server's 409, the page's note. */
  readonly notApplicable?: string;
}

/**
 * Which records of a resource a role sees; the server turns each scope into a SQL predicate
 * (`server/src/modules/<module>/visibility.ts`). A person holding several roles sees the union.
 */
export type VisibilityScopeProgramma =
  'tutti' | 'propriCuaa' | 'propriaRegione' | 'assegnati' | 'daValidazione' | 'propriaBanca' | 'bandiProgramma';

/** The scopes of food-district applications, `server/src/modules/domanda/visibility.ts`. */
export type VisibilityScopeDomanda =
  'tutti' | 'propriCuaa' | 'domandeInoltrate' | 'domandeInValutazione' | 'sediInRegione';

export type VisibilityScope = VisibilityScopeProgramma | VisibilityScopeDomanda;

export interface ResourcePolicy {
  readonly access: Partial<Record<Operation, readonly Role[]>>;
  readonly actions?: Readonly<Record<string, ActionPolicy>>;
  /** Record visibility per role; a role without a scope sees no record. */
  readonly visibility?: Partial<Record<Role, VisibilityScope>>;
  /** Named reads narrower than `show` (for example the review notes), checked as `read:<name>`. */
  readonly reads?: Readonly<Record<string, readonly Role[]>>;
}

/**
 * Where a list offers a named action: `pagina` once in its toolbar (not bound to a record, nor on a record's page),
 * `riga` as a button of each row (at most one per resource, beside the primary 'Dettaglio'), `menu` in the row's menu,
 * `massiva` on the selected rows, `dettaglio` only on the record's own page, `scheda` in an editor of its own on the
 * record's page (a tab), never as a button. Every record action but a `scheda` one is on the record's page too; an
 * action that declares nothing goes in the row's menu.
 */
export type Placement = 'pagina' | 'riga' | 'menu' | 'dettaglio' | 'massiva' | 'scheda';

export interface ActionDeclaration extends ActionPolicy {
  readonly label: string;
  /** Where lists offer it (`Placement`); absent: `['menu']`. */
  readonly placement?: readonly Placement[];
  readonly endpoint: Endpoint;
  /** Text of the confirm dialog; absent means the action runs at once. */
  readonly confirm?: string;
  readonly fields?: readonly FieldDeclaration[];
  /** The parameters besides the record's id (path and query), from which `fields` and the endpoint's query derive. */
  readonly parametri?: TObject;
}

/**
 * The parent of a list: its page is `/<resource>/<parent id>/<list name>`, and a page showing the parent fills the
 * parameter from the parent record, so a person never has to type it.
 */
export interface ParentOfList {
  readonly resource: string;
  readonly param: string;
}

export type CrudEndpoint = 'getList' | 'getOne' | 'create' | 'update' | 'delete';

/**
 * Everything a resource is, as plain data: the server reads its policy, the data provider its
 * endpoints, the view engine its fields. React views are attached in the resource's `index.ts`.
 */
export interface ResourceSchema<R = Record<string, unknown>, F = R> {
  readonly name: string;
  readonly idField: Extract<keyof R, string>;
  /** The field that names a record in its buttons' labels ('Finalizza graduatoria <bando>'); else the first column. */
  readonly nameField?: Extract<keyof R, string>;
  /** The id is a code a person types at creation (an ABI, a fiscal code), not one the server assigns. */
  readonly naturalKey?: boolean;
  readonly label: { readonly one: string; readonly many: string };
  readonly fields: readonly FieldDeclaration<R>[];
  readonly list?: {
    readonly columns: readonly Extract<keyof R, string>[];
    /** The key fields a phone shows in each row's card (the first names the row); all the columns when absent. */
    readonly card?: readonly Extract<keyof R, string>[];
    /** Filters of the list; `F` names them when they are not fields of the record (ranges, other records' fields). */
    readonly filters?: readonly FieldDeclaration<F>[];
    readonly sort?: { readonly field: Extract<keyof R, string>; readonly order: 'ASC' | 'DESC' };
    readonly perPage?: number;
    /** A list under a parent record: `param` (a `{placeholder}` of the list's path) takes the parent's id. */
    readonly parent?: ParentOfList;
  };
  /** The create form's fields when they are not the record's (the create path's keys, the call's parameters). */
  readonly createFields?: readonly FieldDeclaration[];
  readonly access: ResourcePolicy['access'];
  /**
   * A list made of other resources' lists, merged in the list's order: each record keeps its own fields, with
   * `risorsa` naming the resource it comes from. `meta.parti` of a list call may ask for only some of them.
   */
  readonly unione?: readonly string[];
  /** Legacy endpoints; a resource without them follows simple REST under `restBase`. */
  readonly endpoints?: Partial<Record<CrudEndpoint, Endpoint>>;
  readonly restBase?: string;
  readonly actions?: Readonly<Record<string, ActionDeclaration>>;
  /** The call that says which of a record's actions the reader could take now and, for the others, why not. */
  readonly possibili?: Endpoint;
  readonly visibility?: ResourcePolicy['visibility'];
  readonly reads?: ResourcePolicy['reads'];
}
