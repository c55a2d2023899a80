/**
 * РП 537 battle history, as far as 511 / 534 need it (issue #3): every applied effect keeps its
 * source and its associated ability type. Triggers read them (511.7: "when wounded by a spell, wound
 * the one who wounded"); a number-only replacement keeps both (534.5); a redirect is an influence of
 * the redirecting card (534.8).
 */
import { describe, expect, it } from 'vitest';
import { select, target } from '../../helpers/scenario.js';
import { ab, act, battle, card, db, repl, trig, wound } from './helpers.js';

const plain = card('Боец');
const caster = card('Заклинатель', { abilities: [act('enemyCreature', wound(2), 'spell')] });
const influencer = card('Воздействующий', { abilities: [act('enemyCreature', wound(2), 'influence')] });
/** "При получении ран от заклинания ранить ранившего на 1." */
const retaliator = card('Мститель', { abilities: [trig('selfWounded', 'eventCard', wound(1), { fromTypes: ['spell'] })] });
/** +1 to every wound from a spell (a number-only replacement, 534.5). */
const amplifier = card('Усилитель', { abilities: [repl({ op: 'wound', to: 'any', fromTypes: ['spell'] }, { kind: 'addAmount', n: 1 })] });
/** "Вместо вашего существа раны от заклинаний получает Мститель-телохранитель", and it retaliates like Мститель. */
const guard = card('Мститель-телохранитель', {
  abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['spell'] }, { kind: 'redirectToSelf' }), trig('selfWounded', 'eventCard', wound(1), { fromTypes: ['spell'] })],
});
const D = db(plain, caster, influencer, retaliator, amplifier, guard);

describe('537 battle history: the source and the ability type of an applied effect', () => {
  it('537: the wound keeps its source and type — "when wounded by a spell" fires and wounds the caster', () => {
    const t = battle(D, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Мститель', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Мститель')).toBe(2);
    expect(t.wounds('Заклинатель')).toBe(1);
  });

  it('537 (negative): the same wound from an influence has another type — nothing fires', () => {
    const t = battle(D, { cards: [{ card: 'Воздействующий', seat: 0, at: 'A1' }, { card: 'Мститель', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Мститель')).toBe(2);
    expect(t.wounds('Воздействующий')).toBe(0);
  });

  it('537 / 534.5: raised by a number-only replacement, the wound keeps its source and type (3 wounds, the caster is wounded back)', () => {
    const t = battle(D, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Мститель', seat: 1, at: 'C4' }, { card: 'Усилитель', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Мститель')).toBe(3);
    expect(t.wounds('Заклинатель')).toBe(1);
  });

  it('537 / 534.8: a redirected wound is the bodyguard\'s influence — its history names no spell, so it does not retaliate', () => {
    const t = battle(D, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Мститель-телохранитель', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Мститель-телохранитель')).toBe(2);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds('Заклинатель')).toBe(0);
  });
});
