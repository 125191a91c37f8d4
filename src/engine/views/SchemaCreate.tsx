import { Create, SimpleForm, useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { useOperazione } from '../../startup/OperazioneContext';
import { createFieldsOf } from '../forms/createFields';
import { inputsOf } from '../inputs';
import { labelledFields } from '../labels';
import type { SchemaViewProps } from '../types';
import { useResourceName } from '../useResourceName';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/** The server assigns the identifier unless it is a natural key: `createFieldsOf` says what to ask. */
export const SchemaCreate = ({ schema }: SchemaViewProps) => {
  const translate = useTranslate();
  const nameOf = useResourceName();
  const { readOnly } = useOperazione();
  return (
    <>
      <PageTitle
        title={translate('portale.views.create_title', { name: nameOf(schema, 1).toLowerCase() })}
        trail={[{ label: nameOf(schema, 2), to: `/${schema.name}` }]}
      />
      {readOnly ? (
        <ReadOnlyNotice />
      ) : (
        <Create resource={schema.name} title={false} redirect="show">
          <SimpleForm>{inputsOf(labelledFields(schema.name, createFieldsOf(schema)))}</SimpleForm>
        </Create>
      )}
    </>
  );
};
