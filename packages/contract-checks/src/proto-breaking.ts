import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type BaselinePart, baselinePaths, repoRoot } from './baseline.js';
import { bufBinary, bufCacheDir } from './tools.js';

const fieldDeprecated = '`[deprecated = true]`';
const addNewField = `Add a new field (a new number) with the new shape, fill both while readers move, and mark the old one ${fieldDeprecated}`;
const optionDeprecated = '`option deprecated = true;`';
const keepDeprecated = (what: string, marker: string) => `Keep the ${what} and mark it deprecated (${marker}): released clients and servers still use it`;
const addNewRpc = 'Add a new rpc (e.g. `…V2`) with the new messages beside the old one and keep serving the old one until every caller moved';

/** How to make each kind of change compatibly, by buf rule id (FILE category). */
const adviceByRule: Record<string, string> = {
  FILE_NO_DELETE: 'Keep the file: released code imports it and its messages. Add new definitions beside the old ones instead of moving them',
  FILE_SAME_PACKAGE: 'A new package changes every full name and gRPC path: add the new package (e.g. `….v2`) in new files and keep the old one served',
  FILE_SAME_SYNTAX: 'Keep the file\'s syntax; put definitions needing another syntax or edition in a new file',
  MESSAGE_NO_DELETE: keepDeprecated('message', optionDeprecated),
  FIELD_NO_DELETE: `${keepDeprecated('field', fieldDeprecated)}. Stop setting or reading it instead; its number must never be reused`,
  FIELD_SAME_TYPE: `Changing a type breaks decoding on the other side. ${addNewField}`,
  FIELD_SAME_NAME: `A rename changes generated code and the JSON name. Add a new field instead of renaming, keep the old one (deprecated) and never reuse its number`,
  FIELD_SAME_JSON_NAME: `A rename changes the JSON name. Add a new field instead of renaming, keep the old one (deprecated) and never reuse its number`,
  FIELD_SAME_CARDINALITY: `Singular, repeated, optional and map fields decode differently. ${addNewField}`,
  FIELD_SAME_ONEOF: `Moving a field into or out of a oneof changes what the other side reads. ${addNewField}`,
  FIELD_SAME_DEFAULT: `Peers reading an unset field would see another value. ${addNewField}`,
  ONEOF_NO_DELETE: 'Keep the oneof: released clients and servers still use it. Stop setting the fields being retired instead',
  ENUM_NO_DELETE: keepDeprecated('enum', optionDeprecated),
  ENUM_VALUE_NO_DELETE: `${keepDeprecated('enum value', fieldDeprecated)}, and may still send it. Its number must never be reused`,
  ENUM_VALUE_SAME_NAME: 'A rename changes generated code and the JSON value. Add a new value with a new number and deprecate the old one',
  SERVICE_NO_DELETE: `${keepDeprecated('service', optionDeprecated)}. Keep serving it until every released caller moved; retire it in a later release`,
  RPC_NO_DELETE: `${keepDeprecated('rpc', optionDeprecated)}. Keep serving it until every released caller moved; retire it in a later release`,
  RPC_SAME_REQUEST_TYPE: `Released callers send the old request. ${addNewRpc}`,
  RPC_SAME_RESPONSE_TYPE: `Released callers expect the old response. ${addNewRpc}`,
  RPC_SAME_CLIENT_STREAMING: `Released callers use the old call shape. ${addNewRpc}`,
  RPC_SAME_SERVER_STREAMING: `Released callers use the old call shape. ${addNewRpc}`,
  RESERVED_MESSAGE_NO_DELETE: 'Keep the reservation: a reserved number or name must never be used again',
  RESERVED_ENUM_NO_DELETE: 'Keep the reservation: a reserved number or name must never be used again',
};

const genericAdvice =
  'Released clients, servers or their generated code depend on the old definition. Make the change additively (new fields, messages or rpcs beside the old ones, the old ones deprecated) or in a new package version';

/** One line of `buf breaking --error-format json`. */
interface BufViolation {
  path?: string;
  start_line?: number;
  type: string;
  message: string;
}

/** buf's exit code when it found violations (rather than failing to run). */
const violationsFound = 100;

/**
 * What `npm test` runs: `buf breaking` of `protoDir` against the released copy, with the rules of
 * `protoDir/buf.yaml`. Answers one message per breaking change, none when compatible.
 */
export async function checkProtoCompatibility(
  options: { protoDir?: string; baselineProtoDir?: string } = {},
): Promise<string[]> {
  const protoDir = options.protoDir ?? path.join(repoRoot, 'proto');
  const baselineProtoDir = options.baselineProtoDir ?? baselinePaths().proto;
  if (!existsSync(path.join(baselineProtoDir, 'buf.yaml'))) {
    throw new Error(`no released proto baseline in ${baselineProtoDir}: the release process writes it (npm run release:baseline -- <deployable>)`);
  }
  const output = await runBuf(bufBinary(), ['breaking', '.', '--against', path.resolve(baselineProtoDir), '--error-format', 'json'], protoDir);
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => describeViolation(JSON.parse(line) as BufViolation, protoDir));
}

function describeViolation(violation: BufViolation, protoDir: string): string {
  // A deleted file has no location of its own; buf names it in the message.
  const file = violation.path ? path.relative(protoDir, path.resolve(protoDir, violation.path)) : /file "([^"]+)"/.exec(violation.message)?.[1];
  const line = violation.path && violation.start_line ? `:${violation.start_line}` : '';
  const where = file ? `proto/${file}${line}` : 'proto';
  return `${where}: ${violation.message} [${violation.type}] ${adviceByRule[violation.type] ?? genericAdvice}.`;
}

/** Runs buf offline (local inputs only) with its cache outside the repository; answers stdout when it ran, violations or not. */
function runBuf(buf: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(buf, args, { cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, BUF_CACHE_DIR: bufCacheDir() } }, (error, stdout, stderr) => {
      if (!error || error.code === violationsFound) resolve(stdout);
      else reject(new Error(`${buf} ${args.join(' ')} failed (${error.code ?? error.signal}): ${stderr.trim() || error.message}`));
    });
  });
}

/** `buf.gen.yaml` and friends only say how code is generated, not what is on the wire. */
function isGenerationConfig(name: string): boolean {
  return /^buf\.gen(\..+)?\.ya?ml$/.test(name);
}

/**
 * The proto part of the baseline: the deployable's own folder (`proto/<deployable>/`) and, with
 * any service's or the BFF's release, what no deployable owns (`buf.yaml`, shared messages such
 * as `media/`, the health protocol): they ship inside every gRPC peer, and the check has already
 * proved the change compatible before the release refreshes them.
 */
export const protoBaselinePart: BaselinePart = {
  name: 'proto',
  async refresh(deployable, { repoRoot: root, baseline, deployables }) {
    if (deployable.kind === 'frontend') return [];
    const protoDir = path.join(root, 'proto');
    const owned = new Set(deployables.map((candidate) => candidate.name));
    const entries = new Set([...listEntries(protoDir), ...listEntries(baseline.proto)]);
    const refreshed = [...entries]
      .filter((name) => !isGenerationConfig(name) && (name === deployable.name || !owned.has(name)))
      .sort();
    await mkdir(baseline.proto, { recursive: true });
    for (const name of refreshed) {
      await rm(path.join(baseline.proto, name), { recursive: true, force: true });
      if (existsSync(path.join(protoDir, name))) await cp(path.join(protoDir, name), path.join(baseline.proto, name), { recursive: true });
    }
    return refreshed.map((name) => path.relative(baseline.root, path.join(baseline.proto, name)));
  },
};

function listEntries(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}
