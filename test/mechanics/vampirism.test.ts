/**
 * Vampirism, "Максимум N {health}", the unanswerable strike and трупоедство
 * (src/engine/mechanics/wounds/vampirism.ts), with synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Flag, Verb, Zone } from '../../src/engine/core/enums.js';
import { SCAVENGER } from '../../src/engine/mechanics/wounds/vampirism.js';
import { endTurn, select, target, verb } from '../helpers/scenario.js';
import { ab, act, battle, card, db, wound } from '../rules/stack/helpers.js';

const plain = card('Боец');
const vamp = card('Вамп-тест', { life: 8, abilities: [{ kind: 'vampirism' }] });
const vampCap = card('Вамп-макс-тест', { life: 8, abilities: [{ kind: 'vampirism' }, { kind: 'maxLife', value: 10 }] });
const vampMinus = card('Вамп-минус-тест', { life: 8, abilities: [{ kind: 'vampirism', delta: -1 }] });
const unanswerable = card('Безответный-тест', { abilities: [{ kind: 'keyword', keyword: 'unanswerable' }] });
const scav = card('Падальщик-тест', { abilities: [SCAVENGER] });
const frail = card('Хрупкий-тест', { life: 2 });
const ghost = card('Призрак-тест', { incorporeal: true });

const lives = (t: ReturnType<typeof battle>, i: number) => t.s.extraLives[t.card(i)]!;

describe('vampirism', () => {
  it('heals by the wounds its simple strike dealt; the excess becomes extra lives', () => {
    const t = battle(db(vamp, plain), { cards: [{ card: 'Вамп-тест', seat: 0, at: 'C3', wounds: 1 }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4')); // strong: 3
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds(0)).toBe(0);
    expect(lives(t, 0)).toBe(2);
  });

  it('X is capped by the lives the struck creature had left', () => {
    const t = battle(db(vamp, frail, plain), { cards: [{ card: 'Вамп-тест', seat: 0, at: 'C3' }, { card: 'Хрупкий-тест', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(lives(t, 0)).toBe(2);
  });

  it('counts its counter-strike; not wounds to an incorporeal creature; not other attacks', () => {
    const t = battle(db(vamp, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Вамп-тест', seat: 1, at: 'C4' }] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −5: medium counter-strike (2)
    expect(t.wounds(0)).toBe(2);
    expect(lives(t, 1)).toBe(2);
    const u = battle(db(vamp, ghost), { cards: [{ card: 'Вамп-тест', seat: 0, at: 'C3' }, { card: 'Призрак-тест', seat: 1, at: 'C4' }] });
    u.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(lives(u, 0)).toBe(0);
    const zapper = card('Вамп-разряд-тест', { abilities: [{ kind: 'vampirism' }, act('enemyCreature', wound(2), 'discharge')] });
    const w = battle(db(zapper, plain), { cards: [{ card: 'Вамп-разряд-тест', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    w.act(select('A1'), ab(1), target('C4'));
    expect(w.wounds(1)).toBe(2);
    expect(lives(w, 0)).toBe(0);
  });

  it('"Вампиризм на X-1" heals one less', () => {
    const t = battle(db(vampMinus, plain), { cards: [{ card: 'Вамп-минус-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(lives(t, 0)).toBe(2);
  });

  it('"Максимум N {health}": life plus extra lives never exceed N', () => {
    const t = battle(db(vampCap, plain), { cards: [{ card: 'Вамп-макс-тест', seat: 0, at: 'C3', extraLives: 1 }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(lives(t, 0)).toBe(2);
  });

  it('"Максимум N {health}" caps other extra-life gains too', () => {
    const capped = card('Потолок-тест', { life: 8, abilities: [{ kind: 'maxLife', value: 9 }, act('self', { op: 'extraLives', amount: 3 }, 'influence')] });
    const t = battle(db(capped, plain), { cards: [{ card: 'Потолок-тест', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(1));
    expect(lives(t, 0)).toBe(1);
  });
});

describe('unanswerable strike ("безответный удар")', () => {
  it('the struck card deals no counter-strike', () => {
    const t = battle(db(unanswerable, plain), { cards: [{ card: 'Безответный-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(0)).toBe(0);
    expect(t.wounds(1)).toBe(0);
  });

  it('(negative) its own counter-strikes are unchanged', () => {
    const t = battle(db(unanswerable, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Безответный-тест', seat: 1, at: 'C4' }] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(0)).toBe(2);
  });
});

describe('трупоедство (selfKills)', () => {
  it('heals fully when it kills an adjacent enemy creature', () => {
    const t = battle(db(scav, frail, plain), { cards: [{ card: 'Падальщик-тест', seat: 0, at: 'C3', wounds: 5 }, { card: 'Хрупкий-тест', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.wounds(0)).toBe(0);
  });

  it('(negative) not for its own creature, not for a kill at range', () => {
    const zap = card('Падальщик-разряд-тест', { abilities: [SCAVENGER, act('anyCreature', wound(2), 'discharge')] });
    const t = battle(db(zap, frail, plain), {
      cards: [{ card: 'Падальщик-разряд-тест', seat: 0, at: 'C3', wounds: 5 }, { card: 'Хрупкий-тест', seat: 0, at: 'C2' }, { card: 'Хрупкий-тест', seat: 1, at: 'C6' }, { card: 'Боец', seat: 1, at: 'E6' }],
    });
    t.act(select('C3'), ab(1), target('C2'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.wounds(0)).toBe(5);
    const u = battle(db(zap, frail, plain), { cards: [{ card: 'Падальщик-разряд-тест', seat: 0, at: 'C3', wounds: 5 }, { card: 'Хрупкий-тест', seat: 1, at: 'C6' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    u.act(select('C3'), ab(1), target('C6'));
    expect(u.zoneOf(1)).toBe(Zone.Grave);
    expect(u.wounds(0)).toBe(5);
  });
});

describe('strike keywords (core/systems/strike-keywords.ts)', () => {
  const reflector = card('Отражающий-тест', { abilities: [{ kind: 'keyword', keyword: 'rollsWhenClosed' }] });
  const weakproof = card('Крепкий-тест', { abilities: [{ kind: 'keyword', keyword: 'protectionFromWeakStrikes' }] });

  it('rollsWhenClosed: struck while closed, it still rolls and counter-strikes', () => {
    const t = battle(db(reflector, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Отражающий-тест', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(0)).toBe(2);
    const u = battle(db(plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }] });
    u.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // (negative) a closed card does not roll: weak strike
    expect(u.wounds(0)).toBe(0);
    expect(u.wounds(1)).toBe(1);
  });

  it('protectionFromWeakStrikes: a weak strike or weak counter-strike does not wound it; medium does', () => {
    const t = battle(db(weakproof, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Крепкий-тест', seat: 1, at: 'C4' }] });
    t.rolls(4, 4).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(0);
    const u = battle(db(weakproof, plain), { cards: [{ card: 'Крепкий-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    u.rolls(3, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −3: weak counter-strike
    expect(u.wounds(0)).toBe(0);
    const w = battle(db(weakproof, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Крепкий-тест', seat: 1, at: 'C4' }] });
    w.rolls(4, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(w.wounds(1)).toBe(2);
  });

  it('staysOpenAfterAttack: open after its attack, but no further action this turn; cleared next turn', () => {
    const stayer = card('Неутомимый-тест', { abilities: [{ kind: 'keyword', keyword: 'staysOpenAfterAttack' }] });
    const t = battle(db(stayer, plain), { cards: [{ card: 'Неутомимый-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.rolls(4, 4).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.closed(0)).toBe(false);
    expect(t.legal()).not.toContain(select('C3'));
    t.act(endTurn());
    expect((t.s.flags[t.card(0)]! & Flag.Acted) === 0).toBe(true);
  });

  it("nextRollSix: the card's next die is a 6 without rolling, once", () => {
    const seer = card('Провидец-тест', { abilities: [act('self', { op: 'nextRollSix' }, 'influence', { tap: false })] });
    const t = battle(db(seer, plain), { cards: [{ card: 'Провидец-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.act(select('C3'), ab(0));
    expect((t.s.flags[t.card(0)]! & Flag.NextSix) !== 0).toBe(true);
    t.rolls(1, 1).act(select('C3'), verb(Verb.Strike), target('C4')); // 6 vs 1: strong (3)
    expect(t.wounds(1)).toBe(3);
    expect((t.s.flags[t.card(0)]! & Flag.NextSix) === 0).toBe(true);
  });
});
