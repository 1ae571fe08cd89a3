import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { securityHeaders } from '@shop/contracts/security-headers';
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import { SharedResponseCache } from './response-cache.js';
import { createTrpcProxy } from './trpc-proxy.js';
import type { RemoteApp } from './services.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Content-hashed files never change under their name; everything else is checked every time. */
function cacheControl(filePath: string): string {
  return /[/\\]assets[/\\]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * The one origin the browser talks to, like the cluster's ingress: `/trpc` goes to the BFF,
 * remotes' files are served under `/mf/<name>/`, and everything else goes to the shell's server
 * (pages, its own files, `/mf-config.json`).
 */
export async function startGateway(options: {
  host: string;
  port: number;
  bffUrl: string;
  /** The shell's server; without one only `/trpc` and the remotes are served. */
  shellUrl?: string;
  root: string;
  remoteApps: readonly RemoteApp[];
  /** Keep public /trpc answers as the CDN would (default on). */
  sharedCache?: boolean;
  /** The file-system object store's folder, served under `/media/` as the bucket's public URL is in the cluster. */
  mediaDir?: string;
  /** Path prefixes passed, path unchanged, to other local servers (the payment sandbox's pages, the gateway's notifications). */
  routes?: readonly { prefix: string; upstream: string }[];
}): Promise<FastifyInstance> {
  // /trpc, the hot path, goes straight to the BFF on node:http; Fastify serves the rest.
  const trpc = createTrpcProxy({
    bffUrl: options.bffUrl,
    cache: (options.sharedCache ?? true) ? new SharedResponseCache({ maxEntries: 10_000, maxBodyBytes: 1 << 20 }) : undefined,
  });
  const gateway = Fastify({
    logger: false,
    forceCloseConnections: true,
    routerOptions: { maxParamLength: 5_000 },
    serverFactory: (handler) => createServer((request, response) => (/^\/trpc(?:[/?]|$)/.test(request.url ?? '') ? trpc.handle(request, response) : handler(request, response))),
  });
  gateway.addHook('onClose', async () => trpc.close());
  await gateway.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  gateway.addHook('onSend', async (request, reply) => {
    reply.headers(securityHeaders(request.protocol === 'https'));
  });
  await gateway.register(httpProxy, { upstream: options.bffUrl, prefix: '/readyz', rewritePrefix: '/readyz' });
  gateway.get('/healthz', async () => ({ status: 'ok' }));

  const remotes = options.remoteApps.filter((app) => existsSync(path.join(options.root, app.workspace, 'dist')));
  for (const remote of remotes) {
    await gateway.register(fastifyStatic, {
      root: path.join(options.root, remote.workspace, 'dist'),
      prefix: `/mf/${remote.name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControl(filePath));
        res.header('access-control-allow-origin', '*');
      },
    });
  }
  if (options.mediaDir) {
    await gateway.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      // Keys are content-addressed: an object never changes under its name.
      setHeaders: (res) => res.header('cache-control', IMMUTABLE),
    });
  }
  for (const route of options.routes ?? []) {
    await gateway.register(httpProxy, { upstream: route.upstream, prefix: route.prefix, rewritePrefix: route.prefix });
  }
  if (options.shellUrl) {
    await gateway.register(httpProxy, {
      upstream: options.shellUrl,
      prefix: '/',
      rewritePrefix: '/',
      // As an ingress does: the shell writes absolute URLs (link previews' og:image) for the origin the visitor reached.
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-host': request.headers.host ?? '', 'x-forwarded-proto': 'http' }) },
    });
  }
  await gateway.listen({ host: options.host, port: options.port });
  return gateway;
}
