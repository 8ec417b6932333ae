/**
 * A local stand-in of the Sistema TS web service (inserimento/variazione/cancellazione
 * DocumentoSpesa), started by the local stack: a test double for a service this machine cannot
 * reach. Like the TS it checks the credentials, validates every request against the official schema
 * (DocumentoSpesa730pSchema.xsd), decrypts the pincode and the patient's codice fiscale with the
 * key of the certificate the functions were given, and answers with a protocol or with its error
 * messages. Tests can make it fail (POST /__prova/modalita) and read what it received.
 */
import { createServer, type Server } from 'node:http';

import { create } from 'xmlbuilder2';

import { closeLoopback, listenOnLoopback, readBody } from '../loopbackServer';
import { schemaErrors } from '../xml/officialSchemas';
import { sistemaTsDecrypt, type SistemaTsTestKeys } from './testKeys';

const TS_NAMESPACE = 'http://documentospesap730.sanita.finanze.it';
const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
export const STAND_IN_PATH = '/DocumentoSpesa730pWeb/DocumentoSpesa730pPort';

/** The doctor's TS credentials on the local stack (functions/.secret.local). */
export const STAND_IN_CREDENTIALS = { user: 'PROVAX00X00X000Y', password: 'Salve123', pincode: '1234567890' };

/** How the next calls are answered: as the TS does, with an error, with a text that is not XML, or not at all. */
export const STAND_IN_MODES = ['ok', 'errore', 'xml-non-valido', 'nessuna-risposta'] as const;
export type StandInMode = (typeof STAND_IN_MODES)[number];

export interface ReceivedDocument {
  operation: string;
  numDocumento: string;
  cfCittadino: string | null;
  protocollo: string | null;
}

interface Message {
  codice: string;
  descrizione: string;
  tipo: string;
}

const tagText = (xml: string, name: string) => new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? null;

function soapResponse(operation: string, esito: string, protocollo: string | null, messages: Message[]): string {
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele(SOAP_NAMESPACE, 'soap:Envelope')
    .ele('soap:Body')
    .ele(TS_NAMESPACE, `ns2:${operation}DocumentoSpesaResponse`)
    .ele({
      esitoChiamata: esito,
      ...(protocollo ? { protocollo } : {}),
      listaMessaggi: { messaggio: messages },
    })
    .doc()
    .end();
}

export class SistemaTsStandIn {
  private server: Server | undefined;
  private mode: StandInMode = 'ok';
  private sequence = 0;
  readonly received: ReceivedDocument[] = [];

  constructor(private readonly keys: SistemaTsTestKeys) {}

  /** Checks a request as the TS does: the messages of its refusals (empty when accepted). */
  private async refusals(request: string): Promise<Message[]> {
    const errors = await schemaErrors(request, 'sistemaTs');
    if (errors.length) return errors.map((descrizione) => ({ codice: 'XSD', descrizione, tipo: 'E' }));
    const decrypt = (value: string | null) => (value === null ? null : sistemaTsDecrypt(this.keys.privateKey, value));
    try {
      if (decrypt(tagText(request, 'pincode')) !== STAND_IN_CREDENTIALS.pincode) {
        return [{ codice: '5', descrizione: 'Pincode errato', tipo: 'E' }];
      }
      const citizen = decrypt(tagText(request, 'cfCittadino'));
      if (citizen !== null && !/^[A-Z0-9]{16}$/.test(citizen)) {
        return [{ codice: '6', descrizione: 'Codice fiscale del cittadino non valido', tipo: 'E' }];
      }
    } catch {
      return [{ codice: '7', descrizione: 'Dati cifrati non decifrabili con il certificato SanitelCF', tipo: 'E' }];
    }
    return [];
  }

  private async answer(body: string, authorization: string | undefined): Promise<{ status: number; text: string } | null> {
    const expected = `Basic ${Buffer.from(`${STAND_IN_CREDENTIALS.user}:${STAND_IN_CREDENTIALS.password}`).toString('base64')}`;
    if (authorization !== expected) return { status: 401, text: 'Unauthorized' };
    const match = /<(?:\w+:)?Body[^>]*>([\s\S]*)<\/(?:\w+:)?Body>/.exec(body);
    const request = match?.[1]?.trim() ?? '';
    const operation = /^<(?:\w+:)?(inserimento|variazione|cancellazione)DocumentoSpesaRequest/.exec(request)?.[1];
    if (!operation)
      return {
        status: 500,
        text: soapResponse('inserimento', '2', null, [{ codice: 'SOAP', descrizione: 'Operazione sconosciuta', tipo: 'E' }]),
      };
    if (this.mode === 'nessuna-risposta') return null;
    if (this.mode === 'xml-non-valido') return { status: 200, text: '<html><body>Servizio non disponibile</body>' };
    const numDocumento = tagText(request, 'numDocumento') ?? '';
    const cipher = tagText(request, 'cfCittadino');
    const refusals =
      this.mode === 'errore'
        ? [{ codice: '1', descrizione: 'Il codice fiscale del cittadino non è presente in Anagrafe Tributaria', tipo: 'E' }]
        : await this.refusals(request);
    if (refusals.length) return { status: 200, text: soapResponse(operation, '1', null, refusals) };
    this.sequence += 1;
    const protocollo = `${new Date().toISOString().slice(2, 10).replaceAll('-', '')}${String(this.sequence).padStart(9, '0')}`;
    this.received.push({
      operation,
      numDocumento,
      cfCittadino: cipher ? sistemaTsDecrypt(this.keys.privateKey, cipher) : null,
      protocollo,
    });
    return {
      status: 200,
      text: soapResponse(operation, '0', protocollo, [{ codice: '0', descrizione: 'Documento acquisito', tipo: 'I' }]),
    };
  }

  /** Back to answering 'ok', with nothing received (the API lane, between two test files). */
  reset() {
    this.mode = 'ok';
    this.sequence = 0;
    this.received.splice(0);
  }

  /** The port it listens on (the OS's choice when started on port 0). */
  get port(): number {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  /** The address the functions send documents to. */
  get endpoint(): string {
    return `http://127.0.0.1:${this.port}${STAND_IN_PATH}`;
  }

  async start(port: number): Promise<void> {
    this.server = createServer((request, response) => {
      void (async () => {
        const body = await readBody(request);
        const json = (status: number, value: unknown) => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(value));
        };
        if (request.url === '/__prova/modalita' && request.method === 'POST') {
          const mode = (JSON.parse(body || '{}') as { mode?: StandInMode }).mode;
          if (!mode || !STAND_IN_MODES.includes(mode)) return json(400, { message: `Modalità: ${STAND_IN_MODES.join(', ')}` });
          this.mode = mode;
          return json(200, { mode });
        }
        if (request.url === '/__prova/ricevuti') return json(200, this.received);
        if (request.url !== STAND_IN_PATH || request.method !== 'POST') return json(404, { message: 'Non trovato' });
        const answer = await this.answer(body, request.headers.authorization);
        // No answer: the call is left open, as a TS that does not respond (the caller's timeout ends it).
        if (!answer) return;
        response.writeHead(answer.status, { 'Content-Type': 'text/xml; charset=utf-8' });
        response.end(answer.text);
      })().catch((error: Error) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(error.message);
      });
    });
    await listenOnLoopback(this.server, port);
  }

  async stop(): Promise<void> {
    await closeLoopback(this.server);
  }
}
