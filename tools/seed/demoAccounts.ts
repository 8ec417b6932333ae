/** The demo accounts shown on the login page and in the README. */
export const DEMO_USER = { uid: 'demo-utente', email: 'utente@demo.test', password: 'utente123', firstName: 'Giulia', lastName: 'Bianchi' };
export const DEMO_ADMIN = { uid: 'demo-admin', email: 'admin@demo.test', password: 'admin123', firstName: 'Chiara', lastName: 'Rossi' };
