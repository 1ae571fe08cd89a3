import { webConfig } from '@shop/web-build';

export default webConfig({
  name: 'shell',
  dir: import.meta.dirname,
  publicPath: '/',
  html: true,
  buildManifest: true,
  bootScripts: { boot: './src/boot.ts' },
  server: './src/server/main.ts',
});
