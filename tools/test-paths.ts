/**
 * Fails when an API test (apps/api/test) types the path of a contract call by hand: a string or template starting
 * with `/v1/` whose path matches an endpoint of packages/contracts. Such a test calls through its contract instead,
 * `request(caller, endpoint, input)` (apps/api/test/support/request.ts), so it cannot drift from the route it means.
 * Paths that are no contract call (/v1/docs, unknown routes...) pass. A test that must send a contract path as raw
 * text (a real socket, a URL the router is meant to refuse) says why in a `test-paths: <reason>` comment on the line
 * or the line above. Part of `npm run lint`.
 *
 *   tsx tools/test-paths.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { allEndpoints } from '../packages/contracts/src/all-endpoints';

const root = path.resolve(import.meta.dirname, '..');
const TESTS = path.join(root, 'apps/api/test');
/** Stands for an interpolated expression: it may be any segment. */
const ANY = '\u0000';

/** Files that must name documented paths as text, by path from the repository root, each with its reason. */
const ALLOWED_FILES: Record<string, string> = {
  'apps/api/test/support/generated': 'types generated from the OpenAPI document, keyed by its paths',
  'apps/api/test/platform/generated-client.test.ts': "calls through the client generated from the OpenAPI document, whose methods take the document's paths",
};

const endpointSegments = allEndpoints.map((endpoint) => endpoint.path.split('/').slice(1));

function typeScriptFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The literal's text, each `${...}` as ANY. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => ANY + span.literal.text).join('');
  return undefined;
}

function isContractPath(text: string): boolean {
  if (!text.startsWith('/v1/')) return false;
  const segments = text.slice('/v1'.length).split(/[?#]/)[0]!.split('/').slice(1);
  // An interpolated part may stand for anything there, a query string after a name included.
  const fits = (segment: string, pattern: string) =>
    pattern.startsWith(':') || new RegExp(`^${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(ANY, '.*')}$`).test(pattern);
  return endpointSegments.some((pattern) => pattern.length === segments.length && pattern.every((part, i) => fits(segments[i]!, part)));
}

/** A `test-paths:` reason on the literal's line or the one above, or above the list the literal is in. */
function allowed(node: ts.Node, sourceFile: ts.SourceFile): boolean {
  const lines = sourceFile.text.split('\n');
  const lineOf = (at: ts.Node) => sourceFile.getLineAndCharacterOfPosition(at.getStart()).line;
  const starts = [lineOf(node)];
  for (let at = node.parent; at && ts.isArrayLiteralExpression(at); at = at.parent) starts.push(lineOf(at));
  return starts.some((line) => [lines[line], lines[line - 1]].some((text) => text !== undefined && /test-paths: \S/.test(text)));
}

const problems: string[] = [];
const files = typeScriptFiles(TESTS);
for (const file of files) {
  const name = path.relative(root, file);
  if (Object.keys(ALLOWED_FILES).some((allowedPath) => name === allowedPath || name.startsWith(`${allowedPath}/`))) continue;
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes('/v1/')) continue;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== undefined && isContractPath(text)) {
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line;
      if (!allowed(node, sourceFile)) problems.push(`${name}:${line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(
    `${problems.length} contract paths typed by hand in API tests: call through request(caller, endpoint, input) (apps/api/test/support/request.ts).`,
  );
  process.exit(1);
}
console.log(`No contract path typed by hand in ${files.length} API test files.`);
