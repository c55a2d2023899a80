/**
 * The restriction word (core/systems/durations.ts Restrict, recomputeRestrict; state.ts `restrict`): per
 * instance the bits of its active timed entries that move generation reads instead of scanning the
 * timed table — «сеть» (s1_77), lost features (s1_54), «взгляд Василиска» (s1_116), «удушение»
 * (s1_162) — and each seat's movement limit (s1_57). At every point below the word equals the old
 * per-card scans (restrictByScan), which checkInvariants compares after every action.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { G, HASHED_WORDS, cloneState, stateHash } from '../../src/engine/core/state.js';
import { RESTRICT_LIMIT, Restrict, TimedKind, Tm, recomputeRestrict, restrictByScan } from '../../src/engine/core/systems/durations.js';
import { verbsOf } from '../../src/engine/core/turn.js';
import { canMove } from '../../src/engine/core/movement.js';
import { usableAbilities } from '../../src/engine/core/instants.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { type Battle, at, battle, endTurn, makeDb, noDefender, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ОГ-Болван', { life: 20 }),
  synth('ОГ-Маг', {
    life: 20,
    // An attack feature that may name any creature (rulings s1_77: its controller may attack his own netted creature).
    abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'discharge' }],
  }),
  synth('ОГ-Мистик', {
    life: 10,
    abilities: [
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'gainFlight', strike: 1, loseFeatures: true }, abilityType: 'influence' },
      { kind: 'triggered', on: 'startOfOwnTurn', target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence' },
    ],
  }),
  synth('ОГ-Мороз', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'moveLimit', values: [1, 1, 1] }, abilityType: 'influence' }] }),
  synth('ОГ-Глазун', { life: 20, abilities: [{ kind: 'triggered', on: 'selfStrikes', target: 'eventCard', effect: { op: 'gaze' }, abilityType: 'influence' }] }),
  synth('ОГ-Душитель', {
    move: 1,
    life: 2,
    abilities: [{ kind: 'activated', tap: true, target: 'adjacentCreature', filter: { elite: false }, effect: { op: 'strangle' }, abilityType: 'influence' }],
  }),
]);

/** The stored word of every instance and both seats' limits equals the per-card scans. */
function wordMatchesScan(t: Battle): void {
  for (let i = 0; i < RESTRICT_LIMIT + 2; i++) expect(t.s.restrict[i], `restriction word ${i}`).toBe(restrictByScan(t.s, i));
  expect(checkInvariants(t.s)).toBeNull();
}
const netOf = (t: Battle, i: number): number => t.s.restrict[i]! & Restrict.Netted;
function throwNet(t: Battle, from: string, to: string): void {
  t.act(select(from), verb(Verb.Ability + 1), target(to));
  settle(t);
}

describe('restriction word: «сеть» (Паук-пересмешник s1_77)', () => {
  it('Паук-пересмешник (s1_77): Netted is off in the spider\'s turn (the entry starts later), on through the netted card\'s next turn, off after it', () => {
    const t = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2'), at('ОГ-Болван', 0, 'B5'), at('ОГ-Маг', 1, 'C4'), at('ОГ-Болван', 1, 'B3')] });
    const mage = t.card(2);
    throwNet(t, 'C2', 'C4');
    // The entry is in the table already, for the next turn (Tm.From > G.Turn): not yet a restriction.
    const turn = t.s.g[G.Turn]!;
    let pending = false;
    for (let k = 0; k < t.s.timedLen[0]!; k++) if (t.s.timed[k * 5 + Tm.Kind] === TimedKind.Net && t.s.timed[k * 5 + Tm.From]! > turn) pending = true;
    expect(pending).toBe(true);
    expect(netOf(t, mage)).toBe(0);
    wordMatchesScan(t);
    t.act(endTurn()); // the turn boundary makes the entry active: the word follows
    expect(netOf(t, mage)).not.toBe(0);
    wordMatchesScan(t);
    expect(verbsOf(t.s, mage)).toBe(0);
    expect(canMove(t.s, mage)).toBe(false);
    expect(usableAbilities(t.s, mage, false)).toBe(0);
    expect(t.legal()).not.toContain(select('C4')); // no move, no strike, no ability: not selectable
    t.act(endTurn());
    expect(netOf(t, mage)).toBe(0); // «на свой следующий ход»: gone with that turn
    wordMatchesScan(t);
    t.act(endTurn());
    expect(t.legal()).toContain(select('C4')); // its ability again
    expect(usableAbilities(t.s, mage, false)).not.toBe(0);
  });

  it('Паук-пересмешник (s1_77): the attack that is blocked removes the net and clears Netted at once (its controller attacks it himself)', () => {
    const t = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2'), at('ОГ-Болван', 1, 'C4'), at('ОГ-Маг', 1, 'E6'), at('ОГ-Болван', 0, 'A1')] });
    const body = t.card(1);
    throwNet(t, 'C2', 'C4');
    t.act(endTurn());
    expect(netOf(t, body)).not.toBe(0);
    t.act(select('E6'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(0); // blocked
    expect(netOf(t, body)).toBe(0);
    wordMatchesScan(t);
    expect(t.legal()).toContain(select('C4')); // free again in the same turn
  });
});

describe('restriction word: lost features (Искатель тайн s1_54, "при этом теряет все особенности")', () => {
  it('Искатель тайн (s1_54): FeaturesLost from the effect on; its verbs are a strike only in the auxiliary zone, its trigger is not offered', () => {
    const t = battle(db, { cards: [at('ОГ-Мистик', 0, 'C2'), at('ОГ-Болван', 0, 'A1'), at('ОГ-Болван', 1, 'E6')] });
    const m = t.card(0);
    expect(t.s.restrict[m]! & Restrict.FeaturesLost).toBe(0);
    t.act(select('C2'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(t.s.restrict[m]! & Restrict.FeaturesLost).not.toBe(0);
    wordMatchesScan(t);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    expect(t.s.extraLives[m]).toBe(0); // no start-of-turn trigger (triggers.ts reads the bit)
    expect(verbsOf(t.s, m)).toBe(1 << Verb.Strike);
    wordMatchesScan(t);
  });
});

describe('restriction word: movement limit (Криомант s1_57)', () => {
  it('Криомант (s1_57): the limited seat\'s byte holds N + 1 only during the opponent\'s next turn; past it, no other card starts moving', () => {
    const t = battle(db, { cards: [at('ОГ-Мороз', 0, 'A1'), at('ОГ-Болван', 1, 'A5'), at('ОГ-Болван', 1, 'E5')] });
    t.rolls(3).act(select('A1'), verb(Verb.Ability));
    settle(t);
    expect(t.s.restrict[RESTRICT_LIMIT + 1]).toBe(0); // set for the next turn: not yet
    expect(t.s.restrict[RESTRICT_LIMIT + 0]).toBe(0);
    wordMatchesScan(t);
    t.act(endTurn());
    expect(t.s.restrict[RESTRICT_LIMIT + 1]).toBe(2); // limit 1
    wordMatchesScan(t);
    t.act(select('A5'), verb(Verb.Move), target('A4'));
    expect(t.legal()).not.toContain(select('E5'));
    t.act(endTurn());
    expect(t.s.restrict[RESTRICT_LIMIT + 1]).toBe(0);
    wordMatchesScan(t);
  });
});

describe('restriction word: «взгляд Василиска» (Василиск s1_116) and «удушение» (Тварь s1_162)', () => {
  it('Василиск (s1_116): Gazed on the struck card while the source stays; cleared when the source moves', () => {
    const t = battle(db, { cards: [at('ОГ-Глазун', 0, 'C3'), at('ОГ-Болван', 1, 'C4', { closed: true }), at('ОГ-Болван', 0, 'A1')] });
    const held = t.card(1);
    t.rolls(6);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.s.restrict[held]! & Restrict.Gazed).not.toBe(0);
    wordMatchesScan(t);
    settle(t.act(endTurn()));
    expect(canMove(t.s, held)).toBe(false);
    settle(t.act(endTurn()));
    settle(t.act(select('C3'), verb(Verb.Move), target('C2')));
    expect(t.s.restrict[held]! & Restrict.Gazed).toBe(0);
    wordMatchesScan(t);
  });

  it('Тварь (s1_162): Strangled from the first marker (no move); cleared when no strangler stands next to it', () => {
    const t = battle(db, { cards: [at('ОГ-Душитель', 0, 'C3'), at('ОГ-Маг', 1, 'C4'), at('ОГ-Маг', 1, 'D4'), at('ОГ-Болван', 0, 'A1')] });
    const victim = t.card(1);
    t.act(select('C3'), verb(Verb.Ability + 0), target('C4'));
    expect(t.s.restrict[victim]! & Restrict.Strangled).not.toBe(0);
    wordMatchesScan(t);
    t.act(endTurn());
    expect(canMove(t.s, victim)).toBe(false);
    // D4 kills the strangler with its discharge (2 wounds, 2 lives): the markers go, the bit with them.
    t.act(select('D4'), verb(Verb.Ability + 0), target('C3'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Defender ? noDefender() : t.legal()[0]!);
    expect(t.cellOf(0)).toBe('grave');
    expect(t.s.restrict[victim]! & Restrict.Strangled).toBe(0);
    expect(canMove(t.s, victim)).toBe(true);
    wordMatchesScan(t);
  });
});

describe('restriction word: the self-check invariant and the state', () => {
  it('checkInvariants reports a word that differs from the timed table (an update dropped), and recomputeRestrict repairs it', () => {
    const t = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2'), at('ОГ-Маг', 1, 'C4'), at('ОГ-Болван', 1, 'B3'), at('ОГ-Мороз', 0, 'A1')] });
    const mage = t.card(1);
    throwNet(t, 'C2', 'C4');
    t.act(endTurn());
    expect(checkInvariants(t.s)).toBeNull();
    t.s.restrict[mage] = 0; // as if the turn boundary had not refreshed the word
    expect(checkInvariants(t.s)).toMatch(/restriction word/);
    recomputeRestrict(t.s);
    expect(checkInvariants(t.s)).toBeNull();
    t.s.restrict[RESTRICT_LIMIT + 0] = 2; // a limit the table does not hold
    expect(checkInvariants(t.s)).toMatch(/restriction word 100/);
    recomputeRestrict(t.s);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('the word is copied with the state and left out of the hash (it follows from the hashed words)', () => {
    const t = battle(db, { cards: [at('Паук-пересмешник', 0, 'C2'), at('ОГ-Маг', 1, 'C4'), at('ОГ-Болван', 1, 'B3')] });
    throwNet(t, 'C2', 'C4');
    t.act(endTurn());
    const c = cloneState(t.s);
    expect(c.restrict[t.card(1)]).toBe(t.s.restrict[t.card(1)]);
    expect(t.s.restrict.byteOffset >> 2).toBe(HASHED_WORDS);
    const h = stateHash(t.s);
    t.s.restrict[t.card(1)] = 0;
    expect(stateHash(t.s)).toBe(h);
  });
});
