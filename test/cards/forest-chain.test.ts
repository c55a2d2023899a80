/**
 * Очи Кронга (s1_93): "Когда другие лесные существа в вашем отряде выполняют удар, выстрел и излечение
 * подряд в любой последовательности (перемещение не прерывает цепочку) — открыть Очи Кронга (до 2 раз за
 * ход)" (mechanics/triggers/forest-chain.ts) and its rulings.
 */
import { describe, expect, it } from 'vitest';
import { Verb, Zone } from '../../src/engine/core/enums.js';
import { at, type Battle, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const HEAL = { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' } as const;
const db = makeDb([
  synth('ОК-Боец', { element: 'forest', life: 20, strike: [2, 2, 2] }),
  synth('ОК-Стрелок', { element: 'forest', life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  synth('ОК-Лекарь', { element: 'forest', life: 20, abilities: [HEAL] }),
  synth('ОК-Тёмный лекарь', { element: 'darkness', life: 20, abilities: [HEAL] }),
  synth('ОК-Враг', { life: 30, strike: [1, 1, 1] }),
]);

/** Seat 0: Очи Кронга (closed, aux) and its squad; seat 1: enemies at C4 (closed) and A6, D4 (open). */
function squad(): Battle {
  return battle(db, {
    active: 0,
    cards: [
      at('Очи Кронга', 0, 'aux', { closed: true }),
      at('ОК-Боец', 0, 'C3'),
      at('ОК-Стрелок', 0, 'A1'),
      at('ОК-Стрелок', 0, 'E1'),
      at('ОК-Лекарь', 0, 'B1'),
      at('ОК-Лекарь', 0, 'D1'),
      at('ОК-Тёмный лекарь', 0, 'E2'),
      at('ОК-Враг', 1, 'C4', { closed: true }),
      at('ОК-Враг', 1, 'D4'),
    ],
  });
}
const shoot = (t: Battle, from: string): Battle => settle(t.rolls(6).act(select(from), verb(Verb.Ranged), target('C4')));
const heal = (t: Battle, from: string, who: string): Battle => settle(t.act(select(from), verb(Verb.Ability), target(who)));
const strike = (t: Battle, rolls: number[], at4 = 'C4'): Battle => settle(t.rolls(...rolls).act(select('C3'), verb(Verb.Strike), target(at4)));
const opened = (t: Battle): boolean => !t.closed(0);
const openings = (t: Battle): number => (t.s.log ?? []).filter((l) => l.includes('цепочка: удар, выстрел и излечение подряд')).length;

describe('Очи Кронга (s1_93): Когда другие лесные существа в вашем отряде выполняют удар, выстрел и излечение подряд — открыть Очи Кронга', () => {
  it('Очи Кронга (s1_93): a shot, a heal and a strike in a row open it', () => {
    const t = squad();
    t.s.log = [];
    t.s.wounds[t.card(1)] = 3;
    shoot(t, 'A1');
    heal(t, 'B1', 'C3');
    expect(opened(t)).toBe(false);
    strike(t, [6]);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(opened(t)).toBe(true);
    expect(openings(t)).toBe(1);
  });

  it('Очи Кронга (s1_93): ruling — shot, heal, strike, shot opens it once: its own opening breaks the chain', () => {
    const t = squad();
    t.s.log = [];
    t.s.wounds[t.card(1)] = 3;
    shoot(t, 'A1');
    heal(t, 'B1', 'C3');
    strike(t, [6]);
    shoot(t, 'E1'); // heal, strike, shot would be a chain too — but the opening broke it
    expect(openings(t)).toBe(1);
  });

  it('Очи Кронга (s1_93): ruling — a heal of an unwounded creature and a miss are no links', () => {
    const t = squad();
    t.s.log = [];
    shoot(t, 'A1');
    heal(t, 'B1', 'C3'); // C3 has no wounds: nothing healed
    strike(t, [6]);
    expect(opened(t)).toBe(false);
    const u = squad();
    u.s.log = [];
    u.s.wounds[u.card(1)] = 3;
    shoot(u, 'A1');
    strike(u, [1, 6], 'D4'); // −5: a miss (only the counter-strike)
    heal(u, 'B1', 'C3');
    expect(opened(u)).toBe(false);
    expect(openings(u)).toBe(0);
  });

  it('Очи Кронга (s1_93): ruling — a failed action neither breaks the chain nor joins it', () => {
    const t = squad();
    t.s.log = [];
    t.s.wounds[t.card(1)] = 3;
    shoot(t, 'A1');
    heal(t, 'D1', 'C4'); // the enemy C4 was just shot: a heal of it is a link too (wounded)
    t.s.wounds[t.card(1)] = 0;
    heal(t, 'B1', 'C3'); // unwounded: no link, no break
    strike(t, [6]);
    expect(opened(t)).toBe(true);
  });

  it('Очи Кронга (s1_93): ruling — another own feature (a dark creature\'s heal) breaks the chain', () => {
    const t = squad();
    t.s.log = [];
    t.s.wounds[t.card(1)] = 3;
    shoot(t, 'A1');
    heal(t, 'E2', 'C3'); // a dark heal: breaks
    heal(t, 'B1', 'C3');
    strike(t, [6]);
    expect(opened(t)).toBe(false);
    shoot(t, 'E1'); // heal, strike, shot
    expect(opened(t)).toBe(true);
  });
});
