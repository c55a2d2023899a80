/**
 * A worker thread of `berserk merge`'s byte copy (sim/batch-copy.ts): it copies the pieces it is
 * sent, one at a time, and answers each with `{ error }` (null when the piece copied and checked).
 */
import { parentPort } from 'node:worker_threads';
import { type CopyPiece, copyPieceOrMessage } from '../sim/batch-copy.js';

parentPort!.on('message', (piece: CopyPiece) => {
  parentPort!.postMessage({ error: copyPieceOrMessage(piece) });
});
