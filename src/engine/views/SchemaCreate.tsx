import { Create, SimpleForm, useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { useOperazione } from '../../startup/OperazioneContext';
import { createFieldsOf } from '../forms/createFields';
import { inputsOf } from '../inputs';
import type { SchemaViewProps } from '../types';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/** The server assigns the identifier (DESIGN §2) unless it is a natural key: `createFieldsOf` says what to ask. */
export const SchemaCreate = ({ schema }: SchemaViewProps) => {
  const translate = useTranslate();
  const { readOnly } = useOperazione();
  return (
    <>
      <PageTitle
        title={translate('portale.views.create_title', { name: schema.label.one.toLowerCase() })}
        trail={[{ label: schema.label.many, to: `/${schema.name}` }]}
      />
      {readOnly ? (
        <ReadOnlyNotice />
      ) : (
        <Create resource={schema.name} title={false} redirect="show">
          <SimpleForm>{inputsOf(createFieldsOf(schema))}</SimpleForm>
        </Create>
      )}
    </>
  );
};
