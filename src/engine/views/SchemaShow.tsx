import { FunctionField, Show, SimpleShowLayout, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { useOperazione } from '../../startup/OperazioneContext';
import { ActionButtons } from '../actions/ActionButton';
import { formatValue } from '../format';
import { fieldLabel } from '../labels';
import type { SchemaViewProps } from '../types';
import { useResourceName } from '../useResourceName';
import { RecordLinkButton } from './RecordLinkButton';

const ShowActions = ({ schema }: SchemaViewProps) => {
  const translate = useTranslate();
  const { readOnly } = useOperazione();
  return (
    <TopToolbar>
      {schema.access.edit && !readOnly && (
        <RecordLinkButton schema={schema} type="edit" label={translate('portale.views.edit')} />
      )}
      <ActionButtons schema={schema} />
    </TopToolbar>
  );
};

export const SchemaShow = ({ schema }: SchemaViewProps) => {
  const nameOf = useResourceName();
  return (
    <>
      <PageTitle title={nameOf(schema, 1)} trail={[{ label: nameOf(schema, 2), to: `/${schema.name}` }]} />
      <Show resource={schema.name} title={false} actions={<ShowActions schema={schema} />}>
        <SimpleShowLayout>
          {schema.fields.map((field) => (
            <FunctionField
              key={field.source}
              source={field.source}
              label={fieldLabel(schema.name, field)}
              render={(record: RaRecord) => formatValue(field, record[field.source])}
            />
          ))}
        </SimpleShowLayout>
      </Show>
    </>
  );
};
