import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MarkChatUnreadOutlined from '@mui/icons-material/MarkChatUnreadOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router';

import { activeItem, NAV_ITEMS, type NavItem, type NavRoles, offered, PRACTICE_ITEMS } from './navItems';

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
  '/admin/agenda': <TodayOutlined />,
  '/admin/pazienti': <GroupsOutlined />,
  '/admin/messaggi': <MarkChatUnreadOutlined />,
  '/admin/ordini': <ShoppingBagOutlined />,
  '/analytics': <InsightsOutlined />,
};

const MY_SERVICES: NavItem = { label: 'I Miei Servizi', to: '/my-services' };

function Item({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
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

export function NavList({ roles, onNavigate }: { roles: NavRoles; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const mine = NAV_ITEMS.filter((item) => offered(item, roles));
  const practice = PRACTICE_ITEMS.filter((item) => offered(item, roles));
  const current = activeItem([...mine, ...practice, MY_SERVICES], pathname);
  const items = (list: NavItem[]) =>
    list.map((item) => <Item key={item.to} item={item} active={item === current} onNavigate={onNavigate} />);
  return (
    <nav aria-label="Navigazione principale">
      <List>{items(mine)}</List>
      {practice.length > 0 && (
        <>
          <Divider />
          <List aria-label="Lo studio">{items(practice)}</List>
        </>
      )}
      <Divider />
      <List>{items([MY_SERVICES])}</List>
    </nav>
  );
}
