/**
 * Acceptance (535.5.1.3 + rng.ts): the deck order after a summon depends only on the game seed and
 * the players' choices. An agent's own randomness (draws from Stream.Agent0 / Agent1) or a different
 * search budget (rollouts on copies of the state) must not change it: every shuffle draws from the
 * Deal stream only.
 */
import { describe, expect, it } from 'vitest';
import { battle, cardIndex, makeDb, select, synth, target, verb, type Battle } from '../../helpers/scenario.js';
import { Decision, Verb, Zone } from '../../../src/engine/core/enums.js';
import { MAX_LEGAL } from '../../../src/engine/core/action.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame } from '../../../src/engine/game.js';
import { makeOptions } from '../../../src/engine/core/options.js';
import { type GameState, cloneState } from '../../../src/engine/core/state.js';
import { Rng, Stream } from '../../../src/engine/core/rng.js';
import { zoneList } from '../../helpers/scenario.js';
import { choose, dealWords, resurrectAbility, summonAbility } from './535-helpers.js';

const db = makeDb([
  synth('Призыватель', { abilities: [summonAbility()] }),
  synth('Глашатай', { abilities: [summonAbility({ find: 'top' })] }),
  synth('Быстрый глашатай', { abilities: [summonAbility({ find: 'top', instant: true })] }),
  synth('Некромант', { abilities: [resurrectAbility()] }),
  synth('Волк'),
  synth('Лис'),
  synth('Ёж'),
  synth('Птица', { type: 'flyer', move: null }),
]);

const DECK = ['Волк', 'Лис', 'Ёж', 'Волк', 'Лис', 'Ёж', 'Птица', 'Волк', 'Лис', 'Ёж', 'Лис', 'Волк'];
const SEED = 20231n;

function position(): Battle {
  return battle(db, {
    cards: [
      { card: 'Призыватель', seat: 0, at: 'C2' },
      { card: 'Быстрый глашатай', seat: 0, at: 'D2' },
      ...DECK.map((card) => ({ card, seat: 0 as const, at: 'deck' })),
      { card: 'Глашатай', seat: 1, at: 'C5' },
      ...DECK.map((card) => ({ card, seat: 1 as const, at: 'deck' })),
    ],
    seed: SEED,
  });
}

/** Draw `n` numbers from both agent streams of `s` (what an agent's own randomness does). */
function burnAgents(s: GameState, n: number): void {
  const a = new Rng(s.rng, Stream.Agent0);
  const b = new Rng(s.rng, Stream.Agent1);
  for (let k = 0; k < n; k++) {
    a.int(1000);
    b.float();
  }
}

const buf = new Int32Array(MAX_LEGAL);
/** A searching agent's budget: `rollouts` random playouts of `depth` actions on copies of `s`, drawing from its own stream. */
function search(s: GameState, seat: number, rollouts: number, depth: number): void {
  const rng = new Rng(s.rng, seat === 0 ? Stream.Agent0 : Stream.Agent1);
  for (let r = 0; r < rollouts; r++) {
    const c = cloneState(s);
    c.log = null;
    for (let d = 0; d < depth && currentPlayer(c) >= 0; d++) {
      const n = legalActions(c, buf);
      applyAction(c, buf[rng.int(n)]!);
    }
  }
}

function snapshot(s: GameState) {
  return {
    deck0: zoneList(s, 0, Zone.Deck),
    deck1: zoneList(s, 1, Zone.Deck),
    cards: Array.from(s.card),
    deal: dealWords(s),
    dice: Array.from(s.rng.subarray(Stream.Dice * 4, Stream.Dice * 4 + 4)),
  };
}

describe('535 acceptance: deck order depends only on the seed', () => {
  it('agent randomness burnt between the decisions of a summon does not change the deck order or the Deal stream', () => {
    const a = position();
    const b = position();
    const script = (t: Battle, burn: boolean) => {
      if (burn) burnAgents(t.s, 500);
      t.act(select('C2'), verb(Verb.Ability));
      if (burn) burnAgents(t.s, 77);
      t.act(choose(t, 'Лис'));
      if (burn) burnAgents(t.s, 13);
      t.act(target('B2'));
      // Seat 0 holds priority (its instant): answer with the top-card summon (a shuffle first: a card waits in the hand).
      expect(t.decision()).toBe(Decision.Priority);
      if (burn) burnAgents(t.s, 31);
      t.act(select('D2'), verb(Verb.Ability));
      if (t.decision() === Decision.Target) t.act(t.legal()[0]!);
      while (t.decision() === Decision.Priority) {
        if (burn) burnAgents(t.s, 5);
        t.act(t.legal().at(-1)!); // PASS is the highest id of a priority decision
      }
    };
    const start = dealWords(a.s);
    script(a, false);
    script(b, true);
    expect(dealWords(a.s)).not.toEqual(start); // shuffles did happen
    expect(snapshot(b.s)).toEqual(snapshot(a.s));
    expect(b.s.rng.subarray(Stream.Agent0 * 4, Stream.Agent0 * 4 + 4)).not.toEqual(a.s.rng.subarray(Stream.Agent0 * 4, Stream.Agent0 * 4 + 4));
  });

  it('a different search budget (rollouts on copies, which summon and shuffle there) does not change the real deck order', () => {
    const budgets = [0, 3, 20];
    const results = budgets.map((budget) => {
      const t = position();
      const step = (...actions: number[]) => {
        for (const x of actions) {
          search(t.s, t.decider(), budget, 12);
          t.act(x);
        }
      };
      step(select('C2'));
      step(verb(Verb.Ability));
      step(choose(t, 'Ёж'));
      step(target('C1'));
      step(select('D2'));
      step(verb(Verb.Ability));
      if (t.decision() === Decision.Target) step(t.legal()[0]!);
      while (t.decision() === Decision.Priority) step(t.legal().at(-1)!);
      return snapshot(t.s);
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('a whole game with summons: a fixed policy played with and without burnt agent randomness gives the same decks and Deal stream after every action', () => {
    const deck = [
      ...Array.from({ length: 4 }, () => cardIndex(db, 'Призыватель')),
      ...Array.from({ length: 4 }, () => cardIndex(db, 'Глашатай')),
      ...Array.from({ length: 3 }, () => cardIndex(db, 'Быстрый глашатай')),
      ...Array.from({ length: 3 }, () => cardIndex(db, 'Некромант')),
      ...Array.from({ length: 6 }, () => cardIndex(db, 'Волк')),
      ...Array.from({ length: 6 }, () => cardIndex(db, 'Лис')),
      ...Array.from({ length: 4 }, () => cardIndex(db, 'Ёж')),
    ];
    const mk = () => {
      const s = newState(db, makeOptions({ maxTurns: 40 }));
      resetGame(s, deck, deck, SEED);
      s.log = [];
      return s;
    };
    const a = mk();
    const b = mk();
    // A fixed policy: a deterministic function of the step number and the legal list.
    const pick = (s: GameState, step: number): number => {
      const n = legalActions(s, buf);
      const h = Math.imul(step + 1, 0x9e3779b1) >>> 0;
      return buf[h % n]!;
    };
    let step = 0;
    for (; step < 400 && currentPlayer(a) >= 0; step++) {
      burnAgents(b, 3 + (step % 7));
      if (step % 5 === 0) search(b, currentPlayer(b), 2, 6);
      const x = pick(a, step);
      expect(pick(b, step)).toBe(x);
      applyAction(a, x);
      applyAction(b, x);
      const sa = snapshot(a);
      const sb = snapshot(b);
      expect(sb.deal).toEqual(sa.deal);
      expect(sb.deck0).toEqual(sa.deck0);
      expect(sb.deck1).toEqual(sa.deck1);
    }
    expect(snapshot(b)).toEqual(snapshot(a));
    const summons = (a.log ?? []).filter((l) => l.includes('вызов:') || l.includes('показана для вызова')).length;
    expect(summons, 'the game must contain summons for this test to mean anything').toBeGreaterThan(0);
  });
});
