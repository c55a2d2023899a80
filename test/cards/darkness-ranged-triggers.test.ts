/**
 * Тьма, triggers on ranged attacks and teleports: Сайкорон s1_153 (mechanics/movement/attacked-next-to.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS, TRIGGER } from '../../src/engine/core/action.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const DB = makeDb([
  synth('ТР-Стрелок', { life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  // "{instant}{tap}: Метание на 1"
  synth('ТР-Метатель', { life: 20, hasText: true, support: 'implemented', abilities: [{ kind: 'ranged', attack: 'throw', values: [1, 1, 1], tap: true, instant: true }] }),
  synth('ТР-Стена', { life: 20, move: 0, strike: [1, 1, 1] }),
  synth('ТР-Маг', { life: 20, ranged: { kind: 'magic', values: [1, 1, 1] } }),
]);
const ab = (k: number): number => verb(Verb.Ability + k);

describe('Сайкорон (s1_153): при дальней атаке по существу рядом — может телепортироваться рядом с атаковавшим (1 раз за бой)', () => {
  it('Сайкорон (s1_153): a shot at a creature next to it — it teleports to a free cell next to the shooter', () => {
    const t = battle(DB, { active: 1, cards: [at('Сайкорон', 0, 'C1'), at('ТР-Стена', 0, 'D2'), at('ТР-Стрелок', 1, 'C5')] });
    t.act(select('C5'), verb(Verb.Ranged), target('D2'));
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(TRIGGER + 0, target('B6'));
    settle(t);
    expect(t.cellOf(0)).toBe('B6');
    expect(t.wounds(1)).toBe(1);
  });

  it('Сайкорон (s1_153): a magic strike is no "дальняя атака"; a shot afterwards fires it', () => {
    const t = battle(DB, { active: 1, cards: [at('Сайкорон', 0, 'C1'), at('ТР-Стена', 0, 'C2'), at('ТР-Маг', 1, 'B3'), at('ТР-Стрелок', 1, 'E5')] });
    t.act(select('B3'), verb(Verb.Ranged), target('C2')); // a magic strike at C2, next to Сайкорон
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Main);
    t.act(select('E5'), verb(Verb.Ranged), target('C2'), TRIGGER + 0, target('D5'));
    settle(t);
    expect(t.cellOf(0)).toBe('D5');
  });

  it('Сайкорон (s1_153) ruling: teleported in its own turn (an enemy instant throw), it spends no {move} and may still move', () => {
    const t = battle(DB, {
      active: 0,
      cards: [at('Сайкорон', 0, 'C1'), at('ТР-Стена', 0, 'C2'), at('ТР-Стена', 0, 'D3'), at('ТР-Стена', 1, 'D4'), at('ТР-Метатель', 1, 'C5')],
    });
    t.act(select('D3'), verb(Verb.Strike), target('D4'));
    // The opponent answers the strike's declaration with the throw at C2, next to Сайкорон.
    for (let g = 0; g < 5 && t.decision() === Decision.Priority && t.decider() === 0; g++) t.act(PASS);
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    t.act(select('C5'), ab(0), target('C2'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(TRIGGER + 0, target('B4'));
    settle(t);
    expect(t.cellOf(0)).toBe('B4');
    expect(t.moveLeft(0)).toBe(1);
    t.act(select('B4'));
    expect(t.legal()).toContain(verb(Verb.Move));
  });
});
