import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { z } from 'zod';
import type { JsonSchema } from './schema-subset.js';
import { type BaselinePart, type BaselinePaths, baselinePaths, listDeployables, repoRoot } from './baseline.js';

/**
 * The shape of every `/trpc` procedure a production server mounts, as plain JSON the baseline
 * keeps: inputs from the zod parsers (their input side, JSON Schema), outputs from the TypeScript
 * type the front ends are compiled against (`inferRouterOutputs<ProductionRouter>`) in the same
 * JSON Schema terms, with superjson's own types (see `JsonSchema`).
 */

export interface ProcedureShape {
  type: 'query' | 'mutation' | 'subscription';
  input: JsonSchema;
  output: JsonSchema;
}

export interface TrpcShape {
  /** By dotted path, sorted. */
  procedures: Record<string, ProcedureShape>;
}

/** How deep an output type is followed; deeper (or recursive) parts are recorded as anything. */
const maxOutputDepth = 12;

interface RuntimeProcedure {
  _def: { type: ProcedureShape['type']; inputs: unknown[] };
}

/** Each procedure's type and input shape, from the router's parsers. */
export async function procedureInputs(): Promise<Record<string, Pick<ProcedureShape, 'type' | 'input'>>> {
  // Loaded here: the API's dependencies are only needed by this check.
  const { productionRouter } = await import('@shop/api');
  const procedures = productionRouter._def.procedures as unknown as Record<string, RuntimeProcedure>;
  return Object.fromEntries(Object.entries(procedures).map(([procedurePath, { _def }]) => [procedurePath, { type: _def.type, input: inputShape(_def.inputs) }]));
}

function inputShape(parsers: unknown[]): JsonSchema {
  if (parsers.length === 0) return { type: 'undefined' };
  const schemas = parsers.map((parser) => {
    if (!(parser instanceof z.ZodType)) throw new Error('every /trpc input parser is a zod schema');
    return parser;
  });
  const described = schemas.map((schema) => {
    const { $schema: _dialect, ...shape } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: superjsonTypes }) as JsonSchema;
    return shape;
  });
  const shape = described.length === 1 ? described[0]! : { allOf: described };
  // A front end may call without input when every parser takes undefined (an optional or defaulted object).
  const takesNothing = schemas.every((schema) => schema.safeParse(undefined).success);
  return takesNothing ? { anyOf: [{ type: 'undefined' }, shape] } : shape;
}

/** superjson sends these as themselves; JSON Schema has no word for them. */
function superjsonTypes({ zodSchema, jsonSchema }: { zodSchema: { _zod: { def: { type: string } } }; jsonSchema: { type?: unknown } }): void {
  const type = zodSchema._zod.def.type;
  if (type === 'date') jsonSchema.type = 'Date';
  if (type === 'bigint') jsonSchema.type = 'bigint';
  if (type === 'undefined') jsonSchema.type = 'undefined';
}

/**
 * Each procedure's output shape, read from the compiled `@shop/api` declarations with the
 * TypeScript compiler: a one-line file names `inferRouterOutputs<ProductionRouter>` and every
 * procedure's type in it is walked into JSON.
 */
export function procedureOutputs(paths: readonly string[]): Record<string, JsonSchema> {
  const packageDir = path.resolve(import.meta.dirname, '..');
  const entry = path.join(packageDir, 'trpc-outputs.generated.ts');
  const entrySource = [
    "import type { inferRouterOutputs } from '@trpc/server';",
    "import type { ProductionRouter } from '@shop/api';",
    'export declare const outputs: inferRouterOutputs<ProductionRouter>;',
    '',
  ].join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts'],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file === entry || fileExists.call(host, file);
  host.readFile = (file) => (file === entry ? entrySource : readFile.call(host, file));
  host.getSourceFile = (file, language, ...rest) => (file === entry ? ts.createSourceFile(file, entrySource, language) : getSourceFile.call(host, file, language, ...rest));
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const declaration = program.getSourceFile(entry)!.statements[2]!;
  const diagnostics = program.getSemanticDiagnostics(program.getSourceFile(entry));
  if (diagnostics.length > 0) throw new Error(`cannot read the /trpc output types: ${ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, '\n')}`);
  const outputs = checker.getTypeAtLocation((declaration as ts.VariableStatement).declarationList.declarations[0]!.name);
  const walker = new OutputWalker(checker);
  return Object.fromEntries(
    paths.map((procedurePath) => {
      let type = outputs;
      for (const segment of procedurePath.split('.')) {
        const property = checker.getPropertyOfType(type, segment);
        if (!property) throw new Error(`inferRouterOutputs has no ${procedurePath}`);
        type = checker.getTypeOfSymbol(property);
      }
      return [procedurePath, walker.describe(type)];
    }),
  );
}

class OutputWalker {
  private readonly walking = new Set<ts.Type>();

  constructor(private readonly checker: ts.TypeChecker) {}

  describe(type: ts.Type, depth = 0): JsonSchema {
    if (depth > maxOutputDepth) return {};
    const { flags } = type;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Never) return { not: {} };
    if (type.isUnion()) return this.union(type.types, depth);
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [type === this.checker.getTrueType()] };
    if (flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (flags & ts.TypeFlags.BigIntLike) return { type: 'bigint' };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return { type: 'undefined' };
    if (this.checker.isArrayType(type)) return { type: 'array', items: this.describe(this.checker.getTypeArguments(type as ts.TypeReference)[0]!, depth + 1) };
    // A type met again inside itself is compared where it first appears.
    if (this.walking.has(type)) return {};
    this.walking.add(type);
    try {
      return this.object(type, depth);
    } finally {
      this.walking.delete(type);
    }
  }

  /** Literal members become one enum per primitive; `true | false` is boolean. */
  private union(members: readonly ts.Type[], depth: number): JsonSchema {
    const branches: JsonSchema[] = [];
    const literals = new Map<string, unknown[]>();
    for (const member of members) {
      const described = this.describe(member, depth);
      const [value] = (described.enum as unknown[] | undefined) ?? [];
      if (described.enum && typeof described.type === 'string') literals.set(described.type, [...(literals.get(described.type) ?? []), value]);
      else branches.push(described);
    }
    for (const [type, values] of literals) {
      branches.push(type === 'boolean' && values.length === 2 ? { type } : { type, enum: values.sort() });
    }
    // The checker orders a union by its own type ids: sorted, the baseline only changes with the API.
    const sorted = branches.map((branch) => [JSON.stringify(branch), branch] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return sorted.length === 1 ? sorted[0]![1] : { anyOf: sorted.map(([, branch]) => branch) };
  }

  private object(type: ts.Type, depth: number): JsonSchema {
    const { checker } = this;
    const name = type.getSymbol()?.getName();
    const typeArguments = () => checker.getTypeArguments(type as ts.TypeReference);
    if (name === 'Date') return { type: 'Date' };
    if (name === 'Map') return { type: 'Map', keys: this.describe(typeArguments()[0]!, depth + 1), values: this.describe(typeArguments()[1]!, depth + 1) };
    if (name === 'Set') return { type: 'Set', items: this.describe(typeArguments()[0]!, depth + 1) };
    if (checker.isTupleType(type)) return { type: 'array', prefixItems: typeArguments().map((element) => this.describe(element, depth + 1)) };
    const shape: JsonSchema = { type: 'object' };
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getTypeOfSymbol(property);
      // An optional property and one that may be undefined read the same on the other side.
      const members = propertyType.isUnion() ? propertyType.types : [propertyType];
      const defined = members.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
      const optional = property.flags & ts.SymbolFlags.Optional || defined.length < members.length;
      properties[property.getName()] = defined.length === 0 ? { type: 'undefined' } : defined.length === 1 ? this.describe(defined[0]!, depth + 1) : this.union(defined, depth + 1);
      if (!optional) required.push(property.getName());
    }
    shape.properties = properties;
    if (required.length > 0) shape.required = required;
    const [index] = checker.getIndexInfosOfType(type);
    if (index) shape.additionalProperties = this.describe(index.type, depth + 1);
    return shape;
  }
}

/** The current tree's `/trpc` shape. */
export async function currentTrpcShape(): Promise<TrpcShape> {
  const inputs = await procedureInputs();
  const paths = Object.keys(inputs).sort();
  const outputs = procedureOutputs(paths);
  return { procedures: Object.fromEntries(paths.map((procedurePath) => [procedurePath, { ...inputs[procedurePath]!, output: outputs[procedurePath]! }])) };
}

/** A shape of a procedure some released front ends were built against, and which ones. */
export interface ReleasedProcedure extends ProcedureShape {
  calledBy: string[];
}

/** What the released front ends call: by procedure path, each distinct shape they were built against. */
export interface TrpcBaseline {
  procedures: Record<string, ReleasedProcedure[]>;
}

/** The baseline after `frontend` is released against `called` (the procedures it calls, as they are now). */
export function releasedWith(baseline: TrpcBaseline, frontend: string, called: TrpcShape): TrpcBaseline {
  const procedures: Record<string, ReleasedProcedure[]> = {};
  const paths = new Set([...Object.keys(baseline.procedures), ...Object.keys(called.procedures)]);
  for (const procedurePath of [...paths].sort()) {
    const shapes = (baseline.procedures[procedurePath] ?? [])
      .map((released) => ({ ...released, calledBy: released.calledBy.filter((caller) => caller !== frontend) }))
      .filter((released) => released.calledBy.length > 0);
    const now = called.procedures[procedurePath];
    if (now) {
      const same = shapes.find(({ calledBy: _calledBy, ...shape }) => JSON.stringify(shape) === JSON.stringify(now));
      if (same) same.calledBy = [...same.calledBy, frontend].sort();
      else shapes.push({ calledBy: [frontend], ...now });
    }
    if (shapes.length > 0) procedures[procedurePath] = shapes;
  }
  return { procedures };
}

/** The released front ends' shapes (none before the first release). */
export function releasedTrpc(baseline: BaselinePaths = baselinePaths()): TrpcBaseline {
  return existsSync(baseline.trpc) ? (JSON.parse(readFileSync(baseline.trpc, 'utf8')) as TrpcBaseline) : { procedures: {} };
}

/**
 * The front ends by deployable (their package name without `@shop/`) and the sources each is
 * built from: its own and the shared web packages every micro-frontend bundles.
 */
export function frontEndSources(root: string = repoRoot): Record<string, string[]> {
  const shared = ['web-core', 'ui'].map((name) => path.join(root, 'packages', name, 'src'));
  return Object.fromEntries(
    listDeployables(root)
      .filter((deployable) => deployable.kind === 'frontend')
      .map((frontend) => [frontend.name, [path.join(frontend.dir, 'src'), ...shared]]),
  );
}

/**
 * The procedures these sources call. A procedure counts as called when every segment of its path
 * is a word of the sources (`trpc.product.detail`, `['product']['detail']`, ...): a false match
 * keeps a procedure in the baseline a little longer, it never lets one go that a front end calls.
 */
export function calledProcedures(shape: TrpcShape, sourceDirs: readonly string[]): TrpcShape {
  const words = new Set<string>();
  const read = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) read(file);
      else if (/\.(ts|tsx)$/.test(entry.name)) for (const word of readFileSync(file, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
    }
  };
  sourceDirs.forEach(read);
  return { procedures: Object.fromEntries(Object.entries(shape.procedures).filter(([procedurePath]) => procedurePath.split('.').every((segment) => words.has(segment)))) };
}

/**
 * The /trpc part of the baseline: a front end's release records the current shape of every
 * procedure its sources call as what it is released against. Other deployables have no part here.
 */
export const trpcBaselinePart: BaselinePart = {
  name: 'trpc',
  async refresh(deployable, { repoRoot: root, baseline }) {
    const sources = frontEndSources(root)[deployable.name];
    if (!sources) return [];
    const released = releasedWith(releasedTrpc(baseline), deployable.name, calledProcedures(await currentTrpcShape(), sources));
    await mkdir(path.dirname(baseline.trpc), { recursive: true });
    await writeFile(baseline.trpc, `${JSON.stringify(released, null, 2)}\n`);
    return [path.relative(baseline.root, baseline.trpc)];
  },
};
