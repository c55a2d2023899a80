/**
 * core/systems/durations.ts extensions: "на X ходов противника" with X from an "X{counter}" cost, in
 * force only during the opponent's turns (ruling s1_6); a timed "+N к дальности"; a die mark
 * ("ваши существа получают +N к броскам кубика при атаках по этому существу"); a timed «не
 * закрывается при атаке» and "защита от всех немагических атак". Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Cap, Decision, Flag, Kw, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { markedDie, timedRange } from '../../src/engine/core/systems/durations.js';
import { battle, endTurn, makeDb, select, selectAux, synth, target, verb } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Щитник', { abilities: [{ kind: 'activated', counters: 'X', tap: true, target: 'anyCreature', effect: { op: 'grant', grant: { keywords: ['protNonMagic'] }, duration: { opponentTurns: 'X' } }, abilityType: 'spell' }] }),
  synth('Дальномер', { ranged: { kind: 'shot', values: [1, 1, 1], range: 1 }, abilities: [{ kind: 'activated', tap: false, target: 'self', effect: { op: 'grant', grant: { range: 2 }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('Метчик', { abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'grant', grant: { attackersDie: 2 }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('Запретитель', { abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'grant', grant: { keywords: ['noAttack'] }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('Лучник', { move: 0, ranged: { kind: 'shot', values: [1, 1, 1] }, abilities: [{ kind: 'ranged', attack: 'shot', values: [2, 2, 2], tap: true }] }),
  synth('Строевой', { abilities: [{ kind: 'formation' }] }),
  synth('Командир', { abilities: [{ kind: 'formation' }, { kind: 'activated', tap: true, target: 'ownCreature', filter: { formationPartner: true }, effect: { op: 'heal', amount: 1 }, abilityType: 'influence' }] }),
  synth('Охотник', { ranged: { kind: 'throw', values: [1, 1, 1] }, abilities: [{ kind: 'triggered', on: 'selfAttacks', fromTypes: ['throw'], target: 'eventCard', effect: { op: 'grant', grant: { huntMark: 3 }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('Охотник-боец', { abilities: [{ kind: 'triggered', on: 'selfAttacks', fromTypes: ['throw'], target: 'eventCard', effect: { op: 'grant', grant: { huntMark: 3 }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('Сокол', { type: 'flyer', move: null, life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  synth('Неутомимый', { abilities: [{ kind: 'activated', target: 'self', effect: { op: 'grant', grant: { keywords: ['staysOpenAfterAttack'] }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
function settle(t: ReturnType<typeof battle>): void {
  for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
}

describe('timed grants: durations and new grants', () => {
  it('{ opponentTurns: "X" }: X chosen at the cost; one entry per opponent turn', () => {
    for (const x of [1, 3]) {
      const t = battle(db, { cards: [{ card: 'Щитник', seat: 0, at: 'A1', counters: 3 }, at('Мишень', 0, 'C3'), at('Мишень', 1, 'E6')] });
      t.act(select('A1'), verb(Verb.Ability + 0), target('C3'), AMOUNT + x);
      settle(t);
      expect(t.s.timedLen[0]).toBe(x);
      const c = t.card(1);
      let on = 0;
      for (let k = 0; k < 8; k++) {
        t.act(endTurn());
        if ((t.s.tKw[c]! & Kw.ProtNonMagic) !== 0) {
          on++;
          expect(t.s.g[G.Active]).toBe(1);
        }
      }
      expect(on).toBe(x);
    }
  });

  it('range: + N to a limited range while it lasts (per game behind Cap.RangeAura)', () => {
    const t = battle(db, { cards: [at('Дальномер', 0, 'C1'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'E6')] });
    expect(t.s.g[G.Caps]! & Cap.RangeAura).not.toBe(0);
    t.act(select('C1'));
    expect(t.legal()).not.toContain(verb(Verb.Ranged));
    t.act(verb(Verb.Ability + 0));
    settle(t);
    expect(timedRange(t.s, t.card(0))).toBe(2);
    t.rolls(1).act(select('C1'), verb(Verb.Ranged), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
  });

  it('attackersDie: a mark for the source controller\'s attacks at the target', () => {
    const t = battle(db, { cards: [at('Метчик', 0, 'A1'), at('Мишень', 0, 'C3'), at('Мишень', 1, 'C4', true)] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(markedDie(t.s, t.card(1), t.card(2))).toBe(2);
    expect(markedDie(t.s, t.card(2), t.card(2))).toBe(0);
    t.rolls(2).act(select('C3'), verb(Verb.Strike), target('C4')); // 2 + 2 = 4: medium 2
    settle(t);
    expect(t.wounds(2)).toBe(2);
  });

  it('staysOpenAfterAttack as a timed keyword: open after its attack, having acted', () => {
    const t = battle(db, { cards: [at('Неутомимый', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Ability + 0));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    t.act(select('C3')); // its untapped ability is still usable; no second attack, no move
    expect(t.legal()).not.toContain(verb(Verb.Strike));
    expect(t.legal()).not.toContain(verb(Verb.Move));
  });

  it('noAttack: no strike, no ranged attack (printed or ability), no counter-strike; moves and other abilities stay (gate Cap.NoAttack)', () => {
    const t = battle(db, { cards: [at('Запретитель', 0, 'A1'), at('Мишень', 0, 'C3'), { card: 'Лучник', seat: 0, at: 'E1' }, at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    expect(t.s.g[G.Caps]! & Cap.NoAttack).not.toBe(0);
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    settle(t);
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Strike));
    expect(t.legal()).toContain(verb(Verb.Move));
    t.act(verb(Verb.Move), target('B3'));
    settle(t);
    t.s.flags[t.card(0)] = t.s.flags[t.card(0)]! & ~Flag.Closed; // opened again (test surgery)
    t.act(select('A1'), verb(Verb.Ability + 0), target('E1'));
    settle(t);
    // The archer can do nothing now: it is not offered at all (legalMain agrees with verbsOf).
    expect(t.legal()).not.toContain(select('E1'));
  });

  it('formationPartner: only a card in formation with the source', () => {
    const t = battle(db, { cards: [at('Командир', 0, 'C2'), { card: 'Строевой', seat: 0, at: 'B2', wounds: 1 }, { card: 'Строевой', seat: 0, at: 'D3', wounds: 1 }, { card: 'Мишень', seat: 0, at: 'C1', wounds: 1 }, at('Мишень', 1, 'E6')] });
    t.act(select('C2'), verb(Verb.Ability + 1));
    expect(t.legal()).toEqual([target('B2')]);
  });

  it('huntMark: a flyer\'s attack (a shot too) sets it off; "при атаке" with fromTypes hears only that attack kind', () => {
    const t = battle(db, { cards: [at('Охотник', 0, 'A1'), at('Охотник-боец', 0, 'C3'), at('Сокол', 0, 'aux'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    expect(on(t.s, Mech.HuntMark)).toBe(true);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4')); // a simple strike: no mark
    settle(t);
    expect(t.s.timedLen[0]).toBe(0);
    t.rolls(1).act(select('A1'), verb(Verb.Ranged), target('E6'));
    settle(t);
    expect(t.s.timedLen[0]).toBe(1);
    t.rolls(1).act(selectAux(0), verb(Verb.Ranged), target('E6'));
    settle(t);
    expect(t.wounds(4)).toBe(1 + 1 + 3);
    expect(t.s.timedLen[0]).toBe(0);
  });
});
