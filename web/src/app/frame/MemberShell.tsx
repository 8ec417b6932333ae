import { displayName } from '@app/schemas/shared/people';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { LOGOUT_URL } from '../../accounts/api/account';
import { EmailVerificationBanner } from '../../accounts/components/EmailVerificationBanner';
import { LevelBadge } from '../../community/components/LevelBadge';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { useCurrentUser } from '../../shared/api/session';
import { OfflineNotice } from '../../shared/components/OfflineNotice';
import { UpdatePrompt } from '../../shared/components/UpdatePrompt';
import { UserAvatar } from '../../shared/components/UserAvatar';
import { site } from '../../shared/site';
import { NavList } from './NavList';
import { OutboxSync } from './OutboxSync';

/** 'Esci': push switched off on this browser first (lib/signOut.ts, loaded on the click), then the logout link. */
function signOutHere(event: MouseEvent) {
  event.preventDefault();
  void import('../../accounts/lib/signOut').then(
    ({ signOut }) => signOut(),
    () => window.location.assign(LOGOUT_URL),
  );
}

const DRAWER_WIDTH = 248;

const pointsLabel = (points: number) => `${points} ${points === 1 ? 'punto' : 'punti'}`;

/** The members' frame: navigation (a drawer on small screens) and the header with the user. */
export default function MemberShell({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useCurrentUser();
  const roles = { isAdmin, isDoctor: user?.isDoctor === true };
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The side panel on a wide screen, the drawer on a phone: each holds the whole navigation, so only
  // the one that can show is rendered (the hidden one cost a phone's first render its work).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  if (!user) return null;
  const fullName = displayName(user);

  const brand = (
    <Toolbar>
      <Typography component={RouterLink} to="/" sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none' }}>
        {site.appName}
      </Typography>
    </Toolbar>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" color="inherit" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <IconButton edge="start" aria-label="Apri il menu" onClick={() => setDrawerOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Typography
            component={RouterLink}
            to="/"
            sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none', display: { xs: 'none', sm: 'block' } }}
          >
            {site.appName}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {/* On a phone the header keeps its room for the member's name and points. */}
          <IconButton aria-label="Cerca" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            <SearchOutlined />
          </IconButton>
          <IconButton component={RouterLink} to="/profilo" aria-label="Il mio profilo">
            <ManageAccountsOutlined />
          </IconButton>
          <NotificationBell />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="shell-user">
            <UserAvatar firstName={user.firstName} lastName={user.lastName} profileImageUrl={user.profileImageUrl} />
            <Box sx={{ lineHeight: 1.2, minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600, maxWidth: 220 }} data-testid="shell-user-name">
                {fullName}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <LevelBadge level={user.level} />
                <Typography variant="caption" color="text.secondary" noWrap data-testid="shell-points">
                  {pointsLabel(user.points)}
                </Typography>
              </Box>
            </Box>
          </Box>
          <Button
            href={LOGOUT_URL}
            onClick={signOutHere}
            startIcon={<LogoutOutlined />}
            aria-label="Esci"
            sx={{ minWidth: 0, px: { xs: 0.5, md: 1 } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              Esci
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          open
        >
          <Toolbar />
          <NavList roles={roles} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {brand}
          <NavList roles={roles} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Toolbar />
        <OfflineNotice />
        <EmailVerificationBanner />
        <OutboxSync />
        {children}
      </Box>
      <UpdatePrompt />
    </Box>
  );
}
