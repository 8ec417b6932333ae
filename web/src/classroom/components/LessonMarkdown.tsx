import Box from '@mui/material/Box';
import Markdown, { type Components } from 'react-markdown';

/** Links in a lesson open in a new tab, so the lesson stays where it was. */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/**
 * A lesson's Markdown, as the classroom shows it and the admin's lesson editor previews it.
 * react-markdown builds React elements and ignores raw HTML (no rehype-raw), so nothing in the
 * content can run script. Loaded through LessonContent.tsx only, in a chunk of its own.
 */
export default function LessonMarkdown({ content }: { content: string }) {
  if (!content.trim()) return null;
  return (
    <Box
      data-testid="lesson-content"
      sx={{
        typography: 'body1',
        '& h1, & h2, & h3': { fontSize: '1.15rem', fontWeight: 700, mt: 2, mb: 1 },
        '& p, & ul, & ol': { my: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& a': { color: 'primary.main' },
      }}
    >
      <Markdown components={components}>{content}</Markdown>
    </Box>
  );
}
