import type { DiaryEntryView } from '@app/schemas/diary/diary';

/** A day's weight and waist as the patient logged them in her diary (charted apart from the visits'). */
export interface DiaryPoint {
  day: string;
  weightKg?: number;
  waistCm?: number;
}

export const diaryPointsOf = (entries: readonly DiaryEntryView[]): DiaryPoint[] =>
  entries.flatMap((entry) =>
    entry.kind === 'measurements' ? [{ day: entry.day, weightKg: entry.weightKg ?? undefined, waistCm: entry.waistCm ?? undefined }] : [],
  );
