/**
 * 535.5.1.1: when the summoning feature names no card and implies no search of the deck, the deck is
 * NOT browsed; the card is found the way the feature says (the top card, the top creature, …).
 *
 * Engine: `find: 'top' | 'topCreature'`; the top card is shown into the hand zone at once, without a
 * Choose decision. Set 1 has creatures only (ground and flyers), so 'topCreature' is the top card.
 */
import { describe, expect, it } from 'vitest';
import { battle, makeDb, select, synth, target, verb } from '../../helpers/scenario.js';
import { Decision, Verb, Zone } from '../../../src/engine/core/enums.js';
import { G, St } from '../../../src/engine/core/state.js';
import { itemField } from '../../../src/engine/core/stack.js';
import { deckOf, handOf, summonAbility } from './535-helpers.js';

const db = makeDb([
  synth('Глашатай', { abilities: [summonAbility({ find: 'top' })] }),
  synth('Ловчий', { abilities: [summonAbility({ find: 'topCreature' })] }),
  synth('Скупой глашатай', { abilities: [summonAbility({ find: 'top', filter: { maxCost: 2 } })] }),
  synth('Волк', { cost: 2 }),
  synth('Великан', { cost: 6 }),
]);

/** Deck bottom → top: Волк, Великан, Волк (the top is the last). */
function position(summoner: string, deck = ['Волк', 'Великан', 'Волк']) {
  return battle(db, {
    cards: [
      { card: summoner, seat: 0, at: 'C2' },
      ...deck.map((card) => ({ card, seat: 0 as const, at: 'deck' })),
      { card: 'Волк', seat: 1, at: 'C5' },
    ],
  });
}

describe('535.5.1.1 no browsing', () => {
  it('535.5.1.1: a top-card summon does not browse — no Choose decision; the top card is shown at once and only its cell is asked', () => {
    const t = position('Глашатай');
    const top = deckOf(t, 0).at(-1)!;
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.s.g[G.ChoiceLen]).toBe(0);
    expect(itemField(t.s, 0, St.Tgt)).toBe(top);
    expect(handOf(t, 0)).toEqual([top]);
    t.act(target('B2'));
    expect(t.s.zone[top]).toBe(Zone.Field);
    expect(t.s.cell[top]).toBe(target('B2') - target('A1'));
  });

  it('535.5.1.1: it is the TOP card that is found, not the best one (the other cards are not candidates)', () => {
    const t = position('Глашатай', ['Волк', 'Волк', 'Великан']);
    t.act(select('C2'), verb(Verb.Ability), target('B2'));
    expect(t.s.db.defs[t.s.card[t.s.board[target('B2') - target('A1')]!]!]!.name).toBe('Великан');
  });

  it('535.5.1.1: "the top creature" — set 1 holds creatures only, so it is the top card, found without browsing', () => {
    const t = position('Ловчий');
    const top = deckOf(t, 0).at(-1)!;
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Target);
    expect(handOf(t, 0)).toEqual([top]);
  });

  it('535.5.1.1: an empty deck finds nothing; the declaration is still paid (535.5.1)', () => {
    const t = position('Глашатай', []);
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.closed(0)).toBe(true);
  });

  it('535.5.1.1: the feature’s restriction still applies to the card found this way — a top card over the limit is not summoned (it returns to the deck)', () => {
    // Deck top: Великан (cost 6); the feature summons the top card only if it costs at most 2.
    const t = position('Скупой глашатай', ['Волк', 'Великан']);
    const giant = deckOf(t, 0).at(-1)!;
    t.act(select('C2'), verb(Verb.Ability));
    if (t.decision() === Decision.Target) t.act(t.legal()[0]!);
    expect(t.s.zone[giant]).toBe(Zone.Deck);
    expect(handOf(t, 0)).toEqual([]);
  });

  it('535.5.1.1 (negative): a top card within the limit is summoned', () => {
    const t = position('Скупой глашатай', ['Великан', 'Волк']);
    const wolf = deckOf(t, 0).at(-1)!;
    t.act(select('C2'), verb(Verb.Ability), target('B2'));
    expect(t.s.zone[wolf]).toBe(Zone.Field);
  });
});
