import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';

import type { ApiRoute } from '../../shared/route';

const errorBody = z.object({ message: z.string().meta({ description: 'Il messaggio in italiano' }) });

const ACCESS_NOTES = {
  visitor: 'Aperta a tutti.',
  member: 'Solo membri: 401 senza sessione.',
  admin: 'Solo amministratori: 401 senza sessione, 403 ai membri.',
  doctor: 'Solo il medico (dati sanitari): 401 senza sessione, 403 a chi non ha il ruolo di medico, amministratori compresi.',
} as const;

function responsesOf(route: ApiRoute): ZodOpenApiOperationObject['responses'] {
  const status = String(route.status ?? 200);
  const errors = { description: 'Errore, con il messaggio in italiano', content: { 'application/json': { schema: errorBody } } };
  if (route.response === 'redirect') return { '302': { description: 'Reindirizza' }, default: errors };
  if ('contentType' in route.response) {
    return {
      [status]: {
        description: 'File',
        content: { [route.response.contentType]: { schema: { type: 'string' as const, format: 'binary' } } },
      },
      default: errors,
    };
  }
  return {
    [status]: { description: 'Risposta', content: { 'application/json': { schema: route.response as z.ZodType } } },
    default: errors,
  };
}

function operationOf(route: ApiRoute): ZodOpenApiOperationObject {
  const operation: ZodOpenApiOperationObject = {
    summary: route.summary,
    description: ACCESS_NOTES[route.access],
    tags: [route.access],
    responses: responsesOf(route),
  };
  if (route.params || route.query) {
    operation.requestParams = {
      ...(route.params ? { path: route.params as z.ZodObject } : {}),
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
    };
  }
  if (route.body) operation.requestBody = { content: { 'application/json': { schema: route.body as z.ZodType } } };
  return operation;
}

/** The OpenAPI 3.1 document of the route table, from the same zod schemas the API validates with. */
export function openApiDocument(routes: readonly ApiRoute[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Nutrizione Funzionale API',
      version: '1.0.0',
      description: "L'API del sito e dell'app dei pazienti. La sessione è il cookie HttpOnly `__session`.",
    },
    paths,
  });
}
