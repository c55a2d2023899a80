/**
 * Rule keywords (core/systems/keywords.ts), on synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { battle, defend, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Тело'),
  synth('Страж-открытый', { abilities: [{ kind: 'keyword', keyword: 'defendsWithoutClosing' }] }),
  synth('Прямой', { abilities: [{ kind: 'keyword', keyword: 'strikesOnlyOpposite' }] }),
]);

function settle(t: ReturnType<typeof battle>): void {
  while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
}

describe('rule keywords', () => {
  it("'defendsWithoutClosing': the defender stays open and may defend again", () => {
    const t = battle(db, {
      cards: [
        { card: 'Тело', seat: 0, at: 'B3' },
        { card: 'Тело', seat: 0, at: 'D3' },
        { card: 'Тело', seat: 1, at: 'B4' },
        { card: 'Страж-открытый', seat: 1, at: 'C4' },
        { card: 'Тело', seat: 1, at: 'D4' },
      ],
    });
    t.rolls(1, 1).act(select('B3'), verb(Verb.Strike), target('B4'), defend('C4'));
    settle(t);
    expect(t.closed(3)).toBe(false);
    t.rolls(1, 1).act(select('D3'), verb(Verb.Strike), target('D4'));
    expect(t.legal()).toContain(defend('C4'));
  });

  it('a plain defender closes (control)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Тело', seat: 0, at: 'B3' },
        { card: 'Тело', seat: 1, at: 'B4' },
        { card: 'Тело', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(1, 1).act(select('B3'), verb(Verb.Strike), target('B4'), defend('C4'));
    settle(t);
    expect(t.closed(2)).toBe(true);
  });

  it("'strikesOnlyOpposite': only the cell straight in front; the Choice subphase offers the card only then", () => {
    const t = battle(db, {
      cards: [
        { card: 'Прямой', seat: 0, at: 'C3', moveLeft: 0 },
        { card: 'Тело', seat: 1, at: 'B4' },
        { card: 'Тело', seat: 1, at: 'E6' },
      ],
    });
    expect(t.legalNames().join(' ')).not.toContain('C3');
    const u = battle(db, {
      cards: [
        { card: 'Прямой', seat: 0, at: 'C3', moveLeft: 0 },
        { card: 'Тело', seat: 1, at: 'B4' },
        { card: 'Тело', seat: 1, at: 'C4' },
      ],
    });
    u.act(select('C3'), verb(Verb.Strike));
    expect(u.legal()).toEqual([target('C4')]);
  });
});
