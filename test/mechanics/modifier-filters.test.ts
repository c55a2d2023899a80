/**
 * Dynamic and type filters of static modifiers (core/systems/modifiers.ts ModCardFilter: `closed`,
 * `has`, `defended`) and the marker target filters used by steppe/mountain texts
 * (core/systems/markers.ts: `flyer`, `opposite`, `selfOrAdjacent`, `class` on chosen targets; a timed
 * grant as an `also` effect). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import type { Ability, ModifierAbility } from '../../src/engine/vocab/ability.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, noDefender, select, synth, target, targetAux, verb } from '../helpers/scenario.js';

const mod = (m: ModifierAbility['mod']): Ability => ({ kind: 'modifier', mod: m });
const act = (over: Partial<Extract<Ability, { kind: 'activated' }>>): Ability => ({
  kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence', ...over,
});

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Соратник', { life: 20 }),
  synth('Броня1', { life: 20, icons: { armor: 1 } }),
  synth('ОвЗ-тест', { life: 20, icons: { ovz: 1 } }),
  synth('Метатель-т', { life: 20, ranged: { kind: 'throw', values: [1, 1, 1] } }),
  synth('Птица', { type: 'flyer', move: null, life: 20 }),
  synth('Класс-тест', { life: 20, classes: ['Гном'] }),
  synth('ПоЗакрытым', { abilities: [mod({ op: 'attackBonus', amount: 2, damage: 'simple', vs: { closed: true } })] }),
  synth('ПоОткрытым', { abilities: [mod({ op: 'attackBonus', amount: 2, damage: 'simple', vs: { closed: false } })] }),
  synth('ПоМетателям', { abilities: [mod({ op: 'attackBonus', amount: 2, damage: 'simple', vs: { has: ['throw'] } })] }),
  synth('ПоЗащищённым', { abilities: [mod({ op: 'attackBonus', amount: 2, damage: 'simple', vs: { defended: true } })] }),
  synth('Бьёт-нелетающих', { abilities: [act({ filter: { flyer: false } })] }),
  synth('Бьёт-напротив', { abilities: [act({ target: 'enemyCreature', filter: { opposite: true } })] }),
  synth('Бьёт-рядом-или-себя', { abilities: [act({ filter: { selfOrAdjacent: true }, also: { op: 'grant', grant: { strike: 1 }, duration: 'endOfTurn' } })] }),
  synth('Бьёт-гномов', { abilities: [act({ filter: { class: 'Гном' } })] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const ab = (k: number) => verb(Verb.Ability + k);

function strike(attacker: string, targetCard: string, closed: boolean, dice: number[]) {
  const t = battle(db, { cards: [at(attacker, 0, 'C3'), at(targetCard, 1, 'C4', closed)] });
  t.rolls(...dice).act(select('C3'), verb(Verb.Strike), target('C4'));
  if (t.decision() === Decision.Defender) t.act(noDefender());
  return t.wounds(1);
}

describe('modifier filters on the other card', () => {
  it('vs.closed: only against a closed / an open card', () => {
    expect(strike('ПоЗакрытым', 'Мишень', true, [6])).toBe(5);
    expect(strike('ПоЗакрытым', 'Мишень', false, [6, 1])).toBe(3);
    expect(strike('ПоОткрытым', 'Мишень', true, [6])).toBe(3);
    expect(strike('ПоОткрытым', 'Мишень', false, [6, 1])).toBe(5);
  });

  it('vs.has: only against a card with an attack of that type', () => {
    expect(strike('ПоМетателям', 'Метатель-т', true, [6])).toBe(5);
    expect(strike('ПоМетателям', 'Мишень', true, [6])).toBe(3);
  });

  it('vs.defended: against a card with {ovz} or {armor} (armour still prevents), not a plain one', () => {
    expect(strike('ПоЗащищённым', 'ОвЗ-тест', true, [6])).toBe(5);
    expect(strike('ПоЗащищённым', 'Броня1', true, [6])).toBe(4);
    expect(strike('ПоЗащищённым', 'Мишень', true, [6])).toBe(3);
  });
});

describe('marker target filters on chosen targets', () => {
  it('flyer: false — a flyer is no target', () => {
    const t = battle(db, { cards: [at('Бьёт-нелетающих', 0, 'C1'), at('Мишень', 1, 'C5'), at('Птица', 1, 'aux')] });
    t.act(select('C1'), ab(0));
    expect(t.legal()).toContain(target('C5'));
    expect(t.legal()).not.toContain(targetAux(1, 0));
  });

  it('opposite — only the card straight in front of the source (for either seat)', () => {
    const t = battle(db, { cards: [at('Бьёт-напротив', 0, 'C3'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'D4'), at('Мишень', 1, 'C5')] });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toEqual([target('C4')]);
    const u = battle(db, { cards: [at('Бьёт-напротив', 1, 'C4'), at('Мишень', 0, 'C3'), at('Мишень', 0, 'C5')], active: 1 });
    u.act(select('C4'), ab(0));
    expect(u.legal()).toEqual([target('C3')]);
  });

  it('selfOrAdjacent — the source or a card next to it; an also-grant goes to the same target', () => {
    const t = battle(db, { cards: [at('Бьёт-рядом-или-себя', 0, 'C3'), at('Соратник', 0, 'D2'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'E6')] });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toEqual([target('D2'), target('C3'), target('C4')].sort((a, b) => a - b));
    t.act(target('D2'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.wounds(1)).toBe(1);
    expect(t.s.tStrike[t.card(1)]).toBe(1);
  });

  it('class — a chosen target must be of the class', () => {
    const t = battle(db, { cards: [at('Бьёт-гномов', 0, 'C1'), at('Класс-тест', 1, 'C5'), at('Мишень', 1, 'D5')] });
    t.act(select('C1'), ab(0));
    expect(t.legal()).toEqual([target('C5')]);
  });
});
