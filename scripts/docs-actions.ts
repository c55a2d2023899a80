/**
 * `npm run docs:actions`: rewrite the generated action tables of docs/bot-protocol.md and
 * docs/bot-protocol-v2.md from the code (src/env/protocol-docs.ts).
 */
import * as fs from 'node:fs';
import { GENERATED_BLOCKS, replaceBlock } from '../src/env/protocol-docs.js';

for (const [name, { doc, text }] of Object.entries(GENERATED_BLOCKS)) {
  const before = fs.readFileSync(doc, 'utf8');
  const after = replaceBlock(before, name, text());
  if (after !== before) fs.writeFileSync(doc, after);
  process.stdout.write(`${doc}: ${name} ${after === before ? 'unchanged' : 'rewritten'}\n`);
}
