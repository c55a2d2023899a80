/**
 * Set 1, Тьма (darkness): Огненный имп s1_138 (mechanics/movement/own-teleports.ts: the teleport of an
 * own creature from a cell next to it into the enemy half, a wide trigger event kind; mechanics/dice/next-throw.ts:
 * "+1 к следующему метанию (максимум +1) до конца вашего хода").
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { TRIGGER } from '../../src/engine/core/action.js';
import { nextThrowBonus } from '../../src/engine/mechanics/dice/next-throw.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ИМ-Болван', { life: 12, move: 0 }), synth('ИМ-Стрелок', { life: 12, move: 0, ranged: { kind: 'shot', values: [1, 1, 1] } })]);

const IMP = 'Огненный имп';
const HORNED = 'Рогатый демон'; // Телепортация (s1_155)
const ENVY = 'Демон зависти'; // Телепортация (s1_145)
const tele = (): number => verb(Verb.Ability + 0);

describe('Огненный имп (s1_138)', () => {
  it('Огненный имп (s1_138): your creature teleports from a cell next to it into the enemy half — +1 к следующему метанию; its next throw deals 2', () => {
    const t = battle(db, { cards: [at(IMP, 0, 'C3'), at(HORNED, 0, 'C2'), at('ИМ-Болван', 1, 'C5'), at('ИМ-Болван', 1, 'E6')] });
    t.act(select('C2'), tele(), target('D4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(1);
    t.act(select('C3'), verb(Verb.Ranged), target('C5'));
    settle(t);
    expect(t.wounds(2)).toBe(2); // «лава» на 1, +1
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(0); // spent by that throw
  });

  it('Огненный имп (s1_138): максимум +1 — a second teleport adds nothing; the bonus is for the next throw only', () => {
    const t = battle(db, { cards: [at(IMP, 0, 'C3'), at(HORNED, 0, 'C2'), at(ENVY, 0, 'B3'), at('ИМ-Болван', 1, 'C5'), at('ИМ-Болван', 1, 'C6')] });
    t.act(select('C2'), tele(), target('D4'));
    settle(t);
    t.act(select('B3'), tele(), target('B5')); // B3 is next to C3 (diagonal neighbours count, digest §2.1)
    settle(t);
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(1);
    t.act(select('C3'), verb(Verb.Ranged), target('C5'));
    settle(t);
    expect(t.wounds(3)).toBe(2);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(select('C3'), verb(Verb.Ranged), target('C6'));
    settle(t);
    expect(t.wounds(4)).toBe(1); // the next throw: no bonus left
  });

  it('Огненный имп (s1_138): not for a teleport into your own half, from a cell not next to it, or of an enemy creature', () => {
    const t = battle(db, { cards: [at(IMP, 0, 'C3'), at(HORNED, 0, 'C2'), at(ENVY, 0, 'E1'), at(HORNED, 1, 'D4'), at('ИМ-Болван', 1, 'C5')] });
    t.act(select('C2'), tele(), target('A2')); // stays in your half
    settle(t);
    t.act(select('E1'), tele(), target('E5')); // E1 is not next to C3
    settle(t);
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(0);
    t.act(endTurn());
    settle(t);
    t.act(select('D4'), tele(), target('A6')); // an enemy creature, from a cell next to the imp: not yours
    settle(t);
    t.act(endTurn());
    settle(t);
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(0);
  });

  it('Огненный имп (s1_138): the bonus lasts until the end of your turn', () => {
    const t = battle(db, { cards: [at(IMP, 0, 'C3'), at(HORNED, 0, 'C2'), at('ИМ-Болван', 1, 'C5')] });
    t.act(select('C2'), tele(), target('D4'));
    settle(t);
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(1);
    t.act(endTurn());
    settle(t);
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(0);
  });

  it('Огненный имп (s1_138) + Сайкорон (s1_153): «он может телепортироваться» next to the attacker in the enemy half is a teleport — the bonus lasts through your next turn', () => {
    const t = battle(db, { active: 1, cards: [at(IMP, 0, 'C2'), at('Сайкорон', 0, 'C3'), at('ИМ-Болван', 0, 'D3'), at('ИМ-Стрелок', 1, 'D5'), at('ИМ-Болван', 1, 'B6')] });
    t.act(select('D5'), verb(Verb.Ranged), target('D3')); // at a creature next to Сайкорон
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(TRIGGER + 0, target('C4')); // next to the shooter, in seat 0's enemy half
    settle(t);
    expect(t.cellOf('Сайкорон')).toBe('C4');
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(1);
    t.act(endTurn());
    settle(t);
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(1); // "до конца вашего хода": your next turn
    t.act(select('C2'), verb(Verb.Ranged), target('D5'));
    settle(t);
    expect(t.wounds(3)).toBe(2);
  });

  it('Огненный имп (s1_138) + Демон жадности (s1_170): its «врата» teleport at the end of the opponent\'s turn counts — the bonus lasts through your next turn', () => {
    const t = battle(db, { cards: [at(IMP, 0, 'A2'), at('Демон жадности', 0, 'A1'), at('ИМ-Болван', 1, 'A5'), at('ИМ-Болван', 1, 'E6')] });
    t.act(endTurn(), target('C4'), target('D4'), target('B2')); // «врата» at the start of the opponent's turn
    t.act(endTurn()); // at its end the Демон must teleport to a gate
    t.act(target('D4'));
    settle(t);
    expect(t.cellOf('Демон жадности')).toBe('D4');
    expect(t.decider()).toBe(0);
    expect(nextThrowBonus(t.s, t.card(IMP))).toBe(1);
    t.act(select('A2'), verb(Verb.Ranged), target('A5'));
    settle(t);
    expect(t.wounds(2)).toBe(2);
  });
});
