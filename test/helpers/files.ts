import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every `.js` file under `dir`, recursively (compiled output checks). */
export function jsFiles(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) jsFiles(p, out);
    else if (p.endsWith('.js')) out.push(p);
  }
  return out;
}
