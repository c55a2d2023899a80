/**
 * The mutable game state: one ArrayBuffer, viewed as struct-of-arrays typed arrays.
 *
 * Layout (all views into `buf`, each 8-byte aligned):
 *   per instance (MAX_INST slots; seat p's k-th deck card is instance p*MAX_DECK + k):
 *     card, zone, cell, owner, ctrl, flags, wounds, extraLives, counters, poison, moveLeft,
 *     armorUsed, incTokens
 *     statistics (not rules state, but part of the game record): statFlags, statCell, statDiedTurn,
 *     statDealt, statKills, lastHitBy, lastCell
 *   board[30]            instance id on each cell, -1 when free
 *   cellMk[30]           cell markers on each cell (mechanics/markers/cell-markers.ts)
 *   zoneList[2][9][50]   ordered zone lists per seat (deck top = last element)
 *   zoneLen[2][9]
 *   g[G_COUNT]           scalars (phase, turn, crystals, the pending decision and its context…): core words only
 *   mw[MECH_STATE_WORDS] the card mechanics' own words (mechanics/ids.ts MW)
 *   rng[16]              four xor128 streams (rng.ts)
 *
 * Because everything is in one buffer, `copyInto` is a single `Int32Array.set` and the state hash
 * is a pass over the same words. Static card data is never here: it is shared through `db`.
 */
import type { CardDb } from './card-db.js';
import type { Hooks } from './hooks.js';
import { makeGame, type Game } from './game-value.js';
import type { EngineOptions } from './options.js';
import { Zone, ZONE_COUNT } from './enums.js';
import { CELLS } from './board.js';
import { RNG_WORDS } from './rng.js';
import { noteLeavingDeck } from './game-caps.js';
import { MECH_CAP_WORDS } from './codes.js';

export const MAX_DECK = 50;
export const MAX_INST = 2 * MAX_DECK;
export const NONE = -1;

/** Scalar slots of `g`. Per-seat values occupy two consecutive slots: base + seat. */
export const enum G {
  /** Decision kind pending (enums Decision). */
  Decision = 0,
  /** The seat that must answer the pending decision. */
  Decider = 1,
  /** Seat whose turn it is (Active player). */
  Active = 2,
  /** Seat of the First player (fixed for the game), -1 before the order is known. */
  First = 3,
  /** Turns started so far (1 = the First player's first turn). */
  Turn = 4,
  /** Actions applied so far. */
  Actions = 5,
  /** Winning seat, or -1. */
  Winner = 6,
  /** EndReason. */
  EndReason = 7,
  /** Gold crystals left, per seat (2 slots). */
  Gold = 8,
  /** Silver crystals left, per seat. */
  Silver = 10,
  /** Redeals taken, per seat. */
  Redeals = 12,
  /** Crystals spent on recruitment (cards + element penalty), per seat. */
  Spent = 14,
  /** Bitmask of elements present in the squad, per seat. */
  Elements = 16,
  /** Total cost of flyers in the squad, per seat (cap 15). */
  FlyerCost = 18,
  /** Order roll of each seat (last roll, after re-rolls of ties). */
  OrderRoll = 20,
  /** Seat that won the order roll. */
  OrderWinner = 22,
  /** Selected acting card (Verb/Target decisions), -1 otherwise. */
  Selected = 23,
  /** Chosen verb (enums Verb). */
  Verb = 24,
  /** Current attack: attacker, original target, defender (or -1), struck card. */
  Attacker = 25,
  Target = 26,
  Defender = 27,
  Struck = 28,
  /** Dice of the current simple strike: attacker's total and struck card's total (-1 if it did not roll). */
  RollA = 29,
  RollD = 30,
  /** Strike tiers (0 none, 1 weak, 2 medium, 3 strong) of attacker and counter-strike. */
  TierA = 31,
  TierD = 32,
  /** Ground creatures of the squad placed so far (index into the Squad zone list), per seat. */
  Placed = 33,
  /** 1 once the Second player's hidden back row has been revealed. */
  BackRowRevealed = 35,
  /** Recruitment done flag, per seat. */
  RecruitDone = 36,
  /** Crystals the seat started with [gold], per seat (for statistics). */
  StartGold = 38,
  /** Last die roll of a ranged attack (for logs), -1 if none. */
  RangedRoll = 40,
  /** Ground creatures recruited into the squad, per seat (at most 15: one half of the field). */
  SquadGround = 41,
  /** Cells holding a card controlled by each seat, as a 30-bit mask (bit c = cell c), per seat. */
  Occ = 43,
  /**
   * 1 when lives may have dropped since the last death check (wounds applied, extra lives lost).
   * Anything that lowers lives must set it, or `checkDeaths` skips the check.
   */
  Wounded = 45,
  /** Items on the stack (512). */
  StackLen = 46,
  /** Seat holding priority during a priority round (303 working model, digest §4.5). */
  Priority = 47,
  /** Consecutive passes in the current priority round; 2 = the round is over. */
  Passes = 48,
  /** 1 while a priority round is open. */
  RoundOpen = 49,
  /** Instant window of the open round (Window.*). */
  Window = 50,
  /** Effects waiting in the effect queue (511). */
  EffLen = 51,
  /** 1 while the stack is deactivated (511.2): effects are being applied. */
  Deactivated = 52,
  /** Collected triggers waiting to be declared (511.7). */
  TrigLen = 53,
  /** Events recorded while the stack was deactivated (for 511.7). */
  EvLen = 54,
  /** Next game-action id (534.4 bookkeeping). */
  NextAction = 55,
  /** Entries in the replacement-used ring (534.4). */
  ReplUsedLen = 56,
  /** Candidates of a pending replacement / trigger choice (in `choice`). */
  ChoiceLen = 57,
  /** What a pending Target decision is for (TargetMode.*). */
  TargetMode = 58,
  /** Stack index of the item executing now, or -1. */
  Executing = 59,
  /** Per-game capability bits of the core and its systems from the decks (Cap.*): lets the driver skip empty work. */
  Caps = 60,
  /** Ability index (global) chosen at the Verb decision, or -1. */
  Ability = 61,
  /** 1 when the Main/Verb/Target selection was started from a priority round (an instant). */
  FromPriority = 62,
  /** Seat that made the latest declaration in the open priority round, or -1 (303.3). */
  LastDeclarer = 63,
  /**
   * Per-game static-modifier bits (core/systems/modifiers.ts MOD_*): which modifier ops some card of
   * either deck holds for itself or as an aura, and which numeric keywords it grants.
   */
  ModMask = 64,
  /** Per-game union of the keyword bits static modifiers grant (Kw / GKw). */
  ModGrantKw = 65,
  /** Per-game bits (1 << event kind) of the events some card's triggers listen to (trigger-events.ts). */
  TrigKinds = 66,
  /** 1 when some card of the game has a replacement that may apply to another card's effect (534). */
  ReplOther = 67,
  /**
   * 1 while the Active player's turn is ending (mechanics/triggers/end-of-turn.ts): the "в конце хода"
   * triggers are being played; when nothing is left to do the turn passes (driver.ts step 7).
   */
  EndingTurn = 68,
  /**
   * Recruitment features (core/systems/recruit.ts). 1 while the decider of Decision.Recruit is in the
   * pre-recruitment stage ("До набора отряда …": both seats, First then Second, before either recruits).
   */
  PreRecruit = 69,
  /** 1 + the deal instance whose recruitment option ("можете заплатить на X больше") is asked now, 0 = none. */
  RecruitPending = 70,
  /** 1 + the instance recruited with "заплатить на X больше", per seat (0 = none; such cards are unique). */
  RecruitBuffInst = 71,
  /** The X paid for it, per seat. */
  RecruitBuffX = 73,
  /** 1 + the most elemental (non-neutral) cards the seat's squad may hold (Тич), per seat; 0 = no limit. */
  ElemCap = 75,
  /**
   * 1 + the opponent's instances seat p has seen at a pre-recruitment peek (Лазутчица, a unique
   * card), 0 = empty: PEEK_SLOTS slots per seat from Peek + PEEK_SLOTS * p (observe.ts shows them to p).
   */
  Peek = 77,
  /**
   * Per seat: bit e set when, at the reveal, the seat had a creature of element e (ElementCode) in the
   * battle zone ("в начале боя …, если у вас есть <стихия> существо", core/systems/recruit.ts).
   */
  StartElems = 81,
  /** Cards shown by each seat's latest prophecy (core/systems/prophecy.ts): SHOWN_MAX slots per seat, in showing order. */
  Shown = 83,
  /** How many cards each seat's latest prophecy showed (2 slots). */
  ShownLen = 89,
  /**
   * Linnet's link ("это существо получает особенность «Погибает, когда ваша Линнет покидает поле
   * боя»", core/systems/recruit.ts), per seat: 1 + the host (Линнет), 1 + the linked creature; 0 = none.
   */
  LinkHost = 91,
  LinkPartner = 93,
  /**
   * 1 + the cards seat p's opponent showed him before recruiting (Лазутчица, Линнет and its creature),
   * SEEN_SLOTS per seat from Seen + SEEN_SLOTS * p, 0 = empty (observe.ts shows them to p).
   */
  Seen = 95,
  /**
   * After the placement (Следопыт, core/systems/recruit.ts): 1 + the seat rearranging his half now
   * (Decision.Place), 0 = none; 1 + the cell of the card picked to move, 0 = none; moves made so far.
   */
  Rearrange = 103,
  RearrangePick = 104,
  RearrangeMoves = 105,
  /**
   * Per-game hook gates (core/enums.ts Gate, game-caps.ts): the OR of the gates the game's mechanics
   * open (mechanics/ids.ts MECH_GATES). Derived from GameState.mechCaps (invariants.ts checks it); the
   * semantic signature leaves it out for that reason. (The slot held the second capability word, Cap2.)
   */
  Gates = 106,
  /**
   * A card's pending second strike ("Может нападать ударом два раза за ход, только подряд и по разным
   * картам", Берсерк s1_195, mechanics/strike/two-attacks.ts; a chain of attacks, mechanics/strike/chain-attack.ts):
   * 1 + the card waiting for it, 0 = none. Core: the Choice subphase reads it on its hot path (verbsOf,
   * legalMain and its lean gate, legalTarget; the hooks secondStrike*) and two mechanics write it. The
   * card its first strike was declared at is the mechanic's own word (mechanics/ids.ts MW.TwiceTgt).
   * Named TwiceSrc before; the semantic signature folds it under that name.
   */
  SecondStrike = 107,
  /**
   * Cell markers (mechanics/markers/cell-markers.ts): the cells that count as occupied without a card on them
   * (маркер «костра», Крондак s1_175), as a 30-bit mask. Every free-cell test ORs it into the
   * occupancy (core: the board's free cells, read by targets, squad, movement, the turn record and
   * legalMain); 0 in games without such markers.
   */
  CellBlock = 108,
  /**
   * The cells holding any cell marker (`cellMk` non-zero), as a 30-bit mask: 0 = no marker anywhere.
   * Core: a summary of the core's `cellMk` region, the turn-end gate (turn.ts) and the observation's (env/infostate.ts).
   */
  CellMarks = 109,
  /**
   * The trigger events (bits 1 << Trig) some card in either battle zone listens to: the union of
   * db.trigEvents over the Field and Aux lists (triggers.ts hearMask), recomputed when HearStale is 1.
   * Every change of those lists sets HearStale (listPush, listUnshift, listRemove, listPop); so must
   * any code that changes the card of an instance in a battle zone (agents/determinize.ts). The same
   * recomputation rebuilds `hear` and `prevList` (G.HearLen, G.PrevLen).
   */
  Hear = 110,
  HearStale = 111,
  /** How many instances `GameState.hear` lists (valid with G.Hear). */
  HearLen = 112,
  /**
   * 1 when some card of the game has a marker that is placed at its incarnation and moves at the
   * start of a turn («дрожь», Скелетный червь s1_161; mechanics/markers/tremor-marker.ts), else 0. A
   * per-game capability word, set by game-caps.ts from CardDb.tremor as cards enter the game: the gate
   * of the driver's and the turn start's hook calls, read by combat/strike-at-once.ts incarnationIdle.
   * The marker's own words (which cards placed it, the moves of a start of turn) are the mechanic's
   * (mechanics/ids.ts MW). Named Tremor before; the semantic signature folds it under that name.
   */
  MovingMarkers = 113,
  /**
   * 1 when the last incarnation check (squad.ts readyToIncarnate) found no graveyard card with its X
   * tokens and its incarnation unused, and no token has been given since: the check is skipped until
   * the next token (535.7.1 is the only way a card gets ready). 0 = check. Scenario code that writes
   * incTokens directly must use squad.ts setIncarnationTokens, which clears it.
   */
  IncIdle = 114,
  /**
   * How many instances `GameState.prevList` lists: the battle zones' cards with prevention features
   * (Cap.Prevention), computed with G.Hear in the same pass (triggers.ts hearMask) and valid with it.
   */
  PrevLen = 115,
}
/**
 * Words of the mechanic state region (`GameState.mw`): the words card mechanics keep between actions,
 * allocated per mechanic in mechanics/ids.ts (MW, MECH_STATE), hashed and cloned with the rest of the
 * state. The core reserves the room and never reads a word of it.
 */
export const MECH_STATE_WORDS = 32;
export const PEEK_SLOTS = 2;
export const SEEN_SLOTS = 4;
export const G_COUNT = 116;
/** Cards one prophecy can show (Пророчество N ≤ 3). */
export const SHOWN_MAX = 3;

/** Stack item fields: stack[i * ST + field]. */
export const ST = 17;
export const enum St {
  /** Feature kind (Feat.*) or, from Feat.Ability on, Feat.Ability + global ability index. */
  Feat = 0,
  Src = 1,
  Ctrl = 2,
  /** Target instance, or stack index for a cancel, or -1. */
  Tgt = 3,
  /** Amount (X) of a generated feature's effect. */
  X = 4,
  /** Execution step reached (0 = not started: the legality check runs first, 512.5.3). */
  Step = 5,
  /** StFlag bits. */
  Flags = 6,
  /** Game action id (534.4). */
  Action = 7,
  /** Defender of a simple strike, or -1. */
  Def = 8,
  RollA = 9,
  RollD = 10,
  TierA = 11,
  TierD = 12,
  /** Effect op of a generated feature (534.7). */
  Op = 13,
  /** Ability type code of a generated feature's effect. */
  Type = 14,
  /** Composite features (512.3): index of the next further ability to run (0 = the first is done). */
  Stage = 15,
  /**
   * A ranged ability "по разным существам" (mechanics/strike/redirect.ts, Гномий король s1_67): bit j set when its
   * further target j (1–2, ranged-abilities.ts EXTRA_SLOTS) was redirected; the first target's mark is
   * StFlag.Redirected. The last word of the record.
   */
  Redir = 16,
}
/**
 * 518.1 (core/systems/declaration.ts): bits 9+ of St.Flags hold 1 + the stack index of the feature whose
 * declaration fired this trigger ('enemyDeclares'), 0 = none; a cancel of that feature removes it too.
 * Bits 0–8 are enums StFlag (bit 8: StFlag.Redirected).
 */
export const ST_LINK_SHIFT = 9;
export const STACK_MAX = 16;

/** Effect queue fields: effq[i * EF + field]. */
export const EF = 8;
export const enum Ef { Op = 0, Src = 1, Dst = 2, Amount = 3, Type = 4, Action = 5, Step = 6, Flags = 7 }
// 20 creatures × (regeneration + poison) at the start of a turn, plus a strike's two wounds.
export const EFF_MAX = 44;

/** Collected trigger fields: trig[i * TR + field]. */
export const TR = 5;
/** Other: the card a trigger's "eventCard" target names (the struck card, the striker, the dead creature). */
export const enum Tr { Inst = 0, Abil = 1, Subject = 2, Amount = 3, Other = 4 }
export const TRIG_MAX = 16;

/** Event fields: events[i * EV + field]. */
export const EV = 4;
/**
 * Kind: the Trig kind in bits 0–7 and, from bit EV_TYPE_SHIFT, the AttackKind of the effect (wounds:
 * "when wounded by poison", 534.5; declarations: the feature's type), 0 when none.
 */
export const enum Ev { Kind = 0, Subject = 1, Other = 2, Amount = 3 }
export const EV_TYPE_SHIFT = 8;
export const EV_MAX = 24;

export const REPL_USED_MAX = 24;
/** Timed effects (core/systems/durations.ts): entries of TM words. */
export const TIMED_MAX = 64;
export const TM = 5;
/** A deck search may offer every card of a 50-card deck (535.5.1). */
export const CHOICE_MAX = 50;

interface Region {
  off: number;
  bytes: number;
}

function layout(): { total: number; regions: Record<string, Region> } {
  let off = 0;
  const regions: Record<string, Region> = {};
  const add = (name: string, bytes: number) => {
    regions[name] = { off, bytes };
    off += (bytes + 7) & ~7;
  };
  add('card', MAX_INST * 2);
  add('zone', MAX_INST);
  add('cell', MAX_INST);
  add('owner', MAX_INST);
  add('ctrl', MAX_INST);
  add('flags', MAX_INST * 2);
  add('wounds', MAX_INST * 2);
  add('extraLives', MAX_INST * 2);
  add('counters', MAX_INST * 2);
  add('poison', MAX_INST * 2);
  add('moveLeft', MAX_INST);
  add('armorUsed', MAX_INST);
  add('incTokens', MAX_INST);
  add('statFlags', MAX_INST);
  add('statCell', MAX_INST);
  add('statDiedTurn', MAX_INST * 2);
  add('statDealt', MAX_INST * 2);
  add('statKills', MAX_INST);
  add('lastHitBy', MAX_INST);
  add('lastCell', MAX_INST);
  add('board', CELLS);
  add('zoneList', 2 * ZONE_COUNT * MAX_DECK * 2);
  add('zoneLen', 2 * ZONE_COUNT * 2);
  add('g', G_COUNT * 4);
  add('stack', STACK_MAX * ST * 4);
  add('effq', EFF_MAX * EF * 4);
  add('trig', TRIG_MAX * TR * 4);
  add('events', EV_MAX * EV * 4);
  add('replUsed', REPL_USED_MAX * 3 * 4);
  add('choice', CHOICE_MAX * 4);
  add('rng', RNG_WORDS * 4);
  // Timed effects (core/systems/durations.ts): the entry count, the entries, and per-instance sums of
  // the active ones (what the hot path reads). tKw … tLife stay together, followed by turnRec: the
  // view tSums spans them.
  add('timedLen', 8);
  add('timed', TIMED_MAX * TM * 4);
  add('tKw', MAX_INST * 4);
  add('tOva', MAX_INST);
  add('tOvz', MAX_INST);
  add('tStrike', MAX_INST);
  add('tRanged', MAX_INST);
  add('tMove', MAX_INST);
  add('tLife', MAX_INST);
  // What each card did this turn (core/systems/turn-record.ts), cleared at every turn start.
  add('turnRec', MAX_INST * 4);
  // Cell markers (mechanics/markers/cell-markers.ts): per cell, bit 2 * kind + seat for a marker of that kind placed by that seat.
  add('cellMk', CELLS * 2);
  // The battle zones' instances with battle-zone triggers, in list order (triggers.ts hearMask); then,
  // in the word that pads the region to 8 bytes, the per-game mask of the wide trigger event kinds
  // (`trigKinds2`, core/systems/wide-events.ts): no new word, so the layout (and the bench signature,
  // which folds every word of the state) is that of a game without such kinds.
  add('hear', MAX_INST + 4);
  // The battle zones' instances with prevention features, in list order (effects.ts prevent; rebuilt with `hear`);
  // then the mechanic-owned capability words (`mechCaps`, MECH_CAP_WORDS: core/codes.ts).
  add('prevList', MAX_INST + 4 * MECH_CAP_WORDS);
  // The mechanic state region (MECH_STATE_WORDS words, mechanics/ids.ts MW): hashed, before the derived words.
  add('mw', MECH_STATE_WORDS * 4);
  // Derived words, last and outside the hash (HASHED_WORDS): the restriction word of each instance and
  // the per-seat movement limits (core/systems/durations.ts Restrict, recomputeRestrict), a function of
  // the timed table and G.Turn above (checked after every action by invariants.ts). Copied with the
  // rest by `copyInto`'s one set; the hash and the raw signatures read the words above only, so this
  // derived copy of what they already hash leaves them as before.
  add('restrict', MAX_INST + 4);
  // Derived too: per instance the bits of the timed kinds read outside tKw … tLife of which it has an
  // active entry (a die mark per attacking seat, range, uses this turn, regeneration, non-magic
  // prevention, strong strike, next throw: core/systems/durations.ts TimedX, recomputeTimedX), then
  // two bytes: some bit may be set; the game has had an entry of these kinds.
  add('timedX', MAX_INST + 4);
  return { total: off, regions };
}
/** The buffer's regions (name → offset and bytes) and its size. Every Game carries it (game-value.ts); a state is built from its game's. */
export interface StateLayout {
  readonly total: number;
  readonly regions: Readonly<Record<string, { readonly off: number; readonly bytes: number }>>;
}
export const LAYOUT: StateLayout = frozenLayout(layout());
function frozenLayout(l: { total: number; regions: Record<string, Region> }): StateLayout {
  for (const name in l.regions) Object.freeze(l.regions[name]);
  Object.freeze(l.regions);
  return Object.freeze(l);
}
/** Size of one state in bytes. */
export const STATE_BYTES = LAYOUT.total;
/** Words of the state the hash reads (`hashInto`): all but the derived words after them (`restrict`). */
export const HASHED_WORDS = LAYOUT.regions.restrict!.off >> 2;

/**
 * One game. Construct once and reuse (`resetGame` in game.ts); clone with `copyInto`.
 * `db`, `opts` and `hooks` are its Game's (game-value.ts), shared and immutable; `log` is an optional
 * sink of readable lines, null in simulations (nothing is formatted when it is null).
 */
export class GameState {
  /** `game.db`, `game.opts`: one load nearer than through `game`. */
  db: CardDb;
  opts: EngineOptions;
  readonly buf: ArrayBuffer;
  /** The whole buffer as words: for copying and hashing. */
  readonly words: Int32Array;
  readonly card: Int16Array;
  readonly zone: Uint8Array;
  readonly cell: Int8Array;
  readonly owner: Uint8Array;
  readonly ctrl: Uint8Array;
  readonly flags: Uint16Array;
  readonly wounds: Int16Array;
  readonly extraLives: Int16Array;
  readonly counters: Int16Array;
  readonly poison: Int16Array;
  readonly moveLeft: Int8Array;
  readonly armorUsed: Int8Array;
  readonly incTokens: Int8Array;
  /** StatFlag bits: what happened to the card in this game (for per-card statistics). */
  readonly statFlags: Uint8Array;
  /** Cell the card was placed on in pre-battle; -1 none, -2 the auxiliary zone. */
  readonly statCell: Int8Array;
  /** Turn the card died (left the battle zone to graveyard or exile); 0 = it did not. */
  readonly statDiedTurn: Int16Array;
  /** Wounds this card dealt (applied, after protections and prevention). */
  readonly statDealt: Int16Array;
  /** Creatures that died from this card's wounds (it dealt the last wound before the death). */
  readonly statKills: Uint8Array;
  /** Instance that last wounded this card, or -1. */
  readonly lastHitBy: Int8Array;
  /** The cell a card stood on when it last left the battlefield (a dead card's "при гибели" adjacency). */
  readonly lastCell: Int8Array;
  readonly board: Int8Array;
  readonly zoneList: Int16Array;
  readonly zoneLen: Int16Array;
  readonly g: Int32Array;
  readonly rng: Uint32Array;
  /** The stack (512): STACK_MAX items of ST fields. */
  readonly stack: Int32Array;
  /** Effects being applied while the stack is deactivated (511). */
  readonly effq: Int32Array;
  /** Triggers collected for declaration (511.7). */
  readonly trig: Int32Array;
  /** "Did happen" events of the current deactivation, for trigger checks. */
  readonly events: Int32Array;
  /** (game action, instance, ability) triples of replacements already applied (534.4). */
  readonly replUsed: Int32Array;
  /** Candidates of a pending choice (replacement or trigger). */
  readonly choice: Int32Array;
  /** timedLen[0]: entries in `timed`; timedLen[1]: 1 while some per-instance sum may be non-zero. */
  readonly timedLen: Int32Array;
  /** Timed effects: TIMED_MAX entries of TM fields (core/systems/durations.ts Tm). */
  readonly timed: Int32Array;
  /** Per instance, the sums of its active timed effects: granted Kw bits, ОвА, ОвЗ, +strike, +ranged, +movement. */
  readonly tKw: Uint32Array;
  readonly tOva: Int8Array;
  readonly tOvz: Int8Array;
  readonly tStrike: Int8Array;
  readonly tRanged: Int8Array;
  readonly tMove: Int8Array;
  /** Timed change of lives ("получает -3 к {health} до конца хода"; core/systems/durations.ts), added by livesLeft. */
  readonly tLife: Int8Array;
  /** tKw … tLife as one word view (they are laid out together): recomputeTimed clears them with one fill. */
  readonly tSums: Int32Array;
  /** Per-instance record of this turn (core/systems/turn-record.ts): steps and directions moved, wounds taken, first of two attacks. */
  readonly turnRec: Int32Array;
  /** Per cell: the cell markers on it (mechanics/markers/cell-markers.ts), bit 2 * Mark + seat of the player who placed it. */
  readonly cellMk: Uint16Array;
  /** The instances of both battle zones whose cards have battle-zone triggers, seat 0 first, Field before Aux, in list order (G.HearLen of them; valid with G.Hear). */
  readonly hear: Uint8Array;
  /** The instances of both battle zones whose cards have prevention features (Cap.Prevention), seat 0 first, Field before Aux, in list order (G.PrevLen of them; valid with G.Hear, rebuilt with it). */
  readonly prevList: Uint8Array;
  /**
   * Per-game bits (1 << (kind − 32)) of the wide trigger event kinds 32..63 some card's triggers listen
   * to (core/systems/wide-events.ts; G.TrigKinds holds kinds 0..31): one word, 0 in games without them.
   */
  readonly trigKinds2: Uint32Array;
  /**
   * Per-game capability words of mechanic-owned ids (mechanics/ids.ts; core/codes.ts MECH_CAP_WORDS = 2):
   * the union over the cards of the game (game-caps.ts), in the room after `prevList`'s instances
   * (`MECH_CAP_WORDS` words). 0 in a game without such cards.
   */
  readonly mechCaps: Uint32Array;
  /**
   * The mechanic state region: MECH_STATE_WORDS words the card mechanics own, each mechanic its own
   * words at the offsets mechanics/ids.ts allocates (`s.mw[MW.ForestChain + p]`). 0 at the start of a
   * game; part of the hash and of `copyInto`'s one set. The core never reads it.
   */
  readonly mw: Int32Array;
  /**
   * Derived (core/systems/durations.ts recomputeRestrict): per instance the Restrict bits of its active
   * timed entries; at RESTRICT_LIMIT + seat the seat's movement limit this turn + 1 (0: none).
   */
  readonly restrict: Uint8Array;
  /**
   * Derived (outside the hash, like `restrict`): timedX[i] has bit 1 << q set when instance i has an
   * active timed entry of TimedX slot q's kind (core/systems/durations.ts TimedX), kept by recomputeTimedX.
   */
  readonly timedX: Uint8Array;
  log: string[] | null = null;
  /** `game.hooks`, one load nearer (core/hooks.ts): the mechanics the core calls at its hook points. */
  hooks: Hooks;
  /** The Game this state plays; `db`, `opts` and `hooks` are its fields. Not read while playing. */
  game: Game;

  /** A state of `game`. `(db, opts)` is the state of `makeGame(db, opts)`: the pool's own hooks, the bundled layout. */
  constructor(game: Game);
  constructor(db: CardDb, opts: EngineOptions);
  constructor(gameOrDb: Game | CardDb, opts?: EngineOptions) {
    const game = opts === undefined ? (gameOrDb as Game) : makeGame(gameOrDb as CardDb, opts);
    this.game = game;
    this.db = game.db;
    this.opts = game.opts;
    this.hooks = game.hooks;
    const r = game.layout.regions;
    this.buf = new ArrayBuffer(game.layout.total);
    this.words = new Int32Array(this.buf);
    const b = this.buf;
    this.card = new Int16Array(b, r.card!.off, MAX_INST);
    this.zone = new Uint8Array(b, r.zone!.off, MAX_INST);
    this.cell = new Int8Array(b, r.cell!.off, MAX_INST);
    this.owner = new Uint8Array(b, r.owner!.off, MAX_INST);
    this.ctrl = new Uint8Array(b, r.ctrl!.off, MAX_INST);
    this.flags = new Uint16Array(b, r.flags!.off, MAX_INST);
    this.wounds = new Int16Array(b, r.wounds!.off, MAX_INST);
    this.extraLives = new Int16Array(b, r.extraLives!.off, MAX_INST);
    this.counters = new Int16Array(b, r.counters!.off, MAX_INST);
    this.poison = new Int16Array(b, r.poison!.off, MAX_INST);
    this.moveLeft = new Int8Array(b, r.moveLeft!.off, MAX_INST);
    this.armorUsed = new Int8Array(b, r.armorUsed!.off, MAX_INST);
    this.incTokens = new Int8Array(b, r.incTokens!.off, MAX_INST);
    this.statFlags = new Uint8Array(b, r.statFlags!.off, MAX_INST);
    this.statCell = new Int8Array(b, r.statCell!.off, MAX_INST);
    this.statDiedTurn = new Int16Array(b, r.statDiedTurn!.off, MAX_INST);
    this.statDealt = new Int16Array(b, r.statDealt!.off, MAX_INST);
    this.statKills = new Uint8Array(b, r.statKills!.off, MAX_INST);
    this.lastHitBy = new Int8Array(b, r.lastHitBy!.off, MAX_INST);
    this.lastCell = new Int8Array(b, r.lastCell!.off, MAX_INST);
    this.board = new Int8Array(b, r.board!.off, CELLS);
    this.zoneList = new Int16Array(b, r.zoneList!.off, 2 * ZONE_COUNT * MAX_DECK);
    this.zoneLen = new Int16Array(b, r.zoneLen!.off, 2 * ZONE_COUNT);
    this.g = new Int32Array(b, r.g!.off, G_COUNT);
    this.rng = new Uint32Array(b, r.rng!.off, RNG_WORDS);
    this.stack = new Int32Array(b, r.stack!.off, STACK_MAX * ST);
    this.effq = new Int32Array(b, r.effq!.off, EFF_MAX * EF);
    this.trig = new Int32Array(b, r.trig!.off, TRIG_MAX * TR);
    this.events = new Int32Array(b, r.events!.off, EV_MAX * EV);
    this.replUsed = new Int32Array(b, r.replUsed!.off, REPL_USED_MAX * 3);
    this.choice = new Int32Array(b, r.choice!.off, CHOICE_MAX);
    this.timedLen = new Int32Array(b, r.timedLen!.off, 2);
    this.timed = new Int32Array(b, r.timed!.off, TIMED_MAX * TM);
    this.tKw = new Uint32Array(b, r.tKw!.off, MAX_INST);
    this.tOva = new Int8Array(b, r.tOva!.off, MAX_INST);
    this.tOvz = new Int8Array(b, r.tOvz!.off, MAX_INST);
    this.tStrike = new Int8Array(b, r.tStrike!.off, MAX_INST);
    this.tRanged = new Int8Array(b, r.tRanged!.off, MAX_INST);
    this.tMove = new Int8Array(b, r.tMove!.off, MAX_INST);
    this.tLife = new Int8Array(b, r.tLife!.off, MAX_INST);
    this.tSums = new Int32Array(b, r.tKw!.off, (r.turnRec!.off - r.tKw!.off) >> 2); // tKw first, turnRec right after tLife (layout)
    this.turnRec = new Int32Array(b, r.turnRec!.off, MAX_INST);
    this.cellMk = new Uint16Array(b, r.cellMk!.off, CELLS);
    this.hear = new Uint8Array(b, r.hear!.off, MAX_INST);
    this.trigKinds2 = new Uint32Array(b, r.hear!.off + MAX_INST, 1); // MAX_INST is a multiple of 4
    this.prevList = new Uint8Array(b, r.prevList!.off, MAX_INST);
    this.mechCaps = new Uint32Array(b, r.prevList!.off + MAX_INST, MECH_CAP_WORDS); // after the list (MAX_INST is a multiple of 4)
    this.mw = new Int32Array(b, r.mw!.off, MECH_STATE_WORDS);
    this.restrict = new Uint8Array(b, r.restrict!.off, MAX_INST + 4);
    this.timedX = new Uint8Array(b, r.timedX!.off, MAX_INST + 4);
  }
}

/** dst := src (states of one layout). One typed-array copy; the Game is a shared reference. No allocation. */
export function copyInto(dst: GameState, src: GameState): void {
  dst.words.set(src.words);
  dst.game = src.game;
  dst.db = src.db;
  dst.hooks = src.hooks;
  dst.opts = src.opts;
}

/** A fresh state of the same Game with the same contents (allocates; prefer copyInto into a pooled state). */
export function cloneState(src: GameState): GameState {
  const s = new GameState(src.game);
  copyInto(s, src);
  return s;
}

/**
 * 64-bit hash of the whole state, written to out[0], out[1]. Equal states have equal hashes. No
 * allocation. The derived words (`restrict`, after HASHED_WORDS) are left out: they follow from the
 * hashed ones.
 *
 * Four independent multiply-xorshift lanes, word k feeding lane k mod 4, then the lanes mixed into
 * two 32-bit halves. Why four: one lane is a chain of dependent multiplies (about five cycles a word);
 * independent lanes let the CPU overlap them, and the random-game self-check hashes two whole
 * states after every action (src/sim/selfcheck.ts), where one lane took about half of its time.
 */
export function hashInto(s: GameState, out: Int32Array): void {
  const w = s.words;
  const n = HASHED_WORDS; // not the derived words after them (layout)
  let a = 0x9747b28c | 0;
  let b = 0x85ebca6b | 0;
  let c = 0xc2b2ae35 | 0;
  let d = 0x27d4eb2f | 0;
  let i = 0;
  for (const m = n - 3; i < m; i += 4) {
    a = Math.imul(a ^ w[i]!, 0x2c1b3c6d);
    b = Math.imul(b ^ w[i + 1]!, 0x297a2d39);
    c = Math.imul(c ^ w[i + 2]!, 0x85ebca6b);
    d = Math.imul(d ^ w[i + 3]!, 0xc2b2ae35);
    a ^= a >>> 15;
    b ^= b >>> 17;
    c ^= c >>> 13;
    d ^= d >>> 16;
  }
  // The last n mod 4 words (none while the state is a whole number of 16-byte blocks).
  for (; i < n; i++) {
    a = Math.imul(a ^ w[i]!, 0x2c1b3c6d);
    a ^= a >>> 15;
  }
  // Mix the lanes: every lane reaches both halves, in an order that tells the lanes apart.
  let h1 = Math.imul(a ^ (c >>> 7) ^ (d << 3), 0x85ebca6b) ^ n;
  let h2 = Math.imul(b ^ (d >>> 5) ^ (c << 11), 0xc2b2ae35);
  h1 = Math.imul(h1 ^ (h1 >>> 16) ^ b, 0x2c1b3c6d);
  h2 = Math.imul(h2 ^ (h2 >>> 16) ^ a, 0x297a2d39);
  h1 ^= h1 >>> 13;
  h2 ^= h2 >>> 16;
  out[0] = h1;
  out[1] = h2;
}

const hashScratch = new Int32Array(2);
/** The state hash as 16 hex digits (for logs, signatures and tests). */
export function stateHash(s: GameState): string {
  hashInto(s, hashScratch);
  return (hashScratch[0]! >>> 0).toString(16).padStart(8, '0') + (hashScratch[1]! >>> 0).toString(16).padStart(8, '0');
}

// ---- fixed-width record tables (stack, effect queue, triggers, timed effects) -------------------

/**
 * Remove record k of a table of `n` records `width` words wide, keeping the order of the rest, and
 * zero the freed last record. A plain loop: the records are a few words, and TypedArray
 * `copyWithin`/`fill` enter the C++ runtime on every call (measurably slower on the hot paths).
 */
export function removeRecord(a: Int32Array, k: number, width: number, n: number): void {
  const end = (n - 1) * width;
  for (let o = k * width; o < end; o++) a[o] = a[o + width]!;
  for (let o = end; o < end + width; o++) a[o] = 0;
}

// ---- zone lists -------------------------------------------------------------------------------

/** Base offset of seat p's list for zone z in `zoneList`. */
export function listBase(p: number, z: number): number {
  return (p * ZONE_COUNT + z) * MAX_DECK;
}
export function listLen(s: GameState, p: number, z: number): number {
  return s.zoneLen[p * ZONE_COUNT + z]!;
}
export function listAt(s: GameState, p: number, z: number, i: number): number {
  return s.zoneList[listBase(p, z) + i]!;
}
/** Append an instance to the end (top) of seat p's zone-z list and set its zone. */
export function listPush(s: GameState, p: number, z: number, inst: number): void {
  const li = p * ZONE_COUNT + z;
  const n = s.zoneLen[li]!;
  s.zoneList[li * MAX_DECK + n] = inst;
  s.zoneLen[li] = n + 1;
  s.zone[inst] = z;
  if (z === Zone.Field || z === Zone.Aux) s.g[G.HearStale] = 1;
}
/** Insert at the bottom (index 0). */
export function listUnshift(s: GameState, p: number, z: number, inst: number): void {
  const li = p * ZONE_COUNT + z;
  const n = s.zoneLen[li]!;
  const base = li * MAX_DECK;
  const l = s.zoneList;
  for (let o = base + n; o > base; o--) l[o] = l[o - 1]!;
  l[base] = inst;
  s.zoneLen[li] = n + 1;
  s.zone[inst] = z;
  if (z === Zone.Field || z === Zone.Aux) s.g[G.HearStale] = 1;
}
/** Remove an instance from seat p's zone-z list, keeping order. Returns false if absent. */
export function listRemove(s: GameState, p: number, z: number, inst: number): boolean {
  const li = p * ZONE_COUNT + z;
  const n = s.zoneLen[li]!;
  const base = li * MAX_DECK;
  for (let i = 0; i < n; i++) {
    if (s.zoneList[base + i] === inst) {
      const l = s.zoneList;
      for (let o = base + i; o < base + n - 1; o++) l[o] = l[o + 1]!;
      l[base + n - 1] = 0;
      s.zoneLen[li] = n - 1;
      if (z === Zone.Field || z === Zone.Aux) s.g[G.HearStale] = 1;
      else if (z === Zone.Deck) noteLeavingDeck(s, inst); // its features may work now (game-caps.ts)
      return true;
    }
  }
  return false;
}
/** Remove and return the top (last) instance, or -1. */
export function listPop(s: GameState, p: number, z: number): number {
  const li = p * ZONE_COUNT + z;
  const n = s.zoneLen[li]!;
  if (n === 0) return NONE;
  const v = s.zoneList[li * MAX_DECK + n - 1]!;
  s.zoneList[li * MAX_DECK + n - 1] = 0;
  s.zoneLen[li] = n - 1;
  if (z === Zone.Field || z === Zone.Aux) s.g[G.HearStale] = 1;
  else if (z === Zone.Deck) noteLeavingDeck(s, v); // its features may work now (game-caps.ts)
  return v;
}
