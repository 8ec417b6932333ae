import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';

/**
 * docs/product.md (Screens) edit and delete buttons that do nothing yet (the content-management work brings
 * them to life): visible and labelled, so the layout does not change when they start working.
 */
export function InertActions({ what, edit = true, remove = true }: { what: string; edit?: boolean; remove?: boolean }) {
  return (
    <>
      {edit && (
        <IconButton size="small" aria-label={`Modifica ${what}`}>
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
      {remove && (
        <IconButton size="small" aria-label={`Elimina ${what}`}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
