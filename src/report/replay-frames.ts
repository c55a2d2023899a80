/**
 * The frames of a replayed game for the HTML viewer: the game played again from its seed with the
 * run's agents, and after every action a snapshot of what a player would see on the table — the
 * 5×6 board and both auxiliary zones (card, owner, wounds and lives, open/closed, face down, icons),
 * crystals, dice, and the transcript lines the action produced.
 */
import type { Agent } from '../agents/agent.js';
import { cardDb } from '../engine/card-pool.js';
import type { Icons } from '../engine/vocab/card.js';
import { actionToString } from '../engine/describe.js';
import { Flag, Zone } from '../engine/core/enums.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame } from '../engine/game.js';
import { livesLeft } from '../engine/core/instance.js';
import { observe } from '../engine/observe.js';
import type { EngineOptions } from '../engine/core/options.js';
import { G, GameState, NONE, listAt, listLen } from '../engine/core/state.js';
import { Match } from '../sim/play.js';

export interface CardView {
  /** Instance id (stable through the game). */
  i: number;
  /** Card id and Russian name, "?" when face down. */
  id: string;
  name: string;
  /** Seat of the controller: 1 or 2. */
  p: number;
  wounds: number;
  lives: number;
  closed: boolean;
  hidden: boolean;
  /** Icons as players write them: ОвА 1, ОвЗ 1, Броня 1, ЗОО, ЗОЛ, … */
  icons: string;
}

export interface Frame {
  /** 0 = the position before the first action; frame k follows action k. */
  k: number;
  seat: number;
  action: string;
  lines: string[];
  turn: number;
  /** Cell (0 = A1 … 29 = E6) → card. */
  cells: Record<number, CardView>;
  aux: [CardView[], CardView[]];
  gold: [number, number];
  silver: [number, number];
  grave: [number, number];
  deck: [number, number];
  dice: string;
}

export interface ReplayGame {
  frames: Frame[];
  result: string;
}

/** Icons in the order and spelling of the printed card (digest §5). */
export function iconText(icons: Icons): string {
  const out: string[] = [];
  if (icons.ova) out.push(`ОвА ${icons.ova}`);
  if (icons.ovz) out.push(`ОвЗ ${icons.ovz}`);
  if (icons.armor) out.push(`Броня ${icons.armor}`);
  if (icons.regen) out.push(`Регенерация ${icons.regen}`);
  if (icons.direct) out.push('Направленный удар');
  if (icons.zoo) out.push('ЗОО');
  if (icons.zov) out.push('ЗОВ');
  if (icons.zot) out.push('ЗОТ');
  if (icons.zor) out.push('ЗОР');
  if (icons.zom) out.push('ЗОМ');
  if (icons.zoz) out.push('ЗОЗ');
  if (icons.zoal) out.push('ЗОЛ');
  return out.join(' · ');
}

function view(s: GameState, i: number): CardView {
  const c = s.card[i]!;
  const hidden = (s.flags[i]! & Flag.Hidden) !== 0;
  const known = c < s.db.unknown;
  const def = known ? s.db.defs[c]! : null;
  return {
    i,
    id: def ? def.id : '?',
    name: def ? def.name : '?',
    p: s.ctrl[i]! + 1,
    wounds: s.wounds[i]!,
    lives: known ? livesLeft(s, i) : 0,
    closed: (s.flags[i]! & Flag.Closed) !== 0,
    hidden,
    icons: def ? iconText(def.icons) : '',
  };
}

/** The table as it is now. */
export function snapshot(s: GameState): Pick<Frame, 'cells' | 'aux' | 'gold' | 'silver' | 'grave' | 'deck' | 'dice' | 'turn'> {
  const cells: Record<number, CardView> = {};
  for (let cell = 0; cell < 30; cell++) {
    const i = s.board[cell]!;
    if (i !== NONE) cells[cell] = view(s, i);
  }
  const aux: [CardView[], CardView[]] = [[], []];
  for (let p = 0; p < 2; p++) for (let k = 0; k < listLen(s, p, Zone.Aux); k++) aux[p]!.push(view(s, listAt(s, p, Zone.Aux, k)));
  const g = s.g;
  const dice: string[] = [];
  if (g[G.RollA]! > 0) dice.push(`атака ${g[G.RollA]}`);
  if (g[G.RollD]! > 0) dice.push(`защита ${g[G.RollD]}`);
  if (g[G.RangedRoll]! > 0) dice.push(`выстрел/метание ${g[G.RangedRoll]}`);
  return {
    cells,
    aux,
    gold: [g[G.Gold]!, g[G.Gold + 1]!],
    silver: [g[G.Silver]!, g[G.Silver + 1]!],
    grave: [listLen(s, 0, Zone.Grave), listLen(s, 1, Zone.Grave)],
    deck: [listLen(s, 0, Zone.Deck), listLen(s, 1, Zone.Deck)],
    dice: dice.join(', '),
    turn: g[G.Turn]!,
  };
}

/**
 * Play the game and record a frame after every action. Returns the frames and the engine's state at
 * the end (for checks). The play is the same as the run's: the same Match loop, agents and seed.
 */
export function replayFrames(
  deck0: ArrayLike<number>,
  deck1: ArrayLike<number>,
  seed: bigint,
  agents: readonly [Agent, Agent],
  options: EngineOptions,
): { game: ReplayGame; state: GameState } {
  const s = newState(cardDb(), options);
  const log: string[] = [];
  s.log = log;
  const match = new Match(s, agents);
  resetGame(s, deck0, deck1, seed);
  const frames: Frame[] = [{ k: 0, seat: 0, action: 'начало партии', lines: log.splice(0), ...snapshot(s) }];
  const legal = match.legal;
  for (let k = 1; ; k++) {
    const p = currentPlayer(s);
    if (p < 0) break;
    const n = legalActions(s, legal);
    const agent = agents[p]!;
    let v = s;
    if (agent.needsObservation) {
      s.log = null;
      observe(s, p, match.view);
      s.log = log;
      v = match.view;
    }
    const a = agent.choose(v, p, legal, n, match.rngs[p]!);
    const text = actionToString(s, a);
    applyAction(s, a);
    frames.push({ k, seat: p + 1, action: text, lines: log.splice(0), ...snapshot(s) });
  }
  s.log = null;
  const w = s.g[G.Winner]!;
  const result = w === 0 || w === 1 ? `победа P${w + 1}, ходов: ${s.g[G.Turn]}` : `без победителя, ходов: ${s.g[G.Turn]}`;
  return { game: { frames, result }, state: s };
}
