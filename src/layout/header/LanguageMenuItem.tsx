import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

/**
 * Switches to the other language; react-admin's store keeps the choice for the next visit. The menu's own props
 * (focus, tab index) reach the item.
 */
export const LanguageMenuItem = (props: MenuItemProps) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const other = useLocales().find((candidate) => candidate.locale !== locale);
  if (!other) return null;
  return (
    <MenuItem {...props} onClick={() => setLocale(other.locale)}>
      <ListItemText>
        {translate('portale.shell.language')} <span lang={other.locale}>{other.name}</span>
      </ListItemText>
    </MenuItem>
  );
};
