/** The packages a functions bundle loads at run time, and which of them an install lacks. */
import { createRequire, isBuiltin } from 'node:module';

/**
 * Every non-builtin module the bundle requires or imports by name, even inside a handler, and every
 * file it resolves in a package (`require.resolve`, such as the PDFs' fonts).
 */
export function modulesRequiredBy(bundle: string): string[] {
  const names = new Set<string>();
  for (const match of bundle.matchAll(/\b(?:require|require\.resolve|import)\(\s*["']([^"'./][^"']*)["']\s*\)/g)) {
    const name = match[1]!;
    if (!isBuiltin(name)) names.add(name);
  }
  return [...names].sort();
}

/** The modules that do not resolve from `entryFile`, as the runtime would look for them. */
export function unresolvedModules(entryFile: string, modules: string[]): string[] {
  const resolveFrom = createRequire(entryFile);
  return modules.filter((name) => {
    try {
      resolveFrom.resolve(name);
      return false;
    } catch {
      return true;
    }
  });
}
