/**
 * `npm run docs:vocab`: rewrite the vocabulary tables of docs/card-overrides.md from the code
 * (src/sim/vocab-docs.ts).
 */
import * as fs from 'node:fs';
import { VOCAB_DOC_MARKERS, vocabMarkdown } from '../src/sim/vocab-docs.js';

const DOC = 'docs/card-overrides.md';
const before = fs.readFileSync(DOC, 'utf8');
const [open, close] = VOCAB_DOC_MARKERS;
const a = before.indexOf(open);
const b = before.indexOf(close);
if (a < 0 || b < a) throw new Error(`${DOC}: the markers ${open} … ${close} are missing`);
const after = `${before.slice(0, a + open.length)}\n${vocabMarkdown()}\n${before.slice(b)}`;
if (after !== before) fs.writeFileSync(DOC, after);
process.stdout.write(`${DOC}: vocabulary tables ${after === before ? 'unchanged' : 'rewritten'}\n`);
