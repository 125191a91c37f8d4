import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useCanAccess, useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import type { ResourceDeclaration } from '../../engine/types';

const NavigationLink = ({ to, label, onNavigate }: { to: string; label: string; onNavigate: () => void }) => (
  <ListItem disablePadding>
    {/* NavLink marks the current page with aria-current="page". */}
    <ListItemButton component={NavLink} to={to} end onClick={onNavigate}>
      <ListItemText primary={label} />
    </ListItemButton>
  </ListItem>
);

const ResourceLink = ({ name, per, onNavigate }: { name: string; per?: string; onNavigate: () => void }) => {
  const { canAccess: listabile } = useCanAccess({ action: 'list', resource: name });
  const { canAccess: serve } = useCanAccess({ action: 'list', resource: per ?? name });
  const canAccess = listabile && serve;
  // The plural name from the catalogue (resources.<name>.name), else the declaration's label.
  const label = useGetResourceLabel()(name, 2);
  return canAccess ? <NavigationLink to={`/${name}`} label={label} onNavigate={onNavigate} /> : null;
};

/** The resource whose pages a menu entry serves, when it names one. */
const servita = (inMenu: ResourceDeclaration['inMenu']) => (typeof inMenu === 'object' ? inMenu.per : undefined);

/** The home, then every resource declared for the menu that the person may list (and use: `inMenu.per`). */
export const NavigationLinks = ({ onNavigate }: { onNavigate: () => void }) => {
  const translate = useTranslate();
  const resources = Object.values(useResourceDefinitions()).filter(
    (resource) => resource.hasList && resource.options?.inMenu,
  );
  return (
    <List>
      <NavigationLink to="/" label={translate('portale.bandi.list_title')} onNavigate={onNavigate} />
      {resources.map((resource) => (
        <ResourceLink
          key={resource.name}
          name={resource.name}
          per={servita(resource.options?.inMenu as ResourceDeclaration['inMenu'])}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
};
