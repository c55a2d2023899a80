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
 * - the named words by name (`namedWords`): the `G` words (the core's, in `s.g`) and the mechanics'
 *   words (`MW`, mechanics/ids.ts, in `s.mw`), one list in name order; each enum's own names give a
 *   word's slot, and its next slot gives the width (a per-seat value is 2 words), so moving a word —
 *   within `G`, or from `G` into a mechanic's words under the same name — changes nothing while its
 *   name, width and value stay;
 * - the game's capability bits by name (`capabilityNames`): the core's word (`G.Caps`, enum `Cap`), a
 *   second core word where a build has one (`G.Caps2`, `Cap2`), and the mechanic ids' words
 *   (`mechCaps`, `Mech`), each set bit under its qualified name, or under the name it had before it
 *   changed words (`CAP_FORMER_NAMES`, mechanics/ids.ts), in name order; so moving a bit from one word
 *   to another changes nothing while its name stays. The hook gates (`G.Gates`) are left out: they are
 *   derived from the mechanic ids (invariants.ts checks it);
 * - the RNG streams.
 * Scratch regions (stack, effect queue, trigger and event buffers, choices) are left out: at the end of
 * a game their contents are leftovers, not meaning.
 *
 * It is written against a structural view of the state (`SemanticApi`), so the instruction workloads
 * can fold states of any build they load (a build from before a re-layout included).
 * A re-layout that moves a `G` word into a mechanic's own region keeps it readable under the same
 * name: the region's enum goes into `namedWords` below, not a new name. A build from before the
 * mechanic state region has no `MW`: its `G` holds the same names. A core word renamed in `G` (a
 * mechanic's name given up for the core concept) folds under its former name (`FORMER_NAMES`), so
 * builds on either side of the rename fold it alike.
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
  /** The mechanic state region (absent in builds from before it). */
  readonly mw?: Numbers;
  readonly board: Numbers;
  readonly cellMk: Numbers;
  readonly rng: Numbers;
  /** The mechanic ids' capability words (absent in builds from before them). */
  readonly mechCaps?: Numbers;
  readonly [field: string]: unknown;
}
export interface SemanticApi {
  /** The runtime object of the `G` enum (tsconfig preserveConstEnums): name → slot. */
  readonly G: Readonly<Record<string, unknown>>;
  readonly G_COUNT: number;
  /** The mechanics' state words (mechanics/ids.ts MW: name → offset in `s.mw`) and how many are allocated; absent in older builds. */
  readonly MW?: Readonly<Record<string, unknown>>;
  readonly MW_COUNT?: number;
  readonly MAX_INST: number;
  readonly ZONE_COUNT: number;
  /** The capability enums (name → bit; Mech: name → id), core/enums.ts and mechanics/ids.ts; Cap2 and Mech absent where a build has none. */
  readonly Cap: Readonly<Record<string, unknown>>;
  readonly Cap2?: Readonly<Record<string, unknown>>;
  readonly Mech?: Readonly<Record<string, unknown>>;
  /** Qualified name → the name the bit had before it changed words (mechanics/ids.ts); absent before the move. */
  readonly CAP_FORMER_NAMES?: Readonly<Record<string, string>>;
  listLen(s: never, p: number, z: number): number;
  listAt(s: never, p: number, z: number, i: number): number;
}

/**
 * `G` words renamed when the mechanic state region came (core/state.ts): new name → the name the
 * signature folds them under (their name before). Append only.
 */
export const FORMER_NAMES: Readonly<Record<string, string>> = {
  SecondStrike: 'TwiceSrc',
  MovingMarkers: 'Tremor',
};

/** The `G` words the signature folds by their bits' names (`capabilityNames`) or leaves out (the derived hook gates), not as words. */
const CAPABILITY_WORDS: ReadonlySet<string> = new Set(['Caps', 'Caps2', 'Gates']);

/** A named word: its name, the state array holding it ('g' or 'mw'), its slot there and its width. */
type NamedWord = [string, 'g' | 'mw', number, number];

/** Name → [slot, width] of every member of one enum of word slots whose words end at `count`. */
function enumWords(e: Readonly<Record<string, unknown>>, count: number, region: 'g' | 'mw'): NamedWord[] {
  const named: [string, number][] = [];
  for (const [k, v] of Object.entries(e)) if (typeof v === 'number') named.push([k, v]);
  const slots = [...new Set(named.map(([, v]) => v))].sort((a, b) => a - b);
  const width = new Map<number, number>();
  for (let i = 0; i < slots.length; i++) width.set(slots[i]!, (i + 1 < slots.length ? slots[i + 1]! : count) - slots[i]!);
  return named.map(([k, v]) => [region === 'g' ? (FORMER_NAMES[k] ?? k) : k, region, v, width.get(v)!]);
}

/**
 * Every named word of the state — the `G` words and, in builds with the mechanic state region, the
 * mechanics' `MW` words — in name order (so slot order and region do not matter), a renamed `G` word
 * under its former name. A name given twice (in both enums, or a former name beside the word's new one) is an error.
 */
export function namedWords(api: SemanticApi): NamedWord[] {
  const all = enumWords(api.G, api.G_COUNT, 'g').filter(([k]) => !CAPABILITY_WORDS.has(k));
  if (api.MW !== undefined) {
    if (api.MW_COUNT === undefined) throw new Error('semantic signature: MW without MW_COUNT');
    all.push(...enumWords(api.MW, api.MW_COUNT, 'mw'));
  }
  const seen = new Set<string>();
  for (const [k] of all) {
    if (seen.has(k)) throw new Error(`semantic signature: '${k}' names two words`);
    seen.add(k);
  }
  return all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Bit → member name of a capability enum (a bit no member names: '#bit'). */
function bitNames(e: Readonly<Record<string, unknown>>): string[] {
  const names: string[] = [];
  for (let b = 0; b < 32; b++) names.push(`#${b}`);
  for (const [k, v] of Object.entries(e)) if (typeof v === 'number' && v !== 0 && (v & (v - 1)) === 0) names[31 - Math.clz32(v)] = k;
  return names;
}

/**
 * The qualified names of the capability bits set in `s`, each under its former name where it has one,
 * sorted: `Cap.<name>` of G.Caps, `Cap2.<name>` of G.Caps2 (builds with it), `Mech.<name>` of the
 * mechanic ids' words (builds with them).
 */
export function capabilityNames(api: SemanticApi, s: SemanticState): string[] {
  const former = api.CAP_FORMER_NAMES ?? {};
  const out: string[] = [];
  const word = (prefix: string, names: string[], v: number): void => {
    for (let b = 0; b < 32; b++) if (((v >>> b) & 1) !== 0) out.push(former[`${prefix}.${names[b]}`] ?? `${prefix}.${names[b]}`);
  };
  const g = api.G as Readonly<Record<string, number>>;
  word('Cap', bitNames(api.Cap), s.g[g.Caps!]! | 0);
  if (api.Cap2 !== undefined && g.Caps2 !== undefined) word('Cap2', bitNames(api.Cap2), s.g[g.Caps2]! | 0);
  if (api.Mech !== undefined && s.mechCaps !== undefined) {
    const byId = new Map<number, string>();
    for (const [k, v] of Object.entries(api.Mech)) if (typeof v === 'number') byId.set(v, k);
    for (let w = 0; w < s.mechCaps.length; w++) {
      for (let b = 0; b < 32; b++) {
        if (((s.mechCaps[w]! >>> b) & 1) === 0) continue;
        const name = `Mech.${byId.get(w * 32 + b) ?? `#${w * 32 + b}`}`;
        out.push(former[name] ?? name);
      }
    }
  }
  return out.sort();
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
  private readonly words: NamedWord[];
  constructor(private readonly api: SemanticApi) {
    this.words = namedWords(api);
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
    for (const [name, region, slot, width] of this.words) {
      const a = region === 'g' ? s.g : s.mw;
      if (a === undefined) throw new Error(`semantic signature: the state has no '${region}' for '${name}'`);
      h.addName(name);
      for (let k = 0; k < width; k++) h.add(a[slot + k]! | 0);
    }
    h.addName('capabilities');
    for (const name of capabilityNames(api, s)) h.addName(name);
  }
  hex(): string {
    return this.h.hex();
  }
}
