/**
 * 535.5.1: declaring a summon, the player names the summoning card; then, as part of the declaration,
 * he may look through his deck for the card(s) to summon, within the summoner's restrictions; then he
 * names the card(s) and the cell(s). If he did not find (or did not want to find) the card, the
 * declaration is still PAID (classic rule; Heroes 519.3.1 cancels instead — digest §7.5).
 *
 * Engine: Decision.Choose, CHOOSE + k for one candidate per distinct card in card-index order,
 * CHOOSE_NONE for "find nothing".
 */
import { describe, expect, it } from 'vitest';
import { battle, makeDb, select, synth, target, verb, type Battle } from '../../helpers/scenario.js';
import { Decision, TargetMode, Verb, Zone } from '../../../src/engine/core/enums.js';
import { PASS } from '../../../src/engine/core/action.js';
import { G, St } from '../../../src/engine/core/state.js';
import { itemField } from '../../../src/engine/core/stack.js';
import type { ScenarioCard } from '../../../src/engine/scenario.js';
import { CANCEL, CHOOSE, CHOOSE_NONE, candidates, choose, deckOf, handOf, stackLen, summonAbility, triggeredSummon } from './535-helpers.js';

const db = makeDb([
  synth('Призыватель', { abilities: [summonAbility()] }),
  synth('Призыватель орков', { abilities: [summonAbility({ filter: { class: 'Орк' } })] }),
  synth('Призыватель дешёвых', { abilities: [summonAbility({ filter: { maxCost: 3 } })] }),
  synth('Зовущий волка', { abilities: [summonAbility({ filter: { name: 'Волк' } })] }),
  synth('Вожак', {
    abilities: [{ kind: 'activated', tap: true, counters: 1, target: 'none', effect: { op: 'summon', find: 'search' }, abilityType: 'influence' }],
  }),
  synth('Раненый зов', { abilities: [triggeredSummon('selfWounded', { filter: { class: 'Орк' } })] }),
  synth('Волк', { cost: 2 }),
  synth('Орк-воин', { cost: 4, classes: ['Орк'] }),
  synth('Орк-шаман', { cost: 3, classes: ['Орк', 'Шаман'] }),
  synth('Великан', { cost: 6 }),
  synth('Отменщик', { abilities: [CANCEL] }),
  synth('Лучник', {
    abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'shot' }],
  }),
]);

const DECK = ['Великан', 'Волк', 'Орк-воин', 'Волк', 'Орк-шаман'];

function withDeck(summoner: string, deck: readonly string[], extra: ScenarioCard[] = []): Battle {
  return battle(db, {
    cards: [
      { card: summoner, seat: 0, at: 'C2' },
      ...deck.map((card) => ({ card, seat: 0 as const, at: 'deck' })),
      { card: 'Волк', seat: 1, at: 'C5' },
      ...extra,
    ],
  });
}

describe('535.5.1 browsing as part of the declaration', () => {
  it('535.5.1: the summoning card is named first; browsing follows at once, before any priority round (a Choose decision for the summoner’s controller, the summon already on the stack)', () => {
    const t = withDeck('Призыватель', DECK, [{ card: 'Отменщик', seat: 1, at: 'A6' }]);
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Choose);
    expect(t.decider()).toBe(0);
    expect(stackLen(t)).toBe(1);
    expect(itemField(t.s, 0, St.Src)).toBe(t.card(0));
  });

  it('535.5.1: then the card and the cell are named; only then may the opponent respond', () => {
    const t = withDeck('Призыватель', DECK, [{ card: 'Отменщик', seat: 1, at: 'A6' }]);
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Волк'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.s.g[G.TargetMode]).toBe(TargetMode.SummonCell);
    t.act(target('B2'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    const shown = itemField(t.s, 0, St.Tgt);
    expect(t.s.db.defs[t.s.card[shown]!]!.name).toBe('Волк');
    t.act(PASS);
    expect(t.s.zone[shown]).toBe(Zone.Field);
  });

  it('535.5.1: the whole deck is browsed, not only the top: every card is a candidate, each distinct card once, in card-index order', () => {
    const t = withDeck('Призыватель', DECK);
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Волк', 'Орк-воин', 'Орк-шаман', 'Великан']);
    expect(t.legal()).toEqual([CHOOSE, CHOOSE + 1, CHOOSE + 2, CHOOSE + 3, CHOOSE_NONE]);
  });

  it('535.5.1: the candidate list does not depend on the deck order (it reveals nothing of it)', () => {
    const a = withDeck('Призыватель', DECK);
    const b = withDeck('Призыватель', [...DECK].reverse());
    a.act(select('C2'), verb(Verb.Ability));
    b.act(select('C2'), verb(Verb.Ability));
    expect(a.legal()).toEqual(b.legal());
    expect(candidates(a)).toEqual(candidates(b));
  });

  it('535.5.1: every matching card of the deck may be found — a 40-card deck of 40 distinct cards offers 40 candidates (no silent cap)', () => {
    const many = Array.from({ length: 40 }, (_, k) => synth(`Зверь ${k + 1}`));
    const dbm = makeDb([synth('Призыватель', { abilities: [summonAbility()] }), ...many]);
    const t = battle(dbm, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        ...many.map((d) => ({ card: d.name, seat: 0 as const, at: 'deck' })),
        { card: 'Зверь 1', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Choose);
    expect(candidates(t).length).toBe(40);
    expect(new Set(candidates(t))).toEqual(new Set(many.map((d) => d.name)));
  });

  it('535.5.1 within the summoner’s restrictions: a named card', () => {
    const t = withDeck('Зовущий волка', DECK);
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Волк']);
  });

  it('535.5.1 within the summoner’s restrictions: a class', () => {
    const t = withDeck('Призыватель орков', DECK);
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Орк-воин', 'Орк-шаман']);
  });

  it('535.5.1 within the summoner’s restrictions: a maximum cost', () => {
    const t = withDeck('Призыватель дешёвых', DECK);
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Волк', 'Орк-шаман']);
  });

  it('535.5.1 (negative): nothing within the restrictions — only "find nothing" is offered', () => {
    const t = withDeck('Зовущий волка', ['Великан', 'Орк-воин']);
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.legal()).toEqual([CHOOSE_NONE]);
  });

  it('535.5.1: "find nothing" is always offered, even when a matching card is in the deck', () => {
    const t = withDeck('Зовущий волка', DECK);
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.legal()).toContain(CHOOSE_NONE);
  });
});

describe('535.5.1 finding nothing: the declaration is still paid', () => {
  it('535.5.1: not wanting to find the card — the summoner pays ({tap}: it closes), nothing is summoned, the deck keeps its cards', () => {
    const t = withDeck('Призыватель', DECK);
    const before = [...deckOf(t, 0)].sort();
    t.act(select('C2'), verb(Verb.Ability), CHOOSE_NONE);
    expect(t.closed(0)).toBe(true);
    expect(t.decision()).toBe(Decision.Main);
    expect(stackLen(t)).toBe(0);
    expect([...deckOf(t, 0)].sort()).toEqual(before);
    expect(handOf(t, 0)).toEqual([]);
  });

  it('535.5.1: not finding the card (none matches) — still paid', () => {
    const t = withDeck('Зовущий волка', ['Великан']);
    t.act(select('C2'), verb(Verb.Ability), CHOOSE_NONE);
    expect(t.closed(0)).toBe(true);
    expect(t.s.zone[t.card(1)]).toBe(Zone.Deck);
  });

  it('535.5.1: an empty deck — still paid', () => {
    const t = withDeck('Призыватель', []);
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.legal()).toEqual([CHOOSE_NONE]);
    t.act(CHOOSE_NONE);
    expect(t.closed(0)).toBe(true);
  });

  it('535.5.1: finding nothing still pays every cost (counters are removed too)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Вожак', seat: 0, at: 'C2', counters: 2 },
        { card: 'Волк', seat: 0, at: 'deck' },
        { card: 'Волк', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), CHOOSE_NONE);
    expect(t.closed(0)).toBe(true);
    expect(t.s.counters[t.card(0)]).toBe(1);
  });

  it('535.5.1: the summon that found nothing still goes through the stack as a declared feature (the opponent may respond to it)', () => {
    const t = withDeck('Призыватель', DECK, [{ card: 'Отменщик', seat: 1, at: 'A6' }]);
    t.act(select('C2'), verb(Verb.Ability), CHOOSE_NONE);
    expect(t.decision()).toBe(Decision.Priority);
    expect(stackLen(t)).toBe(1);
    t.act(PASS);
    expect(stackLen(t)).toBe(0);
    expect(t.closed(0)).toBe(true);
  });

  it('535.5.1: a triggered summon that browses asks the Choose as part of its declaration (before it is on the stack for the opponent)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Лучник', seat: 1, at: 'C5' },
        { card: 'Раненый зов', seat: 0, at: 'C4' },
        { card: 'Орк-шаман', seat: 0, at: 'deck' },
        { card: 'Волк', seat: 0, at: 'deck' },
      ],
      active: 1,
      turn: 2,
    });
    t.act(select('C5'), verb(Verb.Ability), target('C4'));
    expect(t.decision()).toBe(Decision.Choose);
    expect(t.decider()).toBe(0);
    expect(candidates(t)).toEqual(['Орк-шаман']);
    t.act(choose(t, 'Орк-шаман'), target('B4'));
    expect(t.cellOf(2)).toBe('B4');
  });
});
