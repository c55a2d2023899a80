/**
 * core/systems/declaration.ts and core/systems/x-targets.ts with synthetic cards: triggers on
 * declarations ('selfTargeted', 'enemyDeclares', Засада, 'copy') and X counting targets. The rule
 * clauses themselves are in test/rules/stack/518-cancel.test.ts and 512-features.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { Cap, Verb, Zone } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { select, target, verb } from '../helpers/scenario.js';
import { ab, act, battle, card, db, Decision, expectDecision, extraLives, lives, stackLen, trig, wound } from '../rules/stack/helpers.js';

const plain = card('Боец');
const caster = card('Заклинатель', { abilities: [act('enemyCreature', wound(2), 'spell')] });

describe('declaration triggers (core/systems/declaration.ts)', () => {
  it('"когда становится целью атаки": a simple strike declared on the card fires it, before the strike executes', () => {
    const wary = card('Настороженный', { abilities: [trig('selfTargeted', 'self', lives(1), { fromTypes: ['strike'] })] });
    const t = battle(db(plain, wary), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Настороженный', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(extraLives(t, 'Настороженный')).toBe(1); // fired at the declaration
    expect(t.wounds('Настороженный')).toBe(1); // the weak strike still executes
  });

  it("the eventCard of 'selfTargeted' is the declaring card: \"когда становится целью заклинания — ранить заклинателя на 1\"", () => {
    const thorny = card('Колючий', { abilities: [trig('selfTargeted', 'eventCard', wound(1), { fromTypes: ['spell'] })] });
    const t = battle(db(plain, caster, thorny), { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Колючий', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Заклинатель')).toBe(1);
    expect(t.wounds('Колючий')).toBe(2);
  });

  it('a game without such triggers has no Cap.Declaration: nothing is recorded at declarations', () => {
    const t = battle(db(plain, caster), { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    expect(t.s.g[G.Caps]! & Cap.Declaration).toBe(0);
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds(1)).toBe(2);
  });

  it('a copy goes on top under the copier\'s control, aimed by him, and executes before the original', () => {
    const kelem = card('Копировщик', { abilities: [{ kind: 'triggered', on: 'enemyDeclares', ambush: true, target: 'declaredFeature', effect: { op: 'copy' }, abilityType: 'spell' }] });
    const t = battle(db(plain, caster, kelem), { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Копировщик', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    // The copier aims at P1's only creature, the caster.
    expectDecision(t, Decision.Target, 1);
    t.act(target('A1'));
    expect(t.wounds('Заклинатель')).toBe(2); // the copy (executes first)
    expect(t.wounds(1)).toBe(2); // the original
    expect(stackLen(t)).toBe(0);
  });
});

describe('Засада with a chosen target', () => {
  it('the ambush asks its target and acts at once — before anyone gets priority on the declared spell', () => {
    const ambusher = card('Засадник', { abilities: [{ kind: 'triggered', on: 'enemyDeclares', ambush: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] });
    const waiter = card('Ждущий', { abilities: [{ kind: 'activated', instant: true, tap: true, target: 'enemyCreature', effect: { op: 'close' }, abilityType: 'influence' }] });
    const t = battle(db(plain, caster, ambusher, waiter), { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Засадник', seat: 1, at: 'E6' }, { card: 'Ждущий', seat: 1, at: 'D6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Target, 1);
    t.act(target('A1'));
    expect(t.wounds('Заклинатель')).toBe(1); // the ambush already acted
    expect(stackLen(t)).toBe(1); // the spell waits: P2 now has priority on it
    expectDecision(t, Decision.Priority, 1);
    expect(t.wounds(1)).toBe(0);
  });
});

describe('X counting targets (core/systems/x-targets.ts)', () => {
  const many = card('Многорук', { abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence', xFrom: 'sourceCounters', xTargets: true }] });

  it('X larger than the candidates: as many different targets as there are', () => {
    const t = battle(db(plain, many), { cards: [{ card: 'Многорук', seat: 0, at: 'A1', counters: 3 }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'D5' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Target, 0);
    expect(t.legal()).toEqual([target('D5')]);
    t.act(target('D5'));
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(2)).toBe(1);
    expect(t.zoneOf('Многорук')).toBe(Zone.Field);
  });

  it('a further target named at the declaration becomes a target too: its "когда становится целью" fires', () => {
    const wary = card('Настороженный-2', { abilities: [trig('selfTargeted', 'self', lives(1))] });
    const t = battle(db(plain, many, wary), { cards: [{ card: 'Многорук', seat: 0, at: 'A1', counters: 2 }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Настороженный-2', seat: 1, at: 'D5' }] });
    t.act(select('A1'), ab(0), target('C4'), target('D5'));
    expect(extraLives(t, 'Настороженный-2')).toBe(1);
    expect(t.wounds('Настороженный-2')).toBe(1);
  });

  it('the feature is paid once ({tap}), whatever X', () => {
    const t = battle(db(plain, many), { cards: [{ card: 'Многорук', seat: 0, at: 'A1', counters: 2 }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'D5' }] });
    t.act(select('A1'), ab(0), target('C4'), target('D5'));
    expect(t.closed('Многорук')).toBe(true);
    expect(t.s.counters[t.card('Многорук')]).toBe(2); // X from counters costs none
  });
});
