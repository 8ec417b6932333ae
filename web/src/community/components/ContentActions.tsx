import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { ConfirmDeleteDialog } from '../../shared/components/ConfirmDeleteDialog';
import { failureToast, useToast } from '../../shared/lib/toast';

interface Props {
  /** 'il post «Titolo»', 'il tuo commento': completes the buttons' labels. */
  what: string;
  /** Offered to the author only (docs/product.md, Community). */
  onEdit?: () => void;
  deletion: {
    title: string;
    message: string;
    success: string;
    failure: string;
    pending: boolean;
    /** The deletion's call; a promise, since a deleted item's buttons leave the page before it settles. */
    run: () => Promise<unknown>;
  };
}

/** Edit and delete icon buttons of a post or comment; deleting asks for confirmation first. */
export function ContentActions({ what, onEdit, deletion }: Props) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    deletion.run().then(
      () => {
        setConfirming(false);
        toast({ title: deletion.success });
      },
      (error: unknown) => toast(failureToast(error, deletion.failure)),
    );
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      {onEdit && (
        <IconButton size="small" aria-label={`Modifica ${what}`} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
      <IconButton size="small" aria-label={`Elimina ${what}`} onClick={() => setConfirming(true)}>
        <DeleteOutlined fontSize="small" />
      </IconButton>
      {confirming && (
        <ConfirmDeleteDialog
          title={deletion.title}
          message={deletion.message}
          pending={deletion.pending}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
