/**
 * Forced wins in one turn from fixed positions (setupScenario): the search must find the winning
 * line — select, verb, target — and never end the turn first. The real dice are forced with
 * `withRolls` (test/helpers/scenario.ts) where a roll matters; the agents cannot see them (their
 * observation has no streams, and their searches re-seed their own dice).
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../dist/src/agents/registry.js';
import { setupScenario, type Scenario } from '../../dist/src/engine/scenario.js';
import { GameState } from '../../dist/src/engine/core/state.js';
import { isTerminal, returns } from '../../dist/src/engine/game.js';
import { withRolls } from '../helpers/scenario.js';
import { DEFAULT_OPTIONS, applyAction, ask, currentPlayer, db } from './common.js';

interface Puzzle {
  readonly name: string;
  readonly sc: Scenario;
  /** Forced real dice (attacker, defender, …) for the strikes of the solution. */
  readonly rolls?: readonly number[];
}

const PUZZLES: Puzzle[] = [
  {
    name: 'last enemy creature, 1 life, closed, next to an open creature',
    sc: {
      cards: [
        { card: 'Орк', seat: 0, at: 'C3' },
        { card: 'Кочевник', seat: 0, at: 'A1' },
        { card: 'Кочевник', seat: 0, at: 'E2' },
        { card: 'Кочевник', seat: 1, at: 'C4', wounds: 7, closed: true },
      ],
      turn: 3,
    },
  },
  {
    name: 'last enemy creature, 1 life, open (real dice 6 against 1)',
    sc: {
      cards: [
        { card: 'Кочевник', seat: 0, at: 'B2' },
        { card: 'Орк', seat: 0, at: 'D3' },
        { card: 'Кочевник', seat: 1, at: 'D4', wounds: 7 },
      ],
      turn: 3,
    },
    rolls: [6, 1],
  },
  {
    name: 'move next to the last enemy creature, then strike',
    sc: {
      cards: [
        { card: 'Степной волколак', seat: 0, at: 'C2' },
        { card: 'Орк', seat: 0, at: 'A1' },
        { card: 'Кочевник', seat: 1, at: 'C5', wounds: 7, closed: true },
      ],
      turn: 3,
    },
  },
  {
    name: 'two enemy creatures left, both at 1 life and closed: two strikes',
    sc: {
      cards: [
        { card: 'Орк', seat: 0, at: 'B3' },
        { card: 'Орк', seat: 0, at: 'D3' },
        { card: 'Кочевник', seat: 0, at: 'C1' },
        { card: 'Кочевник', seat: 1, at: 'A4', wounds: 7, closed: true },
        { card: 'Кочевник', seat: 1, at: 'E4', wounds: 7, closed: true },
      ],
      turn: 5,
    },
  },
  {
    name: 'a flyer strikes the last enemy creature across the field',
    sc: {
      cards: [
        { card: 'Пустынный кондор', seat: 0, at: 'aux' },
        { card: 'Кочевник', seat: 0, at: 'A1' },
        { card: 'Кочевник', seat: 1, at: 'E6', wounds: 7, closed: true },
      ],
      turn: 3,
    },
  },
];

function solve(spec: string, pz: Puzzle): { won: boolean; actions: number } {
  const s = new GameState(db, DEFAULT_OPTIONS);
  setupScenario(s, pz.sc);
  if (pz.rolls) withRolls(s, pz.rolls);
  const agent = createAgent(spec);
  let actions = 0;
  while (currentPlayer(s) === 0 && actions < 20) {
    applyAction(s, ask(agent, s));
    actions++;
  }
  return { won: isTerminal(s) && returns(s, 0) === 1, actions };
}

describe('ISMCTS finds forced wins in one turn', () => {
  for (const pz of PUZZLES) {
    it(`mcts (default options): ${pz.name}`, () => {
      expect(solve('mcts:300', pz).won).toBe(true);
    });
  }
  for (const pz of PUZZLES.slice(0, 3)) {
    it(`mcts, plain UCT with random rollouts (no heuristic bias): ${pz.name}`, () => {
      expect(solve('mcts:1500,pb=0,rollout=random,horizon=0,depth=60', pz).won).toBe(true);
    });
  }
  it('pimc and cheat solve the first puzzle too', () => {
    expect(solve('pimc:400', PUZZLES[0]!).won).toBe(true);
    expect(solve('cheat:300', PUZZLES[0]!).won).toBe(true);
  });
});
