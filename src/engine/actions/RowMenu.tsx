import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Reserved } from '../../layout/Reserved';
import { useOperazione } from '../../startup/OperazioneContext';
import { recordName } from '../columns';
import type { ActionDeclaration, Endpoint } from '../../../contract/types';
import type { AnySchema } from '../types';
import { actionInLanguage } from '../labels';
import { ActionButton } from './ActionButton';
import { VoceNonPossibile } from './AzioneNonPossibile';
import type { InMenu } from './inMenu';
import { actionsAt } from './placement';
import { useAllowedActions } from './useAllowedActions';
import { useAzioniPossibili } from './useAzioniPossibili';

/** The one `{placeholder}` of a record's possible-actions call: its id. */
const parametroDi = (endpoint: Endpoint) => /\{(\w+)\}/.exec(endpoint.path)?.[1] ?? 'id';

interface VociProps {
  readonly schema: AnySchema;
  readonly possibili: Endpoint;
  readonly allowed: readonly (readonly [string, ActionDeclaration])[];
  readonly inMenu: InMenu;
}

/**
 * The items of an open menu whose resource tells what its guards would refuse now (asked when the menu first opens):
 * a refused one is shown with the server's reasons, before the click.
 */
const VociSecondoIlServer = ({ schema, possibili, allowed, inMenu }: VociProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const risposta = useAzioniPossibili(possibili, record && { [parametroDi(possibili)]: record[schema.idField] });
  return allowed.map(([actionName, action]) => {
    const rifiuto = risposta?.[actionName];
    return rifiuto?.possibile === false ? (
      <VoceNonPossibile
        key={actionName}
        label={actionInLanguage(translate, schema.name, actionName, action).label}
        rifiuto={rifiuto}
      />
    ) : (
      <ActionButton key={actionName} schema={schema} name={actionName} action={action} inMenu={inMenu} />
    );
  });
};

/** Loaded when a row menu is first wanted: the call list, the home page, has none (first screen). */
const loadMenu = () => import('@mui/material/Menu');
const Menu = lazy(loadMenu);

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
  // The menu and its items are built when first opened: ten rows of hidden menus were most of a list's first render.
  const [opened, setOpened] = useState(false);
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
  if (!record || allowed?.length === 0) return null;
  const name = recordName(schema, record);
  const button = (
    <IconButton
      ref={buttonRef}
      id={buttonId}
      size="small"
      color="primary"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      aria-label={translate('portale.table.more_actions_of', { row: name })}
      title={translate('portale.table.more_actions')}
      // Asked for as the pointer or the focus reaches the button, so that the menu is there at the click or Enter.
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={(event) => {
        setOpened(true);
        setAnchor(event.currentTarget);
      }}
    >
      <MoreVertIcon />
    </IconButton>
  );
  // Its place is kept while the answer comes: when there is a menu, the row does not grow under the reader.
  if (allowed === undefined) return <Reserved>{button}</Reserved>;
  return (
    <>
      {button}
      {/* Kept mounted once opened: a dialog an item opened lives inside it after the menu closes. */}
      {opened && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={open}
            onClose={close}
            keepMounted
            MenuListProps={{ 'aria-labelledby': buttonId }}
            // The items are the actions' own components, which the menu cannot give the focus to:
            // the first gets it here.
            disableAutoFocusItem
            TransitionProps={{ onEntering: (menu) => menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus() }}
          >
            {schema.possibili && !readOnly ? (
              <VociSecondoIlServer schema={schema} possibili={schema.possibili} allowed={allowed} inMenu={inMenu} />
            ) : (
              allowed.map(([actionName, action]) => (
                <ActionButton key={actionName} schema={schema} name={actionName} action={action} inMenu={inMenu} />
              ))
            )}
          </Menu>
        </Suspense>
      )}
    </>
  );
};
