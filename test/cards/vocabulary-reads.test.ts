/**
 * The ability vocabulary's contract (issue "Card pool"): every field a card definition sets is read
 * by the engine — when the card database is compiled (compile/compile.ts `compileCardDb`, which turns the
 * typed data into the tables the handlers use) or by a handler during play (some read the ability
 * objects themselves, e.g. effects.ts's replacement match, features.ts's composite stages). A field
 * that is set but never read would be card text silently not played: a typo'd optional key, a key of
 * another variant of the union, or a primitive whose handler forgot one of its options.
 *
 * How: every bundled card definition is wrapped in recording proxies (nested objects and arrays
 * too, one proxy per object); the database is compiled from the proxies and random games are played
 * on it with decks drawn from the whole set, so each card comes up many times; then each object's set
 * fields are checked against the keys read on it. A read that only copies the object (spread,
 * `Object.assign`, `JSON.stringify`: a property-descriptor query followed by the get) does not count
 * as use. Only the text features are checked (the fields `mergeSet1` takes from cards/text: abilities,
 * ranged, incarnation, incorporeal, cannotJoinWith); the printed stats are checked against the
 * shared card data by set1-data.test.ts. Fields that are documentation, not rules, are listed in
 * REFERENCE_KEYS.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../dist/src/engine/card-pool.js';
import { compileCardDb } from '../../dist/src/engine/compile/compile.js';
import type { CardDef } from '../../dist/src/engine/vocab/card.js';
import { DEFAULT_OPTIONS } from '../../dist/src/engine/core/options.js';
import { selfCheck } from '../../dist/src/sim/selfcheck.js';

/**
 * Random games played on the recorded database (odd games: two random decks from the whole set):
 * 1,500 reach every field but the rare ones listed below (600 no longer reached Серк's and Лунная
 * баньши's once the random streams were made independent).
 */
const GAMES = 1500;

/** Keys that carry text for people (reference, notes), never rules. */
const REFERENCE_KEYS = new Set(['text', 'note', 'notes', 'ref', 'comment']);

/**
 * Fields read only in situations the random games do not reach. Each is named by path, with the
 * handler file that reads it: the test checks that the file reads each listed key (`.key`), and a
 * listed path that the games did read is reported too, so the list cannot go stale.
 */
const RARE_AT_RUNTIME: readonly { readonly path: string; readonly file: string; readonly keys: readonly string[]; readonly why: string }[] = [
  {
    path: 's1_81.abilities[1].result',
    file: 'src/engine/core/effects.ts',
    keys: ['effect', 'amount', 'sameAmount'],
    why: 'Вожак сатиров\'s replacing feature (534.7) fires only when it is healed while unwounded; played by test/cards/darkness-heal-gate.test.ts and forest-targets.test.ts',
  },
  {
    path: 's1_130.abilities[0].effect',
    file: 'src/engine/core/squad.ts',
    keys: ['find', 'filter', 'maxCost', 'element'],
    why: 'Королева топи summons only onto a cell that 8 or more of its controller\'s creatures surround, a board random games almost never build; played by the summon tests of test/cards/swamp-prophecy.test.ts (its rulings)',
  },
];

/** The CardDef fields that come from the card-text tables (vocab/card-text.ts CardText). */
const TEXT_FIELDS = ['abilities', 'ranged', 'incarnation', 'incorporeal', 'cannotJoinWith'] as const;

interface Recorder {
  readonly used: WeakMap<object, Set<PropertyKey>>;
  readonly proxyOf: WeakMap<object, object>;
}

function record(r: Recorder, target: object): object {
  const known = r.proxyOf.get(target);
  if (known) return known;
  const used = new Set<PropertyKey>();
  // Keys whose descriptor was just asked for: the get that follows is a copy (spread, assign, JSON).
  const described = new Set<PropertyKey>();
  r.used.set(target, used);
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      const v = Reflect.get(t, key, receiver) as unknown;
      if (described.has(key)) described.delete(key);
      else used.add(key);
      return v !== null && typeof v === 'object' ? record(r, v) : v;
    },
    has(t, key) {
      used.add(key); // `'x' in def` decides on the field: a use
      return Reflect.has(t, key);
    },
    getOwnPropertyDescriptor(t, key) {
      described.add(key);
      return Reflect.getOwnPropertyDescriptor(t, key);
    },
  });
  r.proxyOf.set(target, proxy);
  return proxy;
}

/** Every set field of `obj` and the objects under it that was never read: "path" strings. */
function unread(r: Recorder, obj: unknown, path: string, out: string[]): void {
  if (obj === null || typeof obj !== 'object') return;
  const used = r.used.get(obj);
  if (Array.isArray(obj)) {
    if (obj.length > 0 && !used) out.push(`${path} (never read)`);
    obj.forEach((v, k) => unread(r, v, `${path}[${k}]`, out));
    return;
  }
  const o = obj as Record<string, unknown>;
  for (const [key, v] of Object.entries(obj)) {
    if (v === undefined || REFERENCE_KEYS.has(key)) continue;
    // "потерять все {counter}": the type asks for an amount, which `all` overrides (compile/compile.ts).
    if (key === 'amount' && o.op === 'loseCounters' && o.all === true) continue;
    if (!used || !used.has(key)) out.push(`${path}.${key}`);
    unread(r, v, `${path}.${key}`, out);
  }
}

describe('ability vocabulary: every field a card definition sets is read by the engine', () => {
  it(`no set field of any card text definition of set 1 is left unread by the compiler and ${GAMES} random games on the whole set`, () => {
    const r: Recorder = { used: new WeakMap(), proxyOf: new WeakMap() };
    const proxied = ALL_CARDS.map((d) => record(r, d) as CardDef);
    const db = compileCardDb(proxied);
    // Decks for the even games: the set in order, 40 cards a deck (each card in some deck).
    const decks: Int16Array[] = [];
    for (let k = 0; k < ALL_CARDS.length; k += 40) decks.push(Int16Array.from({ length: 40 }, (_, j) => (k + j) % ALL_CARDS.length));
    selfCheck({ db, options: DEFAULT_OPTIONS, decks, randomDecksOnOddGames: true, runSeed: 20261130, from: 0, to: GAMES });
    const missed: string[] = [];
    for (const d of ALL_CARDS) {
      const used = r.used.get(d)!;
      for (const f of TEXT_FIELDS) {
        const v = (d as unknown as Record<string, unknown>)[f];
        if (v === undefined) continue;
        if (!used.has(f)) missed.push(`${d.id}.${f}`);
        unread(r, v, `${d.id}.${f}`, missed);
      }
    }
    const rare = (p: string): boolean => RARE_AT_RUNTIME.some((e) => p === e.path || p.startsWith(e.path + '.') || p.startsWith(e.path + ' '));
    expect(missed.filter((p) => !rare(p))).toEqual([]);
    // Every listed rare path is still unread by the games (else drop it from the list), and its handler reads its keys.
    for (const e of RARE_AT_RUNTIME) {
      expect(missed.some((p) => p === e.path || p.startsWith(e.path + '.')), `${e.path} was read by the games: remove it from RARE_AT_RUNTIME`).toBe(true);
      const src = readFileSync(e.file, 'utf8');
      for (const k of e.keys) expect(src, `${e.file} reads .${k} (${e.why})`).toMatch(new RegExp(`\\.${k}\\b`));
    }
  });

  it('the check sees an unread field (a key the compiler does not know, added to one ability)', () => {
    const i = ALL_CARDS.findIndex((d) => (d.abilities?.length ?? 0) > 0);
    const d = ALL_CARDS[i]!;
    const bogus = { ...d, abilities: d.abilities!.map((a, k) => (k === 0 ? { ...a, notAField: 1 } : a)) } as CardDef;
    const defs = ALL_CARDS.slice();
    defs[i] = bogus;
    const r: Recorder = { used: new WeakMap(), proxyOf: new WeakMap() };
    compileCardDb(defs.map((x) => record(r, x) as CardDef));
    const missed: string[] = [];
    unread(r, bogus.abilities, `${bogus.id}.abilities`, missed);
    expect(missed).toEqual([`${bogus.id}.abilities[0].notAField`]);
  });
});
