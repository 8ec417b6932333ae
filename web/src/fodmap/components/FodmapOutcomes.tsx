import { type ChallengeView, OUTCOME_LABELS } from '@app/schemas/fodmap/fodmap';
import { STATUS_LABELS } from '@app/schemas/fodmap/fodmapGuide';
import { italianDayOf, portionText } from '@app/schemas/fodmap/fodmapRules';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The FODMAP challenges in their order, with their outcome and tolerated portion: /fodmap and the doctor's patient page. */
export function FodmapOutcomes({ challenges, caption }: { challenges: ChallengeView[]; caption: string }) {
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Gruppo</TableCell>
            <TableCell>Cibo della prova</TableCell>
            <TableCell>Stato</TableCell>
            <TableCell>Esito</TableCell>
            <TableCell>Porzione tollerata</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {challenges.map((challenge) => (
            <TableRow key={challenge.group} data-group={challenge.group}>
              <TableCell>{challenge.name}</TableCell>
              <TableCell>
                {challenge.food} ({challenge.portions.map((amount) => portionText(amount, challenge.unit)).join(', ')})
              </TableCell>
              <TableCell>
                {STATUS_LABELS[challenge.status]}
                {challenge.startedOn && ` dal ${italianDayOf(challenge.startedOn)}`}
                {challenge.days.length > 0 && ` · sintomi ${challenge.days.map((day) => day.symptoms).join(', ')}`}
              </TableCell>
              <TableCell>{challenge.outcome ? OUTCOME_LABELS[challenge.outcome] : '—'}</TableCell>
              <TableCell>{challenge.toleratedPortion === null ? '—' : portionText(challenge.toleratedPortion, challenge.unit)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
