/**
 * 535.5.1.3: the deck is shuffled after the summon is carried out, or after the card(s) went back to
 * the deck. It is also shuffled when, between the cards going into the hand and their leaving it
 * (535.5.1.2), some game action has to interact with the deck — BEFORE that game action.
 *
 * The expected shuffles are computed with the engine's own Fisher–Yates (`shuffleDeck`) on a copy of
 * the state at the right moment: the deck order and the Deal-stream words must match exactly.
 */
import { describe, expect, it } from 'vitest';
import { battle, makeDb, select, synth, target, verb, type Battle } from '../../helpers/scenario.js';
import { Decision, Verb, Zone } from '../../../src/engine/core/enums.js';
import { PASS, SELECT, TARGET_STACK } from '../../../src/engine/core/action.js';
import { parseCell } from '../../../src/engine/core/board.js';
import { cloneState, listPush, listRemove } from '../../../src/engine/core/state.js';
import { shuffleDeck } from '../../../src/engine/core/prebattle.js';
import { zoneList } from '../../helpers/scenario.js';
import {
  CANCEL,
  KILL,
  candidates,
  choose,
  dealWords,
  dealWordsAfterShuffle,
  deckAfterShuffle,
  deckOf,
  handOf,
  summonAbility,
} from './535-helpers.js';

const db = makeDb([
  synth('Призыватель', { abilities: [summonAbility()] }),
  synth('Быстрый глашатай', { abilities: [summonAbility({ find: 'top', instant: true })] }),
  synth('Быстрый призыватель', { abilities: [summonAbility({ instant: true })] }),
  synth('Отменщик', { abilities: [CANCEL] }),
  synth('Убийца', { abilities: [KILL] }),
  synth('Волк'),
  synth('Пешка'),
  synth('Лис'),
  synth('Ёж'),
]);

const DECK = ['Пешка', 'Лис', 'Ёж', 'Пешка', 'Лис', 'Ёж', 'Волк', 'Пешка', 'Лис'];

/** Seat 0: Призыватель on C3, `helper` on B2 (optional), the 9-card DECK; seat 1: `responder` on C5 and a 4-card deck. */
function position(opts: { helper?: string; responder?: string; seed?: bigint } = {}): Battle {
  return battle(db, {
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    cards: [
      { card: 'Призыватель', seat: 0, at: 'C3' },
      ...DECK.map((card) => ({ card, seat: 0 as const, at: 'deck' })),
      { card: opts.responder ?? 'Пешка', seat: 1, at: 'C5' },
      ...['Пешка', 'Лис', 'Ёж', 'Волк'].map((card) => ({ card, seat: 1 as const, at: 'deck' })),
      ...(opts.helper ? [{ card: opts.helper, seat: 0 as const, at: 'B2' }] : []),
    ],
  });
}

describe('535.5.1.3 shuffles', () => {
  it('535.5.1.3: after a summon is carried out, the deck is shuffled (exactly one Fisher–Yates of the remaining deck)', () => {
    const t = position({ responder: 'Убийца' });
    t.act(select('C3'), verb(Verb.Ability));
    t.act(choose(t, 'Волк'), target('B3'));
    expect(t.decision()).toBe(Decision.Priority); // seat 1 may answer: the summon has not executed yet
    const deck = deckAfterShuffle(t.s, 0);
    const words = dealWordsAfterShuffle(t.s, 0);
    t.act(PASS);
    expect(t.cellOf('Волк')).not.toBe('deck');
    expect(deckOf(t, 0)).toEqual(deck);
    expect(dealWords(t.s)).toEqual(words);
  });

  it('535.5.1.3 (negative): the declaration itself (browsing, showing the card into the hand) does not shuffle; only the opponent’s deck is never touched', () => {
    const t = position({ responder: 'Убийца' });
    const words = dealWords(t.s);
    const oppDeck = deckOf(t, 1);
    t.act(select('C3'), verb(Verb.Ability));
    t.act(choose(t, 'Волк'), target('B3'));
    expect(dealWords(t.s)).toEqual(words);
    t.act(PASS);
    expect(deckOf(t, 1)).toEqual(oppDeck);
  });

  it('535.5.1.3: after the card goes back to the deck (a cancelled summon), the deck — now holding the card again — is shuffled', () => {
    const t = position({ responder: 'Отменщик' });
    t.act(select('C3'), verb(Verb.Ability));
    t.act(choose(t, 'Волк'), target('B3'));
    const wolf = handOf(t, 0)[0]!;
    // Predict "the wolf goes back, then one shuffle" (nothing else draws from the Deal stream meanwhile).
    const c = cloneState(t.s);
    listRemove(c, 0, Zone.Hand, wolf);
    listPush(c, 0, Zone.Deck, wolf);
    shuffleDeck(c, 0);
    t.act(SELECT + parseCell('C5'), verb(Verb.Ability), TARGET_STACK + 0);
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.s.zone[wolf]).toBe(Zone.Deck);
    expect(deckOf(t, 0)).toEqual(zoneList(c, 0, Zone.Deck));
    expect(dealWords(t.s)).toEqual(dealWords(c));
  });

  it('535.5.1.3: a top-card summon declared while another summon’s card waits in the hand shuffles the deck BEFORE taking the top card', () => {
    // The first game seed whose shuffle here really moves the top card (else the test could not
    // tell a shuffle before the draw from one after it).
    const declared = (seed: bigint): Battle => {
      const b = position({ helper: 'Быстрый глашатай', seed });
      b.act(select('C3'), verb(Verb.Ability));
      b.act(choose(b, 'Волк'), target('D3'));
      return b;
    };
    let seed = 1n;
    while (deckAfterShuffle(declared(seed).s, 0).at(-1) === deckOf(declared(seed), 0).at(-1)) seed++;
    const t = declared(seed);
    // Seat 0 (Active) holds priority first and answers with its own instant top-card summon.
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0);
    expect(handOf(t, 0).length).toBe(1);
    const originalTop = deckOf(t, 0).at(-1);
    const shuffled = deckAfterShuffle(t.s, 0);
    const words = dealWordsAfterShuffle(t.s, 0);
    t.act(SELECT + parseCell('B2'), verb(Verb.Ability));
    expect(dealWords(t.s)).toEqual(words);
    const wolf = handOf(t, 0)[0]!;
    // The top card of the SHUFFLED deck is the one shown (now next to the wolf in the hand).
    expect(handOf(t, 0)).toEqual([wolf, shuffled.at(-1)]);
    expect(deckOf(t, 0)).toEqual(shuffled.slice(0, -1));
    expect(shuffled.at(-1)).not.toBe(originalTop); // the chosen seed really moves the top card
  });

  it('535.5.1.3: a search summon declared while another summon’s card waits in the hand shuffles the deck before the browse', () => {
    const t = position({ helper: 'Быстрый призыватель' });
    t.act(select('C3'), verb(Verb.Ability));
    t.act(choose(t, 'Волк'), target('D3'));
    expect(t.decider()).toBe(0);
    const shuffled = deckAfterShuffle(t.s, 0);
    t.act(SELECT + parseCell('B2'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Choose);
    expect(deckOf(t, 0)).toEqual(shuffled);
    expect(candidates(t)).toEqual(['Пешка', 'Лис', 'Ёж']); // the wolf waits in the hand: not in the deck
  });

  it('535.5.1.3 (negative): with no card waiting in the hand, a top-card summon takes the top card without shuffling first', () => {
    const t = battle(db, {
      cards: [
        { card: 'Быстрый глашатай', seat: 0, at: 'C3' },
        ...DECK.map((card) => ({ card, seat: 0 as const, at: 'deck' })),
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    const top = deckOf(t, 0).at(-1)!;
    const words = dealWords(t.s);
    t.act(select('C3'), verb(Verb.Ability));
    expect(handOf(t, 0)).toEqual([top]);
    expect(dealWords(t.s)).toEqual(words);
  });

  it('535.5.1.3: two summons in a row — each execution shuffles once more (the waiting card leaves the hand, then a shuffle)', () => {
    const t = position({ helper: 'Быстрый глашатай', responder: 'Убийца' });
    t.act(select('C3'), verb(Verb.Ability));
    t.act(choose(t, 'Волк'), target('D3'));
    t.act(SELECT + parseCell('B2'));
    t.act(verb(Verb.Ability));
    // The top-card summon names its cell; then both pass and the stack unwinds (top first).
    t.act(target('A2'));
    let expectDeck: number[] = [];
    let expectWords: number[] = [];
    // Unwind step by step (seat 1 holds an instant, so each round stops at him): predict the shuffle
    // that follows each execution.
    let executions = 0;
    while (t.decision() === Decision.Priority) {
      executions++;
      expectDeck = deckAfterShuffle(t.s, 0);
      expectWords = dealWordsAfterShuffle(t.s, 0);
      t.act(PASS);
    }
    expect(executions).toBe(2);
    expect(handOf(t, 0)).toEqual([]);
    expect(t.cellOf('Волк')).toBe('D3');
    expect(deckOf(t, 0).length).toBe(DECK.length - 2);
    // The last execution (the first summon) shuffled the final deck once more.
    expect(deckOf(t, 0)).toEqual(expectDeck);
    expect(dealWords(t.s)).toEqual(expectWords);
  });
});
