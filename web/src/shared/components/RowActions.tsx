import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

/** A row's edit and delete buttons, labelled with what they act on ('il corso Intestino felice'). */
export function RowActions({
  what,
  onEdit,
  onDelete,
  children,
}: {
  what: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      {children}
      <IconButton size="small" aria-label={`Modifica ${what}`} onClick={onEdit}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton size="small" color="error" aria-label={`Elimina ${what}`} onClick={onDelete}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
    </>
  );
}
