/**
 * The checks firebase-tools itself applies to the project's config, borrowed from its package so
 * they are the CLI's own: the JSON schemas it ships, the validator it runs on firebase.json, and
 * the validation `firebase deploy --only firestore:indexes` runs on the index file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface ValidateFunction {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string; params: object }[] | null;
}

const requireFromCli = createRequire(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
const cliRoot = (path: string) => join(requireFromCli.resolve('firebase-tools/package.json'), '..', path);

const errorsOf = (validate: ValidateFunction, data: unknown) =>
  validate(data)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);

/** firebase.json's errors by the schema the CLI validates it with on every command. */
export function firebaseJsonErrors(config: unknown): string[] {
  const { getValidator } = requireFromCli('firebase-tools/lib/firebaseConfigValidate.js') as { getValidator(): ValidateFunction };
  return errorsOf(getValidator(), config);
}

/** .firebaserc's errors by the schema firebase-tools ships for it (schema/firebaserc.json). */
export function firebaseRcErrors(rc: unknown): string[] {
  const { Ajv } = requireFromCli('ajv') as { Ajv: new (options: object) => { compile(schema: object): ValidateFunction } };
  const schema = JSON.parse(readFileSync(cliRoot('schema/firebaserc.json'), 'utf8')) as object;
  return errorsOf(new Ajv({ allowUnionTypes: true }).compile(schema), rc);
}

/** Throws the CLI's own message when the index file would not deploy. */
export function validateIndexFile(spec: unknown): void {
  const { FirestoreApi } = requireFromCli('firebase-tools/lib/firestore/api.js') as {
    FirestoreApi: new () => { upgradeOldSpec(spec: unknown): unknown; validateSpec(spec: unknown): void };
  };
  const api = new FirestoreApi();
  api.validateSpec(api.upgradeOldSpec(spec));
}
