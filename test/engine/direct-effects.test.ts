/**
 * 511 without the queue (src/engine/core/effects.ts `applyOrQueueEffect`): when no replacement can apply
 * to an effect (no card of the game has one, or all are "to self" and the affected card has none),
 * it is applied at once instead of waiting in the effect queue. This
 * must never change a game: the same seeds are played with the queue forced on
 * (`effectQueueAlways`) and off, and the states must agree after every action, logs included.
 */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../dist/src/engine/card-pool.js';
import { compileCardDb } from '../../dist/src/engine/compile/compile.js';
import { makeOptions } from '../../dist/src/engine/core/options.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame } from '../../dist/src/engine/game.js';
import { deriveGameSeed, nextInt, seedStream, Stream } from '../../dist/src/engine/core/rng.js';
import { stateHash } from '../../dist/src/engine/core/state.js';
import { MAX_LEGAL } from '../../dist/src/engine/core/action.js';
import { ABILITY_POOL, poolDecks } from '../invariants/ability-pool.js';

/**
 * The pool without replacements that may apply to other cards' effects (with one in a game, both
 * settings use the queue anyway); "to self" replacements stay: effects on other cards skip the queue.
 */
const POOL = ABILITY_POOL.filter((c) => !(c.abilities ?? []).some((a) => a.kind === 'replacement' && a.match.to !== 'self'));
const db = compileCardDb([...ALL_CARDS, ...POOL]);

function decks(count: number): Int16Array[] {
  return poolDecks('direct-effects', count, ALL_CARDS.length, POOL.length, 8, 20);
}

/** Play one game with random choices drawn from a stream of its own; the state hash and log after every action. */
function trace(queueAlways: boolean, d0: Int16Array, d1: Int16Array, seed: bigint): string[] {
  const s = newState(db, makeOptions({ effectQueueAlways: queueAlways }));
  s.log = [];
  resetGame(s, d0, d1, seed);
  const legal = new Int32Array(MAX_LEGAL);
  const w = new Uint32Array(4);
  seedStream(w, 0, `choices-${seed}`);
  const out: string[] = [];
  while (currentPlayer(s) >= 0) {
    const n = legalActions(s, legal);
    applyAction(s, legal[nextInt(w, 0, n)]!);
    out.push(stateHash(s) + ' ' + s.log.length);
  }
  out.push(s.log.join('\n'));
  return out;
}

describe('511 applied at once when no replacement can apply (534: only "to self" ones, on other cards)', () => {
  it('gives the same game as the effect queue: 80 games with instants, triggers, prevention and set-1 cards', () => {
    const ds = decks(10);
    let actions = 0;
    for (let i = 0; i < 80; i++) {
      const seed = deriveGameSeed(511, i);
      const a = trace(false, ds[i % 10]!, ds[(i * 3 + 1) % 10]!, seed);
      const b = trace(true, ds[i % 10]!, ds[(i * 3 + 1) % 10]!, seed);
      expect(a.length, `game ${i}`).toBe(b.length);
      for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) expect(a[k], `game ${i}, after action ${k + 1}`).toBe(b[k]);
      actions += a.length;
    }
    expect(actions).toBeGreaterThan(5_000);
  });
});
