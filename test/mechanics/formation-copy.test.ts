/**
 * mechanics/features/formation-copy.ts: a copier takes the "Строй: …" bonuses of its partners of one element.
 * Synthetic cards only (a pool of its own: one copier per pool).
 */
import { describe, expect, it } from 'vitest';
import { PASS } from '../../src/engine/core/action.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { formationNum } from '../../src/engine/core/systems/formation.js';
import { type Battle, at, battle, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = compileCardDb([
  synth('ФК-Копир', { element: 'forest', life: 20, abilities: [{ kind: 'formation', copyElement: 'forest' }] }),
  synth('ФК-Щит', { element: 'forest', abilities: [{ kind: 'formation', grant: { armor: 1 } }] }),
  synth('ФК-Латы', { element: 'forest', abilities: [{ kind: 'formation', grant: { armor: 2 } }] }),
  synth('ФК-Горец', { element: 'mountain', abilities: [{ kind: 'formation', grant: { armor: 4 } }] }),
  synth('ФК-Болван', { life: 20 }),
]);

function finish(t: Battle): void {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.decision() === Decision.Defender ? noDefender() : t.legal()[0]!);
}

describe('copying formation bonuses (mechanics/features/formation-copy.ts)', () => {
  it('donors: the cards of the element with a "Строй: …" bonus; one row per set', () => {
    expect(db.fcopier).toBe(0);
    expect(Array.from(db.fcopyDonors)).toEqual([1, 2]);
    expect(db.origOf[db.fcopyBase + 2]).toBe(0);
  });

  it('the copier\'s row follows its partners: both, one, none; another element gives nothing', () => {
    const t = battle(db, { cards: [at('ФК-Копир', 0, 'C3'), at('ФК-Щит', 0, 'B3'), at('ФК-Латы', 0, 'D3'), at('ФК-Горец', 0, 'C2'), at('ФК-Болван', 1, 'E6')] });
    const i = t.card(0);
    expect(formationNum(t.s, i, 0)).toBe(1 + 2);
    t.act(select('D3'), verb(Verb.Move), target('E3'));
    finish(t);
    expect(formationNum(t.s, i, 0)).toBe(1);
    t.act(select('B3'), verb(Verb.Move), target('A3'));
    finish(t);
    expect(formationNum(t.s, i, 0)).toBe(0);
    expect(t.s.card[i]).toBe(db.fcopier);
  });
});
