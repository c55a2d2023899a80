/**
 * The copier thread of the merge's byte copy (batch-copy.ts, workers/batch-copy-worker.ts). A
 * thread takes ~0.13 s to start on the 2-core machine, as long as the merge command takes to load
 * and plan, so `berserk merge` starts it first thing (cli/early-threads.ts) and the copy begins as
 * soon as the plan is ready. A thread started early and never used (a small merge, a merge that is
 * already done, a bad input) is unreferenced: it does not keep the process alive.
 */
import { Worker } from 'node:worker_threads';

const script = new URL('../workers/batch-copy-worker.js', import.meta.url);
let early: Worker | null = null;

/** Start the copier thread now, idle until `copierThread` hands it a job. */
export function prestartCopier(): void {
  if (early) return;
  early = new Worker(script);
  early.unref();
}

/** The copier thread: the one started early, or a new one. The caller posts it a CopierJob. */
export function copierThread(): Worker {
  const w = early ?? new Worker(script);
  early = null;
  w.ref();
  return w;
}
