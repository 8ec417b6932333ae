import type { AdminPostView } from '@app/schemas/community/posts';
import { displayName } from '@app/schemas/shared/people';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';

import { ConfirmDeleteDialog } from '../../shared/components/ConfirmDeleteDialog';
import { type Column, DataTable } from '../../shared/components/DataTable';
import { InertActions } from '../../shared/components/InertActions';
import { ListStates } from '../../shared/components/ListStates';
import { LoadMoreButton } from '../../shared/components/LoadMoreButton';
import { AdminSection } from '../../shared/components/SectionHeader';
/** Contenuti: the community's posts, with delete after confirmation. */
import { useResultToasts } from '../../shared/components/useResultToasts';
import { formatDate } from '../../shared/lib/format';
import { useAdminPosts, useDeletePost } from '../api/posts';

export default function PostsSection() {
  const posts = useAdminPosts();
  const deletePost = useDeletePost();
  const resultToasts = useResultToasts();
  const [toDelete, setToDelete] = useState<AdminPostView | null>(null);
  const rows = posts.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    deletePost.mutate(
      toDelete.id,
      resultToasts('Post eliminato!', 'Impossibile eliminare il post.', () => setToDelete(null)),
    );
  };

  const columns: Column<AdminPostView>[] = [
    { header: 'Titolo', cell: (post) => post.title },
    { header: 'Autore', cell: (post) => displayName(post.author) },
    { header: 'Like', cell: (post) => post.likesCount, align: 'right' },
    { header: 'Commenti', cell: (post) => post.commentsCount, align: 'right' },
    { header: 'Data', cell: (post) => formatDate(post.createdAt) },
    {
      header: 'Azioni',
      cell: (post) => (
        <>
          <InertActions what={`il post ${post.title}`} remove={false} />
          <IconButton size="small" color="error" aria-label={`Elimina il post ${post.title}`} onClick={() => setToDelete(post)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </>
      ),
    },
  ];

  return (
    <AdminSection label="Contenuti" title="Post della community">
      <ListStates query={posts} isEmpty={rows.length === 0} errorTitle="Impossibile caricare i post" emptyTitle="Nessun post pubblicato">
        <DataTable label="Post" columns={columns} rows={rows} />
        <LoadMoreButton
          hasMore={Boolean(posts.hasNextPage)}
          loading={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
        />
      </ListStates>
      {toDelete && (
        <ConfirmDeleteDialog
          title="Eliminare il post?"
          message={`«${toDelete.title}» sarà eliminato con i suoi commenti e like. L'operazione non si può annullare.`}
          pending={deletePost.isPending}
          onConfirm={confirmDelete}
          onClose={() => setToDelete(null)}
        />
      )}
    </AdminSection>
  );
}
