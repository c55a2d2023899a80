/**
 * Паук-пересмешник s1_77: the flyer lure (mechanics/strike/flyer-lure.ts) and «сеть» (mechanics/markers/net.ts),
 * with its three rulings. Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { netted } from '../../src/engine/mechanics/markers/net.js';
import { battle, endTurn, makeDb, noDefender, select, selectAux, synth, target, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([
  synth('ПП-Болван', { life: 20 }),
  synth('ПП-Птица', { type: 'flyer', life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  synth('ПП-Лучник', { life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  synth('ПП-Маг', {
    life: 20,
    // An attack feature that may name any creature, its controller's own ones too (rulings s1_77).
    abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'discharge' }],
  }),
  synth('ПП-Зом', { life: 20, icons: { zom: true } }),
]);
type Extra = { closed?: boolean; hidden?: boolean; counters?: number };
const at = (card: string, seat: 0 | 1, cell: string, extra: Extra = {}) => ({ card, seat, at: cell, ...extra });
function settle(t: Battle): void {
  while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
}
/** Seat 0's spider at `from` nets the card at `to`. */
function throwNet(t: Battle, from: string, to: string): void {
  t.act(select(from), verb(Verb.Ability + 1), target(to));
  settle(t);
}

describe('Паук-пересмешник (s1_77): летающие существа противника атакуют только Паука', () => {
  it('Паук-пересмешник (s1_77): an enemy flyer may strike and shoot only at the spider', () => {
    const t = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2'), at('ПП-Болван', 0, 'A1'), at('ПП-Птица', 1, 'aux'), at('ПП-Болван', 1, 'E6')], active: 1 });
    t.act(selectAux(0), verb(Verb.Strike));
    expect(t.legal()).toEqual([target('C2')]);
    const u = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2'), at('ПП-Болван', 0, 'A1'), at('ПП-Птица', 1, 'aux'), at('ПП-Болван', 1, 'E6')], active: 1 });
    u.act(selectAux(0), verb(Verb.Ranged));
    expect(u.legal()).toEqual([target('C2')]);
  });

  it('Паук-пересмешник (s1_77): ground creatures and the own flyers are not restricted; a face-down spider lures no one', () => {
    const t = battle(db, { cards: [at('Паук-пересмешник', 0, 'C3'), at('ПП-Болван', 0, 'C1'), at('ПП-Болван', 1, 'C4'), at('ПП-Болван', 1, 'B4')], active: 1 });
    t.act(select('C4'), verb(Verb.Strike));
    expect(t.legal()).toEqual([target('C3')]); // its only neighbour anyway
    const u = battle(db, { cards: [at('Паук-пересмешник', 0, 'C3'), at('ПП-Птица', 0, 'aux'), at('ПП-Болван', 1, 'C5'), at('ПП-Болван', 1, 'A6')] });
    u.act(selectAux(0), verb(Verb.Strike));
    expect(u.legal()).toEqual([target('C5'), target('A6')]);
    const w = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2', { hidden: true }), at('ПП-Болван', 0, 'A1'), at('ПП-Птица', 1, 'aux')], active: 1 });
    w.act(selectAux(0), verb(Verb.Strike));
    expect(w.legal()).toEqual([target('A1'), target('C2')]);
  });
});

describe('Паук-пересмешник (s1_77): «бросок сети»', () => {
  it('Паук-пересмешник (s1_77): range 2, a non-flying enemy creature; in its next turn it cannot move or act', () => {
    const t = battle(db, {
      cards: [at('Паук-пересмешник', 0, 'C2'), at('ПП-Болван', 0, 'B5'), at('ПП-Маг', 1, 'C4'), at('ПП-Болван', 1, 'C6'), at('ПП-Птица', 1, 'aux'), at('ПП-Болван', 1, 'B3')],
    });
    const mage = t.card(2);
    t.act(select('C2'), verb(Verb.Ability + 1));
    expect(t.legal()).toEqual([target('B3'), target('C4')].sort((a, b) => a - b)); // C6: range 4; the flyer: not a target
    t.act(target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(true);
    expect(netted(t.s, mage)).toBe(false); // not yet: only in its controller's next turn (ruling s1_77)
    t.act(endTurn());
    expect(t.s.g[G.Active]).toBe(1);
    expect(netted(t.s, mage)).toBe(true);
    expect(t.legal()).not.toContain(select('C4')); // no move, no strike at B5, no ability
    expect(t.legal()).toContain(select('B3'));
    t.act(endTurn());
    expect(netted(t.s, mage)).toBe(false); // «на свой следующий ход»: gone with that turn
    t.act(endTurn());
    expect(t.legal()).toContain(select('C4'));
  });

  it('Паук-пересмешник (s1_77): an attack at the netted creature is blocked and the net disappears; its controller may attack it himself (ruling)', () => {
    const t = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2'), at('ПП-Болван', 1, 'C4'), at('ПП-Маг', 1, 'E6'), at('ПП-Болван', 0, 'A1')] });
    const body = t.card(1);
    throwNet(t, 'C2', 'C4');
    t.act(endTurn());
    expect(netted(t.s, body)).toBe(true);
    t.act(select('E6'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(0); // blocked
    expect(t.closed(2)).toBe(true); // still paid
    expect(netted(t.s, body)).toBe(false);
    expect(t.legal()).toContain(select('C4')); // free again: it may act this turn
  });

  it('Паук-пересмешник (s1_77): ruling — a discharge at a netted creature with ЗОМ still removes the net', () => {
    const t = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2'), at('ПП-Зом', 1, 'C4'), at('ПП-Маг', 1, 'E6'), at('ПП-Болван', 0, 'A1')] });
    const zom = t.card(1);
    throwNet(t, 'C2', 'C4');
    t.act(endTurn());
    t.act(select('E6'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(netted(t.s, zom)).toBe(false);
    expect(t.wounds(1)).toBe(0);
  });

  it('Паук-пересмешник (s1_77): ruling — an attack in the spider\'s own turn is not blocked and does not remove the net', () => {
    const t = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2'), at('ПП-Лучник', 0, 'A2'), at('ПП-Болван', 1, 'C4'), at('ПП-Болван', 1, 'E6')] });
    const body = t.card(2);
    throwNet(t, 'C2', 'C4');
    t.rolls(1).act(select('A2'), verb(Verb.Ranged), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    t.act(endTurn());
    expect(netted(t.s, body)).toBe(true);
  });

  it('Паук-пересмешник (s1_77): a triggered shot of the spider\'s side in the netted creature\'s turn is blocked and removes the net', () => {
    const t = battle(db, {
      cards: [at('Паук-пересмешник', 0, 'C2'), at('Эльфийский воин', 0, 'C3'), at('ПП-Болван', 1, 'E2'), at('ПП-Болван', 1, 'C4')],
    });
    const body = t.card(2);
    throwNet(t, 'C2', 'E2');
    t.act(endTurn());
    expect(netted(t.s, body)).toBe(true);
    // C4 strikes Эльфийский воин: its weak counter-strike fires its shot (ruling s1_97); the only target not next to it is E2.
    t.rolls(1, 4).act(select('C4'), verb(Verb.Strike), target('C3'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Defender ? noDefender() : t.legal()[0]!);
    expect(t.wounds(3)).toBe(2); // the counter-strike
    expect(t.wounds(2)).toBe(0); // the shot was blocked
    expect(netted(t.s, body)).toBe(false);
  });
});
