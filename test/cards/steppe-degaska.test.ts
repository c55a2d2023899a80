/**
 * Дегаска (s1_32): "В начале боя и при каждом сильном {strike} покажите из колоды существо … с
 * особенностью с текстом «при сильном {strike}» — Дегаска получает эту особенность до конца боя"
 * (mechanics/features/copy-feature.ts). Bodies other than the named cards are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { Decision, Trig, Verb } from '../../src/engine/core/enums.js';
import { recordEvent } from '../../src/engine/core/effects.js';
import { advance } from '../../src/engine/core/driver.js';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { type Battle, at, battle, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ДГ-Болван', { life: 20 }),
  // "При среднем или сильном простом ударе" (ruling s1_32, Хедда): not the words «при сильном {strike}».
  synth('ДГ-Хедда', { abilities: [{ kind: 'triggered', on: 'selfStrikes', strike: { tiers: [2, 3] }, target: 'eventCard', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] }),
]);
const donor = (name: string): number => db.copyDonor[db.byId.get(name) ?? db.defs.findIndex((d) => d.name === name)]!;
const SHOW = (name: string): number => AMOUNT + 1 + donor(name);

function settle(t: Battle): void {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
  }
}

/** Run priority rounds until the show choice (Decision.Choice) or the Main decision. */
function untilShow(t: Battle): boolean {
  for (let g = 0; g < 40; g++) {
    const d = t.decision();
    if (d === Decision.Choice) return true;
    if (d === Decision.Main) return false;
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
  }
  return false;
}

describe('Дегаска (s1_32)', () => {
  it('Дегаска (s1_32): the donors of set 1 are the four cards with «при сильном {strike}» (Дегаска itself excluded)', () => {
    const names = Array.from(db.copyDonors, (c) => db.defs[c]!.name).sort();
    expect(names).toEqual(['Анубисар', 'Медуза Горгона', 'Талион', 'Тич'].sort());
    expect(db.defs[db.copier]!.name).toBe('Дегаска');
  });

  it('Дегаска (s1_32): в начале боя — покажите из колоды существо с «при сильном {strike}»: Дегаска получает эту особенность', () => {
    const t = battle(db, {
      cards: [at('Дегаска', 0, 'C3'), at('Медуза Горгона', 0, 'deck'), at('Анубисар', 0, 'deck'), at('ДГ-Болван', 1, 'C4'), at('ДГ-Болван', 1, 'A6')],
    });
    recordEvent(t.s, Trig.StartOfBattle, -1, -1, 0);
    advance(t.s);
    expect(untilShow(t)).toBe(true);
    expect(t.legal()).toEqual([SHOW('Анубисар'), SHOW('Медуза Горгона')].sort((a, b) => a - b));
    t.act(SHOW('Медуза Горгона'));
    settle(t);
    expect(t.cellOf(1)).toBe('deck'); // shown, not drawn
    // «взгляд Медузы» now belongs to Дегаска: its strong strike closes the struck card (and it is not opened next turn).
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(untilShow(t)).toBe(true); // its own «при каждом сильном {strike}» shows again
    expect(t.legal()).toEqual([SHOW('Анубисар')]); // Медуза was shown already
    t.act(SHOW('Анубисар'));
    settle(t);
    expect(t.closed(3)).toBe(true);
  });

  it('Дегаска (s1_32): a feature copied on a strong strike works from the next strong strike («цепи Анубисара»)', () => {
    const t = battle(db, {
      cards: [at('Дегаска', 0, 'C3'), at('Анубисар', 0, 'deck'), at('ДГ-Болван', 1, 'C4'), at('ДГ-Болван', 1, 'B4'), at('ДГ-Болван', 1, 'D4')],
    });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(untilShow(t)).toBe(true);
    t.act(SHOW('Анубисар'));
    settle(t);
    expect([t.wounds(3), t.wounds(4)]).toEqual([0, 0]); // not for the strike that showed it
    t.s.flags[t.card(0)] = 0; // opened again (a test shortcut)
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect([t.wounds(3), t.wounds(4)]).toEqual([1, 1]); // «цепи Анубисара»: the two enemy creatures next to the attacked one
  });

  it('Дегаска (s1_32): nothing to show — nothing happens; until the end of the battle: it leaves as its printed card', () => {
    const t = battle(db, { cards: [at('Дегаска', 0, 'C3', { wounds: 12 }), at('Тич', 0, 'deck'), at('ДГ-Болван', 1, 'C4'), at('ДГ-Болван', 0, 'A1'), at('ДГ-Болван', 1, 'A6')] });
    const printed = t.s.card[t.card(0)]!;
    recordEvent(t.s, Trig.StartOfBattle, -1, -1, 0);
    advance(t.s);
    expect(untilShow(t)).toBe(true);
    t.act(SHOW('Тич'));
    settle(t);
    expect(t.s.card[t.card(0)]).not.toBe(printed);
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // 1 against 6: a medium counter-strike kills it
    settle(t);
    expect(t.cellOf(0)).toBe('grave');
    expect(t.s.card[t.card(0)]).toBe(printed);
    const u = battle(db, { cards: [at('Дегаска', 0, 'C3'), at('ДГ-Болван', 0, 'deck'), at('ДГ-Болван', 1, 'C4')] });
    recordEvent(u.s, Trig.StartOfBattle, -1, -1, 0);
    advance(u.s);
    expect(untilShow(u)).toBe(false);
  });

  it('Дегаска (s1_32) ruling: the text must match word for word — «при среднем или сильном» (Хедда) is no donor', () => {
    expect(db.copyDonor[db.defs.findIndex((d) => d.name === 'ДГ-Хедда')]).toBe(-1);
    const t = battle(db, { cards: [at('Дегаска', 0, 'C3'), at('ДГ-Хедда', 0, 'deck'), at('ДГ-Болван', 1, 'C4')] });
    recordEvent(t.s, Trig.StartOfBattle, -1, -1, 0);
    advance(t.s);
    expect(untilShow(t)).toBe(false);
  });

  it('Дегаска (s1_32): one copier per pool (the compiler refuses a second)', () => {
    const twin = { ...db.defs[db.copier]!, id: 'tx_second', name: 'Вторая Дегаска' };
    expect(() => compileCardDb([...db.defs.slice(0, db.size), twin])).toThrow(/one per pool/);
  });
});
