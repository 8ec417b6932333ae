import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { PageTitle } from '../../shared/components/PageTitle';
import { coursesQuery, myCoursesQuery } from '../api/courses';
import { CourseDialog } from '../components/CourseDialog';
import { CourseGrid } from '../components/CourseGrid';

const TABS = {
  all: { label: 'Tutti i Corsi', empty: 'Nessun corso disponibile al momento' },
  mine: { label: 'I Miei Corsi', empty: 'Non sei ancora iscritto a nessun corso' },
} as const;
type TabKey = keyof typeof TABS;

/** /classroom (docs/product.md, Screens): every published course, or the caller's; a course opens in a dialog. */
export default function ClassroomPage() {
  const [tab, setTab] = useState<TabKey>('all');
  const [courseId, setCourseId] = useState<string | null>(null);
  const all = useQuery(coursesQuery());
  // docs/product.md (Data fetching): the enrolled list is fetched only while its tab is active.
  const mine = useQuery(myCoursesQuery(tab === 'mine'));
  // Read from the lists, so the dialog shows the refetched progress after each action.
  const openCourse = [...(all.data ?? []), ...(mine.data ?? [])].find((course) => course.id === courseId);

  return (
    <Box>
      <PageTitle subtitle="Percorsi guidati per capire i sintomi e cambiare alimentazione, una lezione alla volta.">Corsi</PageTitle>
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setTab(value)}
        aria-label="Elenchi dei corsi"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {(Object.keys(TABS) as TabKey[]).map((key) => (
          <Tab key={key} value={key} label={TABS[key].label} id={`tab-${key}`} aria-controls={`pannello-${key}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`pannello-${tab}`} aria-labelledby={`tab-${tab}`}>
        <CourseGrid courses={tab === 'all' ? all : mine} label={TABS[tab].label} emptyText={TABS[tab].empty} onOpen={setCourseId} />
      </div>
      <CourseDialog course={openCourse} onClose={() => setCourseId(null)} />
    </Box>
  );
}
