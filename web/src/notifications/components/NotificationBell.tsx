import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useUnreadMessages } from '../../messages/api/messages';
import { useCurrentUser } from '../../shared/api/session';
import { formatDateTime } from '../../shared/lib/format';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

/**
 * The header's bell: the unread count on the icon (notifications and messages together), the
 * latest 20 notifications in a panel with a line for the unread messages. Opening it marks the
 * notifications read (messages are read in their thread). Two cheap calls (the notifications list
 * and the unread messages) when the header mounts and when the window regains focus.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const messages = useUnreadMessages();
  const { isDoctor } = useCurrentUser();
  const markRead = useMarkNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unreadNotifications = notifications.data?.unreadCount ?? 0;
  const unreadMessages = messages.data?.unread ?? 0;
  const unread = unreadNotifications + unreadMessages;
  const items = notifications.data?.items ?? [];

  const open = (element: HTMLElement) => {
    setAnchor(element);
    if (unreadNotifications > 0) markRead.mutate();
  };

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? `Notifiche: ${unread} da leggere` : 'Notifiche'}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => open(event.currentTarget)}
        data-testid="notification-bell"
      >
        {/* The count is also in the button's label, so the visible number is part of its name. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        ) : (
          <NotificationsOutlined />
        )}
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Notifiche', sx: { width: 340, maxWidth: 'calc(100vw - 24px)', maxHeight: 440 } },
        }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
          Notifiche
        </Typography>
        {unreadMessages > 0 && (
          <List dense>
            <ListItem disablePadding data-testid="unread-messages">
              <ListItemButton component={RouterLink} to={isDoctor ? '/admin/messaggi' : '/messaggi'} onClick={() => setAnchor(null)}>
                <ListItemText
                  primary={unreadMessages === 1 ? '1 messaggio da leggere' : `${unreadMessages} messaggi da leggere`}
                  slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                />
              </ListItemButton>
            </ListItem>
          </List>
        )}
        {items.length === 0 && unreadMessages === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
            Nessuna notifica
          </Typography>
        ) : (
          <List dense>
            {items.map((item) => {
              const text = (
                <ListItemText
                  primary={item.title}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block' }}>
                        {item.message}
                      </Box>
                      {formatDateTime(item.createdAt)}
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: item.isRead ? 400 : 700 } } }}
                />
              );
              return (
                <ListItem key={item.id} disablePadding data-testid="notification-item">
                  {item.link ? (
                    <ListItemButton component={RouterLink} to={item.link} onClick={() => setAnchor(null)}>
                      {text}
                    </ListItemButton>
                  ) : (
                    <Box sx={{ px: 2, py: 1 }}>{text}</Box>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
}
