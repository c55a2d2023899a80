/**
 * A worker thread of the pair pool (sim/ladder.ts `PairPool`, compiled to
 * dist/src/workers/ladder-worker.js). Plays one pair per `pair` message with a PairPlayer that
 * lives as long as the thread, so an outside bot keeps one process here from the first pair to
 * `close`. Bot process groups go into the pool's shared table (agents/bot-groups.ts), so the pool
 * can end them even if this thread dies.
 */
import '../sim/v8-tuning.js';
import { parentPort, workerData } from 'node:worker_threads';
import { RunStopError } from '../agents/agent.js';
import { shareBotGroups } from '../agents/bot-groups.js';
import { type FromWorker, PairPlayer, type ToWorker } from '../sim/ladder.js';

const port = parentPort!;
shareBotGroups((workerData as { groups: SharedArrayBuffer }).groups);
const player = new PairPlayer();

port.on('message', (m: ToWorker) => {
  if (m.type === 'pair') {
    try {
      port.postMessage({ type: 'pair', result: player.play(m.task) } satisfies FromWorker);
    } catch (e) {
      if (!(e instanceof RunStopError)) throw e;
      port.postMessage({ type: 'stop', message: e.message } satisfies FromWorker);
    }
  } else {
    player.close();
    port.postMessage({ type: 'closed' } satisfies FromWorker);
  }
});
