import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** README.md and every docs/*.md: the documents whose paths must exist. */
export const documents = () => [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|rules|sh|yml|yaml|xsd|xml)$/;
const topLevel = new Set(readdirSync(ROOT));

/**
 * The backticked strings of a Markdown text that name a repository path: a file with a known
 * extension, or a path whose first folder is one of the repository's. URLs, API and page paths
 * (`/api/…`, `/admin`), placeholders (`{id}`, `<project-id>`, `…`) and globs are not paths.
 */
export function repositoryPathsIn(markdown: string): string[] {
  const spans = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  return spans.filter((span) => {
    if (/[\s*{}<>…:?=@,'"[\]()|]/.test(span) || span.startsWith('/') || span.startsWith('~')) return false;
    const path = span.replace(/\/$/, '');
    return FILE_EXTENSION.test(path) || (path.includes('/') && topLevel.has(path.split('/')[0]!));
  });
}

/** Files the repository holds, plus whatever exists on disk (build output and generated files). */
const trackedFiles = (() => {
  let files: string[] = [];
  return () => {
    if (files.length === 0) files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    return files;
  };
})();

const isIgnored = (path: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether a documented path exists: a path with a folder from the repository's root (or a file a
 * build writes, which git ignores); a bare file name (`session.spec.ts`) anywhere in the repository.
 */
export function pathExists(path: string): boolean {
  const clean = path.replace(/\/$/, '');
  if (!clean.includes('/')) return existsSync(join(ROOT, clean)) || trackedFiles().some((file) => basename(file) === clean);
  return (
    existsSync(join(ROOT, clean)) ||
    trackedFiles().some((file) => file.startsWith(`${clean}/`)) ||
    isIgnored(clean) ||
    isIgnored(`${clean}/`)
  );
}

export const missingPathsOf = (document: string) =>
  repositoryPathsIn(readFileSync(join(ROOT, document), 'utf8')).filter((path) => !pathExists(path));
