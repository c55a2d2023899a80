/**
 * mechanics/triggers/valhalla-twice.ts: 'doublesFirstValhalla' — the first Valhalla its controller declares
 * in a turn is declared again at once. Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { battle, endTurn, makeDb, synth } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('ВД-Вождь', { life: 20, abilities: [{ kind: 'keyword', keyword: 'doublesFirstValhalla' }] }),
  synth('ВД-Павший', { life: 20, abilities: [{ kind: 'triggered', on: 'valhalla', target: 'ownCreature', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] }),
  synth('ВД-Мишень', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
function settle(t: ReturnType<typeof battle>): void {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
}

describe('valhalla twice (mechanics/triggers/valhalla-twice.ts)', () => {
  it('one Valhalla: two declarations; two Valhallas: three; the next turn doubles again', () => {
    for (const [fallen, want] of [[1, 2], [2, 3]] as const) {
      const cards = [at('ВД-Вождь', 0, 'C2'), ...Array.from({ length: fallen }, () => at('ВД-Павший', 0, 'grave')), at('ВД-Мишень', 1, 'E6')];
      const t = battle(db, { active: 1, cards });
      expect(on(t.s, Mech.ValhallaTwice)).toBe(true);
      t.act(endTurn());
      settle(t);
      expect(t.s.counters[t.card(0)]).toBe(want);
      t.act(endTurn());
      settle(t);
      t.act(endTurn());
      settle(t);
      expect(t.s.counters[t.card(0)]).toBe(2 * want);
    }
  });
  it('not without the card on the battlefield', () => {
    const t = battle(db, { active: 1, cards: [at('ВД-Мишень', 0, 'C2'), at('ВД-Павший', 0, 'grave'), at('ВД-Вождь', 0, 'grave'), at('ВД-Мишень', 1, 'E6')] });
    t.act(endTurn());
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(1);
  });
});
