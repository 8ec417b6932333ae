import type { ApiRoute } from '../route';
import { openApiRoute } from './openApi.handler';

/** The docs routes, in the order Express tries them. */
export const docsRoutes: readonly ApiRoute[] = [openApiRoute];
