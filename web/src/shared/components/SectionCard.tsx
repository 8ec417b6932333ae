import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props<T> {
  title: string;
  linkTo: string;
  linkLabel: string;
  /** undefined while loading */
  items: T[] | undefined;
  isError: boolean;
  errorText: string;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string;
}

/** A titled list of the home page, with its loading, error and empty states and a link to the full page. */
export function SectionCard<T>({ title, linkTo, linkLabel, items, isError, errorText, emptyText, renderItem, keyOf }: Props<T>) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={linkTo} size="small">
          {linkLabel}
        </Button>
      </Stack>
      {isError ? (
        <Alert severity="warning">{errorText}</Alert>
      ) : !items ? (
        <Skeleton variant="rounded" height={160} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Stack spacing={2}>
          {items.map((item, index) => (
            <Fragment key={keyOf(item)}>
              {index > 0 && <Divider />}
              {renderItem(item)}
            </Fragment>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
