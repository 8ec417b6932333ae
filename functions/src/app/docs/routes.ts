import type { ApiRoute } from '../../shared/route';
import { openApiRouteOf } from './openApi.handler';

/** The docs routes, in the order Express tries them, describing the table they are given. */
export const docsRoutesOf = (table: () => readonly ApiRoute[]): readonly ApiRoute[] => [openApiRouteOf(table)];
