import type { SistemaTsMessage, SistemaTsOperation } from '@app/schemas/invoices/fiscal';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
/** esitoChiamata of an accepted document. */
const ACCEPTED = '0';

export interface SistemaTsConnection {
  endpoint: string;
  user: string;
  password: string;
  timeoutSeconds: number;
}

/** What a call came to: the TS accepted (with its protocol), refused (with its messages), or gave no valid answer. */
export type SistemaTsAnswer =
  | { outcome: 'accepted'; protocollo: string; esitoChiamata: string; messages: SistemaTsMessage[] }
  | { outcome: 'refused'; protocollo: string | null; esitoChiamata: string; messages: SistemaTsMessage[] }
  | { outcome: 'unreachable'; messages: SistemaTsMessage[] };

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });
const unreachable = (descrizione: string): SistemaTsAnswer => ({
  outcome: 'unreachable',
  messages: [{ codice: 'NON_RAGGIUNTO', descrizione, tipo: 'E' }],
});
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The answer of the TS from a SOAP response's text. */
export function readSistemaTsAnswer(status: number, text: string): SistemaTsAnswer {
  if (XMLValidator.validate(text) !== true) {
    return unreachable(`Il Sistema TS ha risposto con un testo che non è XML valido (HTTP ${status}): il documento resta da inviare`);
  }
  const body = parser.parse(text)?.Envelope?.Body ?? {};
  const fault = body.Fault;
  if (fault) return unreachable(`Il Sistema TS ha rifiutato la chiamata (HTTP ${status}): ${fault.faultstring ?? 'errore SOAP'}`);
  const response = Object.entries(body).find(([name]) => name.endsWith('DocumentoSpesaResponse'))?.[1] as
    { esitoChiamata?: string; protocollo?: string; listaMessaggi?: { messaggio?: SistemaTsMessage | SistemaTsMessage[] } } | undefined;
  if (!response?.esitoChiamata) return unreachable(`Il Sistema TS ha risposto senza esito (HTTP ${status}): il documento resta da inviare`);
  const messages = asList(response.listaMessaggi?.messaggio).map(({ codice, descrizione, tipo }) => ({
    codice: String(codice ?? ''),
    descrizione: String(descrizione ?? ''),
    tipo: String(tipo ?? ''),
  }));
  const { esitoChiamata } = response;
  return esitoChiamata === ACCEPTED && response.protocollo
    ? { outcome: 'accepted', protocollo: response.protocollo, esitoChiamata, messages }
    : { outcome: 'refused', protocollo: response.protocollo ?? null, esitoChiamata, messages };
}

/** The request in its SOAP envelope. */
export function soapEnvelope(request: XMLBuilder): string {
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele(SOAP_NAMESPACE, 'soapenv:Envelope')
    .ele('soapenv:Header')
    .up()
    .ele('soapenv:Body')
    .import(request.root())
    .doc()
    .end();
}

/**
 * Sends one request to the TS web service (SOAP over HTTPS, HTTP basic authentication with the
 * doctor's TS credentials). Never throws: a network failure, a timeout or a garbled answer is
 * `unreachable`, so the document stays to send with the reason shown.
 */
export async function callSistemaTs(
  operation: SistemaTsOperation,
  request: XMLBuilder,
  connection: SistemaTsConnection,
): Promise<SistemaTsAnswer> {
  try {
    const response = await fetch(connection.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/xml; charset=utf-8',
        SOAPAction: `"${operation}DocumentoSpesa"`,
        Authorization: `Basic ${Buffer.from(`${connection.user}:${connection.password}`).toString('base64')}`,
      },
      body: soapEnvelope(request),
      signal: AbortSignal.timeout(connection.timeoutSeconds * 1000),
    });
    return readSistemaTsAnswer(response.status, await response.text());
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return unreachable(
      timedOut
        ? `Il Sistema TS non ha risposto entro ${connection.timeoutSeconds} secondi: il documento resta da inviare`
        : `Il Sistema TS non è raggiungibile (${(error as Error).message}): il documento resta da inviare`,
    );
  }
}
