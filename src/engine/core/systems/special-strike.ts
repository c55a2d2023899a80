/**
 * Special strikes, finishing, and the death / strike trigger points.
 *
 * - "Особый удар на N" (special strike): an ability of type 'specialStrike' (AttackKind.SpecialStrike)
 *   whose effect wounds by N. It is a strike type (s1 №2 Кшар ruling: "Особый удар – тоже тип
 *   удара"; modifiers "к ударам" see it through `isStrikeType`), a non-magical attack (armour
 *   prevents it, digest §5.9), with no dice, no defender and no counter-strike. Its target is an
 *   adjacent creature of either side (s1 №8 Степной волколак ruling: with no enemy next to it, it must
 *   strike its own card).
 * - "Добивание на X" (finishing, digest §5.9 [P: QA MEC-004]): an influence destroying an adjacent
 *   non-incorporeal creature with X or fewer lives left; no wounds. X restricts the choice of target
 *   (s1 №115 Кровяница ruling), so the target is re-checked at the legality check (512.5.3).
 *   Symbiotes are not excluded: set 1 has none.
 * - "при гибели" (selfDies): the dead card's own triggers are collected from the graveyard / exile
 *   (an incarnated card is exiled after its "при гибели" triggers, 535.7.3); adjacency for its
 *   targets is taken from the cell it died on (`lastCell`), that cell included (s1 №161 Скелетный
 *   червь ruling: the worm incarnated onto the wolf's cell may be the target of its death strike).
 * - "Вальхалла: …" (valhalla): a feature that works from the graveyard (cards/README tag `vlh`). No
 *   rules text was retrieved (digest §5.9, §10.17): the engine plays it as a trigger at the start of
 *   its owner's turn while the card lies in his graveyard [M].
 * - "при {strike}" (selfStrikes): this card's simple strike — attack or counter-strike (s1 №102 Келе
 *   and №15 Рубаки Холверта rulings) — struck, i.e. the table gave it a strike tier and the strike was
 *   not blocked. Filters: tiers ("при сильном {strike}"), attack only ("в нападении", s1 №120 Гоблин
 *   ruling), special strikes too ("ближний удар").
 * - "при ударе по <card>" (selfStruck): the same event seen from the struck card (s1 №134 Уриил
 *   ruling: a counter-strike on it counts).
 * - "при гибели существа" (creatureDies) with a subject filter: whose creature, flyer or not.
 *
 * Engine cost: strike events are recorded only in games with triggered features (recordEvent is
 * gated on Cap.Triggered); graveyard triggers are looked up only in games where some card has one
 * (Cap.Graveyard); the filters are one compiled word per ability (db.abTrigFilter).
 */
import type { Ability } from '../../vocab/ability.js';
import { AttackKind, Cap, Flag, Gate, Kw, Trig, Zone } from '../enums.js';
import { G, type GameState, NONE } from '../state.js';
import { recordEvent } from '../effects.js';
import { label, leaveBattleToGrave, livesLeft } from '../instance.js';
import { TF_ENEMY_TURN, TF_HAS_FORMATION, TF_MAGIC } from '../codes.js';

// ---- compiled trigger filter bits (db.abTrigFilter) ---------------------------------------------

/** Strike tiers: bit (tier − 1). None set: any tier. */
export const TF_TIERS = 0b111;
/** "в нападении": only the attacker's strike. */
export const TF_ATTACK_ONLY = 1 << 3;
/** Special strikes match too ("ближний удар"). */
export const TF_SPECIAL = 1 << 4;
/** Subject controlled by the trigger's controller / by his opponent. */
export const TF_OWN = 1 << 5;
export const TF_ENEMY = 1 << 6;
/** Subject is a flyer / is not. */
export const TF_FLYER = 1 << 7;
export const TF_GROUND = 1 << 8;
/** "или промахе в нападении": the attacker's missed strike (tier 0) matches too (SE_MISS events). */
export const TF_MISS = 1 << 9;
/** "при … атаке": the holder's ranged attacks match too (SE_RANGED events); TF_RANGED_ONLY: only they ("при … разряде"). */
export const TF_RANGED = 1 << 10;
export const TF_RANGED_ONLY = 1 << 11;
/** "по открытому существу": only strikes at a card that was open when struck (SE_OPEN). */
export const TF_VS_OPEN = 1 << 12;

// ---- strike event amount bits (Ev.Amount of a Trig.SelfStrikes event) ---------------------------

/** Bits 0–1: the tier of a simple strike (1..3); 0 for a special strike. */
export const SE_TIER = 0b11;
/** The strike is the attacker's (нападение), not a counter-strike. */
export const SE_ATTACK = 1 << 2;
/** A special strike. */
export const SE_SPECIAL = 1 << 3;
/**
 * The attacker's simple strike missed (tier 0, "промах"). Recorded only in games with Cap.AttackEvents;
 * matches only triggers with TF_MISS.
 */
export const SE_MISS = 1 << 4;
/**
 * A ranged attack (shot, throw, discharge, {uchr}, magic strike) with its tier (by the die, digest
 * §5.6) and SE_ATTACK. Recorded only in games with Cap.AttackEvents; matches only triggers with
 * TF_RANGED / TF_RANGED_ONLY.
 */
export const SE_RANGED = 1 << 5;
/** A simple strike at a card that was open as the strike was made (the filter TF_VS_OPEN, Овражный гном s1_37). */
export const SE_OPEN = 1 << 6;

/** Compile the filter word of a triggered ability. */
export function triggerFilterBits(a: Ability): number {
  if (a.kind !== 'triggered') return 0;
  let f = 0;
  if (a.strike) {
    for (const t of a.strike.tiers ?? []) f |= 1 << (t - 1);
    if (a.strike.attackOnly) f |= TF_ATTACK_ONLY;
    if (a.strike.special) f |= TF_SPECIAL;
    if (a.strike.miss) f |= TF_MISS;
    if (a.strike.ranged === 'also') f |= TF_RANGED;
    if (a.strike.ranged === 'only') f |= TF_RANGED_ONLY;
    if (a.strike.vsOpen) f |= TF_VS_OPEN;
  }
  if (a.subject) {
    if (a.subject.side === 'own') f |= TF_OWN;
    if (a.subject.side === 'enemy') f |= TF_ENEMY;
    if (a.subject.flyer === true) f |= TF_FLYER;
    if (a.subject.flyer === false) f |= TF_GROUND;
    if (a.subject.magic) f |= TF_MAGIC; // mechanics/movement/moves-next-to.ts
    if (a.subject.formation) f |= TF_HAS_FORMATION; // mechanics/triggers/partners-at-death.ts
  }
  if (a.inEnemyTurn) {
    if (a.on !== 'otherCreatureDies' && a.on !== 'selfDies') throw new Error("'inEnemyTurn' is a condition of death triggers");
    f |= TF_ENEMY_TURN; // mechanics/triggers/partners-at-death.ts
  }
  return f;
}

/** Triggers that are collected from the graveyard / exile (their card has Cap.Graveyard). */
export function isGraveyardTrigger(a: Ability): boolean {
  // "Когда вы показываете <карту> при пророчестве" (core/systems/prophecy.ts) works from the deck.
  return a.kind === 'triggered' && (a.on === 'selfDies' || a.on === 'valhalla' || a.on === 'selfShown' || a.on === 'selfGainsIncToken' || a.on === 'delayedRowSpell');
}

/** Does a strike event (amount bits `ev`) pass filter `f`? */
export function strikeFilterPasses(f: number, ev: number): boolean {
  if ((f & TF_VS_OPEN) !== 0 && (ev & SE_OPEN) === 0) return false;
  if ((ev & SE_SPECIAL) !== 0) return (f & TF_SPECIAL) !== 0 && (f & TF_TIERS) === 0;
  if ((ev & SE_MISS) !== 0) return (f & TF_MISS) !== 0;
  if ((ev & SE_RANGED) !== 0) {
    if ((f & (TF_RANGED | TF_RANGED_ONLY)) === 0) return false;
  } else if ((f & TF_RANGED_ONLY) !== 0) return false;
  if ((f & TF_ATTACK_ONLY) !== 0 && (ev & SE_ATTACK) === 0) return false;
  const tiers = f & TF_TIERS;
  return tiers === 0 || (tiers & (1 << ((ev & SE_TIER) - 1))) !== 0;
}

/** Does the dead creature `dead` (controlled by `deadCtrl` when it died) pass filter `f` of `inst`'s trigger? */
export function subjectFilterPasses(s: GameState, f: number, inst: number, dead: number, deadCtrl: number): boolean {
  if ((f & TF_OWN) !== 0 && deadCtrl !== s.ctrl[inst]) return false;
  if ((f & TF_ENEMY) !== 0 && deadCtrl === s.ctrl[inst]) return false;
  // mechanics/triggers/partners-at-death.ts: "вашего существа со строем", "в ход противника".
  if ((f & TF_HAS_FORMATION) !== 0 && (s.db.caps[s.card[dead]!]! & Cap.Formation) === 0) return false;
  if ((f & TF_ENEMY_TURN) !== 0 && s.g[G.Active] === s.ctrl[inst]) return false;
  if ((f & (TF_FLYER | TF_GROUND)) !== 0) {
    // A card may have gained flight (mechanics/movement/flight.ts): how it died, in games where one can.
    const flyer = (s.g[G.Gates]! & Gate.GainedFlight) !== 0 ? s.hooks.diedAsFlyer(s, dead) : (s.db.kw[s.card[dead]!]! & Kw.Flyer) !== 0;
    if ((f & TF_FLYER) !== 0 && !flyer) return false;
    if ((f & TF_GROUND) !== 0 && flyer) return false;
  }
  return true;
}

/** The card an 'eventCard' target names for trigger point `trig` of an event (subject, other). */
export function eventCardOf(trig: number, subject: number, other: number): number {
  switch (trig) {
    case Trig.SelfStrikes: // the struck card
    case Trig.SelfAttacks:
    case Trig.SelfWounded: // the wounding card
    case Trig.SelfTargeted: // the declaring card (core/systems/declaration.ts)
      return other;
    default: // SelfStruck: the striker; SelfDealtWounds: the wounded card; deaths: the dead creature
      return subject;
  }
}

// ---- strikes ------------------------------------------------------------------------------------

/** Ability types that are strikes ("к ударам", "от ударов"): simple, through-row and special strikes. */
export function isStrikeType(kind: number): boolean {
  return kind === AttackKind.Strike || kind === AttackKind.ThroughRow || kind === AttackKind.SpecialStrike;
}

/**
 * Record the "при {strike}" events of a simple strike whose effects were just queued (step 4): the
 * attacker's strike when it has a tier, the counter-strike when it has one.
 */
export function recordSimpleStrikeEvents(s: GameState, a: number, struck: number, tierA: number, tierD: number): void {
  if ((s.g[G.TrigKinds]! & ((1 << Trig.SelfStrikes) | (1 << Trig.OwnMisses))) === 0) return; // nobody listens (recordEvent would drop them)
  // SE_OPEN: the card struck was open (the attacker is, its closing only reserved; a defender closes at the payment).
  // The event type is the strike's kind (a selfStruck trigger's `fromTypes`, e.g. "при ударе по <карте>" of every strike type).
  if (tierA > 0) recordEvent(s, Trig.SelfStrikes, a, struck, tierA | SE_ATTACK | ((s.flags[struck]! & Flag.Closed) === 0 ? SE_OPEN : 0), AttackKind.Strike);
  else if ((s.g[G.Caps]! & Cap.AttackEvents) !== 0) {
    recordEvent(s, Trig.SelfStrikes, a, struck, SE_ATTACK | SE_MISS, AttackKind.Strike); // промах
    s.hooks.strikeMissed(s, a, struck); // "при промахе вашего существа" (mechanics/dice/own-misses.ts)
  }
  if (tierD > 0) recordEvent(s, Trig.SelfStrikes, struck, a, tierD | ((s.flags[a]! & Flag.Closed) === 0 ? SE_OPEN : 0), AttackKind.CounterStrike);
}

/**
 * Record a ranged attack of `src` on `t` of tier `tier` as a strike event (only in games with
 * Cap.AttackEvents); its type is the attack kind (a selfStruck trigger's `fromTypes`: "при разряде по
 * Аргвальду" s1_60).
 */
export function recordRangedAttackEvent(s: GameState, src: number, t: number, tier: number, kind = 0): void {
  if ((s.g[G.Caps]! & Cap.AttackEvents) === 0) return;
  recordEvent(s, Trig.SelfStrikes, src, t, tier | SE_ATTACK | SE_RANGED, kind);
  // "При дальней атаке по существу, стоящему рядом с …" (mechanics/movement/attacked-next-to.ts): when some card listens.
  if ((s.g[G.TrigKinds]! & (1 << Trig.RangedAttackMade)) !== 0) recordEvent(s, Trig.RangedAttackMade, src, t, s.hooks.attackedCell(s, t), kind);
}

/** Record the event of a special strike of `src` on `dst` (its wound effect was just queued). */
export function recordSpecialStrikeEvent(s: GameState, src: number, dst: number): void {
  recordEvent(s, Trig.SelfStrikes, src, dst, SE_SPECIAL, AttackKind.SpecialStrike);
}

// ---- finishing and destruction ------------------------------------------------------------------

/** Добивание на X: may `t` be finished by X? (Adjacency is checked by the caller.) */
export function finishable(s: GameState, t: number, x: number): boolean {
  return (s.db.kw[s.card[t]!]! & Kw.Incorporeal) === 0 && livesLeft(s, t) <= x;
}

/**
 * Apply a destruction (Op.Destroy): the card dies without wounds — it goes to the graveyard (or
 * exile) and its death is an event like any other ("при гибели" fires).
 */
export function destroy(s: GameState, dst: number, src: number): void {
  if (s.zone[dst] !== Zone.Field && s.zone[dst] !== Zone.Aux) return;
  if (s.log) s.log.push(`  уничтожено: ${label(s, dst)}`);
  if (src >= 0 && src !== dst) s.statKills[src] = s.statKills[src]! + 1;
  recordEvent(s, Trig.OtherCreatureDies, dst, src, s.ctrl[dst]!);
  leaveBattleToGrave(s, dst);
}

// ---- sources in the graveyard -------------------------------------------------------------------

/**
 * The cell a feature of `src` measures adjacency from: its cell on the battlefield, or, for a card
 * that died (its "при гибели" trigger), the cell it died on; -1 when neither.
 */
export function sourceCell(s: GameState, src: number): number {
  const z = s.zone[src];
  if (z === Zone.Field) return s.cell[src]!;
  if ((z === Zone.Grave || z === Zone.Exile) && (s.g[G.Caps]! & Cap.Graveyard) !== 0) return s.lastCell[src]!;
  return NONE;
}

/** May ability `a` of `src` execute with its source out of the battle zone (a graveyard trigger)? */
export function executesFromGrave(s: GameState, a: number, src: number): boolean {
  const t = s.db.abTrigger[a]!;
  // A shown card's trigger (core/systems/prophecy.ts): from the deck, or from the hand once shown for its summon (535.5.1.2).
  if (t === Trig.SelfShown) return s.zone[src] === Zone.Deck || s.zone[src] === Zone.Hand;
  if (t === Trig.SelfGainsIncToken) return s.zone[src] === Zone.Grave; // Поганище s1_164: a token is gained in the graveyard
  if (t === Trig.DelayedRowSpell) return true; // Тергала s1_96 (mechanics/markers/delayed-spell.ts): wherever its source is now
  if (t !== Trig.SelfDies && t !== Trig.Valhalla) return false;
  const z = s.zone[src];
  return z === Zone.Grave || (t === Trig.SelfDies && z === Zone.Exile);
}
