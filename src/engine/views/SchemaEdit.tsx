import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { useOperazione } from '../../startup/OperazioneContext';
import { inputsOf } from '../inputs';
import type { SchemaViewProps } from '../types';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/** Identifiers never change, so the form leaves them out. */
export const SchemaEdit = ({ schema }: SchemaViewProps) => {
  const translate = useTranslate();
  const { readOnly } = useOperazione();
  return (
    <>
      <PageTitle
        title={translate('portale.views.edit_title', { name: schema.label.one.toLowerCase() })}
        trail={[{ label: schema.label.many, to: `/${schema.name}` }]}
      />
      {readOnly ? (
        <ReadOnlyNotice />
      ) : (
        <Edit resource={schema.name} title={false} actions={false} mutationMode="pessimistic">
          <SimpleForm>{inputsOf(schema.fields.filter((field) => field.source !== schema.idField))}</SimpleForm>
        </Edit>
      )}
    </>
  );
};
