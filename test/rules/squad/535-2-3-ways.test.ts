/**
 * 535.2 the ways a card is taken into the squad: recruitment in the Recruit subphase, summon,
 * resurrection, incarnation, taking control of an opponent's card. 535.3 recruitment follows 403.2,
 * and the player who recruits the card becomes its controller.
 */
import { describe, expect, it } from 'vitest';
import { battle, cardIndex, endTurn, legalOf, makeDb, select, synth, target, verb, zoneList } from '../../helpers/scenario.js';
import { Decision, Flag, Verb, Zone } from '../../../src/engine/core/enums.js';
import { KEEP, ORDER_FIRST, ORDER_SECOND, RECRUIT, RECRUIT_DONE, TARGET } from '../../../src/engine/core/action.js';
import { applyAction, newState, resetGame } from '../../../src/engine/game.js';
import { makeOptions } from '../../../src/engine/core/options.js';
import { G, type GameState, listPush, listRemove } from '../../../src/engine/core/state.js';
import { hasControlMarker } from '../../../src/engine/core/squad.js';
import { CHOOSE, TAKE_CONTROL, resurrectAbility, summonAbility } from './535-helpers.js';

const db = makeDb([
  synth('Пешка'),
  synth('Птица', { type: 'flyer', move: null }),
  synth('Призыватель', { abilities: [summonAbility()] }),
  synth('Некромант', { abilities: [resurrectAbility()] }),
  synth('Кукловод', { abilities: [TAKE_CONTROL] }),
  synth('Феникс', { incarnation: 1 }),
]);
const PAWN = cardIndex(db, 'Пешка');
const BIRD = cardIndex(db, 'Птица');

function act(s: GameState, a: number): void {
  const l = legalOf(s);
  if (!l.includes(a)) throw new Error(`illegal ${a} at decision ${s.g[G.Decision]}; legal ${l.join(',')}`);
  applyAction(s, a);
}

/** A real game up to seat 0's recruitment (seat 0 first), with seat 0's deal set to `cards`. */
function toRecruit(cards: readonly number[]): GameState {
  const s = newState(db, makeOptions({}));
  const deck = Array.from({ length: 30 }, () => PAWN);
  resetGame(s, deck, deck, 7n);
  if (s.g[G.Decision] === Decision.Order) act(s, s.g[G.Decider] === 0 ? ORDER_FIRST : ORDER_SECOND);
  while (s.g[G.Decision] === Decision.Redeal) act(s, KEEP);
  expect(s.g[G.Decision]).toBe(Decision.Recruit);
  expect(s.g[G.Decider]).toBe(0);
  const deal = zoneList(s, 0, Zone.Deal);
  cards.forEach((c, k) => (s.card[deal[k]!] = c));
  for (const i of deal.slice(cards.length)) {
    listRemove(s, 0, Zone.Deal, i);
    listPush(s, 0, Zone.Deck, i);
  }
  return s;
}

describe('535.3 recruitment', () => {
  it('535.3: the player who recruits a card in the Recruit subphase becomes its controller', () => {
    const s = toRecruit([PAWN, BIRD]);
    const deal = zoneList(s, 0, Zone.Deal);
    act(s, RECRUIT + 0);
    act(s, RECRUIT + 0); // the bird slid into slot 0
    const squad = zoneList(s, 0, Zone.Squad);
    expect(squad.sort()).toEqual([...deal].sort());
    for (const i of squad) expect([s.owner[i], s.ctrl[i]]).toEqual([0, 0]);
  });

  it('535.3: recruited cards stay under the recruiter’s control into the battle (battle-zone lists of the recruiter, no control marker)', () => {
    const s = toRecruit([PAWN, BIRD]);
    const [pawn, bird] = zoneList(s, 0, Zone.Deal);
    act(s, RECRUIT + 0);
    act(s, RECRUIT + 0);
    act(s, RECRUIT_DONE);
    // Seat 1 recruits one pawn too (an empty squad would lose at once).
    act(s, RECRUIT + 0);
    act(s, RECRUIT_DONE);
    while (s.g[G.Decision] === Decision.Place) act(s, legalOf(s)[0]!);
    expect(s.g[G.Decision]).not.toBe(Decision.Terminal);
    expect(zoneList(s, 0, Zone.Field)).toEqual([pawn]);
    expect(zoneList(s, 0, Zone.Aux)).toEqual([bird]);
    for (const i of [pawn!, bird!]) {
      expect(s.ctrl[i]).toBe(0);
      expect(hasControlMarker(s, i)).toBe(false);
    }
  });

  it('535.3 (negative): cards left in the deal are not taken into the squad (they go back to the deck)', () => {
    const s = toRecruit([PAWN, PAWN, PAWN]);
    const deal = zoneList(s, 0, Zone.Deal);
    act(s, RECRUIT + 0);
    act(s, RECRUIT_DONE);
    for (const i of deal.slice(1)) expect(s.zone[i]).toBe(Zone.Deck);
    expect(zoneList(s, 0, Zone.Squad)).toEqual([deal[0]]);
  });
});

describe('535.2 the ways into the squad (in battle)', () => {
  it('535.2 summon: a card from the deck enters the summoner’s squad', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), CHOOSE + 0, target('C1'));
    expect(zoneList(t.s, 0, Zone.Field)).toContain(t.card(1));
    expect(t.s.ctrl[t.card(1)]).toBe(0);
  });

  it('535.2 resurrection: a card from the graveyard enters the resurrector’s squad', () => {
    const t = battle(db, {
      cards: [
        { card: 'Некромант', seat: 0, at: 'C2' },
        { card: 'Пешка', seat: 0, at: 'grave' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), CHOOSE + 0, target('C1'));
    expect(zoneList(t.s, 0, Zone.Field)).toContain(t.card(1));
    expect(t.s.ctrl[t.card(1)]).toBe(0);
  });

  it('535.2 incarnation: a card from the graveyard enters its owner’s squad', () => {
    const t = battle(db, {
      cards: [
        { card: 'Пешка', seat: 0, at: 'C3' },
        { card: 'Феникс', seat: 0, at: 'grave' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
      active: 1,
      first: 0,
      turn: 2,
    });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    t.act(TARGET + 0); // A1: seat 0's third row
    expect(zoneList(t.s, 0, Zone.Field)).toContain(t.card(1));
    expect(t.s.ctrl[t.card(1)]).toBe(0);
    expect((t.s.flags[t.card(1)]! & Flag.Incarnated) !== 0).toBe(true);
  });

  it('535.2 taking control: an opponent’s card enters the taker’s squad', () => {
    const t = battle(db, {
      cards: [
        { card: 'Кукловод', seat: 0, at: 'C2' },
        { card: 'Пешка', seat: 1, at: 'C5' },
        { card: 'Пешка', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability), target('C5'));
    expect(zoneList(t.s, 0, Zone.Field)).toContain(t.card(1));
    expect(zoneList(t.s, 1, Zone.Field)).not.toContain(t.card(1));
    expect(t.s.ctrl[t.card(1)]).toBe(0);
  });
});
