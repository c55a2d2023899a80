/**
 * Defenders by card text (mechanics/strike/defenders.ts): 'defendsAnyGround' — a flyer that may defend any
 * own ground creature, wherever it stands; an open one only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { battle, defendAux, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ЗЩ-Страж', { type: 'flyer', move: null, life: 20, abilities: [{ kind: 'keyword', keyword: 'defendsAnyGround' }] }),
  synth('ЗЩ-Птица', { type: 'flyer', move: null, life: 20 }),
  synth('ЗЩ-Боец', { life: 20 }),
  synth('ЗЩ-Мишень', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });

describe('defendsAnyGround (mechanics/strike/defenders.ts)', () => {
  it('an open flyer with it defends an attacked ground creature anywhere; a plain flyer does not', () => {
    const t = battle(db, { cards: [at('ЗЩ-Боец', 1, 'A4'), at('ЗЩ-Мишень', 0, 'A3'), at('ЗЩ-Птица', 0, 'aux'), at('ЗЩ-Страж', 0, 'aux')], active: 1 });
    t.act(select('A4'), verb(Verb.Strike), target('A3'));
    expect(t.decision()).toBe(Decision.Defender);
    expect(t.legal()).toEqual([noDefender(), defendAux(1)]);
  });
  it('closed: no defender, no decision', () => {
    const t = battle(db, { cards: [at('ЗЩ-Боец', 1, 'A4'), at('ЗЩ-Мишень', 0, 'A3'), at('ЗЩ-Страж', 0, 'aux', true)], active: 1 });
    t.act(select('A4'), verb(Verb.Strike));
    t.act(target('A3'));
    expect(t.decision()).not.toBe(Decision.Defender);
  });
});
