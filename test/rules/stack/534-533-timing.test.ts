/**
 * When replacement and prevention effects are looked at (seed 002, the older 531: "Эффект замещения
 * может быть применён только в момент выполнения особенности … не влияют на уже выполненные
 * игродействия"; seed 001, Heroes 517.2 and 516.5): both are static and apply at the moment the
 * effect is applied (511.4, 511.5) — not when the feature is declared.
 */
import { describe, expect, it } from 'vitest';
import { select, target } from '../../helpers/scenario.js';
import { PASS, ab, act, battle, card, db, Decision, expectDecision, inst, prev, repl, sel, wound } from './helpers.js';

const plain = card('Боец');
/** {tap}: wound any creature by 1 (an influence). */
const sapper = card('Сапёр-любой', { abilities: [act('anyCreature', wound(1), 'influence')] });
/** Instant {tap}: 2 wounds (spell) on an enemy creature. */
const bolt = card('Маг-молния', { abilities: [inst('enemyCreature', wound(2), 'spell')] });
/** A fragile bodyguard: "вместо вашего существа раны от воздействий получает Телохранитель". */
const guard = card('Хилый телохранитель', { life: 1, abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['influence'] }, { kind: 'redirectToSelf' })] });
/** Габриэль-like: −1 to every wound of your creatures. */
const gabriel = card('Габриэль-тест', { abilities: [prev({ op: 'wound', to: 'ownCreature' }, 1)] });
/** Instant {tap}: take control of an enemy creature. */
const thief = card('Похититель', { abilities: [inst('enemyCreature', { op: 'takeControl' }, 'spell')] });
const D = db(plain, sapper, bolt, guard, gabriel, thief);

describe('534 / 531 (seed 002) / Heroes 517.2: a replacement applies only when the effect is applied', () => {
  it('517.2: the bodyguard present at the declaration but dead by the execution replaces nothing — the target is wounded', () => {
    const t = battle(D, { cards: [{ card: 'Сапёр-любой', seat: 0, at: 'A1' }, { card: 'Маг-молния', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Хилый телохранитель', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Priority, 0); // P1 answers his own declaration
    t.act(sel('B1'), ab(0), target('E6')); // the bolt kills the bodyguard first
    expect(t.wounds('Боец')).toBe(1);
  });

  it('517.2 (contrast): with the bodyguard alive at the execution, the wound is redirected', () => {
    const t = battle(D, { cards: [{ card: 'Сапёр-любой', seat: 0, at: 'A1' }, { card: 'Маг-молния', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Хилый телохранитель', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'), PASS);
    expect(t.wounds('Боец')).toBe(0);
  });
});

describe('533 / Heroes 516.5: a prevention applies at the moment it becomes relevant', () => {
  it('516.5: the wounded creature changed sides after the declaration — Габриэль, looked at when the wound is applied, no longer covers it', () => {
    const t = battle(D, { cards: [{ card: 'Сапёр-любой', seat: 0, at: 'A1' }, { card: 'Похититель', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Габриэль-тест', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    t.act(sel('B1'), ab(0), target('C4')); // P1 takes the creature first
    expect(t.wounds(2)).toBe(1);
  });

  it('516.5 (contrast): the same wound on Габриэль\'s side at the application is prevented', () => {
    const t = battle(D, { cards: [{ card: 'Сапёр-любой', seat: 0, at: 'A1' }, { card: 'Похититель', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Габриэль-тест', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'), PASS);
    expect(t.wounds(2)).toBe(0);
  });
});
