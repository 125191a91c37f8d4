import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useCanAccess, useResourceDefinitions } from 'react-admin';
import { NavLink } from 'react-router-dom';

const NavigationLink = ({ to, label, onNavigate }: { to: string; label: string; onNavigate: () => void }) => (
  <ListItem disablePadding>
    {/* NavLink marks the current page with aria-current="page". */}
    <ListItemButton component={NavLink} to={to} end onClick={onNavigate}>
      <ListItemText primary={label} />
    </ListItemButton>
  </ListItem>
);

const ResourceLink = ({ name, label, onNavigate }: { name: string; label: string; onNavigate: () => void }) => {
  const { canAccess } = useCanAccess({ action: 'list', resource: name });
  return canAccess ? <NavigationLink to={`/${name}`} label={label} onNavigate={onNavigate} /> : null;
};

/** The home, then every resource declared for the menu that the person may list. */
export const NavigationLinks = ({ onNavigate }: { onNavigate: () => void }) => {
  const resources = Object.values(useResourceDefinitions()).filter((resource) => resource.hasList && resource.options?.inMenu);
  return (
    <List>
      <NavigationLink to="/" label="Lista bandi" onNavigate={onNavigate} />
      {resources.map((resource) => (
        <ResourceLink key={resource.name} name={resource.name} label={resource.options?.label ?? resource.name} onNavigate={onNavigate} />
      ))}
    </List>
  );
};
