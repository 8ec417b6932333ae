import Box from '@mui/material/Box';
import { NavLink } from 'react-router';

import { ADMIN_SECTIONS, adminSectionPath } from '../../shared/adminSections';

/**
 * The admin sections as links, styled as tabs: each leads to its own address, and the one of the
 * current address is marked (aria-current="page", set by NavLink) for screen readers as well.
 */
export function AdminSectionNav() {
  return (
    <Box
      component="nav"
      aria-label="Sezioni dell'amministrazione"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, overflowX: 'auto' }}
    >
      <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.key}>
            <Box
              component={NavLink}
              to={adminSectionPath(section.key)}
              sx={{
                display: 'block',
                px: 2,
                py: 1.5,
                minHeight: 48,
                boxSizing: 'border-box',
                whiteSpace: 'nowrap',
                fontWeight: 500,
                fontSize: '0.875rem',
                textDecoration: 'none',
                color: 'text.secondary',
                borderBottom: 2,
                borderColor: 'transparent',
                '&:hover': { color: 'primary.main' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
              }}
            >
              {section.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
