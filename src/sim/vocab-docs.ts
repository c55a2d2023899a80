/**
 * The vocabulary tables of docs/card-overrides.md, generated from the vocabulary's shape
 * (vocab-schema.generated.ts) with one example per entry taken from the set-1 card data: every
 * ability kind, effect op and modifier op with its fields and the first line of its doc comment.
 * `npm run docs:vocab` rewrites the block; a test checks it is current.
 */
import { ALL_CARDS } from '../engine/card-pool.js';
import { VOCAB_SCHEMA } from './vocab-schema.generated.js';
import type { VocabField, VocabType } from './vocab-shape.js';

export const VOCAB_DOC_MARKERS = ['<!-- vocab-tables: generated from src/engine/vocab by src/sim/vocab-docs.ts -->', '<!-- /vocab-tables -->'] as const;

type Obj = Extract<VocabType, { t: 'object' }>;

function members(name: string): Obj[] {
  const out: Obj[] = [];
  const walk = (t: VocabType): void => {
    if (t.t === 'ref') walk(VOCAB_SCHEMA.defs[t.name]!);
    else if (t.t === 'union') t.of.forEach(walk);
    else if (t.t === 'object') out.push(t);
  };
  walk(VOCAB_SCHEMA.defs[name]!);
  return out;
}

function literal(t: VocabType): string {
  return t.t === 'literal' ? String(t.value) : t.t === 'ref' ? literal(VOCAB_SCHEMA.defs[t.name]!) : '?';
}

function typeText(t: VocabType): string {
  switch (t.t) {
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'literal':
      return JSON.stringify(t.value);
    case 'ref':
      return t.name;
    case 'tuple':
      return `[${t.of.map(typeText).join(', ')}]`;
    case 'array':
      return `${typeText(t.of)}[]`;
    case 'union':
      return t.of.length > 6 ? `${t.of.slice(0, 6).map(typeText).join(' \\| ')} \\| …` : t.of.map(typeText).join(' \\| ');
    case 'object':
      return '{…}';
  }
}

function fieldsText(o: Obj, skip: string): string {
  const fields = Object.entries(o.props).filter(([k]) => k !== skip);
  if (fields.length === 0) return '—';
  return fields.map(([k, f]: [string, VocabField]) => `\`${k}${f.optional ? '?' : ''}\`: ${typeText(f.type)}`).join('; ');
}

function firstSentence(doc: string | undefined): string {
  if (!doc) return '';
  const s = doc.replace(/\|/g, '\\|');
  const m = /^(.{20,}?\.)\s+(?=[A-ZА-ЯЁ"«(0-9])/.exec(s);
  const one = m ? m[1]! : s;
  return one.length > 220 ? `${one.slice(0, 217)}…` : one;
}

/** The first set-1 ability holding an object with `key` === value (searched depth-first), and its card. */
function exampleOf(test: (o: Record<string, unknown>) => boolean): string {
  const has = (v: unknown): boolean => {
    if (Array.isArray(v)) return v.some(has);
    if (typeof v !== 'object' || v === null) return false;
    if (test(v as Record<string, unknown>)) return true;
    return Object.values(v).some(has);
  };
  for (const d of ALL_CARDS) {
    for (const a of d.abilities ?? []) {
      if (has(a)) {
        const j = JSON.stringify(a);
        return `${d.name} (${d.id}): \`${j.length > 260 ? `${j.slice(0, 257)}…` : j}\``;
      }
    }
  }
  return '(no set-1 card uses it yet)';
}

/** Kinds whose union member carries no doc comment of its own. */
const KIND_DOCS: Record<string, string> = {
  activated: 'An ability its controller declares (512): a cost (`tap`, `counters`), a `target`, an `effect` and the `abilityType` (influence, spell, shot, …).',
  triggered: 'An ability that fires by itself at the trigger point `on` (116), with a `target`, an `effect` and the `abilityType`.',
  replacement: '534: a matching effect is replaced by `result` (nothing, more, double, redirected, another effect).',
};

function table(title: string, key: string, objs: Obj[], test: (value: string) => (o: Record<string, unknown>) => boolean): string[] {
  const rows = objs.map((o) => {
    const v = literal(o.props[key]!.type);
    const doc = firstSentence(o.doc ?? o.props[key]!.doc ?? (key === 'kind' ? KIND_DOCS[v] : undefined));
    return `| \`${v}\` | ${doc} | ${fieldsText(o, key)} | ${exampleOf(test(v))} |`;
  });
  return [`#### ${title}`, '', `| \`${key}\` | What it does | Fields (\`?\` = optional) | Example from set 1 |`, '|---|---|---|---|', ...rows, ''];
}

/** The generated Markdown (between VOCAB_DOC_MARKERS in docs/card-overrides.md). */
export function vocabMarkdown(): string {
  const kinds = members('Ability');
  const effects = members('EffectSpec');
  const mods = members('ModifierSpec');
  const named = Object.keys(VOCAB_SCHEMA.defs).sort();
  return [
    `Ability kinds: ${kinds.length}; effect ops: ${effects.length}; modifier ops: ${mods.length}. The other named types the fields use (`,
    `${named.map((n) => `\`${n}\``).join(', ')}) are in \`src/engine/vocab/ability.ts\` with their comments.`,
    '',
    ...table('Ability kinds (`abilities[i].kind`)', 'kind', kinds, (v) => (o) => o.kind === v),
    ...table('Effect ops (`effect.op`, also `also`, `either.options`, `then[i].effect`)', 'op', effects, (v) => (o) => o.op === v && !('damage' in o) && !('kw' in o && !('grant' in o))),
    ...table('Modifier ops (`mod.op` of a `modifier` ability)', 'op', mods, (v) => (o) => o.kind === 'modifier' && (o.mod as { op?: string })?.op === v),
  ].join('\n');
}
