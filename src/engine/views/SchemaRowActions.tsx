import { useOperazione } from '../../startup/OperazioneContext';
import { ActionButtons } from '../actions/ActionButton';
import type { SchemaViewProps } from '../types';
import { RecordLinkButton } from './RecordLinkButton';

export const SchemaRowActions = ({ schema }: SchemaViewProps) => {
  const { readOnly } = useOperazione();
  return (
    <>
      {schema.access.show && <RecordLinkButton schema={schema} type="show" label="Dettaglio" />}
      {schema.access.edit && !readOnly && <RecordLinkButton schema={schema} type="edit" label="Modifica" />}
      <ActionButtons schema={schema} />
    </>
  );
};
