/**
 * Fixed positions: put chosen cards straight onto the battlefield, skipping pre-battle. Used by
 * scenario tests, perft positions and agent puzzles ("win in 1"). Not used by normal games.
 */
import { Decision, Flag, Zone } from './core/enums.js';
import { parseCell } from './core/board.js';
import { G, type GameState, MAX_DECK, NONE, listPush } from './core/state.js';
import { seedStreams } from './core/rng.js';
import { putOnCell } from './core/instance.js';
import { refreshFormation } from './core/systems/formation.js';
import { noteCardInGame } from './core/game-caps.js';

export interface ScenarioCard {
  /** Card id (`s1_13`), exact Russian name, or card index. */
  readonly card: string | number;
  readonly seat: 0 | 1;
  /** A cell name ("C3"), "aux" for the auxiliary zone, or "deck" / "grave" / "exile". Default "aux" for flyers is not assumed: give it. */
  readonly at: string;
  readonly wounds?: number;
  readonly extraLives?: number;
  readonly closed?: boolean;
  readonly hidden?: boolean;
  /** Movement left; default the printed allowance. */
  readonly moveLeft?: number;
  readonly poison?: number;
  readonly counters?: number;
}

export interface Scenario {
  readonly cards: readonly ScenarioCard[];
  /** Seat whose turn it is (default 0). */
  readonly active?: 0 | 1;
  /** Seat of the First player (default 0). */
  readonly first?: 0 | 1;
  /** Turn number (default 1 if the active seat is first, else 2). */
  readonly turn?: number;
  /** Seed of the dice and deal streams (default 1). */
  readonly seed?: bigint;
}

/** Card index of a scenario reference; throws on an unknown one. */
export function resolveScenarioCard(s: GameState, ref: string | number): number {
  if (typeof ref === 'number') return ref;
  const byId = s.db.byId.get(ref);
  if (byId !== undefined) return byId;
  const norm = (x: string) => x.toLowerCase().replace(/ё/g, 'е');
  const n = norm(ref);
  for (let i = 0; i < s.db.size; i++) if (norm(s.db.defs[i]!.name) === n) return i;
  throw new Error(`scenario: unknown card "${ref}"`);
}

/**
 * Reset `s` to a battle position: the listed cards in place, the active seat at its Choice
 * subphase (Decision.Main). Instances are numbered per seat in list order. Returns the instance id of
 * each listed card, in order.
 */
export function setupScenario(s: GameState, sc: Scenario): number[] {
  s.words.fill(0);
  s.board.fill(NONE);
  s.cell.fill(NONE);
  s.statCell.fill(NONE);
  s.lastHitBy.fill(NONE);
  const g = s.g;
  for (const k of [G.Winner, G.Selected, G.Attacker, G.Target, G.Defender, G.Struck, G.RollA, G.RollD, G.RangedRoll, G.Executing, G.Ability]) g[k] = NONE;
  const first = sc.first ?? 0;
  const act = sc.active ?? 0;
  g[G.First] = first;
  g[G.Active] = act;
  g[G.Turn] = sc.turn ?? (act === first ? 1 : 2);
  g[G.BackRowRevealed] = 1;
  g[G.RecruitDone] = 1;
  g[G.RecruitDone + 1] = 1;
  seedStreams(s.rng, sc.seed ?? 1n);
  const next = [0, 0];
  const ids: number[] = [];
  for (const c of sc.cards) {
    const p = c.seat;
    if (next[p]! >= MAX_DECK) throw new Error(`scenario: more than ${MAX_DECK} cards for seat ${p + 1}`);
    const i = p * MAX_DECK + next[p]!++;
    ids.push(i);
    const card = resolveScenarioCard(s, c.card);
    s.card[i] = card;
    s.owner[i] = p;
    s.ctrl[i] = p;
    const at = c.at.toLowerCase();
    if (at === 'aux') listPush(s, p, Zone.Aux, i);
    else if (at === 'deck') listPush(s, p, Zone.Deck, i);
    else if (at === 'grave') listPush(s, p, Zone.Grave, i);
    else if (at === 'exile') listPush(s, p, Zone.Exile, i);
    else {
      const cell = parseCell(c.at);
      if (cell < 0) throw new Error(`scenario: bad place "${c.at}"`);
      if (s.board[cell] !== NONE) throw new Error(`scenario: cell ${c.at} is taken`);
      putOnCell(s, i, cell);
    }
    s.wounds[i] = c.wounds ?? 0;
    s.extraLives[i] = c.extraLives ?? 0;
    s.poison[i] = c.poison ?? 0;
    s.counters[i] = c.counters ?? 0;
    let f = 0;
    if (c.closed) f |= Flag.Closed;
    if (c.hidden) f |= Flag.Hidden;
    s.flags[i] = f;
    if (s.zone[i] === Zone.Field || s.zone[i] === Zone.Aux) s.moveLeft[i] = c.moveLeft ?? s.db.move[card]!;
    noteCardInGame(s, card);
  }
  refreshFormation(s); // G.Caps is complete only now
  g[G.Decision] = Decision.Main;
  g[G.Decider] = act;
  return ids;
}
