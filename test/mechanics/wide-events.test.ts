/**
 * Wide trigger event kinds 32..63 (core/systems/wide-events.ts) and the first of them, the teleport event
 * of 'ownTeleportsFromNextTo' (mechanics/movement/own-teleports.ts), on synthetic cards: the per-game word
 * GameState.trigKinds2 (in the state buffer's padding: the layout is unchanged), recording only when a
 * card listens, and the offer to every listener in the battle zones in (seat, zone, list) order.
 */
import { MECH_CAP_WORDS } from '../../src/engine/core/codes.js';
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/vocab/ability.js';
import { Decision, Trig, Verb } from '../../src/engine/core/enums.js';
import { G, G_COUNT, GameState, MAX_INST, MECH_STATE_WORDS, STACK_MAX, STATE_BYTES, TIMED_MAX, TM, Tr, TR, cloneState } from '../../src/engine/core/state.js';
import { WIDE_KIND_BASE } from '../../src/engine/core/trigger-events.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const listener: Ability = { kind: 'triggered', on: 'ownTeleportsFromNextTo', target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence' };
const DB = makeDb([
  synth('ШС-Слушатель', { life: 10, move: 0, hasText: true, support: 'implemented', abilities: [listener] }),
  synth('ШС-Телепорт', { life: 10, move: 1, hasText: true, support: 'implemented', abilities: [{ kind: 'teleport' }] }),
  synth('ШС-Стена', { life: 10, move: 0 }),
]);
const tele = (): number => verb(Verb.Ability + 0);

describe('wide trigger event kinds (core/systems/wide-events.ts)', () => {
  it('trigKinds2 lives in the padding word after `hear`: the state layout is that of main before it', () => {
    const s = new GameState(DB, (battle(DB, { cards: [] }).s.opts));
    // main's layout at 30c7314 (114 G words) plus the G words added since, and the stack word St.Redir (ST 16 → 17).
    // The layout starts each array on an 8-byte boundary, so an odd G_COUNT takes a padding word.
    const gBytes = Math.ceil((G_COUNT * 4) / 8) * 8;
    // Then the timed-effects table doubled (TIMED_MAX 32 → 64 entries of TM words).
    // Then the battle zones' list of cards with preventions (`prevList`, MAX_INST bytes on an 8-byte boundary) after `hear`.
    // Then the mechanic state region (`mw`, MECH_STATE_WORDS words) after `prevList`; `prevList` ends in the mechanic ids' words (MECH_CAP_WORDS, 2).
    // Then the derived restriction words (`restrict`, MAX_INST + 4 bytes, outside the hash) at the end, and the
    // derived timed words after them (`timedX`, MAX_INST + 4 bytes, outside the hash).
    expect(STATE_BYTES).toBe(11104 + gBytes - 114 * 4 + STACK_MAX * 4 + (TIMED_MAX - 32) * TM * 4 + Math.ceil((MAX_INST + 4 * MECH_CAP_WORDS) / 8) * 8 + MECH_STATE_WORDS * 4 + 2 * Math.ceil((MAX_INST + 4) / 8) * 8);
    const hearEnd = s.hear.byteOffset + MAX_INST;
    expect(s.trigKinds2.byteOffset).toBe(hearEnd);
    expect(s.trigKinds2.byteOffset + 4).toBeLessThanOrEqual(STATE_BYTES);
  });

  it('the per-game word: set by a listening card, 0 without one; copied with the state', () => {
    const t = battle(DB, { cards: [at('ШС-Слушатель', 0, 'C3'), at('ШС-Телепорт', 0, 'C2'), at('ШС-Стена', 1, 'C5')] });
    expect(t.s.trigKinds2[0]).toBe(1 << (Trig.OwnTeleportsFromNextTo - WIDE_KIND_BASE));
    expect(t.s.g[G.TrigKinds]! & (1 << (Trig.OwnTeleportsFromNextTo & 31))).toBe(0); // not aliased into the narrow word
    expect(cloneState(t.s).trigKinds2[0]).toBe(t.s.trigKinds2[0]);
    const u = battle(DB, { cards: [at('ШС-Телепорт', 0, 'C2'), at('ШС-Стена', 1, 'C5')] });
    expect(u.s.trigKinds2[0]).toBe(0);
    u.act(select('C2'), tele(), target('D4'));
    expect(u.s.g[G.EvLen]).toBe(0); // nobody listens: not recorded
  });

  it('a teleport from a cell next to the listener into the enemy half fires it; its event card is the teleported creature', () => {
    const t = battle(DB, { cards: [at('ШС-Слушатель', 0, 'C3'), at('ШС-Телепорт', 0, 'C2'), at('ШС-Стена', 1, 'C5')] });
    t.act(select('C2'), tele(), target('D4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.extraLives[t.card(0)]).toBe(1);
  });

  it('every listener in the battle zones hears it, seat by seat in list order; each checks its own adjacency', () => {
    const t = battle(DB, {
      cards: [at('ШС-Слушатель', 0, 'B3'), at('ШС-Слушатель', 0, 'D3'), at('ШС-Слушатель', 0, 'E1'), at('ШС-Телепорт', 0, 'C2'), at('ШС-Стена', 1, 'C5')],
    });
    t.act(select('C2'), tele(), target('C4'));
    // Two triggers of seat 0 (B3 and D3 are next to C2, E1 is not): he orders them.
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.s.g[G.TrigLen]).toBe(2);
    expect(t.s.trig[0 * TR + Tr.Inst]).toBe(t.card(0));
    expect(t.s.trig[1 * TR + Tr.Inst]).toBe(t.card(1));
    settle(t);
    expect([t.s.extraLives[t.card(0)], t.s.extraLives[t.card(1)], t.s.extraLives[t.card(2)]]).toEqual([1, 1, 0]);
  });

  it('a move or a teleport into the own half records no trigger', () => {
    const t = battle(DB, { cards: [at('ШС-Слушатель', 0, 'C3'), at('ШС-Телепорт', 0, 'C2'), at('ШС-Телепорт', 0, 'B3'), at('ШС-Стена', 1, 'C5')] });
    t.act(select('C2'), verb(Verb.Move), target('C1'));
    settle(t);
    t.act(select('B3'), tele(), target('A1'));
    settle(t);
    expect(t.s.extraLives[t.card(0)]).toBe(0);
  });
});
