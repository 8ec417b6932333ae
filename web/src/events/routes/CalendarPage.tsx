import { useCurrentUser } from '../../shared/api/session';
import { MemberCalendar } from '../components/MemberCalendar';
import { PublicCalendar } from '../components/PublicCalendar';

/** /calendar: the members' view when signed in, the public one otherwise (docs/product.md, Screens). */
export default function CalendarPage() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <MemberCalendar /> : <PublicCalendar />;
}
