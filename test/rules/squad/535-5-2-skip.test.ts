/**
 * 535.5.2: when a triggered feature requires summoning a SPECIFIC card from the deck, the player may
 * skip that trigger as if the card were not in his deck. The summon then does not count as used, is
 * not paid, and may be declared later when its conditions arise again.
 *
 * Engine: TRIGGER_SKIP + k is offered for such a trigger even though it is not "может" (optional).
 */
import { describe, expect, it } from 'vitest';
import { battle, makeDb, select, synth, target, verb, type Battle } from '../../helpers/scenario.js';
import { Decision, Verb, Zone } from '../../../src/engine/core/enums.js';
import { TRIGGER, TRIGGER_SKIP } from '../../../src/engine/core/action.js';
import { G } from '../../../src/engine/core/state.js';
import { candidates, choose, dealWords, deckOf, stackLen, triggeredSummon } from './535-helpers.js';

const SHOT = { kind: 'activated' as const, tap: true as const, target: 'enemyCreature' as const, effect: { op: 'wound' as const, amount: 1 }, abilityType: 'shot' as const };

const db = makeDb([
  synth('Зов волка', { life: 20, abilities: [triggeredSummon('selfWounded', { filter: { name: 'Волк' } })] }),
  synth('Зов стаи', { life: 20, abilities: [triggeredSummon('selfWounded', { filter: { class: 'Зверь' } })] }),
  synth('Зов глубин', { life: 20, abilities: [triggeredSummon('selfWounded', { find: 'top' })] }),
  synth('Лучник', { abilities: [SHOT] }),
  synth('Волк', { classes: ['Зверь'] }),
  synth('Лис', { classes: ['Зверь'] }),
]);

/** Seat 1 (active) has two Лучники; seat 0's `caller` on C4 with `deck`. */
function position(caller: string, deck: string[] = ['Лис', 'Волк', 'Лис']): Battle {
  return battle(db, {
    cards: [
      { card: caller, seat: 0, at: 'C4' },
      ...deck.map((card) => ({ card, seat: 0 as const, at: 'deck' })),
      { card: 'Лучник', seat: 1, at: 'C5' },
      { card: 'Лучник', seat: 1, at: 'D5' },
    ],
    active: 1,
    turn: 2,
  });
}

const shoot = (t: Battle, from: string) => t.act(select(from), verb(Verb.Ability), target('C4'));

describe('535.5.2 skipping a triggered named summon', () => {
  it('535.5.2: a triggered summon of a named card may be skipped although it is not "может" — TRIGGER_SKIP is offered next to TRIGGER', () => {
    const t = position('Зов волка');
    shoot(t, 'C5');
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([TRIGGER, TRIGGER_SKIP]);
  });

  it('535.5.2: skipping it is allowed even with the card in the deck ("as if he had no such card"); nothing is declared, browsed, shown or shuffled', () => {
    const t = position('Зов волка');
    const deck = deckOf(t, 0);
    shoot(t, 'C5');
    const words = dealWords(t.s);
    t.act(TRIGGER_SKIP);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(1);
    expect(stackLen(t)).toBe(0);
    expect(deckOf(t, 0)).toEqual(deck);
    expect(dealWords(t.s)).toEqual(words);
    expect(t.s.g[G.TrigLen]).toBe(0);
  });

  it('535.5.2: a skipped summon is not paid (the summoning card is untouched)', () => {
    const t = position('Зов волка');
    shoot(t, 'C5');
    t.act(TRIGGER_SKIP);
    expect(t.closed(0)).toBe(false);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('535.5.2: a skipped summon is not used up — it may be declared later when the condition arises again', () => {
    const t = position('Зов волка');
    shoot(t, 'C5');
    t.act(TRIGGER_SKIP);
    shoot(t, 'D5');
    expect(t.legal()).toEqual([TRIGGER, TRIGGER_SKIP]);
    t.act(TRIGGER);
    expect(t.decision()).toBe(Decision.Choose);
    expect(candidates(t)).toEqual(['Волк']);
    t.act(choose(t, 'Волк'), target('B4'));
    expect(t.s.zone[t.card(2)]).toBe(Zone.Field);
  });

  it('535.5.2: it may be skipped when the named card is NOT in the deck either', () => {
    const t = position('Зов волка', ['Лис']);
    shoot(t, 'C5');
    expect(t.legal()).toContain(TRIGGER_SKIP);
  });

  it('535.5.2 (negative): a triggered summon limited by class only (no card named) is mandatory — no skip, declared at once', () => {
    const t = position('Зов стаи');
    shoot(t, 'C5');
    expect(t.legal()).not.toContain(TRIGGER_SKIP);
    expect(t.decision()).toBe(Decision.Choose);
  });

  it('535.5.2 (negative): a triggered top-card summon (no card named) is mandatory — no skip', () => {
    const t = position('Зов глубин');
    shoot(t, 'C5');
    expect(t.decision()).not.toBe(Decision.Trigger);
    expect(t.legal()).not.toContain(TRIGGER_SKIP);
  });
});
