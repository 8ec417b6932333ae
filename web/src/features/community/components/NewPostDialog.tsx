import { type CreatePostBody, createPostBody, POST_LIMITS } from '@app/schemas/posts';
import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useForm } from 'react-hook-form';

import { DialogFormActions } from '../../../components/DialogFormActions';
import { apiErrorMessage } from '../../../lib/api/client';
import { useCreatePost } from '../../../lib/api/posts';
import { useToast } from '../../../lib/toast';

/** The 'Nuovo Post' dialog, checked in the browser with the same rules as the server (docs/product.md, Validation). */
export function NewPostDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const createPost = useCreatePost();
  const form = useForm<CreatePostBody>({ resolver: zodResolver(createPostBody), defaultValues: { title: '', content: '' } });
  const errors = form.formState.errors;

  const close = () => {
    if (!createPost.isPending) onClose();
  };

  const onSubmit = form.handleSubmit((body) =>
    createPost.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Post creato!', description: 'Il tuo post è stato pubblicato con successo.' });
        form.reset();
        onClose();
      },
      onError: (error) =>
        toast({ title: 'Errore', description: apiErrorMessage(error, 'Errore durante la creazione del post'), variant: 'destructive' }),
    }),
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="nuovo-post-titolo">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="nuovo-post-titolo">Nuovo Post</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Titolo"
            autoFocus
            required
            error={Boolean(errors.title)}
            helperText={errors.title?.message}
            slotProps={{ htmlInput: { maxLength: POST_LIMITS.titleMax } }}
            {...form.register('title')}
          />
          <TextField
            label="Contenuto"
            required
            multiline
            minRows={5}
            maxRows={16}
            error={Boolean(errors.content)}
            helperText={errors.content?.message ?? 'Condividi la tua esperienza, una domanda o un consiglio.'}
            slotProps={{ htmlInput: { maxLength: POST_LIMITS.contentMax } }}
            {...form.register('content')}
          />
        </DialogContent>
        <DialogFormActions pending={createPost.isPending} submitLabel="Pubblica" pendingLabel="Pubblicazione..." onCancel={close} />
      </form>
    </Dialog>
  );
}
