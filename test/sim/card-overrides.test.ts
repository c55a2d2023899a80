/**
 * Card override files (`--cards FILE`, sim/card-overrides.ts, docs/card-overrides.md): a prototype
 * card defined only in the file plays in a sim, is named in run.json, the Arrow metadata and the
 * per-card statistics; a stat override changes the compiled card and the games; every bad file is
 * one line naming the file, the card and the field, exit 2, no output folder; resume refuses
 * another override file; the vocabulary the files are checked against accepts every set-1 ability
 * and is generated from the current types.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ALL_CARDS, cardDb, useCardPool } from '../../src/engine/card-pool.js';
import { applyCardOverrides, CardOverrideError, installCardOverrides, loadCardOverrides } from '../../src/sim/card-overrides.js';
import { cardDbHash } from '../../src/sim/meta.js';
import { VOCAB_SCHEMA } from '../../src/sim/vocab-schema.generated.js';
import { VOCAB_DOC_MARKERS, vocabMarkdown } from '../../src/sim/vocab-docs.js';
import { checkVocab } from '../../src/sim/vocab-shape.js';
import { assertBuilt, berserk, deck, repoRoot } from './cli-helpers.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-cards-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
afterEach(() => {
  installCardOverrides(null);
  useCardPool(null);
});

const example = path.join(repoRoot, 'examples/cards-prototype.json');
const protoDeck = path.join(repoRoot, 'examples/deck-mountain-prototype.json');

function write(name: string, content: unknown): string {
  const f = path.join(tmp, name);
  fs.writeFileSync(f, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return f;
}

const PROTO = { id: 'proto:test', name: 'Пробный', element: 'steppe', type: 'creature', cost: 3, life: 5, move: 1, strike: [1, 1, 2] };

describe('the vocabulary check', () => {
  it('accepts every ability and ranged attack of set 1 (the schema is the one the set files are written in)', () => {
    let n = 0;
    for (const d of ALL_CARDS) {
      for (const a of d.abilities ?? []) {
        expect(checkVocab(VOCAB_SCHEMA, VOCAB_SCHEMA.roots.Ability!, a), d.name).toBeNull();
        n++;
      }
      if (d.ranged) expect(checkVocab(VOCAB_SCHEMA, VOCAB_SCHEMA.roots.RangedSpec!, d.ranged), d.name).toBeNull();
    }
    expect(n).toBeGreaterThan(300);
  });

  it('refuses an unknown kind, op, field or value, with the nearest name', () => {
    const ab = { kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'spell' };
    const root = VOCAB_SCHEMA.roots.Ability!;
    expect(checkVocab(VOCAB_SCHEMA, root, ab)).toBeNull();
    expect(checkVocab(VOCAB_SCHEMA, root, { ...ab, kind: 'activatd' })).toEqual({ path: '.kind', message: expect.stringMatching(/unknown ability kind "activatd"; did you mean "activated"/) });
    expect(checkVocab(VOCAB_SCHEMA, root, { ...ab, effect: { op: 'wund', amount: 1 } })?.message).toMatch(/unknown op "wund"; did you mean "wound"/);
    expect(checkVocab(VOCAB_SCHEMA, root, { ...ab, effect: { op: 'wound', amout: 1 } })).toMatchObject({ path: '.effect.amout', message: expect.stringMatching(/unknown field; did you mean "amount"/) });
    expect(checkVocab(VOCAB_SCHEMA, root, { ...ab, target: 'enemyCreatur' })?.message).toMatch(/did you mean "enemyCreature"/);
    expect(checkVocab(VOCAB_SCHEMA, root, { ...ab, effect: { op: 'wound' } })).toMatchObject({ path: '.effect.amount', message: expect.stringMatching(/^missing/) });
  });

  it('docs/card-overrides.md holds the generated vocabulary tables, every ability kind and effect op in them', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs/card-overrides.md'), 'utf8');
    const [open, close] = VOCAB_DOC_MARKERS;
    expect(doc.slice(doc.indexOf(open) + open.length, doc.indexOf(close)).trim()).toBe(vocabMarkdown().trim());
    for (const op of ['wound', 'heal', 'summon', 'grant', 'either']) expect(doc).toContain(`| \`${op}\` |`);
    for (const kind of ['activated', 'triggered', 'ranged', 'modifier', 'keyword']) expect(doc).toContain(`| \`${kind}\` |`);
  });

  it('src/sim/vocab-schema.generated.ts is generated from the current vocabulary types', () => {
    assertBuilt();
    const out = spawnSync(process.execPath, [path.join(repoRoot, 'dist/scripts/gen-vocab-schema.js'), '--check'], { cwd: repoRoot, encoding: 'utf8' });
    expect(out.status, out.stderr).toBe(0);
  });
});

describe('applying a file', () => {
  it('a stat override: the compiled card has the new life, icons and ability amount; the db hash moves', () => {
    const stock = cardDbHash();
    const i = ALL_CARDS.findIndex((d) => d.name === 'Кшар');
    expect(cardDb().life[i]).toBe(6);
    const file = write('stat.json', { cards: [{ card: 'Кшар', life: 8, icons: { armor: 1 }, abilities: { '0': { effect: { amount: 4 } } } }] });
    installCardOverrides(loadCardOverrides(file));
    const db = cardDb();
    expect(db.life[i]).toBe(8);
    expect(db.armor[i]).toBe(1);
    expect(db.abAmount[db.abilStart[i]!]).toBe(4);
    expect(db.defs[i]!.abilities![0]).toMatchObject({ kind: 'activated', counters: 1, effect: { op: 'wound', amount: 4 } });
    expect(cardDbHash()).not.toBe(stock);
    installCardOverrides(null);
    expect(cardDb().life[i]).toBe(6);
    expect(cardDbHash()).toBe(stock);
  });

  it('a prototype goes after the printed cards, as an implemented card with its own id and name', () => {
    const a = applyCardOverrides(JSON.parse(fs.readFileSync(example, 'utf8')), 'x.json');
    expect(a.defs.length).toBe(ALL_CARDS.length + 1);
    expect(a.defs.slice(0, ALL_CARDS.length).map((d) => d.id)).toEqual(ALL_CARDS.map((d) => d.id));
    expect(a.defs[ALL_CARDS.length]).toMatchObject({ id: 'proto:ice-archer', name: 'Ледяной лучник', set: 'proto', support: 'implemented', move: 1, icons: { zot: true } });
    expect(a.prototypes).toEqual([{ id: 'proto:ice-archer', name: 'Ледяной лучник' }]);
    expect(a.changed).toEqual(['s1_2', 's1_50']);
  });

  it('icons set to 0 or false are removed; a flyer takes no movement', () => {
    const a = applyCardOverrides({ cards: [{ card: 'Степной волколак', icons: { ova: 0, zoo: false, armor: 2 } }] }, 'x.json');
    expect(a.defs.find((d) => d.name === 'Степной волколак')!.icons).toEqual({ regen: 1, armor: 2 });
    expect(() => applyCardOverrides({ cards: [{ ...PROTO, type: 'flyer' }] }, 'x.json')).toThrow(/\.move: a flyer has no movement/);
  });

  const bad: [string, unknown, RegExp][] = [
    ['a bad stat', { cards: [{ card: 'Кочевник' }, { card: 'Волхв' }, { card: 'Кшар', life: -3 }] }, /^f\.json: cards\[2\] "Кшар"\.life: expected a whole number ≥ 1 \(got -3\)$/],
    ['an unknown field', { cards: [{ card: 'Кшар', lif: 7 }] }, /^f\.json: cards\[0\] "Кшар"\.lif: unknown field$/],
    ['an unknown card', { cards: [{ card: 'Кшарр', life: 7 }] }, /^f\.json: cards\[0\] "Кшарр"\.card: unknown card \(did you mean «Кшар», s1_2\?\)$/],
    ['a printed id for a prototype', { cards: [{ ...PROTO, id: 's1_5' }] }, /^f\.json: cards\[0\] "Пробный"\.id: expected "proto:NAME"/],
    ['a printed name for a prototype', { cards: [{ ...PROTO, name: 'Орк' }] }, /^f\.json: cards\[0\] "Орк"\.name: «Орк» is the name of the printed card s1_13/],
    ['two prototypes with one id', { cards: [PROTO, { ...PROTO, name: 'Другой' }] }, /^f\.json: cards\[1\] "Другой"\.id: proto:test is already the id of cards\[0\]$/],
    ['an unknown op', { cards: [{ ...PROTO, abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'explode', amount: 2 }, abilityType: 'spell' }] }] }, /^f\.json: cards\[0\] "Пробный"\.abilities\[0\]\.effect\.op: unknown op "explode"/],
    ['an unknown ability kind', { cards: [{ ...PROTO, abilities: [{ kind: 'aura' }] }] }, /\.abilities\[0\]\.kind: unknown ability kind "aura"/],
    ['a patch that breaks an ability', { cards: [{ card: 'Кшар', abilities: { '0': { effect: { op: 'explode' } } } }] }, /cards\[0\] "Кшар"\.abilities\.0\.effect\.op: unknown op "explode"/],
    ['an ability index the card lacks', { cards: [{ card: 'Кшар', abilities: { '5': { amount: 1 } } }] }, /cards\[0\] "Кшар"\.abilities\.5: no such ability; «Кшар» has abilities 0–1/],
    ['no "cards"', { card: [] }, /^f\.json: cards: missing \(a list of card entries\)$/],
  ];
  it.each(bad)('%s: one line naming the file, the card and the field', (_what, content, re) => {
    let message = '';
    try {
      applyCardOverrides(content, 'f.json');
    } catch (e) {
      expect(e).toBeInstanceOf(CardOverrideError);
      message = (e as Error).message;
    }
    expect(message).toMatch(re);
    expect(message).not.toContain('\n');
  });
});

describe('--cards on the command line', () => {
  const simArgs = (out: string, cards?: string, deck1 = protoDeck) => ['sim', ...(cards ? ['--cards', cards] : []), '--deck1', deck1, '--deck2', deck('steppe'), '--games', '256', '--shard-size', '256', '--workers', '2', '--seed', '5', '--json', '--out', out];

  it('a prototype defined only in the file plays in a sim, and is named in run.json, the Arrow metadata and the per-card statistics', () => {
    assertBuilt();
    const out = path.join(tmp, 'proto');
    const r = berserk(simArgs(out, example));
    expect(r.status, r.stderr).toBe(0);
    const run = JSON.parse(fs.readFileSync(path.join(out, 'run.json'), 'utf8'));
    expect(run.config.cards.prototypes).toEqual([{ id: 'proto:ice-archer', name: 'Ледяной лучник' }]);
    expect(run.config.cards.content).toEqual(JSON.parse(fs.readFileSync(example, 'utf8')));
    expect(run.config.cards.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(run.config.decks[0].cards.filter((c: string) => c === 'proto:ice-archer')).toHaveLength(3);
    // The effective card db is not the stock one.
    const stock = berserk(simArgs(path.join(tmp, 'stock'), undefined, deck('mountain')));
    expect(stock.status, stock.stderr).toBe(0);
    const stockRun = JSON.parse(fs.readFileSync(path.join(tmp, 'stock', 'run.json'), 'utf8'));
    expect(run.meta.card_db_hash).not.toBe(stockRun.meta.card_db_hash);
    // Arrow metadata: the pool's ids (the prototype at index 200), the override record, the hash.
    const t = tableFromIPC(fs.readFileSync(path.join(out, 'game_cards.arrows')));
    const ids = JSON.parse(t.schema.metadata.get('berserk.cards')!) as string[];
    expect(ids[ALL_CARDS.length]).toBe('proto:ice-archer');
    expect(JSON.parse(t.schema.metadata.get('berserk.card_overrides')!).sha256).toBe(run.config.cards.sha256);
    expect(t.schema.metadata.get('berserk.card_db_hash')).toBe(run.meta.card_db_hash);
    // The prototype was dealt and played: its rows are in game_cards (from the workers' db).
    const card = t.getChild('card')!.toArray() as Uint16Array;
    expect(card.filter((c) => c === ALL_CARDS.length).length).toBeGreaterThan(100);
    // Per-card statistics: summary.json, and the report of the folder (a new process).
    const summary = JSON.parse(fs.readFileSync(path.join(out, 'summary.json'), 'utf8'));
    const rows = JSON.stringify(summary);
    expect(rows).toContain('"id":"proto:ice-archer","name":"Ледяной лучник"');
    const rep = berserk(['report', out]);
    expect(rep.status, rep.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, 'report.html'), 'utf8')).toContain('Ледяной лучник');
    // And the same file on play: the transcript names the prototype.
    const play = berserk(['play', '--cards', example, '--deck1', protoDeck, '--deck2', deck('steppe'), '--seed', '2', '--agent1', 'scripted', '--agent2', 'scripted', '--log']);
    expect(play.status, play.stderr).toBe(0);
    expect(play.stdout).toContain('Ледяной лучник');
  });

  it('a stat override changes the games (same seed and decks, other outcomes)', () => {
    const stockOut = path.join(tmp, 'life-stock');
    const moreOut = path.join(tmp, 'life-more');
    const file = write('life.json', { cards: [{ card: 'Кочевник', life: 14 }, { card: 'Кшар', life: 12 }] });
    const a = berserk(simArgs(stockOut, undefined, deck('forest')));
    const b = berserk(simArgs(moreOut, file, deck('forest')));
    expect(a.status, a.stderr).toBe(0);
    expect(b.status, b.stderr).toBe(0);
    const games = (dir: string) => tableFromIPC(fs.readFileSync(path.join(dir, 'games.arrows')));
    const ga = games(stockOut);
    const gb = games(moreOut);
    expect(gb.numRows).toBe(ga.numRows);
    const turns = (t: ReturnType<typeof games>) => Array.from(t.getChild('turns')!.toArray() as ArrayLike<number>);
    const ta = turns(ga);
    const tb = turns(gb);
    const differ = ta.filter((x, k) => x !== tb[k]).length;
    expect(differ).toBeGreaterThan(20);
    const sa = JSON.parse(fs.readFileSync(path.join(stockOut, 'summary.json'), 'utf8'));
    const sb = JSON.parse(fs.readFileSync(path.join(moreOut, 'summary.json'), 'utf8'));
    expect(JSON.stringify(sb.decks)).not.toBe(JSON.stringify(sa.decks));
  });

  it('each bad file: one line naming the file, card and field, exit 2, no output folder (sim, play, ab)', () => {
    const cases: [unknown, RegExp][] = [
      [{ cards: [{ card: 'Кшар', life: -3 }] }, /cards\[0\] "Кшар"\.life: expected a whole number ≥ 1 \(got -3\)/],
      [{ cards: [{ card: 'Кшарр' }] }, /cards\[0\] "Кшарр"\.card: unknown card \(did you mean «Кшар», s1_2\?\)/],
      [{ cards: [{ ...PROTO, id: 's1_5' }] }, /cards\[0\] "Пробный"\.id: expected "proto:NAME"/],
      [{ cards: [{ ...PROTO, abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'explode', amount: 2 }, abilityType: 'spell' }] }] }, /\.abilities\[0\]\.effect\.op: unknown op "explode"/],
      ['{ "cards": [ }', /invalid JSON at line 1, column 14/],
    ];
    cases.forEach(([content, re], k) => {
      const file = write(`bad-${k}.json`, content);
      const out = path.join(tmp, `never-${k}`);
      for (const args of [
        simArgs(out, file, deck('mountain')),
        ['play', '--cards', file, '--deck1', deck('steppe'), '--deck2', deck('forest')],
        ['ab', '--cards', file, '--base', deck('steppe'), '--variant', deck('swamp'), '--field', deck('forest'), '--out', out],
      ]) {
        const r = berserk(args);
        expect(r.status, `${args[0]} ${k}: ${r.stderr}`).toBe(2);
        expect(r.stdout).toBe('');
        const lines = r.stderr.trim().split('\n');
        expect(lines, r.stderr).toHaveLength(1);
        expect(lines[0]).toMatch(new RegExp(`^error: .*bad-${k}\\.json: `));
        expect(lines[0]).toMatch(re);
        expect(fs.existsSync(out)).toBe(false);
      }
    });
  });

  it('a deck naming a prototype without --cards: one line saying so', () => {
    const r = berserk(['play', '--deck1', protoDeck, '--deck2', deck('steppe')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown card "proto:ice-archer" \(a prototype card: give the override file that defines it, --cards FILE\)/);
  });

  it('resume refuses another override file, accepts the same one', () => {
    const out = path.join(tmp, 'proto');
    expect(fs.existsSync(path.join(out, 'run.json'))).toBe(true); // from the first test
    const other = write('other.json', { cards: [...JSON.parse(fs.readFileSync(example, 'utf8')).cards, { card: 'Орк', life: 11 }] });
    const r = berserk(['sim', '--resume', out, '--cards', other]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/--resume: .* was started with card overrides .*cards-prototype\.json \(sha256 [0-9a-f]{12}\); --cards .*other\.json .* holds other cards/);
    const none = berserk(['sim', '--resume', path.join(tmp, 'stock'), '--cards', example]);
    expect(none.stderr).toMatch(/was started with no card overrides/);
    // The same file (reformatted: the content counts) passes the check and reaches the next one.
    const same = write('same.json', JSON.stringify(JSON.parse(fs.readFileSync(example, 'utf8'))));
    const s = berserk(['sim', '--resume', out, '--cards', same]);
    expect(s.stderr).toMatch(/already complete/);
  });
});
