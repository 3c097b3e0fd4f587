import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Every refusal the server and contracts/ can send, read from the source: the first argument (and the `fields`
 * messages) of each `new ValidationError(...)` and its siblings of contracts/errors.ts, and the messages of the
 * zod checks of contracts/. A string literal is taken as written; a constant (`MESSAGES.x`, `SESSION_ENDED`) by
 * its literal type, through the type checker; a template literal as a template whose `${...}` parts are `{p1}`...
 */

export const root = path.resolve(import.meta.dirname, '../../..');

const ERROR_CLASSES = new Set([
  'AppError', 'ValidationError', 'UnauthenticatedError', 'ForbiddenError', 'NotFoundError', 'ConflictError',
  'RateLimitError', 'ServiceUnavailableError',
]);
const ZOD_CHECKS = new Set([
  'min', 'max', 'length', 'email', 'url', 'regex', 'refine', 'superRefine', 'nonempty', 'int', 'positive',
  'nonnegative', 'negative', 'gt', 'gte', 'lt', 'lte', 'multipleOf', 'startsWith', 'endsWith', 'includes', 'uuid',
  'datetime', 'date', 'string', 'number', 'boolean', 'enum', 'literal', 'array', 'object', 'union', 'check', 'trim',
]);

/** A message found in the source, where, and whether it is a template (`{p1}` parts stand for what varies). */
export interface FoundMessage { text: string; where: string; template: boolean }

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(root, dir, f));
}

/** The texts an expression can be: literals, constants of literal type, both sides of a `?:`, templates. */
function textsOf(node: ts.Expression, checker: ts.TypeChecker): Array<{ text: string; template: boolean }> | null {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return textsOf(node.expression, checker);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text, template: false }];
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    node.templateSpans.forEach((span, i) => { text += `{p${i + 1}}${span.literal.text}`; });
    return [{ text, template: true }];
  }
  if (ts.isConditionalExpression(node)) {
    const a = textsOf(node.whenTrue, checker);
    const b = textsOf(node.whenFalse, checker);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    // Both sides: what the value may be (its literal types, null left out), and the fallback.
    const a = textsOf(node.left, checker);
    const b = textsOf(node.right, checker);
    return a && b ? [...a, ...b] : b;
  }
  const type = checker.getTypeAtLocation(node);
  const parts = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  if (parts.length === 0) return null;
  if (parts.every((t) => t.isStringLiteral())) return parts.map((t) => ({ text: (t as ts.StringLiteralType).value, template: false }));
  return null;
}

/** The source files of server/, graphql/ and contracts/. */
export function projectFiles(): string[] {
  return ['server', 'graphql', 'contracts'].flatMap(sourceFiles);
}

function programOf(files: string[]): ts.Program {
  return ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true, resolveJsonModule: true, jsx: ts.JsxEmit.ReactJSX, strict: true, noEmit: true, skipLibCheck: true,
  });
}

/**
 * Every refusal message of the source. `unknown` lists the places whose message is a value computed at run time
 * (a variable of type string): these carry a message made elsewhere, whose own source is scanned in its turn.
 */
export function refusalMessages(files: string[] = projectFiles()): { found: FoundMessage[]; unknown: string[] } {
  const prog = programOf(files);
  const scanned = new Set(files);
  const checker = prog.getTypeChecker();
  const found: FoundMessage[] = [];
  const unknown: string[] = [];
  for (const file of prog.getSourceFiles()) {
    const rel = path.relative(root, file.fileName);
    if (!scanned.has(file.fileName) && !scanned.has(path.normalize(file.fileName))) continue;
    const isZodFile = (rel.startsWith('contracts') || !rel.startsWith('server')) && !rel.startsWith('graphql') && /from 'zod/.test(file.text);
    const add = (expr: ts.Expression) => {
      const where = `${rel}:${file.getLineAndCharacterOfPosition(expr.getStart()).line + 1}`;
      const texts = textsOf(expr, checker);
      if (!texts) unknown.push(where);
      else for (const t of texts) found.push({ ...t, where });
    };
    const addFields = (obj: ts.Expression) => {
      if (!ts.isObjectLiteralExpression(obj)) return;
      for (const p of obj.properties) if (ts.isPropertyAssignment(p)) add(p.initializer);
    };
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && ERROR_CLASSES.has(node.expression.text) && node.arguments?.length) {
        add(node.arguments[0]);
        const options = node.arguments[1];
        if (options && ts.isObjectLiteralExpression(options)) {
          for (const p of options.properties) if (ts.isPropertyAssignment(p) && p.name.getText() === 'fields') addFields(p.initializer);
        }
      }
      if (isZodFile && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ZOD_CHECKS.has(node.expression.name.text)) {
        for (const arg of node.arguments) {
          if (ts.isStringLiteral(arg) && node.expression.name.text !== 'literal' && node.expression.name.text !== 'includes' && node.expression.name.text !== 'startsWith' && node.expression.name.text !== 'endsWith') add(arg);
          if (ts.isObjectLiteralExpression(arg)) {
            for (const p of arg.properties) {
              if (ts.isPropertyAssignment(p) && (p.name.getText() === 'message' || p.name.getText() === 'error') && !ts.isArrowFunction(p.initializer)) add(p.initializer);
            }
          }
        }
      }
      if (isZodFile && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'addIssue') {
        const arg = node.arguments[0];
        if (arg && ts.isObjectLiteralExpression(arg)) {
          for (const p of arg.properties) if (ts.isPropertyAssignment(p) && p.name.getText() === 'message') add(p.initializer);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { found, unknown };
}
