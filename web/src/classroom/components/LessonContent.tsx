import { lazy, Suspense } from 'react';

import { LoadingState } from '../../shared/components/LoadingState';

// react-markdown loads with the first lesson shown, in a chunk of its own.
const LessonMarkdown = lazy(() => import('./LessonMarkdown'));

/** A lesson's Markdown content (the classroom's lessons and the lesson editor's preview render it alike). */
export function LessonContent({ content }: { content: string }) {
  if (!content.trim()) return null;
  return (
    <Suspense fallback={<LoadingState />}>
      <LessonMarkdown content={content} />
    </Suspense>
  );
}
