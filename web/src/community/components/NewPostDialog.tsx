import { type CreatePostBody, createPostBody, POST_LIMITS, type PostView } from '@app/schemas/community/posts';
import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useForm } from 'react-hook-form';

import { DialogFormActions } from '../../shared/components/DialogFormActions';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCreatePost, useUpdatePost } from '../api/posts';

/** What the dialog says when it publishes a new post, and when it saves an edited one. */
const TEXTS = {
  create: {
    title: 'Nuovo Post',
    submit: 'Pubblica',
    pending: 'Pubblicazione...',
    success: { title: 'Post creato!', description: 'Il tuo post è stato pubblicato con successo.' },
    failure: 'Errore durante la creazione del post',
  },
  edit: {
    title: 'Modifica Post',
    submit: 'Salva',
    pending: 'Salvataggio...',
    success: { title: 'Post modificato!', description: 'Le modifiche sono state salvate.' },
    failure: 'Errore durante la modifica del post',
  },
} as const;

/**
 * The 'Nuovo Post' dialog, checked in the browser with the same rules as the server (docs/product.md, Validation).
 * Given a `post`, it opens filled in and saves the author's edit instead.
 */
export function NewPostDialog({ open, onClose, post }: { open: boolean; onClose: () => void; post?: PostView }) {
  const toast = useToast();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const createPost = useCreatePost();
  const updatePost = useUpdatePost(post?.id ?? '');
  const save = post ? updatePost : createPost;
  const texts = post ? TEXTS.edit : TEXTS.create;
  const titleId = post ? `modifica-post-titolo-${post.id}` : 'nuovo-post-titolo';
  const form = useForm<CreatePostBody>({
    resolver: zodResolver(createPostBody),
    defaultValues: { title: post?.title ?? '', content: post?.content ?? '' },
  });
  const errors = form.formState.errors;

  const close = () => {
    if (!save.isPending) onClose();
  };

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast(texts.success);
        if (!post) form.reset();
        onClose();
      },
      onError: (error) => toast(failureToast(error, texts.failure)),
    }),
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{texts.title}</DialogTitle>
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
        <DialogFormActions pending={save.isPending} submitLabel={texts.submit} pendingLabel={texts.pending} onCancel={close} />
      </form>
    </Dialog>
  );
}
