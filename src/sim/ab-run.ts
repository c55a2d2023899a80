/**
 * What an `ab` run adds to a simulation run, for whichever command plays its shards: `berserk ab`
 * starts it, `berserk sim --resume DIR` continues it after a kill. Both feed every committed shard
 * (the resumed one: the shards already on disk too, runner.ts `onShard`) to the paired totals,
 * stop where the SPRT decides, and write the same ab.json at the end (before the manifest marks
 * the run complete: runner.ts `onFinish`).
 *
 * Everything comes from the run's config (run.json): the swap is recomputed from the two aligned
 * deck lists (alignVariant is idempotent on an aligned list), the SPRT from `config.sprt`.
 */
import * as path from 'node:path';
import { cardDb } from '../engine/card-pool.js';
import { alignVariant } from './ab-decks.js';
import { type AbJson, type AbSwap, abJson } from './ab-report.js';
import { PairedAggregator } from './ab-stats.js';
import type { SimConfig } from './config.js';
import type { GamesColumns } from './columns.js';
import { type SummaryJson, writeJsonAtomic } from './summary.js';

export const AB_FILE = 'ab.json';

/** The swap of an ab run's config: deck 0 is the base (canonical), deck 1 the variant aligned on it. */
export function abSwap(config: SimConfig): AbSwap {
  const db = cardDb();
  const index = (id: string) => db.byId.get(id)!;
  const a = alignVariant(config.decks[0]!.cards.map(index), config.decks[1]!.cards.map(index));
  const ids = (xs: readonly number[]) => xs.map((i) => db.defs[i]!.id);
  return { removed: ids(a.removed), added: ids(a.added), slots: a.swappedSlots, sameLength: a.sameLength };
}

export class AbRun {
  readonly paired: PairedAggregator;
  readonly swap: AbSwap;

  constructor(readonly config: SimConfig) {
    if (config.mode !== 'ab') throw new Error(`not an ab run (mode ${config.mode})`);
    this.paired = new PairedAggregator(config);
    this.swap = abSwap(config);
  }

  /** runner.ts `onShard`: add the shard; true once the SPRT (if any) has decided. */
  readonly onShard = (g: GamesColumns): boolean => {
    this.paired.add(g);
    const sprt = this.config.sprt;
    return sprt !== undefined && this.paired.sprt(sprt).decision !== 'none';
  };

  /**
   * runner.ts `onFinish` for the run folder `dir`: write DIR/ab.json (atomically) before the run is
   * marked complete; `json` holds it afterwards.
   */
  onFinish(dir: string): (summary: SummaryJson) => void {
    return (summary) => {
      const json = abJson(this.config, this.paired, this.config.sprt ?? null, this.swap, summary.run.games);
      writeJsonAtomic(path.join(dir, AB_FILE), json);
      this.json = json;
    };
  }

  /** ab.json as written by `onFinish` (null before). */
  json: AbJson | null = null;
}
