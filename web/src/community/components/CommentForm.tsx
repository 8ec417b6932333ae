import { type CreateCommentBody, createCommentBody, POST_LIMITS } from '@app/schemas/community/posts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useCreateComment } from '../api/posts';

/** Adds a comment, checked in the browser with the same rules as the server (docs/product.md, Validation). */
export function CommentForm({ postId }: { postId: string }) {
  const toast = useToast();
  const createComment = useCreateComment(postId);
  const form = useForm<CreateCommentBody>({ resolver: zodResolver(createCommentBody), defaultValues: { content: '' } });
  const error = form.formState.errors.content;

  const onSubmit = form.handleSubmit((body) =>
    createComment.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Commento aggiunto!' });
        form.reset();
      },
      onError: (failure) => toast(failureToast(failure, 'Errore durante la creazione del commento')),
    }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <TextField
        label="Scrivi un commento"
        multiline
        minRows={1}
        maxRows={6}
        fullWidth
        size="small"
        error={Boolean(error)}
        helperText={error?.message}
        slotProps={{ htmlInput: { maxLength: POST_LIMITS.commentMax } }}
        {...form.register('content')}
      />
      <Button type="submit" variant="contained" disabled={createComment.isPending} sx={{ flexShrink: 0, mt: { sm: 0.25 } }}>
        {createComment.isPending ? 'Invio...' : 'Commenta'}
      </Button>
    </Box>
  );
}
