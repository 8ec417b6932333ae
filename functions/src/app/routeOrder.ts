import type { ApiRoute } from '../shared/route';

/**
 * How specific a path segment is: a literal ('members') before a parameter with a literal part
 * (':id.ics'), before a bare parameter (':id').
 */
const rankOf = (segment: string) => (!segment.startsWith(':') ? 0 : segment.includes('.') ? 1 : 2);

/** Orders two routes' paths segment by segment, the more specific first. */
export function bySpecificity(a: Pick<ApiRoute, 'path'>, b: Pick<ApiRoute, 'path'>): number {
  const [first, second] = [a.path.split('/'), b.path.split('/')];
  for (let index = 0; index < Math.min(first.length, second.length); index += 1) {
    const difference = rankOf(first[index]!) - rankOf(second[index]!);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The routes in the order the router tries them, which therefore decides nothing
 * (docs/architecture.md, Contracts): the more specific path first, so
 * '/admin/appointments/members/:uid/decline' comes before '/admin/appointments/:id/decline' in
 * whatever order the domains list them. routes.test.ts checks that no route shadows another.
 */
export const inMatchingOrder = <R extends Pick<ApiRoute, 'path'>>(routes: readonly R[]): R[] => [...routes].sort(bySpecificity);
