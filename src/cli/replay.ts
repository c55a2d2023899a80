/**
 * `berserk replay DIR --game N`: play game N of a run again from its seed and the run's config
 * (decks, agents, engine options, the seat swap of alternating and paired games) and print its full
 * transcript (src/sim/transcript.ts). When DIR's games table holds the game, the replay is checked
 * against the recorded winner, end reason, turns and actions; a mismatch exits with code 1.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import type { Agent } from '../agents/agent.js';
import { createAgent } from '../agents/registry.js';
import { cardDb } from '../engine/card-pool.js';
import { actionToString } from '../engine/describe.js';
import { EndReason } from '../engine/core/enums.js';
import { newState } from '../engine/game.js';
import { makeOptions } from '../engine/core/options.js';
import { G, type GameState } from '../engine/core/state.js';
import { END_REASONS } from '../sim/columns.js';
import '../sim/card-overrides.js'; // the run folders read here install their runs' card overrides (sim/run-dir.ts readRunFile)
import { newPlan, planGame, totalGames } from '../sim/config.js';
import { runMeta } from '../sim/meta.js';
import { Match } from '../sim/play.js';
import { RunDirError, TABLE_FILES, readRunFile } from '../sim/run-dir.js';
import { playTranscript, transcriptFooter, transcriptHeader } from '../sim/transcript.js';
import { UsageError } from './errors.js';

interface ReplayFlags {
  game: string;
  actions?: boolean;
  html?: boolean;
  out?: string;
}

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('replay one game of a `berserk sim` run exactly, from its seed and the run\'s config, and print its transcript')
    .summary('replay one game of a sim run and print its transcript')
    .argument('<dir>', 'the run folder (holds run.json)')
    .requiredOption('--game <n>', 'game index (the games table\'s `game` column)')
    .option('--actions', 'also print each action before it is applied')
    .option('--html', 'write a page that steps through the game on the board (DIR/replay-<n>.html) instead of printing the transcript')
    .option('--out <file>', 'with --html: the page\'s file')
    .action((dir: string, flags: ReplayFlags) => {
      const job = prepare(dir, flags);
      (flags.html ? replayHtml(job, flags.out ?? path.join(dir, `replay-${job.game}.html`)) : replay(job)).catch((e: unknown) => {
        process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 1;
      });
    });
}

interface ReplayJob {
  dir: string;
  game: number;
  actions: boolean;
  run: ReturnType<typeof readRunFile>;
}

function prepare(dir: string, flags: ReplayFlags): ReplayJob {
  let run;
  try {
    run = readRunFile(dir);
  } catch (e) {
    if (e instanceof RunDirError) throw new UsageError(e.message);
    throw e;
  }
  const total = totalGames(run.config);
  if (!/^\d+$/.test(flags.game.trim()) || Number(flags.game) >= total) {
    throw new UsageError(`--game: expected a game index from 0 to ${total - 1}, got ${JSON.stringify(flags.game)}`);
  }
  return { dir, game: Number(flags.game), actions: flags.actions === true, run };
}

interface Recorded {
  winner: number;
  end: string;
  turns: number;
  actions: number;
}

/** The game's row of DIR's games table, if this folder holds it. */
async function recorded(job: ReplayJob): Promise<Recorded | null> {
  const { slice } = job.run;
  if (job.game < slice.first_game || job.game >= slice.end_game) return null;
  let found: Recorded | null = null;
  const { forEachBatch, decodeBatch } = await import('../sim/arrow-io.js');
  try {
    await forEachBatch(path.join(job.dir, TABLE_FILES.games), (batch) => {
      if (found) return;
      const g = decodeBatch(batch, 'games');
      const k = job.game - g.game[0]!;
      if (k < 0 || k >= g.n) return;
      found = { winner: g.winner[k]!, end: END_REASONS[g.end_reason[k]!]!, turns: g.turns[k]!, actions: g.actions[k]! };
    });
  } catch {
    return null; // no table (yet): nothing to check against
  }
  return found;
}

/** `--html`: the viewer page (report/replay-page.ts), checked against the recorded game like the transcript. */
async function replayHtml(job: ReplayJob, out: string): Promise<void> {
  const { config } = job.run;
  const plan = planGame(config, BigInt(config.seed), job.game, newPlan());
  const db = cardDb();
  const deckCards = (id: number) => Int16Array.from(config.decks[id]!.cards, (c) => db.byId.get(c) ?? -1);
  const { replayFrames } = await import('../report/replay-frames.js');
  const { renderReplayPage } = await import('../report/replay-page.js');
  const { game, state } = replayFrames(deckCards(plan.deck0), deckCards(plan.deck1), plan.seed, [createAgent(config.agents[plan.agent0]!), createAgent(config.agents[plan.agent1]!)], makeOptions(config.options));
  const html = renderReplayPage(game, {
    title: `Партия ${job.game}: ${config.decks[plan.deck0]!.name} — ${config.decks[plan.deck1]!.name}`,
    command: `berserk replay ${job.dir} --game ${job.game} --html`,
    p1: `${config.decks[plan.deck0]!.name} (${config.agents[plan.agent0]})`,
    p2: `${config.decks[plan.deck1]!.name} (${config.agents[plan.agent1]})`,
  });
  fs.writeFileSync(out, html);
  process.stdout.write(`replay: ${out} (${game.frames.length - 1} actions)\n`);
  const rec = await recorded(job);
  const r = state.g[G.EndReason]!;
  const end = r === EndReason.Win ? 'win' : r === EndReason.Draw ? 'draw' : 'limit';
  const winner = r === EndReason.Win ? state.g[G.Winner]! + 1 : 0;
  if (rec && (rec.winner !== winner || rec.end !== end || rec.turns !== state.g[G.Turn] || rec.actions !== state.g[G.Actions])) {
    process.stderr.write(`error: the replay differs from the recorded game ${job.game}: recorded ${rec.end} winner=${rec.winner} turns=${rec.turns} actions=${rec.actions}\n`);
    process.exitCode = 1;
  }
}

async function replay(job: ReplayJob): Promise<void> {
  const { config, meta } = job.run;
  const now = runMeta();
  for (const k of ['git_sha', 'card_db_hash'] as const) {
    if (meta[k] !== now[k]) process.stderr.write(`warning: the run used ${k} ${meta[k]}, this engine has ${now[k]}; the replay may differ\n`);
  }
  const plan = planGame(config, BigInt(config.seed), job.game, newPlan());
  const db = cardDb();
  const byId = new Map(db.defs.map((d, i) => [d.id, i] as const));
  const deckCards = (id: number) => Int16Array.from(config.decks[id]!.cards, (c) => byId.get(c) ?? -1);
  // Fresh agents for every play of the game: an agent may keep state between decisions.
  const agents = (): [Agent, Agent] => [createAgent(config.agents[plan.agent0]!), createAgent(config.agents[plan.agent1]!)];
  const options = makeOptions(config.options);
  const base = {
    deck0: deckCards(plan.deck0),
    deck1: deckCards(plan.deck1),
    deck0Name: config.decks[plan.deck0]!.name,
    deck1Name: config.decks[plan.deck1]!.name,
    seed: plan.seed,
    options,
  };
  let winner: number;
  let end: string;
  let turns: number;
  let actions: number;
  try {
    const t = playTranscript({ ...base, agents: agents(), actions: job.actions, body: true });
    process.stdout.write(t.text);
    winner = t.winner + 1;
    end = t.endReason === EndReason.Win ? 'win' : t.endReason === EndReason.Draw ? 'draw' : 'limit';
    turns = t.turns;
    // playTranscript does not report the action count: count it on a silent second play.
    actions = countActions(base.deck0, base.deck1, plan.seed, agents(), options);
  } catch (e) {
    // The engine threw (a game recorded as `error`): print the transcript up to the failure.
    const r = partialTranscript({ ...base, agents: agents() }, job.actions, e);
    process.stdout.write(r.text);
    winner = 0;
    end = 'error';
    turns = r.turns;
    actions = r.actions;
  }
  const rec = await recorded(job);
  if (rec === null) return;
  if (rec.winner !== winner || rec.end !== end || rec.turns !== turns || rec.actions !== actions) {
    process.stderr.write(
      `error: the replay differs from the recorded game ${job.game}: recorded ${rec.end} winner=${rec.winner} turns=${rec.turns} actions=${rec.actions}, ` +
        `replayed ${end} winner=${winner} turns=${turns} actions=${actions}\n`,
    );
    process.exitCode = 1;
  }
}

function countActions(d0: Int16Array, d1: Int16Array, seed: bigint, agents: [Agent, Agent], options: ReturnType<typeof makeOptions>): number {
  const s = newState(cardDb(), options);
  new Match(s, agents).play(d0, d1, seed);
  return s.g[G.Actions]!;
}

/** The transcript of a game that throws, up to the exception, then an `error:` line. */
function partialTranscript(
  base: { deck0: Int16Array; deck1: Int16Array; deck0Name: string; deck1Name: string; seed: bigint; agents: [Agent, Agent]; options: ReturnType<typeof makeOptions> },
  withActions: boolean,
  err: unknown,
): { text: string; turns: number; actions: number } {
  const s = newState(cardDb(), base.options);
  const log: string[] = [];
  s.log = log;
  const hook = withActions ? (st: GameState, seat: number, a: number) => log.push(`> P${seat + 1}: ${actionToString(st, a)}`) : undefined;
  try {
    new Match(s, base.agents).play(base.deck0, base.deck1, base.seed, hook);
  } catch {
    // expected: the same exception again
  }
  s.log = null;
  const lines = [...transcriptHeader(base.seed, base.deck0Name, base.deck1Name), ...log];
  if (s.g[G.EndReason] !== EndReason.None) lines.push(...transcriptFooter(s));
  lines.push(`error: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
  return { text: lines.join('\n') + '\n', turns: s.g[G.Turn]!, actions: s.g[G.Actions]! };
}
