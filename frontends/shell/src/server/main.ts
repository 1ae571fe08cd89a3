// The shell's server: renders every page of the route table (React 19, remotes loaded at run time
// from where they are deployed), serves the browser build and answers the cluster's probes.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { securityHeaders } from '@shop/contracts/security-headers';
import Fastify, { LogController } from 'fastify';
import { siteOrigin } from './document';
import { readSettings } from './settings';

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  // dist/server/main.js: the browser build is the folder above.
  const distDir = path.resolve(__dirname, '..');
  const app = Fastify({
    logger: { level: settings.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Access logs belong to the ingress; ours are the failures, with the page's URL.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger) => logger,
    trustProxy: true,
    forceCloseConnections: true,
  });

  // The renderer comes in behind an import(), so the federation runtime settles shared React first.
  const renderer = import('./render').then((module) => module.createRenderer(settings, distDir, app.log));
  let ready = false;
  void renderer.then(
    () => (ready = true),
    (error: unknown) => {
      app.log.fatal({ err: error }, 'the renderer could not start');
      process.exit(1);
    },
  );

  // In the cluster this server answers browsers itself (the ingress adds nothing): the shop's
  // security headers on every answer, HSTS in production, where TLS ends at the ingress. Set on the
  // raw response so the pages streamed from a hijacked reply carry them too.
  const headers = Object.entries(securityHeaders(settings.production));
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => (ready ? { status: 'ready' } : reply.code(503).send({ status: 'starting' })));
  app.get('/mf-config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send({ remotes: await (await renderer).browserRemotes() }));

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The server's own code stays private.
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders: (res, filePath) => res.header('cache-control', /[/\\]assets[/\\]/.test(filePath) ? IMMUTABLE : 'no-cache'),
  });
  // Every other GET is a page: the route table decides which (or the 404 page).
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'Not found' });
    if (/^\/(assets|mf|trpc|server)\//.test(request.url)) return reply.code(404).send({ error: 'Not found' });
    reply.hijack();
    const origin = siteOrigin(request.protocol, request.host);
    await (await renderer).render({ url: request.url, cookie: request.headers.cookie ?? '', forwardedFor: request.ip, origin }, reply.raw);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host: settings.host, port: settings.port });
  await renderer;
  // What a supervisor waits for: listening, and able to render.
  app.log.info('ready to render pages');
}

void main();
