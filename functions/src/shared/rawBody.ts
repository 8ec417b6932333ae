import type { IncomingMessage } from 'node:http';

/**
 * express.json's `verify` hook that keeps the bytes of a body sent to one of `paths` as `rawBody`,
 * where the functions runtime keeps them too (it parses every body before the app, and then the
 * app's parser never runs): the handler reads the same field on either.
 */
export const keepRawBodyOf = (paths: readonly string[]) => (req: IncomingMessage, _res: unknown, bytes: Buffer) => {
  const path = (req.url ?? '').split('?')[0]!;
  if (paths.includes(path)) (req as IncomingMessage & { rawBody?: Buffer }).rawBody = bytes;
};
