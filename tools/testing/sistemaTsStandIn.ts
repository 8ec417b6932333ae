/** The API tests' handle on the local Sistema TS stand-in of the running stack. */
import { SISTEMA_TS_PORT } from '../ports';
import type { ReceivedDocument, StandInMode } from '../sistemaTs/standIn';

const BASE = `http://127.0.0.1:${SISTEMA_TS_PORT}/__prova`;

export async function setStandInMode(mode: StandInMode): Promise<void> {
  const response = await fetch(`${BASE}/modalita`, { method: 'POST', body: JSON.stringify({ mode }) });
  if (!response.ok) throw new Error(`stand-in: ${response.status}`);
}

export async function receivedByStandIn(): Promise<ReceivedDocument[]> {
  return (await fetch(`${BASE}/ricevuti`)).json() as Promise<ReceivedDocument[]>;
}
