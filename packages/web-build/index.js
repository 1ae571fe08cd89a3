// One rspack + Module Federation configuration for every front end, so the shared singletons and
// build rules are declared once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * Libraries every front end shares at run time; each loads once, whichever app loads first.
 * Routing, i18n, React Query and tRPC are reached only through @shop/web-core: a shared module
 * cannot be tree-shaken, but what it imports can, so each library ships only the parts in use.
 * @shop/ui holds no state, so it is not shared: each app bundles just the components it uses.
 */
export const sharedSingletons = Object.fromEntries(
  ['react', 'react-dom', '@shop/web-core'].map((name) => [
    name,
    { singleton: true, requiredVersion: false, strictVersion: false },
  ]),
);

/**
 * Emits builds/latest.json (what is live now) and builds/meta/<id>.json, so a running page can
 * tell that a newer build has been deployed.
 */
class BuildManifestPlugin {
  constructor(id) {
    this.id = id;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const meta = JSON.stringify({ id: this.id, timestamp: Date.now() });
        compilation.emitAsset('builds/latest.json', new rspack.sources.RawSource(meta));
        compilation.emitAsset(`builds/meta/${this.id}.json`, new rspack.sources.RawSource(meta));
      });
    });
  }
}

const FEDERATION_CJS = /(@module-federation[\\/][^\\/]+[\\/]dist[\\/].+)\.cjs$/;

/**
 * The federation plugin wires its runtime in through CommonJS files, which rspack cannot tree-shake;
 * their ESM twins sit next to them. Using those drops unused runtime code (and, with target 'web',
 * the Node-only loaders), roughly halving the runtime every page downloads.
 */
class FederationRuntimeEsmPlugin {
  apply(compiler) {
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      const alias = compiler.options.resolve.alias ?? {};
      for (const [key, target] of Object.entries(alias)) {
        if (typeof target === 'string' && FEDERATION_CJS.test(target)) alias[key] = target.replace(FEDERATION_CJS, '$1.js');
      }
    });
    new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resource) => {
      resource.request = resource.request.replace(FEDERATION_CJS, '$1.js');
    }).apply(compiler);
  }
}

/** A remote's exposes from its page list: './Name' → './src/exposes/Name.tsx'. */
export function exposesOf(pages) {
  return Object.fromEntries(Object.keys(pages).map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]));
}

/**
 * @param {object} options
 * @param {string} options.name          federation name (shell, shopper, merchant)
 * @param {string} options.dir           the front end's folder
 * @param {string} options.publicPath    where its files are served ('/' for the shell, '/mf/<name>/' for remotes)
 * @param {Record<string, unknown>} [options.pages]  remotes only: the page list (src/pages.ts); each name is exposed
 * @param {boolean} [options.html]       emit index.html (the shell, and remotes for standalone development)
 * @param {string} [options.entry]
 * @param {Record<string,string>} [options.define]
 * @param {boolean} [options.buildManifest]  the shell: publish builds/latest.json and __BUILD_ID__
 * @param {number} [options.devPort]
 */
export function webConfig(options) {
  const exposes = options.pages ? exposesOf(options.pages) : undefined;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const buildId = `${Date.now().toString(36)}`;
    return {
      context: options.dir,
      entry: { main: options.entry ?? './src/index.ts' },
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: options.publicPath,
        filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        cssFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: { 'use-sync-external-store/shim/index.js$': path.join(import.meta.dirname, 'use-sync-external-store.js') },
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          // These libraries do nothing on import but do not say so in their package.json; saying it
          // lets unused parts (tRPC's WebSocket link, for one) drop out of the bundle.
          { test: /node_modules[\\/](@trpc[\\/]client|@trpc[\\/]tanstack-react-query|superjson|react-i18next|wouter)[\\/]/, sideEffects: false },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(svg|png|webp|woff2)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedSingletons,
          manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          // The shell carries the one federation runtime and lends it to the remotes. Remotes are
          // loaded by their remoteEntry.js (mf-config.json), so the manifest-snapshot code is left
          // out; mf-manifest.json is still published for tooling.
          experiments: exposes
            ? { externalRuntime: production, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } }
            : { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
        }),
        ...(options.html ? [new rspack.HtmlRspackPlugin({ template: path.join(options.dir, 'index.html'), inject: 'body' })] : []),
        ...(options.buildManifest ? [new BuildManifestPlugin(buildId)] : []),
        // Files served as they are (logo, favicon): public/ is copied to the output root.
        ...(existsSync(path.join(options.dir, 'public')) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })] : []),
        new FederationRuntimeEsmPlugin(),
        new rspack.DefinePlugin({
          __BUILD_ID__: JSON.stringify(buildId),
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          ...Object.fromEntries(Object.entries(options.define ?? {}).map(([k, v]) => [k, JSON.stringify(v)])),
        }),
      ],
      optimization: {
        minimize: production,
        // The host's first load is the page's budget: fewer, larger chunks compress better and
        // cost fewer round trips. React DOM keeps a chunk of its own because it changes least.
        ...(exposes
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  default: false,
                  defaultVendors: false,
                  reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'all', enforce: true },
                },
              },
            }),
      },
      performance: { hints: false },
      devServer: { historyApiFallback: true, port: options.devPort ?? 5173, headers: { 'access-control-allow-origin': '*' } },
    };
  };
}
