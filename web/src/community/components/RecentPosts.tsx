import type { PostView } from '@app/schemas/community/posts';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SectionCard } from '../../shared/components/SectionCard';
import { useLatestPosts } from '../api/posts';

const RECENT_POSTS = 3;
const PREVIEW_LENGTH = 100;

/** docs/product.md (Constants): the first 100 characters of the content. */
export function previewOf(content: string): string {
  return content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH).trimEnd()}…` : content;
}

function RecentPost({ post }: { post: PostView }) {
  return (
    <Box component="article" data-testid="recent-post">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {post.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {previewOf(post.content)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1, color: 'text.secondary' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="img" aria-label={`${post.likesCount} mi piace`}>
          <FavoriteBorder fontSize="small" aria-hidden />
          <Typography variant="body2" aria-hidden>
            {post.likesCount}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="img" aria-label={`${post.commentsCount} commenti`}>
          <ChatBubbleOutline fontSize="small" aria-hidden />
          <Typography variant="body2" aria-hidden>
            {post.commentsCount}
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The 3 most recent posts of the community (read without their comments). */
export function RecentPosts() {
  const { data, isError } = useLatestPosts(RECENT_POSTS);
  return (
    <SectionCard
      title="Post recenti"
      linkTo="/community"
      linkLabel="Vai alla community"
      items={data}
      isError={isError}
      errorText="Impossibile caricare i post."
      emptyText="Nessun post ancora. Scrivi il primo nella community!"
      keyOf={(post) => post.id}
      renderItem={(post) => <RecentPost post={post} />}
    />
  );
}
