/**
 * The semantic signature: a hash of what a game state means, read through the state's names rather
 * than its buffer offsets, so a re-layout of the state (moving a region, widening a field, re-ordering
 * the `G` words) leaves it unchanged while the raw signature (every word of the buffer) moves.
 *
 * What it covers, each part folded under its name:
 * - the per-instance fields (`INSTANCE_FIELDS`), instance by instance, as numbers (the element width
 *   of their typed arrays does not matter);
 * - the board (instance per cell) and the cell markers, cell by cell;
 * - the zone lists, per seat and zone, through `listLen` / `listAt`;
 * - the `G` words by name: the enum's own names give each word's slot, and the next slot gives its
 *   width (a per-seat value is 2 words), so moving a word changes nothing while its name and value stay;
 * - the RNG streams.
 * Scratch regions (stack, effect queue, trigger and event buffers, choices) are left out: at the end of
 * a game their contents are leftovers, not meaning.
 *
 * It is written against a structural view of the state (`SemanticApi`), so the instruction workloads
 * can fold states of any build they load (a build from before a re-layout included).
 * A future re-layout that moves a `G` word into a mechanic's own region must keep it readable under the
 * same name: add the region to `namedWords` below, not a new name.
 */

/** The per-instance views of GameState the signature folds, by name. */
export const INSTANCE_FIELDS = [
  'card', 'zone', 'cell', 'owner', 'ctrl', 'flags', 'wounds', 'extraLives', 'counters', 'poison', 'moveLeft', 'armorUsed',
  'incTokens', 'statFlags', 'statCell', 'statDiedTurn', 'statDealt', 'statKills', 'lastHitBy', 'lastCell',
  'tKw', 'tOva', 'tOvz', 'tStrike', 'tRanged', 'tMove', 'tLife', 'turnRec',
] as const;

type Numbers = { readonly length: number; readonly [i: number]: number };

/** The parts of a GameState (and its module) the signature reads. */
export interface SemanticState {
  readonly g: Numbers;
  readonly board: Numbers;
  readonly cellMk: Numbers;
  readonly rng: Numbers;
  readonly [field: string]: unknown;
}
export interface SemanticApi {
  /** The runtime object of the `G` enum (tsconfig preserveConstEnums): name → slot. */
  readonly G: Readonly<Record<string, unknown>>;
  readonly G_COUNT: number;
  readonly MAX_INST: number;
  readonly ZONE_COUNT: number;
  listLen(s: never, p: number, z: number): number;
  listAt(s: never, p: number, z: number, i: number): number;
}

/** Name → [slot, width] of every `G` word, in name order (so slot order does not matter). */
function gWords(api: SemanticApi): [string, number, number][] {
  const named: [string, number][] = [];
  for (const [k, v] of Object.entries(api.G)) if (typeof v === 'number') named.push([k, v]);
  const slots = [...new Set(named.map(([, v]) => v))].sort((a, b) => a - b);
  const width = new Map<number, number>();
  for (let i = 0; i < slots.length; i++) width.set(slots[i]!, (i + 1 < slots.length ? slots[i + 1]! : api.G_COUNT) - slots[i]!);
  return named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, v, width.get(v)!]);
}

/** FNV-1a over 32-bit values in two lanes with different offset bases (64 bits), as the raw signature. */
export class Fnv64 {
  private lo = 0x811c9dc5 | 0;
  private hi = 0x050c5d1f | 0;
  add(v: number): void {
    this.lo = Math.imul(this.lo ^ (v & 0xffff), 0x01000193);
    this.lo = Math.imul(this.lo ^ ((v >>> 16) & 0xffff), 0x01000193);
    this.hi = Math.imul(this.hi ^ ((v >>> 16) & 0xffff), 0x01000193);
    this.hi = Math.imul(this.hi ^ (v & 0xffff), 0x01000193);
  }
  addName(name: string): void {
    this.add(0x7fffffff);
    for (let i = 0; i < name.length; i++) this.add(name.charCodeAt(i));
  }
  hex(): string {
    return (this.hi >>> 0).toString(16).padStart(8, '0') + (this.lo >>> 0).toString(16).padStart(8, '0');
  }
}

/** Folds states into one semantic hash; build once per API (it reads the `G` names at construction). */
export class SemanticSignature {
  private readonly h = new Fnv64();
  private readonly words: [string, number, number][];
  constructor(private readonly api: SemanticApi) {
    this.words = gWords(api);
  }
  fold(s: SemanticState): void {
    const h = this.h;
    const api = this.api;
    for (const name of INSTANCE_FIELDS) {
      const a = s[name] as Numbers | undefined;
      if (a === undefined) throw new Error(`semantic signature: the state has no field '${name}'`);
      h.addName(name);
      for (let i = 0; i < api.MAX_INST; i++) h.add(a[i]! | 0);
    }
    for (const name of ['board', 'cellMk', 'rng'] as const) {
      const a = s[name];
      h.addName(name);
      for (let i = 0; i < a.length; i++) h.add(a[i]! | 0);
    }
    for (let p = 0; p < 2; p++) {
      for (let z = 0; z < api.ZONE_COUNT; z++) {
        const n = api.listLen(s as never, p, z);
        h.add(n);
        for (let i = 0; i < n; i++) h.add(api.listAt(s as never, p, z, i));
      }
    }
    for (const [name, slot, width] of this.words) {
      h.addName(name);
      for (let k = 0; k < width; k++) h.add(s.g[slot + k]! | 0);
    }
  }
  hex(): string {
    return this.h.hex();
  }
}
