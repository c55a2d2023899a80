/**
 * Attack events (core/systems/special-strike.ts SE_MISS, SE_RANGED; Cap.AttackEvents) and the swamp
 * additions to the static modifiers (core/systems/modifiers.ts: vs.has, vs.defender, when 'defending',
 * auras over both players' cards) and to the markers (core/systems/markers.ts: "не открывается в свой
 * следующий ход") on synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Cap, Kw, Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { type Battle, battle, defend, endTurn, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const T = { hasText: true, support: 'implemented' as const };
const DB = makeDb([
  synth('А-пень', { life: 20, strike: [1, 2, 3] }),
  // "При промахе в нападении — ранить атакованного на 1".
  synth('А-промах', { ...T, abilities: [{ kind: 'triggered', on: 'selfStrikes', strike: { attackOnly: true, miss: true }, target: 'eventCard', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] }),
  // "При сильной атаке — атакованный получает отравление на 1" (strikes and ranged attacks).
  synth('А-сильная', {
    ...T,
    ranged: { kind: 'shot', values: [1, 1, 1] },
    abilities: [{ kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3], attackOnly: true, ranged: 'also' }, target: 'eventCard', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' }],
  }),
  // "При сильном выстреле — …" (ranged attacks only).
  synth('А-выстрел', {
    ...T,
    ranged: { kind: 'shot', values: [1, 1, 1] },
    abilities: [{ kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3], ranged: 'only' }, target: 'eventCard', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' }],
  }),
  // "При {strike}" (simple strikes only, no ranged events).
  synth('А-удар', {
    ...T,
    ranged: { kind: 'shot', values: [1, 1, 1] },
    abilities: [{ kind: 'triggered', on: 'selfStrikes', target: 'eventCard', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('А-стрелок', { life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  synth('А-бьёт-стрелков', { ...T, abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 2, damage: 'strike', vs: { has: ['shot'] } } }] }),
  synth('А-бьёт-защитников', { ...T, abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 2, damage: 'strike', vs: { defender: true } } }] }),
  synth('А-защитник', { ...T, life: 20, abilities: [{ kind: 'modifier', mod: { op: 'damageTaken', amount: -2, damage: 'simple' }, when: 'defending' }] }),
  synth('А-аура', { ...T, life: 20, abilities: [{ kind: 'modifier', mod: { op: 'tierCap', tier: 1, damage: 'simple' }, to: { near: 'leftRight', own: false } }] }),
  synth('А-взгляд', { ...T, abilities: [{ kind: 'triggered', on: 'selfStrikes', target: 'eventCard', effect: { op: 'close' }, also: { op: 'skipOpen', wholeTurn: true }, abilityType: 'influence' }] }),
  synth('А-одиночка', { ...T, abilities: [{ kind: 'modifier', mod: { op: 'grant', kw: 'unanswerable', vs: { alone: true } } }] }),
  synth('А-нож', { ...T, abilities: [{ kind: 'ranged', attack: 'shot', values: [1, 1, 1], tap: true, plusOwnWounds: 2 }] }),
  synth('А-добивающий', { ...T, abilities: [{ kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'finish', amount: 0, plusPoisonedNearTarget: true }, abilityType: 'influence' }] }),
  synth('А-хилый', { life: 2 }),
  synth('А-кубик', { ...T, ranged: { kind: 'shot', values: [1, 2, 3] }, abilities: [{ kind: 'modifier', mod: { op: 'grant', kw: 'die', amount: 1, vs: { ownRow: 2 } } }] }),
  synth('А-щит', { ...T, life: 20, abilities: [{ kind: 'activated', tap: true, target: 'self', effect: { op: 'grant', grant: { keywords: ['protStrikes'] }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('А-открыватель', { ...T, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'open' }, abilityType: 'influence' }] }),
]);

const ab = (k: number): number => verb(Verb.Ability + k);
const strike = (t: Battle, from: string, to: string): Battle => t.act(select(from), verb(Verb.Strike), target(to));
const ranged = (t: Battle, from: string, to: string): Battle => t.act(select(from), verb(Verb.Ranged), target(to));
const poison = (t: Battle, ref: number): number => t.s.poison[t.card(ref)]!;

describe('attack events', () => {
  it('a miss in attack (tier 0) fires only "при промахе" triggers; games without them record nothing', () => {
    const t = battle(DB, { cards: [{ card: 'А-промах', seat: 0, at: 'C3' }, { card: 'А-пень', seat: 1, at: 'C4' }] });
    expect(t.s.g[G.Caps]! & Cap.AttackEvents).not.toBe(0);
    t.rolls(1, 6);
    strike(t, 'C3', 'C4');
    expect(t.wounds(1)).toBe(1);
    const u = battle(DB, { cards: [{ card: 'А-удар', seat: 0, at: 'C3' }, { card: 'А-пень', seat: 1, at: 'C4' }] });
    u.rolls(1, 6);
    strike(u, 'C3', 'C4');
    expect(poison(u, 1)).toBe(0); // "при {strike}" does not fire on a miss
  });

  it('ranged attacks carry their tier: ranged "also" and "only" triggers fire; plain "при {strike}" does not', () => {
    const run = (name: string, roll: number, melee: boolean): number => {
      const t = battle(DB, { cards: [{ card: name, seat: 0, at: 'C3' }, { card: 'А-пень', seat: 1, at: melee ? 'C4' : 'C6' }] });
      if (melee) t.rolls(roll, 1);
      else t.rolls(roll);
      if (melee) strike(t, 'C3', 'C4');
      else ranged(t, 'C3', 'C6');
      return poison(t, 1);
    };
    expect([run('А-сильная', 6, false), run('А-сильная', 5, false), run('А-сильная', 6, true)]).toEqual([1, 0, 1]);
    expect([run('А-выстрел', 6, false), run('А-выстрел', 6, true)]).toEqual([1, 0]);
    expect([run('А-удар', 6, false), run('А-удар', 6, true)]).toEqual([0, 1]);
  });
});

describe('modifiers: vs.has, vs.defender, defending, auras over both sides', () => {
  it('vs.has: the bonus only against a card that has a shot', () => {
    const hit = (victim: string): number => {
      const t = battle(DB, { cards: [{ card: 'А-бьёт-стрелков', seat: 0, at: 'C3' }, { card: victim, seat: 1, at: 'C4' }] });
      t.rolls(6, 1);
      strike(t, 'C3', 'C4');
      return t.wounds(1);
    };
    expect([hit('А-пень'), hit('А-стрелок')]).toEqual([3, 5]);
  });

  it('vs.defender and when "defending": only in the fight where the card defends', () => {
    const t = battle(DB, { cards: [{ card: 'А-бьёт-защитников', seat: 0, at: 'C3' }, { card: 'А-пень', seat: 1, at: 'C4' }, { card: 'А-защитник', seat: 1, at: 'D4' }] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    t.rolls(6, 1).act(defend('D4'));
    expect(t.wounds(2)).toBe(3 + 2 - 2);
    const u = battle(DB, { cards: [{ card: 'А-бьёт-защитников', seat: 0, at: 'C3' }, { card: 'А-защитник', seat: 1, at: 'C4' }] });
    u.rolls(6, 1);
    strike(u, 'C3', 'C4');
    expect(u.wounds(1)).toBe(3); // not a defender: neither modifier applies
  });

  it('an aura with own: false reaches the cards of both players left and right of its holder', () => {
    const t = battle(DB, { cards: [{ card: 'А-пень', seat: 0, at: 'B3' }, { card: 'А-аура', seat: 0, at: 'C4' }, { card: 'А-пень', seat: 1, at: 'B4' }, { card: 'А-пень', seat: 1, at: 'E6' }] });
    t.rolls(6, 1);
    strike(t, 'B3', 'B4');
    expect(t.wounds(2)).toBe(1);
  });
});

describe('markers: "не открывается в свой следующий ход"', () => {
  it('the card stays closed at its turn start and no open effect opens it that turn; the next turn it opens', () => {
    const t = battle(DB, { cards: [{ card: 'А-взгляд', seat: 0, at: 'C3' }, { card: 'А-пень', seat: 1, at: 'C4' }, { card: 'А-открыватель', seat: 1, at: 'A6' }] });
    t.rolls(2, 1);
    strike(t, 'C3', 'C4');
    t.act(endTurn());
    expect(t.closed(1)).toBe(true);
    t.act(select('A6'), ab(0), target('C4'));
    expect(t.closed(1)).toBe(true);
    t.act(endTurn(), endTurn());
    expect(t.closed(1)).toBe(false); // its turn after that: it opens
  });
});

describe('unanswerable by a modifier grant (vs.alone), plusOwnWounds, finishing + poisoned neighbours', () => {
  it('a granted "unanswerable" against a card with no own creature left or right of it', () => {
    const run = (neighbour: boolean): number => {
      const t = battle(DB, { cards: [{ card: 'А-одиночка', seat: 0, at: 'C3' }, { card: 'А-пень', seat: 1, at: 'C4' }, ...(neighbour ? [{ card: 'А-пень', seat: 1 as const, at: 'D4' }] : [])] });
      t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
      if (t.legal().includes(noDefender())) t.act(noDefender());
      return t.wounds(0);
    };
    expect([run(false), run(true)]).toEqual([0, 2]);
  });

  it('plusOwnWounds: + the source\'s wounds (at most N) at execution', () => {
    const t = battle(DB, { cards: [{ card: 'А-нож', seat: 0, at: 'C1', wounds: 5 }, { card: 'А-пень', seat: 1, at: 'C6' }] });
    t.rolls(1).act(select('C1'), ab(0), target('C6'));
    expect(t.wounds(1)).toBe(1 + 2);
  });

  it('finishing on X + the poisoned creatures next to the target', () => {
    const t = battle(DB, { cards: [{ card: 'А-добивающий', seat: 0, at: 'C3' }, { card: 'А-хилый', seat: 1, at: 'C4' }, { card: 'А-пень', seat: 1, at: 'B5', poison: 1 }, { card: 'А-пень', seat: 1, at: 'D5', poison: 1 }] });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toEqual([target('C4')]);
    const u = battle(DB, { cards: [{ card: 'А-добивающий', seat: 0, at: 'C3' }, { card: 'А-хилый', seat: 1, at: 'C4' }, { card: 'А-пень', seat: 1, at: 'B5', poison: 1 }] });
    u.act(select('C3'));
    expect(u.legal()).not.toContain(ab(0));
  });
});

describe('die bonus (Num.Die, vs.ownRow) and the timed protection from strikes', () => {
  it('"+1 к броску кубика" against a card in its controller\'s second row, for ranged attacks too', () => {
    const shot = (at: string): number => {
      const t = battle(DB, { cards: [{ card: 'А-кубик', seat: 0, at: 'C1' }, { card: 'А-пень', seat: 1, at }] });
      t.rolls(5);
      ranged(t, 'C1', at);
      return t.wounds(1);
    };
    expect([shot('C5'), shot('C4'), shot('C6')]).toEqual([3, 2, 2]);
  });

  it('protStrikes stops strikes and counter-strikes, not shots; it ends with the turn', () => {
    const t = battle(DB, { active: 1, cards: [{ card: 'А-пень', seat: 0, at: 'C3' }, { card: 'А-стрелок', seat: 0, at: 'A1' }, { card: 'А-щит', seat: 1, at: 'C4' }] });
    t.act(select('C4'), ab(0), endTurn());
    expect(t.s.tKw[t.card(2)]!).toBe(0); // P2's turn ended
    const u = battle(DB, { cards: [{ card: 'А-щит', seat: 0, at: 'C3' }, { card: 'А-пень', seat: 1, at: 'C4' }, { card: 'А-стрелок', seat: 1, at: 'C6' }] });
    u.s.tKw[u.card(0)] = Kw.ProtStrikes; // as granted
    u.rolls(1, 6);
    strike(u, 'C3', 'C4'); // a miss; the medium counter-strike is stopped
    expect(u.wounds(0)).toBe(0);
  });
});
