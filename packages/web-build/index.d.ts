// Types for the parts of the build configuration that TypeScript code (tests) reads.

/** A remote's exposes from its page list: './Name' → './src/exposes/Name.tsx'. */
export function exposesOf(pages: Readonly<Record<string, unknown>>): Record<string, string>;

export const sharedSingletons: Readonly<Record<string, { singleton: boolean; requiredVersion: false; strictVersion: boolean }>>;

export function webConfig(options: {
  name: string;
  dir: string;
  publicPath: string;
  pages?: Readonly<Record<string, unknown>>;
  html?: boolean;
  entry?: string;
  bootScripts?: Record<string, string>;
  server?: string;
  serverBuild?: boolean;
  define?: Record<string, string>;
  buildManifest?: boolean;
  devPort?: number;
}): (env: unknown, argv: { mode?: string }) => object;
