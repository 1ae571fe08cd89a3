// One rspack + Module Federation configuration for every front end, so the shared singletons and
// build rules are declared once.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
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

const require = createRequire(import.meta.url);
/** Loads a remote's chunks in Node (over HTTP from where its remoteEntry.js came from). */
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/**
 * A plugin that adds files to the output: `files(compilation)` returns `{ [path]: content }`, asked
 * at `stage` of asset processing (after the chunks exist at SUMMARIZE).
 */
function emitFiles(name, stage, files) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage }, () => {
          for (const [file, content] of Object.entries(files(compilation))) compilation.emitAsset(file, new rspack.sources.RawSource(content));
        });
      });
    },
  };
}

/**
 * builds/latest.json (what is live now) and builds/meta/<id>.json, so a running page can tell that
 * a newer build has been deployed.
 */
function buildManifestPlugin(id) {
  return emitFiles('BuildManifestPlugin', rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE, () => {
    const meta = JSON.stringify({ id, timestamp: Date.now() });
    return { 'builds/latest.json': meta, [`builds/meta/${id}.json`]: meta };
  });
}

/** Marks the Node build's folder as CommonJS: the workspace's package.json says "module". */
const commonJsFolderPlugin = () => emitFiles('CommonJsFolderPlugin', rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL, () => ({ 'package.json': '{ "type": "commonjs" }\n' }));

/**
 * `fileName`: each entry's and named chunk's (`import(/* webpackChunkName: "app" *\/ …)`) script
 * and style files, from which the shell's server writes a page's document.
 */
function entrypointsPlugin(fileName) {
  return emitFiles('EntrypointsPlugin', rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE, (compilation) => {
    const entrypoints = {};
    const publicPath = compilation.outputOptions.publicPath;
    for (const [name, group] of [...compilation.entrypoints, ...compilation.namedChunkGroups]) {
      const files = group
        .getFiles()
        .filter((file) => !file.endsWith('.map') && !file.endsWith('.LICENSE.txt'))
        .map((file) => `${publicPath}${file}`);
      entrypoints[name] = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
    }
    return { [fileName]: JSON.stringify(entrypoints) };
  });
}

/**
 * Scripts the document runs before its content (the colour mode), built on their own: without the
 * federation runtime every entry of the federated build carries (~80 KB).
 */
function bootConfig(options, { production, outputDir }) {
  return {
    name: `${options.name}-boot`,
    context: options.dir,
    entry: options.bootScripts,
    output: {
      path: outputDir,
      publicPath: options.publicPath,
      filename: production ? 'assets/boot/[name].[contenthash:10].js' : 'assets/boot/[name].js',
      uniqueName: `${options.name}-boot`,
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    devtool: false,
    module: { rules: moduleRules({ production, server: false }) },
    plugins: [entrypointsPlugin('boot-entrypoints.json')],
    optimization: { minimize: production },
    performance: { hints: false },
  };
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

/** The files of dist/ the other builds of a shell write (its server, its boot scripts), kept by the browser build's clean. */
function keptByOtherBuilds(relative) {
  const [top, next] = relative.split(path.sep);
  return top === 'server' || (top === 'assets' && next === 'boot') || relative === 'boot-entrypoints.json';
}

/** The TypeScript and asset rules both builds share; `server` drops styles and emits no files. */
function moduleRules({ production, server, publicPath }) {
  return [
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
    // The server writes the page's <link>s from the browser build's manifests; it needs no styles.
    server ? { test: /\.css$/, loader: path.join(import.meta.dirname, 'no-styles-loader.cjs'), type: 'javascript/auto' } : { test: /\.css$/, type: 'css/auto' },
    // Same file names and URLs in both builds, so server HTML and browser render agree.
    { test: /\.(svg|png|webp|woff2)$/, type: 'asset', ...(server ? { generator: { emit: false, publicPath } } : {}) },
  ];
}

/**
 * The Node build the shell's server renders with. A remote's is its remoteEntry.js and chunks in
 * dist/server/, fetched by the shell's server at run time from where the remote is deployed (the
 * chunks resolve against the entry's URL, since the public path is not absolute). The shell's is
 * its server, dist/server/main.js, with the federation runtime that loads those remotes.
 */
function serverConfig(options, { production, exposes, define }) {
  return {
    name: `${options.name}-server`,
    context: options.dir,
    target: 'async-node',
    // Real paths: the server finds its browser build, and the federation runtime its chunks, from here.
    node: { __dirname: false, __filename: false },
    entry: exposes ? {} : { main: options.server },
    output: {
      path: path.join(options.dir, 'dist', 'server'),
      publicPath: `${options.publicPath}server/`,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: `${options.name}-server`,
      library: { type: exposes ? 'commonjs-module' : 'commonjs2' },
      // Old chunks stay next to the new ones: a server holding the old entry can still load them.
      clean: !exposes,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: { rules: moduleRules({ production, server: true, publicPath: options.publicPath }) },
    // The HTTP server's own libraries come from node_modules; what pages use is bundled and shared.
    externals: exposes ? [] : [/^fastify$/, /^@fastify\//],
    externalsType: 'commonjs',
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } } : { remoteType: 'script' }),
        shared: sharedSingletons,
        manifest: false,
        dts: false,
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
      }),
      commonJsFolderPlugin(),
      new rspack.DefinePlugin(define),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * @param {object} options
 * @param {string} options.name          federation name (shell, shopper, merchant)
 * @param {string} options.dir           the front end's folder
 * @param {string} options.publicPath    where its files are served ('/' for the shell, '/mf/<name>/' for remotes)
 * @param {Record<string, unknown>} [options.pages]  remotes only: the page list (src/pages.ts); each name is exposed
 * @param {boolean} [options.html]       emit index.html (the shell, and remotes for standalone development)
 * @param {string} [options.entry]
 * @param {Record<string, string>} [options.bootScripts]  the shell: scripts its server's document runs before the content
 * @param {string} [options.server]      the shell: its server's entry (built for Node as well)
 * @param {boolean} [options.serverBuild]  remotes: build the exposes for Node as well, for the shell's server
 * @param {Record<string,string>} [options.define]
 * @param {boolean} [options.buildManifest]  the shell: publish builds/latest.json, entrypoints.json and __BUILD_ID__
 * @param {number} [options.devPort]
 */
export function webConfig(options) {
  const exposes = options.pages ? exposesOf(options.pages) : undefined;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const buildId = `${Date.now().toString(36)}`;
    const define = {
      __BUILD_ID__: JSON.stringify(buildId),
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      ...Object.fromEntries(Object.entries(options.define ?? {}).map(([k, v]) => [k, JSON.stringify(v)])),
    };
    const outputDir = path.join(options.dir, 'dist');
    const browser = {
      name: options.name,
      context: options.dir,
      entry: { main: options.entry ?? './src/index.ts' },
      output: {
        path: outputDir,
        publicPath: options.publicPath,
        filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        cssFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: options.name,
        // A remote keeps its old chunks: a page (or the shell's server) holding its previous entry
        // still loads them after a deploy. The shell's Node build in dist/server/ cleans itself.
        clean: exposes ? false : options.server ? { keep: (file) => keptByOtherBuilds(path.relative(outputDir, file)) } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: { 'use-sync-external-store/shim/index.js$': path.join(import.meta.dirname, 'use-sync-external-store.js') },
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      module: { rules: moduleRules({ production, server: false }) },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedSingletons,
          manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          // The shell carries the one federation runtime and lends it to the remotes. Remotes are
          // loaded by their remoteEntry.js (mf-config.json), so the manifest-snapshot code is left
          // out; mf-manifest.json is still published for tooling and for the server's <link>s.
          experiments: exposes
            ? { externalRuntime: production, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } }
            : { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
        }),
        ...(options.html ? [new rspack.HtmlRspackPlugin({ template: path.join(options.dir, 'index.html'), inject: 'body', chunks: ['main'] })] : []),
        ...(options.buildManifest ? [buildManifestPlugin(buildId)] : []),
        ...(options.server ? [entrypointsPlugin('entrypoints.json')] : []),
        // Files served as they are (logo, favicon): public/ is copied to the output root.
        ...(existsSync(path.join(options.dir, 'public')) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })] : []),
        new FederationRuntimeEsmPlugin(),
        new rspack.DefinePlugin(define),
      ],
      optimization: {
        minimize: production,
        // Every page downloads this code against a tight budget: two passes, and property reads
        // taken as free of side effects (true of our code and the libraries it bundles).
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 2, pure_getters: true } } }), new rspack.LightningCssMinimizerRspackPlugin()],
        // The host's first load is the page's budget: fewer, larger chunks compress better and
        // cost fewer round trips. React with React DOM keep a chunk of their own: they change least
        // and together (one chunk, not two, is also 0.5 KB less after compression).
        ...(exposes
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  default: false,
                  defaultVendors: false,
                  react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all', enforce: true },
                },
              },
            }),
      },
      performance: { hints: false },
      devServer: { historyApiFallback: true, port: options.devPort ?? 5173, headers: { 'access-control-allow-origin': '*' } },
    };
    if (options.server) return [browser, serverConfig(options, { production, exposes, define }), ...(options.bootScripts ? [bootConfig(options, { production, outputDir })] : [])];
    return options.serverBuild && exposes ? [browser, serverConfig(options, { production, exposes, define })] : browser;
  };
}
