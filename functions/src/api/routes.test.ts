import { routeKey } from '@app/schemas/contract';
import { routes as contracts } from '@app/schemas/contracts/index';
import { describe, expect, it } from 'vitest';

import { routes } from './routes';

describe('the route table', () => {
  it('implements every contract of schemas/src/contracts once, and nothing else', () => {
    const declared = Object.values(contracts).flatMap((domain) => Object.values(domain).map(routeKey));
    const implemented = routes.map(routeKey);
    expect(new Set(declared).size).toBe(declared.length);
    expect(new Set(implemented).size).toBe(implemented.length);
    expect([...implemented].sort()).toEqual([...declared].sort());
  });

  it('keeps each contract as declared: access, schemas and status come from the contract alone', () => {
    const byKey = new Map(
      Object.values(contracts).flatMap((domain) => Object.values(domain).map((contract) => [routeKey(contract), contract])),
    );
    for (const route of routes) {
      const contract = byKey.get(routeKey(route))!;
      const { handler: _handler, ...declared } = route;
      expect(declared, routeKey(route)).toEqual(contract);
    }
  });
});
