/**
 * "(1 раз за бой)" (activated `perBattle`: durations.ts countUse keeps the count for the battle) and
 * the resurrection "в закрытом виде" (535.6 with `closed`, squad.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { CHOOSE, PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('РБ-Раз', { life: 20, abilities: [{ kind: 'activated', tap: true, perBattle: true, target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] }),
  synth('РБ-Некромант', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'resurrect', closed: true }, abilityType: 'spell' }] }),
  synth('РБ-Пешка', { life: 5 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('perBattle and closed resurrection', () => {
  it('perBattle: usable once, not in a later turn either', () => {
    const t = battle(db, { cards: [at('РБ-Раз', 0, 'A1'), at('РБ-Пешка', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(1);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(select('A1'));
    expect(t.legal()).not.toContain(verb(Verb.Ability));
  });
  it('resurrect closed: the card enters closed, with no movement', () => {
    const t = battle(db, { cards: [at('РБ-Некромант', 0, 'C2'), at('РБ-Пешка', 0, 'grave'), at('РБ-Пешка', 1, 'E6')] });
    t.act(select('C2'), verb(Verb.Ability), CHOOSE + 0, target('C1'));
    settle(t);
    expect(t.cellOf(1)).toBe('C1');
    expect(t.closed(1)).toBe(true);
    expect(t.moveLeft(1)).toBe(0);
  });
});
