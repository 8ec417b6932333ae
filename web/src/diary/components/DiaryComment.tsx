import type { DiaryCommentView } from '@app/schemas/diary/diary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The doctor's comment on a diary day or entry, as the patient and the doctor both read it (plain text). */
export function DiaryComment({ comment }: { comment: DiaryCommentView }) {
  return (
    <Box
      sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}
      data-testid="diary-comment"
    >
      <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
        Commento della nutrizionista
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {comment.text}
      </Typography>
    </Box>
  );
}

/** An entry's notes and the comments on it, under its summary line. */
export function DiaryEntryNotes({ notes, comments }: { notes: string | null; comments: DiaryCommentView[] }) {
  return (
    <>
      {notes && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {notes}
        </Typography>
      )}
      {comments.map((comment) => (
        <DiaryComment key={comment.id} comment={comment} />
      ))}
    </>
  );
}

/** The doctor's comments on a whole day (not on one of its entries). */
export function DayComments({ comments, day }: { comments: DiaryCommentView[]; day: string }) {
  return comments
    .filter((comment) => comment.day === day && comment.entryId === null)
    .map((comment) => <DiaryComment key={comment.id} comment={comment} />);
}
