/**
 * src/sim/v8-tuning.ts: the CLI raises V8's inlining budget. Inlining must be invisible to the
 * program: the same seeds give byte-identical transcripts and tables with and without it
 * (BERSERK_V8_TUNING=0), and `berserk bench` records which flags its figures were taken with.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, berserkAsync, deck, sameFile } from './cli-helpers.js';
import { V8_TUNING_FLAGS } from '../../dist/src/sim/v8-tuning.js';

let tmp = '';
beforeAll(() => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-v8-'));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('V8 tuning (sim/v8-tuning.ts)', () => {
  it('raises the inlining budget above V8\'s defaults (460 / 920 bytes)', () => {
    const size = Number(/--max-inlined-bytecode-size=(\d+)/.exec(V8_TUNING_FLAGS)?.[1]);
    const cumulative = Number(/--max-inlined-bytecode-size-cumulative=(\d+)/.exec(V8_TUNING_FLAGS)?.[1]);
    expect(size).toBeGreaterThan(460);
    expect(cumulative).toBeGreaterThan(920);
  });

  it('changes no game: berserk play transcripts and berserk sim tables are identical with BERSERK_V8_TUNING=0', async () => {
    const play = ['play', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--seed', '7', '--log'];
    const sim = (out: string) => ['sim', '--deck1', deck('swamp'), '--deck2', deck('darkness'), '--games', '300', '--seed', '5', '--workers', '1', '--out', out];
    const [tunedPlay, plainPlay, tunedSim, plainSim] = await Promise.all([
      berserkAsync(play),
      berserkAsync(play, { env: { BERSERK_V8_TUNING: '0' } }),
      berserkAsync(sim(path.join(tmp, 'tuned'))),
      berserkAsync(sim(path.join(tmp, 'plain')), { env: { BERSERK_V8_TUNING: '0' } }),
    ]);
    for (const r of [tunedPlay, plainPlay, tunedSim, plainSim]) expect(r.status, r.stderr).toBe(0);
    expect(tunedPlay.stdout).toMatch(/^result: winner=(1|2|draw) turns=\d+$/m);
    expect(tunedPlay.stdout).toBe(plainPlay.stdout);
    for (const f of ['games.arrows', 'game_cards.arrows']) expect(sameFile(path.join(tmp, 'tuned'), path.join(tmp, 'plain'), f), f).toBe(true);
  });
});
