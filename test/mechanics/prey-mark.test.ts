/**
 * mechanics/markers/prey-mark.ts: the effect 'preyMark' and the modifier filter `vs: { preyMarked: true }`.
 * Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { preyMarked } from '../../src/engine/mechanics/markers/prey-mark.js';
import { battle, exchangeFull, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ДБ-Метчик', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'preyMark' }, abilityType: 'influence' }] }),
  synth('ДБ-Охотник', { life: 20, strike: [1, 1, 1], abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 3, damage: 'simple', vs: { preyMarked: true } } }] }),
  synth('ДБ-Мишень', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const run = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};

describe('prey mark (mechanics/markers/prey-mark.ts)', () => {
  it('the mark stays for the battle; the modifier reads it on the other card', () => {
    const t = battle(db, { cards: [at('ДБ-Метчик', 0, 'A1'), at('ДБ-Охотник', 0, 'C3'), at('ДБ-Мишень', 1, 'C4', true), at('ДБ-Мишень', 1, 'D4', true)] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C4'));
    run(t);
    expect(preyMarked(t.s, t.card(2))).toBe(true);
    expect(preyMarked(t.s, t.card(3))).toBe(false);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    run(t);
    expect(t.wounds(2)).toBe(1 + 3);
  });
});
