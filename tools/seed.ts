import './node22';

import { seedDemoData } from './seed/seedDemoData';
import { emulatorEnv, PROJECT_ID } from './stack';

// Seeds the running local emulators (npm start seeds by itself; this is for a manual re-run).
Object.assign(process.env, emulatorEnv());
const created = await seedDemoData(PROJECT_ID);
console.log(`Dati demo: ${created} documenti creati.`);
