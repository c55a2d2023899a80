/**
 * "обязан атаковать закрытое существо" (core/systems/keywords.ts Mech.MustStrikeClosed): a card that cannot
 * act — netted (mechanics/markers/net.ts) or «не может атаковать» (a timed grant) — does not forbid ending the
 * turn. Found by the random-game invariants (game 7537 of part 4: a netted Гном-басаарг next to a
 * closed enemy left the Choice subphase with no legal action). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision } from '../../src/engine/core/enums.js';
import { END_TURN, PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, select, synth, target, verb, type Battle } from '../helpers/scenario.js';
import { Verb } from '../../src/engine/core/enums.js';

const db = makeDb([
  synth('ПУ-Басаарг', { life: 10, abilities: [{ kind: 'keyword', keyword: 'mustStrikeClosed' }] }),
  synth('ПУ-Сетевик', { life: 10, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'grant', grant: { net: true }, duration: 'endOfOpponentTurn' }, abilityType: 'influence' }] }),
  synth('ПУ-Запретитель', { life: 10, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'grant', grant: { keywords: ['noAttack'] }, duration: 'endOfOpponentTurn' }, abilityType: 'influence' }] }),
  synth('ПУ-Пешка', { life: 10 }),
]);
const settle = (t: Battle) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('forced strike at a closed creature (Mech.MustStrikeClosed)', () => {
  for (const who of ['ПУ-Сетевик', 'ПУ-Запретитель']) {
    it(`${who}: the forced card cannot act, so its controller may end the turn`, () => {
      const t = battle(db, {
        cards: [
          { card: 'ПУ-Басаарг', seat: 0, at: 'C3' },
          { card: 'ПУ-Пешка', seat: 1, at: 'C4', closed: true },
          { card: who, seat: 1, at: 'E6' },
        ],
        active: 1,
      });
      t.act(select('E6'), verb(Verb.Ability + 0), target('C3'));
      settle(t);
      t.act(endTurn());
      settle(t);
      expect(t.decider()).toBe(0);
      expect(t.legal()).toContain(END_TURN);
    });
  }

  it('(control) unhindered, it must strike: no END_TURN', () => {
    const t = battle(db, { cards: [{ card: 'ПУ-Басаарг', seat: 0, at: 'C3' }, { card: 'ПУ-Пешка', seat: 1, at: 'C4', closed: true }] });
    expect(t.legal()).not.toContain(END_TURN);
  });
});
