import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';

import { useCurrentUser } from '../../shared/api/session';
import { LoadError } from '../../shared/components/LoadError';
import { PageTitle } from '../../shared/components/PageTitle';
import { postsFeedQuery } from '../api/posts';
import { NewPostDialog } from '../components/NewPostDialog';
import { PostCard } from '../components/PostCard';
import { PostListSkeleton } from '../components/PostListSkeleton';
import { SignInInvite } from '../components/SignInInvite';

/** How many posts fill a phone's first screen, and more. */
const FIRST_SCREEN_POSTS = 3;

/** docs/product.md (Screens): members read and write; visitors read and are invited to sign in. */
export default function CommunityPage() {
  const { isAuthenticated } = useCurrentUser();
  const [dialogOpen, setDialogOpen] = useState(false);
  const feed = useInfiniteQuery(postsFeedQuery());
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];
  // The posts of the first screen render as soon as the feed is read; the rest in a second,
  // interruptible render, so the page paints before every card is built (docs/performance.md).
  const allPosts = useDeferredValue(feed.isSuccess, false);
  const shown = allPosts ? posts : posts.slice(0, FIRST_SCREEN_POSTS);

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <PageTitle subtitle="Domande, consigli e piccoli traguardi: qui ci si sostiene a vicenda.">Community</PageTitle>
        </Box>
        {isAuthenticated && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialogOpen(true)} sx={{ mt: { sm: 1 }, mb: { xs: 3, sm: 0 } }}>
            Nuovo Post
          </Button>
        )}
      </Stack>
      {!isAuthenticated && <SignInInvite />}

      {feed.isLoading && <PostListSkeleton />}
      {feed.isError && <LoadError title="Impossibile caricare i post" query={feed} />}
      {feed.isSuccess && posts.length === 0 && (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{isAuthenticated ? 'Nessun post ancora: scrivi il primo!' : 'Nessun post ancora.'}</Typography>
        </Paper>
      )}
      <Stack spacing={2}>
        {shown.map((post) => (
          <PostCard key={post.id} post={post} canWrite={isAuthenticated} />
        ))}
      </Stack>
      {feed.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {feed.isFetchingNextPage ? 'Caricamento...' : 'Carica altri'}
          </Button>
        </Box>
      )}
      {isAuthenticated && <NewPostDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </Box>
  );
}
