import TodayPanel from '../../appointments/admin/TodayPanel';
import { PageTitle } from '../../shared/components/PageTitle';

/** The `/` of a doctor without the admin's role: her day, "Oggi". */
export default function DoctorHome() {
  return (
    <>
      <PageTitle subtitle="Le visite e le richieste di oggi">Lo studio</PageTitle>
      <TodayPanel />
    </>
  );
}
