#!/usr/bin/env node
// Offline sanity check of the shop chart for machines without helm:
//   node helm/shop/ci/render-check.mjs
// It does not render templates. It checks what can be checked without a Go template engine:
//   1. Chart.yaml, values.yaml, values.schema.json and ci/*-values.yaml parse;
//   2. values.yaml and each ci/*-values.yaml overlay validate against values.schema.json (when
//      the ajv package is resolvable from here);
//   3. every enabled workload, after the chart's own defaults merge, has an image repository,
//      CPU/memory requests and limits, liveness and readiness probes (gRPC ones for services),
//      a grace period longer than its preStop sleep plus the 10 s shutdown budget, sane
//      autoscaling bounds, and no secret-looking plain environment;
//   4. templates have balanced {{ }} delimiters, every if/range/with/define is closed by an end,
//      and every include names a defined template;
//   5. every service and the BFF run with NODE_ENV=production, set after the values' env is
//      merged (so no values file can change it), and the BFF gets KAFKA_BROKERS.
// Exit code 0 when everything holds, 1 otherwise.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const chartDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const loadYaml = (text) => (yaml.safeLoad ?? yaml.load)(text);
const problems = [];
let checks = 0;

function check(ok, message) {
  checks += 1;
  if (!ok) problems.push(message);
  return ok;
}

function readYaml(path) {
  try {
    return loadYaml(readFileSync(path, 'utf8')) ?? {};
  } catch (error) {
    check(false, `${relative(chartDir, path)} does not parse: ${error.message}`);
    return {};
  }
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Sprig's mergeOverwrite as the chart uses it: maps merge deeply, everything else replaces. */
function mergeOverwrite(base, override) {
  const out = structuredClone(base ?? {});
  for (const [key, value] of Object.entries(override ?? {})) {
    out[key] = isObject(value) && isObject(out[key]) ? mergeOverwrite(out[key], value) : structuredClone(value);
  }
  return out;
}

/** Helm's values coalescing for -f overlays: null deletes a key. */
function coalesce(base, overlay) {
  const out = structuredClone(base);
  for (const [key, value] of Object.entries(overlay ?? {})) {
    if (value === null) delete out[key];
    else out[key] = isObject(value) && isObject(out[key]) ? coalesce(out[key], value) : structuredClone(value);
  }
  return out;
}

// ---- 1. files parse
const chart = readYaml(join(chartDir, 'Chart.yaml'));
check(chart.apiVersion === 'v2' && chart.name && chart.version, 'Chart.yaml needs apiVersion v2, name and version');
const values = readYaml(join(chartDir, 'values.yaml'));
let schema;
try {
  schema = JSON.parse(readFileSync(join(chartDir, 'values.schema.json'), 'utf8'));
  check(true, '');
} catch (error) {
  check(false, `values.schema.json does not parse: ${error.message}`);
}
const overlayFiles = readdirSync(join(chartDir, 'ci')).filter((f) => f.endsWith('-values.yaml'));
const variants = [
  { name: 'values.yaml', values },
  ...overlayFiles.map((f) => ({ name: `ci/${f}`, values: coalesce(values, readYaml(join(chartDir, 'ci', f))) })),
];

// ---- 2. schema
let validate;
if (schema) {
  try {
    const Ajv = createRequire(import.meta.url)('ajv');
    validate = new (Ajv.default ?? Ajv)({ allErrors: true }).compile(schema);
  } catch {
    console.log('render-check: ajv not resolvable, schema validation skipped');
  }
}
for (const variant of variants) {
  if (validate && !validate(variant.values)) {
    for (const error of validate.errors) {
      check(false, `${variant.name}: schema: ${error.dataPath ?? error.instancePath} ${error.message}`);
    }
  } else if (validate) {
    check(true, '');
  }
}

// ---- 3. workloads
const SECRETISH = /(PASSWORD|SECRET|TOKEN|PRIVATE_KEY|DATABASE_URL|API_KEY)/i;
const SHUTDOWN_BUDGET_SECONDS = 10;

function workloads(v) {
  const list = [];
  for (const [name, block] of Object.entries(v.services ?? {})) {
    const cfg = mergeOverwrite(v.serviceDefaults, block);
    if (cfg.enabled) list.push({ name, kind: 'service', cfg });
  }
  if (v.bff?.enabled) list.push({ name: 'bff', kind: 'bff', cfg: v.bff });
  for (const [name, block] of Object.entries(v.frontends ?? {})) {
    const cfg = mergeOverwrite(v.frontendDefaults, block);
    if (cfg.enabled) list.push({ name: `web-${name}`, kind: 'frontend', cfg });
  }
  return list;
}

for (const variant of variants) {
  const list = workloads(variant.values);
  check(list.length > 0, `${variant.name}: no enabled workload`);
  for (const { name, kind, cfg } of list) {
    const at = `${variant.name}: ${name}`;
    check(Boolean(cfg.image?.repository), `${at}: image.repository is empty`);
    for (const section of ['requests', 'limits']) {
      for (const resource of ['cpu', 'memory']) {
        check(cfg.resources?.[section]?.[resource] != null, `${at}: resources.${section}.${resource} missing`);
      }
    }
    for (const probe of ['livenessProbe', 'readinessProbe']) {
      if (!check(isObject(cfg[probe]), `${at}: ${probe} missing`)) continue;
      if (kind === 'service') check(isObject(cfg[probe].grpc), `${at}: ${probe} should be a gRPC probe`);
      else check(isObject(cfg[probe].httpGet), `${at}: ${probe} should be an HTTP probe`);
    }
    check(
      cfg.terminationGracePeriodSeconds > (cfg.preStopSleepSeconds ?? 0) + SHUTDOWN_BUDGET_SECONDS,
      `${at}: terminationGracePeriodSeconds must exceed preStopSleepSeconds + ${SHUTDOWN_BUDGET_SECONDS}`,
    );
    check(cfg.securityContext?.readOnlyRootFilesystem === true, `${at}: readOnlyRootFilesystem should be true`);
    check(cfg.podSecurityContext?.runAsNonRoot === true, `${at}: runAsNonRoot should be true`);
    if (cfg.autoscaling?.enabled) {
      const { minReplicas, maxReplicas } = cfg.autoscaling;
      check(minReplicas >= 1 && minReplicas <= maxReplicas, `${at}: autoscaling needs 1 <= minReplicas <= maxReplicas`);
    }
    for (const [key, value] of Object.entries(cfg.env ?? {})) {
      check(!SECRETISH.test(key) || value === '', `${at}: env.${key} looks like a secret; use envFromSecrets`);
    }
    if (kind === 'service') {
      check(/^[a-z][a-z0-9]*$/.test(name), `${at}: service names are lowercase letters and digits`);
      check(Boolean(cfg.database?.key), `${at}: database.key missing`);
    }
    if (kind === 'frontend') {
      check(Array.isArray(cfg.paths) && cfg.paths.length > 0, `${at}: no ingress paths`);
      check(/^\/(.+\/)?$/.test(cfg.publicPath ?? ''), `${at}: publicPath must start and end with /`);
    }
  }
}

// ---- 4. templates
const templatesDir = join(chartDir, 'templates');
const templateFiles = readdirSync(templatesDir);
const defined = new Set();
const included = [];
for (const file of templateFiles) {
  const text = readFileSync(join(templatesDir, file), 'utf8');
  const at = `templates/${file}`;
  check(!text.includes('\t'), `${at}: contains a tab`);
  const opens = (text.match(/\{\{/g) ?? []).length;
  const closes = (text.match(/\}\}/g) ?? []).length;
  check(opens === closes, `${at}: ${opens} "{{" but ${closes} "}}"`);
  const stack = [];
  for (const [, raw] of text.matchAll(/\{\{-?\s*([\s\S]*?)\s*-?\}\}/g)) {
    if (raw.startsWith('/*')) continue;
    const word = raw.split(/\s+/)[0];
    if (['if', 'range', 'with', 'define', 'block'].includes(word)) stack.push(word);
    else if (word === 'end' && !check(stack.pop() !== undefined, `${at}: "end" without an opening block`)) break;
    const define = raw.match(/^define\s+"([^"]+)"/);
    if (define) defined.add(define[1]);
    for (const [, name] of raw.matchAll(/include\s+"([^"]+)"/g)) included.push({ name, at });
  }
  check(stack.length === 0, `${at}: unclosed ${stack.join(', ')}`);
}
for (const { name, at } of included) check(defined.has(name), `${at}: includes undefined template "${name}"`);

// ---- 5. production environment
const helpers = readFileSync(join(templatesDir, '_helpers.tpl'), 'utf8');
const workloadEnvBlocks = {
  services: helpers.match(/range \$svc := \$services[\s\S]*?\$items = append/)?.[0],
  bff: helpers.match(/if \$root\.Values\.bff\.enabled[\s\S]*?\$items = append/)?.[0],
};
for (const [name, block] of Object.entries(workloadEnvBlocks)) {
  if (!check(block !== undefined, `_helpers.tpl: the ${name} environment block is missing`)) continue;
  const merged = block.lastIndexOf('mustMergeOverwrite $env');
  const production = block.indexOf('set $env "NODE_ENV" "production"');
  check(production > merged && merged >= 0, `_helpers.tpl: ${name} must get NODE_ENV=production after the values' env is merged`);
}
check(/"KAFKA_BROKERS" \$root\.Values\.global\.kafkaBrokers/.test(workloadEnvBlocks.bff ?? ''), '_helpers.tpl: the BFF needs KAFKA_BROKERS (session revocations)');

if (problems.length > 0) {
  for (const problem of problems) console.error(`render-check: ${problem}`);
  console.error(`render-check: ${problems.length} of ${checks} checks failed`);
  process.exit(1);
}
console.log(`render-check: ${checks} checks ok (${variants.map((v) => v.name).join(', ')})`);
