/**
 * mechanics/strike/redirect.ts: MechOp.Redirect ('redirectStrike') with the target filter `nextToStruck`, a
 * 'strikeBeforeDice' instant. Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, exchangeFull, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const trick = { kind: 'activated', instant: true, tap: true, window: 'strikeBeforeDice', target: 'ownCreature', filter: { nextToStruck: true }, effect: { op: 'redirectStrike' }, abilityType: 'spell' } as const;
const db = makeDb([
  synth('ПН-Маг', { life: 20, abilities: [trick] }),
  synth('ПН-Маг-общий', { life: 20, abilities: [{ ...trick, window: undefined }] }),
  synth('ПН-Мишень', { life: 20 }),
  synth('ПН-Громила', { life: 20, strike: [3, 4, 5] }),
  synth('ПН-Король', {
    life: 20,
    abilities: [
      { kind: 'formation' },
      { kind: 'triggered', on: 'enemyDeclares', fromTypes: ['shot'], declaredAtOwnBackRows: true, target: 'ownCreature', filter: { formationPartner: true }, effect: { op: 'redirectDeclared' }, abilityType: 'influence' },
    ],
  }),
  synth('ПН-Строй', { life: 20, abilities: [{ kind: 'formation' }] }),
  synth('ПН-Лучник', {
    life: 20,
    abilities: [
      { kind: 'ranged', attack: 'shot', values: [1, 1, 1], tap: true, range: 2 },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'shot', vs: { ownRow: 2 } } },
    ],
  }),
]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const run = (t: ReturnType<typeof battle>, stopAt?: string) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    if (stopAt && d === Decision.Priority && t.decider() === 0 && t.legal().includes(select(stopAt))) return true;
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
  return false;
};

describe('redirect (mechanics/strike/redirect.ts)', () => {
  it('a strike is redirected at most once: of two tricks the one that executes second does nothing', () => {
    const t = battle(db, { active: 1, cards: [at('ПН-Мишень', 0, 'C3', true), at('ПН-Мишень', 0, 'B3', true), at('ПН-Маг', 0, 'A1'), at('ПН-Маг', 0, 'E1'), at('ПН-Мишень', 0, 'C2', true), at('ПН-Громила', 1, 'C4')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(run(t, 'A1')).toBe(true);
    t.act(select('A1'), verb(Verb.Ability + 0), target('B3'));
    expect(run(t, 'E1')).toBe(true); // E1 answers while A1's trick waits
    t.act(select('E1'), verb(Verb.Ability + 0), target('C2'));
    run(t);
    expect(t.wounds(4)).toBe(5); // E1's executed first
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(0)).toBe(0);
  });
  it('nextToStruck: without a waiting strike there is no target (the ability is not usable in a general round)', () => {
    const t = battle(db, { cards: [at('ПН-Маг-общий', 0, 'A1'), at('ПН-Мишень', 0, 'B3'), at('ПН-Мишень', 1, 'E6')] });
    t.act(select('A1'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
  });
  it('redirectDeclared: a ranged-attack ability goes to the chosen partner beyond its range; a bonus against the first target is not kept (ruling s1_67)', () => {
    const t = battle(db, { active: 1, cards: [at('ПН-Король', 0, 'B1'), at('ПН-Строй', 0, 'A1'), at('ПН-Мишень', 0, 'C2'), at('ПН-Лучник', 1, 'C4')] });
    t.rolls(1).act(select('C4'), verb(Verb.Ability + 0), target('C2'));
    for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Target ? target('A1') : t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(1)).toBe(1); // no +1: A1 is not in the second row
    const u = battle(db, { active: 1, cards: [at('ПН-Мишень', 0, 'C2'), at('ПН-Лучник', 1, 'C4')] });
    u.rolls(1).act(select('C4'), verb(Verb.Ability + 0), target('C2'));
    run(u);
    expect(u.wounds(0)).toBe(2);
  });
});
