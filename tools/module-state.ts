/**
 * Fails when the API keeps runtime state at module level (apps/api/src). Such state is shared by every app built
 * in one process (the API tests build several) and outlives the app; it belongs in the app's context instead
 * (AppContext, made by createAppState in apps/api/src/app-state.ts). Flagged:
 * - a top-level `let` or `var`;
 * - a top-level `const` holding a Map, Set, WeakMap, WeakSet, array or object literal that is mutated anywhere in
 *   apps/api/src (set, add, push, delete, an assignment to one of its properties...);
 * - a top-level `const` holding a `new` instance of any other class (a singleton), and a class's static field
 *   that is not a readonly value.
 * Part of `npm run lint`. Real constants go in the allow-lists below, each with its reason.
 *
 *   tsx tools/module-state.ts
 */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(root, 'apps/api/src');

/** Top-level variables that are constants computed on first use, by file (from the repository root) and name. */
const ALLOWED_VARIABLES: { file: string; name: string; reason: string }[] = [
  {
    file: 'apps/api/src/lib/gazetteer/gazetteer.ts',
    name: 'loaded',
    reason: 'the GeoNames places shipped in a package, read once: a read-only table the same for every app',
  },
  {
    file: 'apps/api/src/seed/content-seed.ts',
    name: 'encodedSeedAudios',
    reason: 'the mp3s of three fixed tones, encoded once and never changed: the same files for every app it seeds',
  },
  {
    file: 'apps/api/src/lib/passwords.ts',
    name: 'dummyHash',
    reason: 'the hash of a fixed password, made once and never changed: only there to make unknown e-mails take as long',
  },
];

/** Classes whose instances hold nothing an app changes, so one per module is a constant. */
const ALLOWED_CLASSES: Record<string, string> = {
  PgDialect: "renders SQL; its only memory is a cache of column names' casing, the same for every app",
  AsyncLocalStorage: "holds nothing itself: each request's value lives in that request's asynchronous context",
  'Intl.DateTimeFormat': 'an immutable formatter',
};

const CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);
const MUTATING_METHODS = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);

const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'apps/api/tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!config) throw new Error('apps/api/tsconfig.json could not be read');
const files = config.fileNames.filter((file) => path.resolve(file).startsWith(SOURCE + path.sep));
const program = ts.createProgram(files, config.options);
const checker = program.getTypeChecker();
const sources = files.map((file) => program.getSourceFile(file)).filter((source): source is ts.SourceFile => !!source);

type Finding = { file: string; line: number; name: string; what: string };
const findings: Finding[] = [];
const usedAllowances = new Set<string>();
const where = (node: ts.Node) => {
  const source = node.getSourceFile();
  return { file: path.relative(root, source.fileName), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 };
};

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node)
    ? unwrap(node.expression)
    : node;

/** What a top-level initializer holds: a container that is state if mutated, a singleton, or a value. */
function kindOf(initializer: ts.Expression | undefined): { container: string } | { instance: string } | undefined {
  if (!initializer) return undefined;
  const value = unwrap(initializer);
  if (ts.isArrayLiteralExpression(value)) return { container: 'array' };
  if (ts.isObjectLiteralExpression(value)) return { container: 'object' };
  if (ts.isNewExpression(value)) {
    const name = value.expression.getText();
    return CONTAINERS.has(name) ? { container: name } : { instance: name };
  }
  return undefined;
}

/** Symbols of top-level containers, to find their mutations afterwards. */
const containers = new Map<ts.Symbol, { node: ts.Node; name: string; container: string }>();

function checkVariables(statement: ts.VariableStatement) {
  const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
  for (const declaration of statement.declarationList.declarations) {
    const name = declaration.name.getText();
    if (!constant) {
      const at = where(declaration);
      const allowance = ALLOWED_VARIABLES.find((allowed) => allowed.file === at.file && allowed.name === name);
      if (allowance) usedAllowances.add(`${allowance.file} ${allowance.name}`);
      else findings.push({ ...at, name, what: 'a top-level variable' });
      continue;
    }
    const kind = kindOf(declaration.initializer);
    if (!kind) continue;
    if ('instance' in kind) {
      if (kind.instance in ALLOWED_CLASSES) usedAllowances.add(kind.instance);
      else findings.push({ ...where(declaration), name, what: `a module-wide instance of ${kind.instance}` });
      continue;
    }
    const symbol = checker.getSymbolAtLocation(declaration.name);
    if (symbol) containers.set(symbol, { node: declaration, name, container: kind.container });
  }
}

function checkStatics(node: ts.ClassLikeDeclaration) {
  for (const member of node.members) {
    if (!ts.isPropertyDeclaration(member) || !ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) continue;
    const readonly = ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword);
    const kind = kindOf(member.initializer);
    if (!readonly || (kind && 'container' in kind)) findings.push({ ...where(member), name: member.name.getText(), what: 'a static field' });
  }
}

for (const source of sources) {
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) checkVariables(statement);
  }
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) checkStatics(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The top-level container `node` names, through an import if it is one. */
function containerOf(node: ts.Node) {
  if (!ts.isIdentifier(node)) return undefined;
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol && containers.get(symbol);
}

/** Whether `reference` (a container's name) is changed here: `x.set(…)`, `x.a = …`, `x[k]++`, `delete x.a`, `Object.assign(x, …)`. */
function isMutation(reference: ts.Identifier): boolean {
  let target: ts.Expression = reference;
  let steps = 0;
  while ((ts.isPropertyAccessExpression(target.parent) || ts.isElementAccessExpression(target.parent)) && target.parent.expression === target) {
    target = target.parent;
    steps += 1;
  }
  const parent = target.parent;
  if (ts.isCallExpression(parent) && parent.expression === target && ts.isPropertyAccessExpression(target)) {
    if (MUTATING_METHODS.has(target.name.text)) return true;
  }
  if (ts.isCallExpression(parent) && /^Object\.(assign|defineProperty|defineProperties)$/.test(parent.expression.getText()) && parent.arguments[0] === target) {
    return true;
  }
  if (steps === 0) return false;
  if (ts.isBinaryExpression(parent) && parent.left === target && parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment) {
    return parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
  }
  if (
    (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
    [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(parent.operator)
  ) {
    return true;
  }
  return ts.isDeleteExpression(parent);
}

const mutated = new Set<ts.Node>();
for (const source of sources) {
  const visit = (node: ts.Node) => {
    const container = containerOf(node);
    if (container && !mutated.has(container.node) && isMutation(node as ts.Identifier)) {
      mutated.add(container.node);
      findings.push({
        ...where(container.node),
        name: container.name,
        what: `a module-wide ${container.container} that is changed (${where(node).file}:${where(node).line})`,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

for (const allowed of ALLOWED_VARIABLES) {
  if (!usedAllowances.has(`${allowed.file} ${allowed.name}`))
    findings.push({ file: allowed.file, line: 0, name: allowed.name, what: 'an allowance for a variable that no longer exists' });
}

findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
for (const finding of findings)
  console.error(
    `${finding.file}:${finding.line}: ${finding.name} is ${finding.what}: keep it in the app's state (apps/api/src/app-state.ts) or in the object that owns it`,
  );
if (findings.length) process.exit(1);
console.log(`No module-wide state among ${sources.length} files of apps/api/src.`);
