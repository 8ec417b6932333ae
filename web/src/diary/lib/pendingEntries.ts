import { diaryDayOf, diaryEntryBody, type DiaryEntryView, type DiaryListView } from '@app/schemas/diary/diary';

import type { PendingItem } from '../../shared/api/outbox';

/** An entry waiting in the offline outbox as the timeline shows it: the id the server will give it, not editable. */
function pendingEntryView(item: PendingItem<'diaryEntry'>): DiaryEntryView | null {
  const parsed = diaryEntryBody.safeParse(item.body);
  if (!parsed.success) return null;
  const occurredAt = new Date(parsed.data.occurredAt);
  return {
    ...parsed.data,
    id: item.documentId,
    day: diaryDayOf(occurredAt),
    occurredAt: occurredAt.toISOString(),
    editable: false,
    notes: parsed.data.notes || null,
  } as DiaryEntryView;
}

/** The timeline's data with the entries waiting to be sent among the others, the newest first. */
export function withPendingEntries(data: DiaryListView, items: PendingItem<'diaryEntry'>[]): DiaryListView {
  const waiting = items.map(pendingEntryView).filter((entry): entry is DiaryEntryView => entry !== null);
  if (waiting.length === 0) return data;
  const entries = [...waiting, ...data.entries].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt));
  return { ...data, entries };
}
