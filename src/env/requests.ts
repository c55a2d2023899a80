/**
 * The JSON requests of protocol v2 besides actions (docs/bot-protocol-v2.md): `model` (the forward
 * model on handles) and `describe` (readable decisions), answered the same way by `berserk
 * serve-env` and by `berserk eval` hosting a client.
 */
import type { ModelHandles } from './model-handles.js';
import type { VecEnv } from './vec-env.js';

/** A client frame the protocol does not allow (bad JSON, an unknown op or env, a wrong size): its message says what was wrong. */
export class ClientError extends Error {}

/**
 * Answer one model frame (docs/bot-protocol-v2.md § Forward model). Throws ClientError /
 * EnvProtocolError on a bad request. `fair`: the client is being evaluated (eval hosting it), so a
 * clone of an env's true state (hidden cards included) is refused; determinize stays.
 */
export function modelAnswer(env: VecEnv, handles: ModelHandles, payload: Buffer, fair = false): Record<string, unknown> {
  let q: Record<string, unknown>;
  try {
    q = JSON.parse(payload.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new ClientError('model frame: not JSON (expected {"op": "clone" | "determinize" | "apply" | "state" | "set" | "free", …})');
  }
  if (q === null || typeof q !== 'object') throw new ClientError('model frame: expected a JSON object');
  const obs = q.observation === true;
  /** The state a clone or determinize starts from: env i's live game or a handle's. */
  const source = () => {
    if (q.env !== undefined) {
      const s = typeof q.env === 'number' ? env.envState(q.env) : undefined;
      if (s === undefined) throw new ClientError(`model frame: env ${JSON.stringify(q.env)} out of range 0..${env.count - 1}`);
      if (env.isDone(q.env as number)) throw new ClientError(`model frame: env ${q.env as number} has no game left (its last record had legalCount 0)`);
      return s;
    }
    if (q.handle !== undefined) return handles.get(q.handle);
    throw new ClientError(`model frame: ${String(q.op)} needs "env" or "handle"`);
  };
  switch (q.op) {
    case 'clone':
      if (fair && q.env !== undefined) throw new ClientError('model frame: clone of an env is refused while the client is evaluated (it would show hidden cards); use determinize');
      return { op: q.op, ...handles.info(handles.clone(source()), obs) };
    case 'determinize': {
      let seed: bigint;
      try {
        seed = BigInt.asUintN(64, BigInt(q.seed as string | number));
      } catch {
        throw new ClientError(`model frame: determinize needs "seed" (a whole number), got ${JSON.stringify(q.seed)}`);
      }
      return { op: q.op, ...handles.info(handles.determinize(source(), seed), obs) };
    }
    case 'apply': {
      const h = q.handle as number;
      handles.apply(h, q.action);
      return { op: q.op, ...handles.info(h, obs) };
    }
    case 'state':
      handles.get(q.handle);
      return { op: q.op, ...handles.info(q.handle as number, obs) };
    case 'set': {
      handles.set(q.handle as number, q.from as number);
      return { op: q.op, ...handles.info(q.handle as number, obs) };
    }
    case 'free':
      handles.free(q.handle as number);
      return { op: q.op, freed: q.handle, alive: handles.size };
    default:
      throw new ClientError(`model frame: unknown op ${JSON.stringify(q.op)}; expected clone, determinize, apply, state, set or free`);
  }
}

/** Answer one describe frame (docs/bot-protocol-v2.md § Readable decisions). Throws ClientError on a bad request. */
export function describeAnswer(env: VecEnv, payload: Buffer): Record<string, unknown> {
  let q: unknown;
  try {
    q = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new ClientError('describe frame: not JSON (expected {"envs": [0, 1, …]})');
  }
  const list = q !== null && typeof q === 'object' ? (q as Record<string, unknown>).envs : undefined;
  if (!Array.isArray(list)) throw new ClientError('describe frame: expected {"envs": [env index, …]}');
  for (const i of list) {
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= env.count) throw new ClientError(`describe frame: env ${JSON.stringify(i)} out of range 0..${env.count - 1}`);
    if (env.isDone(i)) throw new ClientError(`describe frame: env ${i} has no game left (its last record had legalCount 0)`);
  }
  return { type: 'describe', envs: (list as number[]).map((i) => env.describe(i)) };
}
