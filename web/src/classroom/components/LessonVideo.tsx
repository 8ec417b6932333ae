import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { videoEmbedOf } from './videoEmbed';

/** The lesson's video: embedded for YouTube and Vimeo, a link opening in a new tab otherwise. */
export function LessonVideo({ videoUrl, title }: { videoUrl: string | null; title: string }) {
  const video = videoEmbedOf(videoUrl);
  if (!video) return null;
  if (video.kind === 'link') {
    return (
      <Button
        href={video.href}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        endIcon={<OpenInNew aria-hidden />}
        sx={{ justifySelf: 'start' }}
      >
        Guarda il video
      </Button>
    );
  }
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900' }}>
      <Box
        component="iframe"
        src={video.src}
        title={`Video: ${title}`}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
