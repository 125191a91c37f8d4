/**
 * The label of a declared field: its own text where it has one, else the catalogue key react-admin reads by default,
 * `resources.<resource>.fields.<source>`. Either goes through translate.
 */
export const fieldLabel = (resource: string, field: { readonly source: string; readonly label?: string }): string =>
  field.label ?? `resources.${resource}.fields.${field.source}`;
