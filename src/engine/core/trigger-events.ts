/**
 * Which recorded event kinds each card's battle-zone triggers listen to (511.7): compiled once per
 * card database, so `collectTriggers` (triggers.ts) offers an event only to cards that can use it.
 */
import { AbKind, Trig } from './enums.js';

/**
 * The first wide event kind: kinds 0..31 are gated by G.TrigKinds and offered through G.Hear
 * (triggers.ts); kinds 32..63 by GameState.trigKinds2 and core/systems/wide-events.ts.
 */
export const WIDE_KIND_BASE = 32;

/**
 * Event kinds only the event's own cards (its subject, or its other card) can hear: every trigger
 * point listening to them requires `subject === inst` or `other === inst` (triggers.ts eventMatches).
 * The others (start of turn, deaths, incarnations, start of battle, and any kind not listed) are
 * offered to every listening card in the battle zone.
 */
export const ADDRESSED_EVENTS =
  (1 << Trig.SelfWounded) |
  (1 << Trig.SelfAttacks) |
  (1 << Trig.SelfGainsExtraLives) |
  (1 << Trig.SelfHealed) |
  (1 << Trig.SelfMoves) |
  (1 << Trig.SelfPrepays) |
  (1 << Trig.SelfStrikes) |
  (1 << Trig.SelfBecomesDefender) |
  (1 << Trig.SelfReachesCounters);

/**
 * The event kind (Trig value of the recorded event) a trigger point listens to: most listen to their
 * own kind; the ones below share another's. A new trigger point whose event kind differs from its own
 * code must be added here, or `collectTriggers` never offers it the event.
 */
export function listenedEventKind(trig: number): number {
  switch (trig) {
    case Trig.SelfDealtWounds:
      return Trig.SelfWounded;
    case Trig.SelfKills:
      return Trig.OtherCreatureDies;
    case Trig.SelfStruck:
      return Trig.SelfStrikes;
    case Trig.SelfIncarnates:
      return Trig.OwnIncarnates;
    case Trig.StartOfEnemyTurn:
      return Trig.StartOfOwnTurn;
    case Trig.EndOfEnemyTurn:
      return Trig.EndOfOwnTurn;
    case Trig.RangedAttackNextTo: // mechanics/movement/attacked-next-to.ts
      return Trig.RangedAttackMade;
    default:
      return trig;
  }
}

/**
 * Per card: bit (1 << event kind) for each event kind its battle-zone triggers listen to (CardDb
 * `trigEvents`; the graveyard trigger points — при гибели, Вальхалла — are collected separately),
 * and for every event kind any of its triggers listens to (`trigEventsAll`, for G.TrigKinds).
 */
export function compileTriggerEvents(
  size: number,
  abilStart: Int32Array,
  abKind: Uint8Array,
  abTrigger: Uint8Array,
): { battle: Uint32Array; all: Uint32Array; battle2: Uint32Array; all2: Uint32Array } {
  const battle = new Uint32Array(size);
  const all = new Uint32Array(size);
  // The wide event kinds 32..63 (core/systems/wide-events.ts): bit kind − 32; only battle-zone triggers hear them.
  const battle2 = new Uint32Array(size);
  const all2 = new Uint32Array(size);
  for (let c = 0; c < size; c++) {
    for (let a = abilStart[c]!; a < abilStart[c + 1]!; a++) {
      if (abKind[a] !== AbKind.Triggered) continue;
      const t = abTrigger[a]!;
      // From the graveyard: "при гибели" hears the card's own death, Вальхалла the owner's turn start.
      if (t === Trig.SelfDies) all[c] = all[c]! | (1 << Trig.OtherCreatureDies);
      else if (t === Trig.Valhalla) all[c] = all[c]! | (1 << Trig.StartOfOwnTurn);
      else if (t === Trig.SelfShown) all[c] = all[c]! | (1 << Trig.SelfShown); // from the deck (core/systems/prophecy.ts)
      else if (t === Trig.SelfGainsIncToken) all[c] = all[c]! | (1 << Trig.SelfGainsIncToken); // from the graveyard (Поганище s1_164)
      else if (t === Trig.DelayedRowSpell) continue; // collected by its timed entry, no event (mechanics/markers/delayed-spell.ts)
      else {
        const k = listenedEventKind(t);
        if (k >= WIDE_KIND_BASE) {
          if (k >= WIDE_KIND_BASE + 32) throw new RangeError(`trigger point ${t} listens to event kind ${k}; event masks hold kinds 0..63`);
          battle2[c] = battle2[c]! | (1 << (k - WIDE_KIND_BASE));
          all2[c] = all2[c]! | (1 << (k - WIDE_KIND_BASE));
          continue;
        }
        battle[c] = battle[c]! | (1 << k);
        all[c] = all[c]! | (1 << k);
        // A poison death is known by the poison wounds before it (mechanics/triggers/poison-triggers.ts): record those too.
        if (t === Trig.EnemyDiesOfPoison) all[c] = all[c]! | (1 << Trig.EnemyPoisonWounded);
      }
    }
  }
  return { battle, all, battle2, all2 };
}
