/** Compares the functions a bundle declares with the ones a deploy must create. */
import type { DeclaredFunction } from './functionsManifest';

export function functionProblems(declared: DeclaredFunction[], expected: Record<string, string>, region: string): string[] {
  const problems: string[] = [];
  for (const [name, trigger] of Object.entries(expected)) {
    const found = declared.find((candidate) => candidate.name === name);
    if (!found) problems.push(`manca la function ${name} (${trigger}): il bundle non la esporta`);
    else if (found.trigger !== trigger) problems.push(`${name}: l'attivazione è "${found.trigger}", attesa "${trigger}"`);
  }
  for (const found of declared) {
    if (!(found.name in expected)) {
      problems.push(`${found.name} (${found.trigger}) non è nell'elenco di tools/deploy/expectedFunctions.ts: aggiungila lì`);
    }
    if (found.region !== region) problems.push(`${found.name}: regione ${found.region}, attesa ${region}`);
  }
  return problems;
}
