/**
 * Fails when the source has an import cycle (type-only imports included: they tie files as tightly for a reader).
 * Part of `npm run lint`; the direction rules themselves are in eslint.config.js.
 *
 *   tsx tools/import-cycles.ts
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps/api/src', 'apps/api/scripts', 'apps/web/src', 'packages/contracts/src', 'e2e/support', 'tools'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => fs.existsSync(file));
}

const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)));
const edges = new Map<string, string[]>();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1] ?? '')).filter((target): target is string => !!target);
  edges.set(file, [...new Set(targets)]);
}

/** Tarjan's strongly connected components: every component of more than one file is a cycle. */
function cycles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component);
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return found;
}

const found = cycles();
for (const component of found) {
  console.error(`Import cycle of ${component.length} files:`);
  for (const file of component.sort()) console.error(`  ${path.relative(root, file)}`);
}
if (found.length) process.exit(1);
console.log(`No import cycle among ${files.length} files.`);
