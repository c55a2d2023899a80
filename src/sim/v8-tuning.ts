/**
 * V8 tuning of the simulator's processes: a larger inlining budget for TurboFan, set once when this
 * module is evaluated. Entry points (the `berserk` CLI, the ladder, the benchmarks) import it FIRST,
 * before anything loads the engine: V8 reads these flags each time it optimises a function, and the
 * worker threads of a process share its flags, so pool workers get them too.
 *
 * Why: the engine's hot loop (sim/play.ts Match.playOut → legalActions / applyAction → the driver,
 * the Choice subphase, strikes, triggers) is a deep tree of small functions. With V8's default
 * budget (a callee of at most 460 bytes of bytecode, 920 bytes inlined per optimised function in
 * all) the budget runs out part-way down, and which callees get inlined then depends on the order
 * V8 happens to optimise things in (it differs between runs of one build). Callgrind, 300 random
 * games steppe vs forest with card text after 3,000 warm-up games: 550.5 M JS instructions with the
 * defaults, 494.5 M with this budget (−10 %), the games unchanged (same signatures); by CPU time per
 * game, 10 alternating process pairs on a loaded machine, a median of +11 %.
 *
 * Semantics never depend on it: inlining is invisible to the program. `BERSERK_V8_TUNING=0` in the
 * environment turns it off (to compare, or if a future Node rejects the flags).
 */
import * as v8 from 'node:v8';
import { isMainThread } from 'node:worker_threads';

/** The flags set (V8's defaults: 460 and 920). */
export const V8_TUNING_FLAGS = '--max-inlined-bytecode-size=1000 --max-inlined-bytecode-size-cumulative=4000';

/** Whether this process runs with V8_TUNING_FLAGS (false when BERSERK_V8_TUNING=0). */
export const v8Tuned: boolean = process.env.BERSERK_V8_TUNING !== '0';

// Once per process, from the main thread (a worker thread that imports this, e.g. the ladder's, has them already).
if (v8Tuned && isMainThread) v8.setFlagsFromString(V8_TUNING_FLAGS);
