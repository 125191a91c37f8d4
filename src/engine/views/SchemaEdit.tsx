import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { useOperazione } from '../../startup/OperazioneContext';
import { inputsOf } from '../inputs';
import { labelledFields } from '../labels';
import type { SchemaViewProps } from '../types';
import { useResourceName } from '../useResourceName';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/** Identifiers never change, so the form leaves them out. */
export const SchemaEdit = ({ schema }: SchemaViewProps) => {
  const translate = useTranslate();
  const nameOf = useResourceName();
  const { readOnly } = useOperazione();
  return (
    <>
      <PageTitle
        title={translate('portale.views.edit_title', { name: nameOf(schema, 1).toLowerCase() })}
        trail={[{ label: nameOf(schema, 2), to: `/${schema.name}` }]}
      />
      {readOnly ? (
        <ReadOnlyNotice />
      ) : (
        <Edit resource={schema.name} title={false} actions={false} mutationMode="pessimistic">
          <SimpleForm>
            {inputsOf(
              labelledFields(
                schema.name,
                schema.fields.filter((field) => field.source !== schema.idField),
              ),
            )}
          </SimpleForm>
        </Edit>
      )}
    </>
  );
};
