/** The tests' handle on the Sistema TS stand-in: the test file's own in the API lane, else the running stack's. */
import { SISTEMA_TS_PORT } from '../ports';
import type { ReceivedDocument, StandInMode } from '../sistemaTs/standIn';
import { apiLane } from './apiLane/lane';

const BASE = `http://127.0.0.1:${apiLane()?.standIn.port ?? SISTEMA_TS_PORT}/__prova`;

export async function setStandInMode(mode: StandInMode): Promise<void> {
  const response = await fetch(`${BASE}/modalita`, { method: 'POST', body: JSON.stringify({ mode }) });
  if (!response.ok) throw new Error(`stand-in: ${response.status}`);
}

export async function receivedByStandIn(): Promise<ReceivedDocument[]> {
  return (await fetch(`${BASE}/ricevuti`)).json() as Promise<ReceivedDocument[]>;
}
