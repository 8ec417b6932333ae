import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router';

import { isActive, NAV_ITEMS, type NavItem } from './navItems';

const ICONS: Record<string, React.ReactElement> = {
  '/': <DashboardOutlined />,
  '/community': <ForumOutlined />,
  '/classroom': <SchoolOutlined />,
  '/services': <MedicalServicesOutlined />,
  '/calendar': <CalendarMonthOutlined />,
  '/diario': <EventNoteOutlined />,
  '/piano': <RestaurantMenuOutlined />,
  '/messaggi': <ChatOutlined />,
  '/invoices': <ReceiptLongOutlined />,
  '/admin': <AdminPanelSettingsOutlined />,
};

const MY_SERVICES: NavItem = { label: 'I Miei Servizi', to: '/my-services' };

function Item({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate?: () => void }) {
  const active = isActive(item, pathname);
  // Each link sits in its own <li>, so the <ul> is a proper list for screen readers.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 2, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[item.to] ?? <AssignmentIndOutlined />}</ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

export function NavList({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Navigazione principale">
      <List>
        {NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly).map((item) => (
          <Item key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </List>
      <Divider />
      <List>
        <Item item={MY_SERVICES} pathname={pathname} onNavigate={onNavigate} />
      </List>
    </nav>
  );
}
