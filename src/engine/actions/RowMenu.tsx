import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { useId, useMemo, useRef, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useOperazione } from '../../startup/OperazioneContext';
import { recordName } from '../columns';
import type { AnySchema } from '../types';
import { ActionButton } from './ActionButton';
import type { InMenu } from './inMenu';
import { actionsAt } from './placement';
import { useAllowedActions } from './useAllowedActions';

/**
 * The row's menu of the actions declared `menu`: a button that opens it (Enter, Space or the arrow keys inside,
 * Escape closes it and the focus returns to the button, also after a dialog an item opened). Absent when the person
 * may take none of them on this record.
 */
export const RowMenu = ({ schema }: { schema: AnySchema }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { readOnly } = useOperazione();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const menuId = useId();
  const buttonId = useId();
  const declared = useMemo(
    () => actionsAt(schema, 'menu').filter(([, action]) => !readOnly || action.endpoint.download),
    [schema, readOnly],
  );
  const allowed = useAllowedActions(schema.name, declared, record);
  const inMenu: InMenu = useMemo(
    () => ({
      onChosen: () => setAnchor(null),
      // After the dialog's own closing, which would give the focus to the hidden item.
      onDialogClosed: () => setTimeout(() => buttonRef.current?.focus()),
    }),
    [],
  );
  if (!record || !allowed?.length) return null;
  const name = recordName(schema, record);
  return (
    <>
      <Button
        ref={buttonRef}
        id={buttonId}
        size="small"
        variant="text"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={translate('portale.table.more_actions_of', { row: name })}
        endIcon={<MoreVertIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('portale.table.more_actions')}
      </Button>
      {/* Kept mounted: a dialog an item opened lives inside it after the menu closes. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        keepMounted
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        {allowed.map(([actionName, action]) => (
          <ActionButton key={actionName} schema={schema} name={actionName} action={action} inMenu={inMenu} />
        ))}
      </Menu>
    </>
  );
};
