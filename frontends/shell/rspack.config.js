import { webConfig } from '@shop/web-build';

export default webConfig({
  name: 'shell',
  dir: import.meta.dirname,
  publicPath: '/',
  html: true,
  buildManifest: true,
  bootScripts: { 'colour-mode': '@shop/web-core/colour-mode-boot' },
  server: './src/server/main.ts',
});
