/**
 * The Auth emulator's out-of-band codes: what Firebase would have e-mailed (address confirmation,
 * password reset), read back by tests from the emulator's REST endpoint.
 */
import { PORTS } from '../ports';

export type OobRequestType = 'VERIFY_EMAIL' | 'PASSWORD_RESET';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

const OOB_CODES_URL = `http://127.0.0.1:${PORTS.auth}/emulator/v1/projects/demo-nutrizione/oobCodes`;

/** Every code the emulator holds for the address and request type, oldest first. */
export async function oobCodesFor(email: string, requestType: OobRequestType): Promise<string[]> {
  const response = await fetch(OOB_CODES_URL);
  if (!response.ok) throw new Error(`oobCodes: ${response.status}`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email.toLowerCase() && code.requestType === requestType).map((code) => code.oobCode);
}

/** The newest code for the address and request type; fails when there is none. */
export async function latestOobCode(email: string, requestType: OobRequestType): Promise<string> {
  const codes = await oobCodesFor(email, requestType);
  const latest = codes.at(-1);
  if (!latest) throw new Error(`Nessun codice ${requestType} per ${email}`);
  return latest;
}
