/**
 * The charting libraries a report inlines: vega, vega-lite and vega-embed, their minified UMD builds
 * from node_modules (exact versions pinned in package.json), so a report needs no network to view.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const BUILDS = [
  ['vega', 'build/vega.min.js'],
  ['vega-lite', 'build/vega-lite.min.js'],
  ['vega-embed', 'build/vega-embed.min.js'],
] as const;

/** A package's folder (the packages export neither their UMD builds nor package.json). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** The three scripts, in load order, ready to sit inside <script> elements. */
export function chartScripts(): string[] {
  return BUILDS.map(([name, file]) => {
    const text = fs.readFileSync(path.join(packageDir(name), file), 'utf8');
    // No source map to fetch at view time, and no early end of the script element.
    return text.replace(/\/\/# sourceMappingURL=\S+\s*$/, '').replace(/<\/script/gi, '<\\/script');
  });
}

/** `name@version` of each inlined library, for the report's footer. */
export function chartVersions(): string[] {
  return BUILDS.map(([name]) => {
    const pkg = path.join(packageDir(name), 'package.json');
    const j = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name: string; version: string };
    return `${j.name}@${j.version}`;
  });
}
