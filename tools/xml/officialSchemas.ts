/**
 * Validation against the official schemas vendored in functions/src/invoices/xsd (xmllint compiled
 * to WebAssembly: no system package needed). Used by the tests and by the local Sistema TS stand-in.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const XSD_DIR = resolve(import.meta.dirname, '..', '..', 'functions', 'src', 'invoices', 'xsd');
const xsd = (fileName: string): XMLFileInfo => ({ fileName, contents: readFileSync(join(XSD_DIR, fileName), 'utf8') });

export const OFFICIAL_SCHEMAS = {
  sistemaTs: { schema: 'DocumentoSpesa730pSchema.xsd', preload: [] as string[] },
  fatturaPa: { schema: 'FatturaPA_v1.2.2.xsd', preload: ['xmldsig-core.xsd'] },
} as const;

/** The schema's complaints about a document; empty when it is valid. */
export async function schemaErrors(xml: string, which: keyof typeof OFFICIAL_SCHEMAS): Promise<string[]> {
  const { schema, preload } = OFFICIAL_SCHEMAS[which];
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [xsd(schema)],
    preload: preload.map(xsd),
  });
  return result.errors.map((error) => error.rawMessage);
}
