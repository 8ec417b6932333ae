import { describe, expect, it } from 'vitest';

import { openApiText } from '../../../tools/openapi';
import { api } from '../../../tools/testing/api';
import { routeKey } from '../shared/route';
import { routes } from './routes';

describe('OpenAPI document', () => {
  it('describes every route of the table, with its request schemas', () => {
    const document = JSON.parse(openApiText()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(document.openapi).toBe('3.1.0');
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(routes.map(routeKey).sort());
    for (const route of routes.filter((candidate) => candidate.body)) {
      const path = routeKey(route).split(' ')[1]!;
      expect(document.paths[path]?.[route.method]?.requestBody, routeKey(route)).toBeDefined();
    }
  });

  it('is served at GET /api/openapi.json', async () => {
    const response = await api('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(JSON.parse(openApiText()));
  });
});
