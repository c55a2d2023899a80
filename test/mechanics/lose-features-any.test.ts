/**
 * mechanics/features/lose-features.ts loseAllFeatures (MechOp.LoseFeatures): any creature loses its printed
 * features through a swap to its featureless twin (compile/compile.ts compileCardDb), acquired ones stay;
 * 'sourceLeaves' ends with the source, otherwise with the card's stay in the battle zone.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Kw, Verb, Zone } from '../../src/engine/core/enums.js';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { G } from '../../src/engine/core/state.js';
import { leaveBattleToGrave } from '../../src/engine/core/instance.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { TimedKind, UNTIL_BATTLE, addTimed } from '../../src/engine/core/systems/durations.js';
import { battle, cardIndex, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const loser = synth('ЛФ-Жрец', {
  hasText: true,
  support: 'implemented',
  abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'loseFeatures', until: 'sourceLeaves' }, abilityType: 'influence' }],
});
const forever = synth('ЛФ-Вечный', {
  hasText: true,
  support: 'implemented',
  abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'loseFeatures' }, abilityType: 'influence' }],
});
const mover = synth('ЛФ-Цель', {
  icons: { direct: true, ova: 1 },
  hasText: true,
  support: 'implemented',
  abilities: [{ kind: 'triggered', on: 'startOfOwnTurn', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }],
});
const db = makeDb([loser, forever, mover, synth('ЛФ-Болван')]);
const TARGET_CARD = cardIndex(db, 'ЛФ-Цель');

function settle(t: ReturnType<typeof battle>): void {
  while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
}

describe('lose-features (any creature): MechOp.LoseFeatures', () => {
  it('the compiler adds a featureless twin of every card only when some card takes features', () => {
    const plain = compileCardDb([synth('ЛФ-А'), synth('ЛФ-Б')]);
    expect(plain.unknown).toBe(plain.size);
    const withLoser = compileCardDb([synth('ЛФ-А'), mover, loser]);
    expect(withLoser.size).toBe(3);
    expect(withLoser.unknown).toBe(6);
    const tw = withLoser.twinOf[1]!;
    expect(tw).toBe(4);
    expect(withLoser.origOf[tw]).toBe(1);
    expect(withLoser.abilStart[tw + 1]! - withLoser.abilStart[tw]!).toBe(0);
    expect(withLoser.trigEvents[tw]).toBe(0);
    expect(withLoser.kw[tw]! & Kw.Directed).toBe(0);
    expect([withLoser.ova[tw], withLoser.life[tw], withLoser.nameId[tw]]).toEqual([0, withLoser.life[1], withLoser.nameId[1]]);
  });

  it('the target loses its triggers and icons, keeps its acquired (timed) keywords, and gets its features back when the source leaves', () => {
    const t = battle(db, {
      cards: [
        { card: 'ЛФ-Жрец', seat: 0, at: 'C2' },
        { card: 'ЛФ-Цель', seat: 1, at: 'C4' },
        { card: 'ЛФ-Болван', seat: 0, at: 'A1' },
      ],
    });
    const [src, dst] = [t.card(0), t.card(1)];
    addTimed(t.s, dst, TimedKind.Kw, Kw.ProtMagic, t.s.g[G.Turn]!, UNTIL_BATTLE); // acquired: stays
    t.act(select('C2'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(t.s.card[dst]).toBe(db.twinOf[TARGET_CARD]);
    expect(t.s.tKw[dst]! & Kw.ProtMagic).toBe(Kw.ProtMagic);
    // Its start-of-turn trigger is gone.
    t.act(endTurn());
    settle(t);
    expect(t.s.counters[dst]).toBe(0);
    expect(checkInvariants(t.s)).toBeNull();
    leaveBattleToGrave(t.s, src);
    expect(t.s.card[dst]).toBe(TARGET_CARD);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('without "until the source leaves": the loss outlasts the source and ends when the card leaves the battle zone', () => {
    const t = battle(db, {
      cards: [
        { card: 'ЛФ-Вечный', seat: 0, at: 'C2' },
        { card: 'ЛФ-Цель', seat: 1, at: 'C4' },
        { card: 'ЛФ-Болван', seat: 0, at: 'A1' },
        { card: 'ЛФ-Болван', seat: 1, at: 'E6' },
      ],
    });
    const [src, dst] = [t.card(0), t.card(1)];
    t.act(select('C2'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    leaveBattleToGrave(t.s, src);
    expect(t.s.card[dst]).toBe(db.twinOf[TARGET_CARD]);
    leaveBattleToGrave(t.s, dst);
    expect(t.s.zone[dst]).toBe(Zone.Grave);
    expect(t.s.card[dst]).toBe(TARGET_CARD);
  });
});
