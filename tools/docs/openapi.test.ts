import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { API_DOC_FILE, apiDocText, OPENAPI_FILE, openApiText } from '../openapi';

// Without the stack: the checked-in document against the one the route table generates now
// (functions/src/app/openapi.test.ts checks the served one and the routes it describes).
describe('docs/openapi.json', () => {
  it('is the document generated from the route table (run `npm run openapi`)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });

  it("docs/api.md's round trips are the contracts' (run `npm run openapi`)", () => {
    expect(readFileSync(API_DOC_FILE, 'utf8')).toBe(apiDocText());
  });
});
