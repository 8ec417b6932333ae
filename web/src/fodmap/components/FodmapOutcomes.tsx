import { type ChallengeView, OUTCOME_LABELS } from '@app/schemas/fodmap/fodmap';
import { STATUS_LABELS } from '@app/schemas/fodmap/fodmapGuide';
import { italianDayOf, portionText } from '@app/schemas/fodmap/fodmapRules';

import { type Column, DataTable } from '../../shared/components/DataTable';

type Row = ChallengeView & { id: string };

const COLUMNS: Column<Row>[] = [
  { header: 'Gruppo', cell: (challenge) => challenge.name },
  {
    header: 'Cibo della prova',
    cell: (challenge) => `${challenge.food} (${challenge.portions.map((amount) => portionText(amount, challenge.unit)).join(', ')})`,
  },
  {
    header: 'Stato',
    cell: (challenge) =>
      `${STATUS_LABELS[challenge.status]}${challenge.startedOn ? ` dal ${italianDayOf(challenge.startedOn)}` : ''}${
        challenge.days.length > 0 ? ` · sintomi ${challenge.days.map((day) => day.symptoms).join(', ')}` : ''
      }`,
  },
  { header: 'Esito', cell: (challenge) => (challenge.outcome ? OUTCOME_LABELS[challenge.outcome] : '—') },
  {
    header: 'Porzione tollerata',
    cell: (challenge) => (challenge.toleratedPortion === null ? '—' : portionText(challenge.toleratedPortion, challenge.unit)),
  },
];

/**
 * The FODMAP challenges in their order, with their outcome and tolerated portion: /fodmap and the
 * doctor's patient page. A card per group on a phone, so 'Esito' and 'Porzione tollerata' show
 * without scrolling sideways; a table from tablet width up.
 */
export function FodmapOutcomes({ challenges, caption }: { challenges: ChallengeView[]; caption: string }) {
  return <DataTable label={caption} columns={COLUMNS} rows={challenges.map((challenge) => ({ ...challenge, id: challenge.group }))} />;
}
