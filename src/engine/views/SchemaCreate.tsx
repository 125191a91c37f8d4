import { Create, SimpleForm } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { useOperazione } from '../../startup/OperazioneContext';
import { inputsOf } from '../inputs';
import type { SchemaViewProps } from '../types';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/** The server assigns the identifier (DESIGN §2), so the form leaves it out. */
export const SchemaCreate = ({ schema }: SchemaViewProps) => {
  const { readOnly } = useOperazione();
  return (
    <>
      <PageTitle title={`Nuovo: ${schema.label.one.toLowerCase()}`} trail={[{ label: schema.label.many, to: `/${schema.name}` }]} />
      {readOnly ? (
        <ReadOnlyNotice />
      ) : (
        <Create resource={schema.name} title={false} redirect="show">
          <SimpleForm>{inputsOf(schema.fields.filter((field) => field.source !== schema.idField))}</SimpleForm>
        </Create>
      )}
    </>
  );
};
