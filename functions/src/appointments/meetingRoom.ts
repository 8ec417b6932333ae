import { randomBytes } from 'node:crypto';

/**
 * The name of a visit's video room on meet.jit.si (docs/security.md, Online visits): 24 random
 * bytes in base64url, 32 characters. Jitsi lowercases room names, which leaves 38 symbols a
 * character, about 168 bits: nobody finds the room who was not given its link.
 */
export const newMeetingRoom = (): string => randomBytes(24).toString('base64url');
