/**
 * Playing one shard of a run: games [first, first + count) into columns (columns.ts). This is the
 * whole of a worker's work; it knows nothing about threads, so tests and replay can call it directly.
 *
 * One `ShardPlayer` per worker: it compiles the card database, builds the decks and the game state
 * once, and reuses them (and one `Match` per agent seating) for every game of every shard.
 * An exception inside a game is caught: the game is recorded as `error` with its seed, and the
 * shard goes on — except a RunStopError (agent.ts), which stops the shard and the run.
 */
import { type Agent, RunStopError } from '../agents/agent.js';
import { createAgent } from '../agents/registry.js';
import { cardDb } from '../engine/card-pool.js';
import { EndReason, StatFlag, Zone } from '../engine/core/enums.js';
import { newState } from '../engine/game.js';
import { livesLeft } from '../engine/core/instance.js';
import { makeOptions } from '../engine/core/options.js';
import { seedHex } from '../engine/core/rng.js';
import { G, type GameState, MAX_DECK, listAt, listLen } from '../engine/core/state.js';
import { CARD_ROWS_PER_GAME, END_DRAW, END_ERROR, END_LIMIT, END_WIN, type ShardColumns, allocShard, setCardRows, setGameRows } from './columns.js';
import { type GamePlan, type SimConfig, newPlan, planGame } from './config.js';
import { Match } from './play.js';

/** A game that threw: listed in summary.json `failed_seeds`. */
export interface FailedGame {
  game: number;
  /** The game seed, 16 hex digits (as in transcripts). */
  seed: string;
  error: string;
}

export interface ShardOutput {
  columns: ShardColumns;
  failed: FailedGame[];
}

/**
 * Test hooks, from the environment variable BERSERK_SIM_FAULTS (comma-separated):
 *   error:G   game G throws inside the engine loop (an "engine exception")
 *   crash:S   the worker thread exits at the start of shard S (every part of a split tail shard),
 *             on the first attempt only
 *   crashafter:G  the worker thread exits right after game G's rows are in the shared slot (the
 *             games before it in its shard or part too), on the first attempt only: a crash that
 *             leaves a partly written slot behind for the retry
 *   delay:MS  every shard but shard 0 sleeps MS milliseconds first (gives a test time to kill a run)
 */
export interface Faults {
  errorGames: ReadonlySet<number>;
  crashShards: ReadonlySet<number>;
  crashAfterGames: ReadonlySet<number>;
  delayMs: number;
}

export const NO_FAULTS: Faults = { errorGames: new Set(), crashShards: new Set(), crashAfterGames: new Set(), delayMs: 0 };

export function parseFaults(text: string | undefined): Faults {
  if (!text) return NO_FAULTS;
  const errorGames = new Set<number>();
  const crashShards = new Set<number>();
  const crashAfterGames = new Set<number>();
  let delayMs = 0;
  for (const part of text.split(',')) {
    const m = /^(error|crash|crashafter|delay):(\d+)$/.exec(part.trim());
    if (!m) throw new Error(`BERSERK_SIM_FAULTS: bad entry ${JSON.stringify(part)} (expected error:G, crash:S, crashafter:G or delay:MS)`);
    const v = Number(m[2]);
    if (m[1] === 'error') errorGames.add(v);
    else if (m[1] === 'crash') crashShards.add(v);
    else if (m[1] === 'crashafter') crashAfterGames.add(v);
    else delayMs = v;
  }
  return { errorGames, crashShards, crashAfterGames, delayMs };
}

/** Thrown by the `error:G` fault: stands in for an engine exception. */
export class InjectedFault extends Error {}

function injectError(_s: GameState, _seat: number, _a: number, _l: Int32Array, _n: number): void {
  throw new InjectedFault('injected fault (BERSERK_SIM_FAULTS)');
}
let hookCalls = 0;
function injectErrorLater(s: GameState, seat: number, a: number, l: Int32Array, n: number): void {
  // Throw mid-game (at the 50th action), like a real engine bug would.
  if (++hookCalls >= 50) injectError(s, seat, a, l, n);
}

export class ShardPlayer {
  private readonly state: GameState;
  private readonly decks: Int16Array[];
  private readonly agents: Agent[][];
  private readonly matches = new Map<number, Match>();
  private readonly runSeed: bigint;
  private readonly plan: GamePlan = newPlan();
  /**
   * The `crashafter:G` fault, armed by the worker for a task's first attempt only (null otherwise,
   * and always outside a worker): the thread exits right after game G's rows are written.
   */
  exitAfterGames: ReadonlySet<number> | null = null;

  /**
   * `progress`, when given, is a shared counter: each finished game adds 1 (Atomics), read by the
   * main thread for its progress bar.
   */
  constructor(
    private readonly config: SimConfig,
    private readonly faults: Faults = NO_FAULTS,
    private readonly progress: Int32Array | null = null,
  ) {
    const db = cardDb();
    const byId = new Map<string, number>();
    db.defs.forEach((d, i) => byId.set(d.id, i));
    this.decks = config.decks.map((d) =>
      Int16Array.from(d.cards, (id) => {
        const i = byId.get(id);
        if (i === undefined) throw new Error(`deck ${d.name}: card ${id} is not in this engine's card database`);
        return i;
      }),
    );
    // One agent object per (agent id, seat): an agent may keep per-seat scratch state.
    this.agents = config.agents.map((spec) => [createAgent(spec), createAgent(spec)]);
    this.state = newState(db, makeOptions(config.options));
    this.runSeed = BigInt(config.seed);
  }

  private matchFor(agent0: number, agent1: number): Match {
    const key = agent0 * 256 + agent1;
    let m = this.matches.get(key);
    if (!m) {
      m = new Match(this.state, [this.agents[agent0]![0]!, this.agents[agent1]![1]!]);
      this.matches.set(key, m);
    }
    return m;
  }

  /**
   * Play games [first, first + count) into `out` (a reused shard slot with room for `count` games;
   * by default a new buffer).
   */
  run(first: number, count: number, out: ShardColumns = allocShard(count)): ShardOutput {
    setGameRows(out, count);
    const part = this.play(first, count, out, 0, 0);
    setCardRows(out, part.rows);
    return { columns: out, failed: part.failed };
  }

  /**
   * Play games [first, first + count) into `out` without touching its row counts: game k's row at
   * index `gameAt + k`, the card rows from index `rowAt` on. Several threads may fill disjoint parts
   * of one shared slot this way (the runner's split tail shards); returns the card rows written.
   */
  play(first: number, count: number, out: ShardColumns, gameAt: number, rowAt: number): { rows: number; failed: FailedGame[] } {
    const gc = out.games;
    const cc = out.cards;
    if (gameAt + count > gc.game.length || rowAt + count * CARD_ROWS_PER_GAME > cc.game.length) {
      throw new RangeError(`${count} games at row ${gameAt} (card row ${rowAt}) do not fit a shard buffer of ${gc.game.length} games`);
    }
    const failed: FailedGame[] = [];
    const s = this.state;
    const g = s.g;
    const plan = this.plan;
    let rows = rowAt;
    for (let k = 0; k < count; k++) {
      const game = first + k;
      planGame(this.config, this.runSeed, game, plan);
      const match = this.matchFor(plan.agent0, plan.agent1);
      let end: number;
      try {
        // Match.play tells agents that talk to outside bots where a game starts and ends.
        if (this.faults.errorGames.has(game)) {
          hookCalls = 0;
          match.play(this.decks[plan.deck0]!, this.decks[plan.deck1]!, plan.seed, injectErrorLater);
        } else {
          match.play(this.decks[plan.deck0]!, this.decks[plan.deck1]!, plan.seed);
        }
        const r = g[G.EndReason]!;
        end = r === EndReason.Win ? END_WIN : r === EndReason.Draw ? END_DRAW : END_LIMIT;
      } catch (e) {
        if (e instanceof RunStopError) throw e;
        end = END_ERROR;
        failed.push({ game, seed: seedHex(plan.seed), error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
      }
      const r = gameAt + k;
      gc.game[r] = game;
      gc.seed[r] = plan.seed;
      gc.deck1[r] = plan.deck0;
      gc.deck2[r] = plan.deck1;
      gc.agent1[r] = plan.agent0;
      gc.agent2[r] = plan.agent1;
      gc.first[r] = g[G.First]! + 1;
      gc.winner[r] = end === END_WIN ? g[G.Winner]! + 1 : 0;
      gc.end_reason[r] = end;
      gc.turns[r] = g[G.Turn]!;
      gc.actions[r] = g[G.Actions]!;
      gc.creatures1[r] = listLen(s, 0, Zone.Field) + listLen(s, 0, Zone.Aux);
      gc.creatures2[r] = listLen(s, 1, Zone.Field) + listLen(s, 1, Zone.Aux);
      gc.lives1[r] = livesOf(s, 0);
      gc.lives2[r] = livesOf(s, 1);
      gc.redeals1[r] = g[G.Redeals]!;
      gc.redeals2[r] = g[G.Redeals + 1]!;
      gc.spent1[r] = g[G.Spent]!;
      gc.spent2[r] = g[G.Spent + 1]!;
      if (end !== END_ERROR) {
        for (let p = 0; p < 2; p++) {
          for (let j = 0; j < MAX_DECK; j++) {
            const i = p * MAX_DECK + j;
            const f = s.statFlags[i]!;
            if ((f & StatFlag.Dealt) === 0) continue;
            cc.game[rows] = game;
            cc.player[rows] = p + 1;
            cc.card[rows] = s.card[i]!;
            cc.recruited[rows] = (f & StatFlag.Recruited) !== 0 ? 1 : 0;
            cc.cell[rows] = s.statCell[i]!;
            cc.died_turn[rows] = s.statDiedTurn[i]!;
            cc.wounds_dealt[rows] = s.statDealt[i]!;
            cc.kills[rows] = s.statKills[i]!;
            rows++;
          }
        }
      }
      if (this.progress) Atomics.add(this.progress, 0, 1);
      if (this.exitAfterGames !== null && this.exitAfterGames.has(game)) process.exit(71);
    }
    return { rows: rows - rowAt, failed };
  }

  /** Release the agents' outside resources (bot processes). */
  close(): void {
    for (const pair of this.agents) for (const a of pair) a.close?.();
  }
}

/** Lives left on seat p's creatures in the battle zone. */
function livesOf(s: GameState, p: number): number {
  return livesIn(s, p, Zone.Field) + livesIn(s, p, Zone.Aux);
}
function livesIn(s: GameState, p: number, z: number): number {
  let sum = 0;
  const n = listLen(s, p, z);
  for (let k = 0; k < n; k++) sum += Math.max(0, livesLeft(s, listAt(s, p, z, k)));
  return sum;
}
