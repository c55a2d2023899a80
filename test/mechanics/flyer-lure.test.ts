/**
 * 'luresFlyers' (mechanics/strike/flyer-lure.ts, Mech.LuresFlyers): the attacks of the
 * opponent's flyers — simple strike, ranged attack, attack abilities — may target only such cards
 * (face up); influences are not attacks.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { battle, cardIndex, makeDb, selectAux, synth, target, verb } from '../helpers/scenario.js';
import { cardHas, Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('ЛЛ-Приманка', { life: 20, abilities: [{ kind: 'keyword', keyword: 'luresFlyers' }] }),
  synth('ЛЛ-Болван', { life: 20 }),
  synth('ЛЛ-Гарпия', {
    type: 'flyer',
    life: 20,
    abilities: [
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'discharge' },
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'influence' },
    ],
  }),
  synth('ЛЛ-Змей', { life: 20, abilities: [{ kind: 'keyword', keyword: 'drawsShotsAndThrows' }] }),
  synth('ЛЛ-Стрелок', { type: 'flyer', life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });

describe('flyer lure (mechanics/strike/flyer-lure.ts)', () => {
  it('compiles into the per-card and per-game mechanic id (Mech.LuresFlyers), no keyword bit', () => {
    const c = cardIndex(db, 'ЛЛ-Приманка');
    expect(db.kw2[c]).toBe(0);
    expect(cardHas(db, c, Mech.LuresFlyers)).toBe(true);
    const t = battle(db, { cards: [at('ЛЛ-Приманка', 0, 'C2'), at('ЛЛ-Гарпия', 1, 'aux')] });
    expect(on(t.s, Mech.LuresFlyers)).toBe(true);
  });

  it('an attack ability of an enemy flyer names only the luring card (not even its own creatures); an influence anyone', () => {
    const cards = [at('ЛЛ-Приманка', 0, 'C2'), at('ЛЛ-Болван', 0, 'A1'), at('ЛЛ-Гарпия', 1, 'aux'), at('ЛЛ-Болван', 1, 'E6')];
    const t = battle(db, { cards, active: 1 });
    t.act(selectAux(0), verb(Verb.Ability + 0));
    expect(t.legal()).toEqual([target('C2')]);
    const u = battle(db, { cards, active: 1 });
    u.act(selectAux(0), verb(Verb.Ability + 1));
    expect(u.legal().length).toBeGreaterThan(1);
  });

  it('with a card drawing shots too (Мерцающий змей), a lured flyer has no shot target', () => {
    const t = battle(db, { cards: [at('ЛЛ-Приманка', 0, 'C2'), at('ЛЛ-Змей', 0, 'A1'), at('ЛЛ-Стрелок', 1, 'aux')], active: 1 });
    t.act(selectAux(0));
    expect(t.legal()).not.toContain(verb(Verb.Ranged));
    expect(t.legal()).toContain(verb(Verb.Strike));
  });
});
