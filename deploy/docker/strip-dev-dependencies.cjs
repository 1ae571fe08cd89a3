// Image builds only: removes devDependencies from every workspace manifest under the current
// folder. `--workspace-links` removes only the @shop/* ones (so turbo's task graph is the
// production one); without it every devDependency goes (so `npm install --omit=dev` installs
// no test tooling).
const fs = require('node:fs');
const { execSync } = require('node:child_process');

const workspaceLinksOnly = process.argv.includes('--workspace-links');
const manifests = execSync("find . -name package.json -not -path '*/node_modules/*'", { encoding: 'utf8' }).trim().split('\n');
for (const file of manifests) {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const name of Object.keys(manifest.devDependencies ?? {})) {
    if (!workspaceLinksOnly || name.startsWith('@shop/')) delete manifest.devDependencies[name];
  }
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}
