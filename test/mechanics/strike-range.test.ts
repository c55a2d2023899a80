/**
 * mechanics/strike/strike-range.ts: a formation grant `strikeRange: 2` (Mech.StrikeRange2) adds the cells
 * two away in a straight line to the simple-strike cells while the card stands in formation.
 */
import { describe, expect, it } from 'vitest';

import { G } from '../../src/engine/core/state.js';
import { STRAIGHT2_MASK } from '../../src/engine/mechanics/strike/strike-range.js';
import { strikeMask } from '../../src/engine/core/systems/keywords.js';
import { cellOf } from '../../src/engine/core/board.js';
import { battle, makeDb, synth } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('ДС-Копейщик', { life: 20, abilities: [{ kind: 'formation', grant: { strikeRange: 2 } }] }),
  synth('ДС-Строй', { life: 20, abilities: [{ kind: 'formation' }] }),
  synth('ДС-Мишень', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });

describe('strike range 2 (mechanics/strike/strike-range.ts)', () => {
  it('STRAIGHT2_MASK: the up to four cells two away in a straight line', () => {
    const c = cellOf(2, 2); // C3
    const want = (1 << cellOf(0, 2)) | (1 << cellOf(4, 2)) | (1 << cellOf(2, 0)) | (1 << cellOf(2, 4));
    expect(STRAIGHT2_MASK[c]).toBe(want);
    expect(STRAIGHT2_MASK[cellOf(0, 0)]).toBe((1 << cellOf(2, 0)) | (1 << cellOf(0, 2)));
  });
  it('per game Mech.StrikeRange2 (GameState.mechCaps); the mask grows only while in formation', () => {
    const t = battle(db, { cards: [at('ДС-Копейщик', 0, 'C3'), at('ДС-Строй', 0, 'B3'), at('ДС-Мишень', 1, 'E6')] });
    expect(on(t.s, Mech.StrikeRange2)).toBe(true);
    const i = t.card(0);
    expect(strikeMask(t.s, i) & STRAIGHT2_MASK[t.s.cell[i]!]!).toBe(STRAIGHT2_MASK[t.s.cell[i]!]);
    const u = battle(db, { cards: [at('ДС-Копейщик', 0, 'C3'), at('ДС-Строй', 0, 'A1'), at('ДС-Мишень', 1, 'E6')] });
    expect(strikeMask(u.s, u.card(0)) & STRAIGHT2_MASK[u.s.cell[u.card(0)]!]!).toBe(0);
  });
});
