import { ricordaTesto } from '../../i18n/testiContratto';
import type { ActionDeclaration, FieldDeclaration, ResourceSchema } from '../../contract/types';

type Field = Pick<FieldDeclaration, 'source' | 'label' | 'choices'>;
type Schema = Pick<ResourceSchema<never>, 'name' | 'label'>;

/** Where a field is asked for: its own label differs from place to place (a filter, an action's parameter). */
export type FieldPlace = { readonly filter: true } | { readonly action: string } | undefined;

const isKey = (text: string): boolean => /^[\w-]+(\.[\w-]+)+$/.test(text);

/**
 * The catalogue key of a declared field's label, which react-admin and the list translate:
 * `resources.<resource>.fields.<source>` for a record's field and for any field without a label of its own;
 * a filter's own label is `resources.<resource>.filters.<source>`, an action parameter's
 * `resources.<resource>.parameters.<action>.<source>`. The contract's Italian label answers where the catalogue has
 * none.
 */
export function fieldLabel(resource: string, field: Field, place?: FieldPlace): string {
  const own = field.label;
  if (own === undefined) return `resources.${resource}.fields.${field.source}`;
  if (isKey(own)) return own;
  if (place && 'filter' in place) return ricordaTesto(`resources.${resource}.filters.${field.source}`, own);
  if (place && 'action' in place)
    return ricordaTesto(`resources.${resource}.parameters.${place.action}.${field.source}`, own);
  return ricordaTesto(`resources.${resource}.fields.${field.source}`, own);
}

/** The fields with their labels as catalogue keys, ready for the engine's inputs. */
export const labelledFields = <F extends Field>(resource: string, fields: readonly F[], place?: FieldPlace): F[] =>
  fields.map((field) => ({ ...field, label: fieldLabel(resource, field, place) }));

/** `resources.<name>.name`, singular |||| plural as react-admin reads it: ask with `smart_count` 1 or 2. */
export const resourceName = (schema: Schema): string =>
  ricordaTesto(`resources.${schema.name}.name`, `${schema.label.one} |||| ${schema.label.many}`);

/** `resources.<name>.actions.<action>`: the button's name. */
export const actionLabel = (resource: string, name: string, action: Pick<ActionDeclaration, 'label'>): string =>
  ricordaTesto(`resources.${resource}.actions.${name}`, action.label);

/** `resources.<name>.confirms.<action>`: the question asked before the action runs. */
export const actionConfirm = (resource: string, name: string, confirm: string): string =>
  ricordaTesto(`resources.${resource}.confirms.${name}`, confirm);

/** `resources.<name>.notApplicable.<action>`: why the action is not offered on this record (its record rule). */
export const actionNotApplicable = (resource: string, name: string, reason: string): string =>
  ricordaTesto(`resources.${resource}.notApplicable.${name}`, reason);

/** `choices.<source>.<id>`: one name per value of a field, wherever the field is declared. */
export const choiceName = (source: string, choice: { readonly id: string; readonly name: string }): string =>
  ricordaTesto(`choices.${source}.${choice.id}`, choice.name);

/** The name of one of a field's values (a state, say) in the chosen language. */
export const choiceText = (
  translate: (key: string) => string,
  source: string,
  choice: { readonly id: string; readonly name: string },
): string => translate(choiceName(source, choice));

/** A select's choices named by catalogue keys, which react-admin's inputs translate. */
export const choicesOf = (field: Field): { id: string; name: string }[] =>
  (field.choices ?? []).map((choice) => ({ id: choice.id, name: choiceName(field.source, choice) }));

const fieldTexts = (resource: string, fields: readonly Field[] | undefined, place?: FieldPlace): string[] =>
  (fields ?? []).flatMap((field) => [
    fieldLabel(resource, field, place),
    ...(field.choices ?? []).map((choice) => choiceName(field.source, choice)),
  ]);

/**
 * The keys of every text a person reads from a declaration, the contract's Italian ones remembered (a label without
 * text of its own is the catalogue's). The engine calls it when it registers a resource; the catalogue test walks
 * every declaration of `contract/` with it.
 */
export function rememberTextsOf(schema: ResourceSchema<never, never>): string[] {
  const resource = schema.name;
  return [
    resourceName(schema),
    ...fieldTexts(resource, schema.fields),
    ...fieldTexts(resource, schema.createFields),
    ...fieldTexts(resource, schema.list?.filters, { filter: true }),
    ...Object.entries(schema.actions ?? {}).flatMap(([name, action]) => [
      actionLabel(resource, name, action),
      ...(action.confirm ? [actionConfirm(resource, name, action.confirm)] : []),
      ...(action.notApplicable ? [actionNotApplicable(resource, name, action.notApplicable)] : []),
      ...fieldTexts(resource, action.fields, { action: name }),
    ]),
  ];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An action as a person reads it: its name and question in the chosen language, its fields' labels as keys. */
export const actionInLanguage = <A extends ActionDeclaration>(
  translate: Translate,
  resource: string,
  name: string,
  action: A,
): A => ({
  ...action,
  label: translate(actionLabel(resource, name, action)),
  confirm: action.confirm && translate(actionConfirm(resource, name, action.confirm)),
  fields: action.fields && labelledFields(resource, action.fields, { action: name }),
});
