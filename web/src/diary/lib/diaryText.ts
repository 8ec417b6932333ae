import { BRISTOL_TYPES, DIARY_KIND_LABELS, type DiaryEntryView } from '@app/schemas/diary/diary';

const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
const time = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
const longDay = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "martedì 3 marzo" for a diary day ('YYYY-MM-DD'). */
export const formatDiaryDay = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));
/** "08:30", Rome's clock. */
export const formatDiaryTime = (iso: string) => time.format(new Date(iso));

export const bristolDescription = (type: number) => BRISTOL_TYPES.find((entry) => entry.type === type)?.description ?? '';

/** One line saying what an entry holds, as plain text (rendered as text, never as HTML). */
export function diaryEntryText(entry: DiaryEntryView): string {
  switch (entry.kind) {
    case 'meal':
      return entry.description;
    case 'symptoms':
      return [`Dolore ${entry.pain}/10`, `gonfiore ${entry.bloating}/10`, ...entry.symptoms].join(' · ');
    case 'stool':
      return `Bristol tipo ${entry.bristolType}: ${bristolDescription(entry.bristolType)}`;
    case 'wellbeing':
      return `Stress ${entry.stress}/10 · sonno ${entry.sleep}/10`;
    case 'cycle':
      return 'Primo giorno del ciclo';
    case 'measurements':
      return [
        entry.weightKg !== null ? `Peso ${number.format(entry.weightKg)} kg` : '',
        entry.waistCm !== null ? `vita ${number.format(entry.waistCm)} cm` : '',
      ]
        .filter(Boolean)
        .join(' · ');
  }
}

export const diaryKindLabel = (kind: DiaryEntryView['kind']) => DIARY_KIND_LABELS[kind];
