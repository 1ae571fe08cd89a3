// One virtual user: a worker thread that loads the script with k6's modules resolved to this
// runner's, then runs setup, iterations or teardown as the runner asks, reporting its samples.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { record, vuState } from './modules/context.js';
import type { Command, Report, VuWorkerData } from './protocol.js';

const { script, vu, env, httpPort } = workerData as VuWorkerData;
vuState.httpPort = httpPort;

const k6Modules: Record<string, string> = {
  k6: './modules/k6.js',
  'k6/http': './modules/http.js',
  'k6/metrics': './modules/metrics.js',
};
registerHooks({
  resolve(specifier, context, nextResolve) {
    const own = k6Modules[specifier];
    if (own) return { url: new URL(own, import.meta.url).href, shortCircuit: true };
    if (specifier === 'k6' || specifier.startsWith('k6/')) throw new Error(`${specifier} is not supported by this runner (k6, k6/http, k6/metrics are)`);
    return nextResolve(specifier, context);
  },
});

const globals = globalThis as Record<string, unknown>;
globals.__ENV = { ...env };
globals.__VU = vu;
globals.__ITER = 0;

const port = parentPort!;
const report = (message: Report) => port.postMessage(message);
const takeSamples = () => vuState.samples.splice(0);

const module = (await import(pathToFileURL(script).href)) as Record<string, unknown>;
report({
  kind: 'ready',
  // Only the first VU's options are read; JSON as k6 reads them (functions and undefined drop out).
  options: vu === 1 || vu === 0 ? JSON.stringify(module.options ?? {}) : undefined,
  exports: Object.keys(module).filter((name) => typeof module[name] === 'function'),
});

function call(name: string, data: string | undefined): unknown {
  const fn = module[name];
  if (typeof fn !== 'function') throw new Error(`the script exports no function ${name}`);
  return (fn as (data: unknown) => unknown)(data === undefined ? undefined : JSON.parse(data));
}

let iteration = 0;
port.on('message', (message: Command) => {
  const started = performance.now();
  try {
    if (message.kind === 'setup') {
      const data = call('setup', undefined);
      report({ kind: 'done', samples: takeSamples(), data: data === undefined ? undefined : JSON.stringify(data) });
    } else if (message.kind === 'teardown') {
      call('teardown', message.data);
      report({ kind: 'done', samples: takeSamples() });
    } else {
      vuState.scenario = message.scenario;
      globals.__ENV = { ...env, ...message.env };
      globals.__ITER = iteration++;
      call(message.exec, message.data);
      record('iterations', 'counter', false, 1);
      record('iteration_duration', 'trend', true, performance.now() - started);
      report({ kind: 'done', samples: takeSamples() });
    }
  } catch (error) {
    // The message and where in the script it was thrown, as k6 prints an exception.
    const where = error instanceof Error ? (error.stack ?? '').split('\n').find((line) => line.includes('file://')) : undefined;
    const text = `${error instanceof Error ? error.message : String(error)}${where ? ` (${where.trim()})` : ''}`;
    report({ kind: 'done', samples: takeSamples(), error: text });
  }
});
