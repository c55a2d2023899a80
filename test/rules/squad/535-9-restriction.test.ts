/**
 * 535.9: for a card with "не может быть взята в отряд с [текст]":
 *  - in the Recruit subphase a squad holding both that card and [текст] is illegal;
 *  - a player may not summon, resurrect, incarnate or take control of THAT card while his squad holds
 *    [текст].
 *
 * Engine: CardDef.cannotJoinWith {names, classes}; `canTakeIntoSquad` (squad = the player's cards in
 * the battle zone). Also tested here: uniqueness on entry (crown; digest §1.2, current glossary — not
 * while a same-named card is in the squad or the graveyard), which the engine checks in the same place.
 *
 * Note on direction: the second bullet restricts only the card WITH the feature. Summoning the
 * [текст] card into a squad that holds the restricted card is not forbidden by the text (the tests
 * marked "literal 535.9" assert that reading).
 */
import { describe, expect, it } from 'vitest';
import { battle, cardIndex, endTurn, legalOf, makeDb, select, synth, target, verb, zoneList } from '../../helpers/scenario.js';
import { Decision, Verb, Zone } from '../../../src/engine/core/enums.js';
import { KEEP, ORDER_FIRST, ORDER_SECOND, PASS, RECRUIT, SELECT } from '../../../src/engine/core/action.js';
import { parseCell } from '../../../src/engine/core/board.js';
import { applyAction, newState, resetGame } from '../../../src/engine/game.js';
import { makeOptions } from '../../../src/engine/core/options.js';
import { G, type GameState, listPush, listRemove } from '../../../src/engine/core/state.js';
import { TAKE_CONTROL, candidates, choose, deckOf, handOf, resurrectAbility, summonAbility } from './535-helpers.js';

const db = makeDb([
  synth('Призыватель', { abilities: [summonAbility()] }),
  synth('Быстрый глашатай', { abilities: [summonAbility({ find: 'top', instant: true })] }),
  synth('Некромант', { abilities: [resurrectAbility()] }),
  synth('Кукловод', { abilities: [TAKE_CONTROL] }),
  synth('Гордец', { cannotJoinWith: { names: ['Волк'] } }),
  synth('Гордая феникс', { incarnation: 1, cannotJoinWith: { names: ['Волк'] } }),
  synth('Ненавистник орков', { cannotJoinWith: { classes: ['Орк'] } }),
  synth('Волк'),
  synth('Орк', { classes: ['Орк'] }),
  synth('Пешка'),
  synth('Король', { unique: true }),
]);
const N = (name: string) => cardIndex(db, name);

// ---- recruitment --------------------------------------------------------------------------------

function act(s: GameState, a: number): void {
  const l = legalOf(s);
  if (!l.includes(a)) throw new Error(`illegal ${a} at decision ${s.g[G.Decision]}; legal ${l.join(',')}`);
  applyAction(s, a);
}

function toRecruit(cards: readonly number[]): GameState {
  const s = newState(db, makeOptions({ crystalsFirst: [30, 30] }));
  const deck = Array.from({ length: 30 }, () => N('Пешка'));
  resetGame(s, deck, deck, 7n);
  if (s.g[G.Decision] === Decision.Order) act(s, s.g[G.Decider] === 0 ? ORDER_FIRST : ORDER_SECOND);
  while (s.g[G.Decision] === Decision.Redeal) act(s, KEEP);
  const deal = zoneList(s, 0, Zone.Deal);
  cards.forEach((c, k) => (s.card[deal[k]!] = c));
  for (const i of deal.slice(cards.length)) {
    listRemove(s, 0, Zone.Deal, i);
    listPush(s, 0, Zone.Deck, i);
  }
  return s;
}

function recruitable(s: GameState): string[] {
  const deal = zoneList(s, 0, Zone.Deal);
  return legalOf(s)
    .filter((a) => a >= RECRUIT && a < RECRUIT + 15)
    .map((a) => s.db.defs[s.card[deal[a - RECRUIT]!]!]!.name);
}

function recruit(s: GameState, name: string): void {
  const k = zoneList(s, 0, Zone.Deal).findIndex((i) => s.db.defs[s.card[i]!]!.name === name);
  act(s, RECRUIT + k);
}

describe('535.9 in the Recruit subphase', () => {
  it('535.9: a squad with the card and [текст] is illegal — after the card, [текст] cannot be recruited', () => {
    const s = toRecruit([N('Гордец'), N('Волк'), N('Пешка')]);
    recruit(s, 'Гордец');
    expect(recruitable(s)).toEqual(['Пешка']);
  });

  it('535.9: … and after [текст], the card cannot be recruited', () => {
    const s = toRecruit([N('Волк'), N('Гордец'), N('Пешка')]);
    recruit(s, 'Волк');
    expect(recruitable(s)).toEqual(['Пешка']);
  });

  it('535.9: [текст] given as a class', () => {
    const s = toRecruit([N('Ненавистник орков'), N('Орк'), N('Волк')]);
    recruit(s, 'Ненавистник орков');
    expect(recruitable(s)).toEqual(['Волк']);
  });

  it('535.9 (negative): without [текст] in the squad the card is recruited normally', () => {
    const s = toRecruit([N('Гордец'), N('Пешка')]);
    expect(recruitable(s)).toEqual(['Гордец', 'Пешка']);
  });
});

// ---- in battle ----------------------------------------------------------------------------------

describe('535.9 in battle', () => {
  it('535.9 summon: the card is not a candidate while the summoner’s squad holds [текст]', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Гордец', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Волк', seat: 0, at: 'E1' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Пешка']);
  });

  it('535.9 summon (negative): [текст] in the graveyard or the opponent’s squad does not count — the card may be summoned', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Гордец', seat: 0, at: 'deck' },
        { card: 'Волк', seat: 0, at: 'grave' },
        { card: 'Волк', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Гордец']);
  });

  it('535.9 summon: [текст] given as a class', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Ненавистник орков', seat: 0, at: 'deck' },
        { card: 'Орк', seat: 0, at: 'E1' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual([]);
  });

  it('535.9 summon: [текст] that joined the squad after the declaration makes the summon fail at execution — the card goes back to the deck', () => {
    // Seat 0 declares the Гордец; then answers himself with an instant top-card summon of a Волк.
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Быстрый глашатай', seat: 0, at: 'D2' },
        { card: 'Гордец', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Гордец'), target('B2'));
    expect(handOf(t, 0)).toEqual([t.card(2)]);
    // Put a Волк on top of the deck, then the instant summon shows it (after the 535.5.1.3 shuffle of a 1-card deck).
    const wolf = 40;
    t.s.card[wolf] = N('Волк');
    t.s.owner[wolf] = 0;
    t.s.ctrl[wolf] = 0;
    listPush(t.s, 0, Zone.Deck, wolf);
    t.act(SELECT + parseCell('D2'), verb(Verb.Ability), target('E3'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.s.zone[wolf]).toBe(Zone.Field);
    expect(t.s.zone[t.card(2)]).toBe(Zone.Deck);
    expect(handOf(t, 0)).toEqual([]);
    expect(deckOf(t, 0)).toEqual([t.card(2)]);
  });

  it('535.9 resurrection: the card is not a candidate while the squad holds [текст]', () => {
    const t = battle(db, {
      cards: [
        { card: 'Некромант', seat: 0, at: 'C2' },
        { card: 'Гордец', seat: 0, at: 'grave' },
        { card: 'Волк', seat: 0, at: 'E1' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual([]);
  });

  it('535.9 incarnation: the card does not incarnate while the squad holds [текст] (it waits, 535.7.2)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Гордая феникс', seat: 0, at: 'grave' },
        { card: 'Волк', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
      active: 1,
      turn: 2,
    });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
  });

  it('535.9 control: the card cannot be taken under control by a player whose squad holds [текст] (535.8.1: it stays)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Кукловод', seat: 0, at: 'C2' },
        { card: 'Волк', seat: 0, at: 'E1' },
        { card: 'Гордец', seat: 1, at: 'C4' },
        { card: 'Пешка', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    expect(t.s.ctrl[t.card(2)]).toBe(1);
  });

  it('535.9 control (negative): the same take succeeds once [текст] has left the squad', () => {
    const t = battle(db, {
      cards: [
        { card: 'Кукловод', seat: 0, at: 'C2' },
        { card: 'Волк', seat: 0, at: 'grave' },
        { card: 'Гордец', seat: 1, at: 'C4' },
        { card: 'Пешка', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    expect(t.s.ctrl[t.card(2)]).toBe(0);
  });

  it('literal 535.9: only the card WITH the feature is restricted — [текст] itself may be summoned into a squad holding it', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Волк', seat: 0, at: 'deck' },
        { card: 'Гордец', seat: 0, at: 'E1' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Волк']);
  });

  it('literal 535.9: … and [текст] may be taken under control by a player whose squad holds the restricted card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Кукловод', seat: 0, at: 'C2' },
        { card: 'Гордец', seat: 0, at: 'E1' },
        { card: 'Волк', seat: 1, at: 'C4' },
        { card: 'Пешка', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    expect(t.s.ctrl[t.card(2)]).toBe(0);
  });
});

describe('uniqueness on entry (crown; engine extension checked with 535.9)', () => {
  it('a unique card is not a summon candidate while one of that name is in the squad', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Король', seat: 0, at: 'deck' },
        { card: 'Король', seat: 0, at: 'E1' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual([]);
  });

  it('a unique card is not a summon candidate while one of that name is in the graveyard (current glossary)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Король', seat: 0, at: 'deck' },
        { card: 'Король', seat: 0, at: 'grave' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual([]);
  });

  it('(negative) a unique card whose namesake is only in the OPPONENT’s squad may be summoned', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Король', seat: 0, at: 'deck' },
        { card: 'Король', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Король']);
  });

  it('a unique card in the graveyard may incarnate — its own presence there is not a namesake (uniqueness must not block it)', () => {
    const dbi = makeDb([synth('Король-феникс', { unique: true, incarnation: 1 }), synth('Пешка')]);
    const t = battle(dbi, {
      cards: [
        { card: 'Король-феникс', seat: 0, at: 'grave' },
        { card: 'Пешка', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
      active: 1,
      turn: 2,
    });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
  });
});
