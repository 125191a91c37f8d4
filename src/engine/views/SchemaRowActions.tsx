import { useTranslate } from 'react-admin';
import { useOperazione } from '../../startup/OperazioneContext';
import { RowActions } from '../actions/RowActions';
import type { SchemaViewProps } from '../types';
import { RecordLinkButton } from './RecordLinkButton';

export const SchemaRowActions = ({ schema }: SchemaViewProps) => {
  const translate = useTranslate();
  const { readOnly } = useOperazione();
  const primary = (
    <>
      {schema.access.show && <RecordLinkButton schema={schema} type="show" label={translate('portale.views.show')} />}
      {schema.access.edit && !readOnly && (
        <RecordLinkButton schema={schema} type="edit" label={translate('portale.views.edit')} />
      )}
    </>
  );
  return <RowActions schema={schema} primary={primary} />;
};
