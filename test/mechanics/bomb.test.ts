/**
 * mechanics/markers/bomb.ts: a ranged ability with `bomb: N` — targets on cells only; its target's cell
 * explodes at the start of the thrower's controller's next turn, wounding the card standing there
 * then by N (an influence), even if the thrower has left.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { type Battle, battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Птица', { life: 20, type: 'flyer', move: null }),
  synth('Бомбист', { life: 20, abilities: [{ kind: 'ranged', attack: 'throw', values: [1, 1, 1], range: 3, tap: true, bomb: 3 }] }),
  synth('Щит', { life: 20, abilities: [{ kind: 'keyword', keyword: 'protInfluence' }] }),
]);

const settle = (t: Battle): Battle => {
  for (let g = 0; g < 8 && (t.decision() === Decision.Priority || t.decision() === Decision.Trigger); g++) t.act(t.legal()[0]!);
  return t;
};

describe('bomb', () => {
  it('targets: cards on cells within range, not flyers; the explosion comes at the start of the thrower\'s next turn', () => {
    const t = battle(db, { cards: [{ card: 'Бомбист', seat: 0, at: 'C2' }, { card: 'Мишень', seat: 1, at: 'C5' }, { card: 'Птица', seat: 1, at: 'aux' }, { card: 'Мишень', seat: 1, at: 'C6' }] });
    t.act(select('C2'), verb(Verb.Ability + 0));
    expect(t.legal()).toEqual([target('C5')]);
    t.rolls(1);
    settle(t.act(target('C5')));
    expect(t.wounds(1)).toBe(1);
    settle(t.act(endTurn()));
    expect(t.wounds(1)).toBe(1); // not in the opponent's turn
    settle(t.act(endTurn()));
    expect(t.wounds(1)).toBe(4); // 1 + 3
    settle(t.act(endTurn(), endTurn()));
    expect(t.wounds(1)).toBe(4); // once
  });

  it('the card on the cell at that time is wounded, of either side; the thrower may have left', () => {
    const t = battle(db, {
      turn: 5,
      cards: [
        { card: 'Бомбист', seat: 0, at: 'C2', wounds: 19 },
        { card: 'Мишень', seat: 1, at: 'C4' },
        { card: 'Мишень', seat: 1, at: 'B5' },
        { card: 'Мишень', seat: 1, at: 'B3' },
        { card: 'Мишень', seat: 0, at: 'E1' },
      ],
    });
    t.rolls(1);
    settle(t.act(select('C2'), verb(Verb.Ability + 0), target('C4')));
    settle(t.act(endTurn()));
    t.rolls(6);
    settle(t.act(select('B3'), verb(Verb.Strike), target('C2'))); // the thrower (closed) dies
    expect(t.cellOf(0)).not.toBe('C2');
    settle(t.act(select('C4'), verb(Verb.Move), target('D4'))); // the target leaves the cell
    settle(t.act(select('B5'), verb(Verb.Move), target('C4'))); // another card steps on it
    settle(t.act(endTurn()));
    expect(t.wounds(2)).toBe(3); // the card on the cell now
    expect(t.wounds(1)).toBe(1);
  });

  it('the explosion is an influence: a card with protection from influences takes nothing', () => {
    const t = battle(db, { cards: [{ card: 'Бомбист', seat: 0, at: 'C2' }, { card: 'Щит', seat: 1, at: 'C4' }] });
    t.rolls(1);
    settle(t.act(select('C2'), verb(Verb.Ability + 0), target('C4')));
    expect(t.wounds(1)).toBe(1); // the throw is not an influence
    settle(t.act(endTurn(), endTurn()));
    expect(t.wounds(1)).toBe(1);
  });
});
