import { defineString } from 'firebase-functions/params';

/**
 * The project's Web API key, for Identity Toolkit's sign-in call. A declared parameter: `firebase
 * deploy` asks for it (or reads `functions/.env.<project-id>`); the local stack writes the
 * emulators' own in `functions/.env.local`.
 */
export const WEB_API_KEY = defineString('WEB_API_KEY', { description: 'Web API key del progetto Firebase (Impostazioni progetto)' });
