/**
 * Agent specs: a string names an agent and its parameters, e.g. `random`, `scripted`,
 * `mcts:iterations=1000,c=1.4`. Specs are plain strings so they travel to worker threads and into
 * result metadata unchanged; `createAgent` builds a fresh agent from one.
 *
 * Grammar: NAME[:KEY=VALUE[,KEY=VALUE]...]. Values are numbers or bare words.
 */
import type { Agent } from './agent.js';
import { RandomAgent } from './random.js';
import { DEFAULT_SCRIPTED, ScriptedAgent, type ScriptedOptions } from './scripted.js';
import { DEFAULT_SEARCH, SearchAgent, type SearchOptions } from './mcts.js';
import { createExternalAgent } from './external.js';

export interface AgentSpec {
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
  /** The spec in canonical form (parameters sorted by key). */
  readonly canonical: string;
}

/** A malformed or unknown agent spec; the message says what is wrong. */
export class AgentSpecError extends Error {}

type Factory = (params: Readonly<Record<string, string>>) => Agent;

interface Entry {
  factory: Factory;
  params: readonly string[];
  about: string;
  /** A bare number in a spec sets this parameter (`mcts:1000` = `mcts:iterations=1000`). */
  primary?: string;
  /** Checks the parameter values (bounds, words); throws AgentSpecError. Run by parseAgentSpec. */
  validate?: (params: Readonly<Record<string, string>>) => void;
}

const FACTORIES = new Map<string, Entry>();

/**
 * Register an agent kind. `params` lists the accepted parameter keys; `primary`, if given, is the
 * parameter a bare number sets; `validate`, if given, checks the values when a spec is parsed (so a
 * bad value is refused where the spec is given, never later inside a worker).
 */
export function registerAgent(
  name: string,
  about: string,
  params: readonly string[],
  factory: Factory,
  primary?: string,
  validate?: (params: Readonly<Record<string, string>>) => void,
): void {
  const entry: Entry = { factory, params, about };
  if (primary !== undefined) entry.primary = primary;
  if (validate !== undefined) entry.validate = validate;
  FACTORIES.set(name, entry);
}

registerAgent(
  'random',
  'uniform over the legal actions, from the seat\'s own random stream (squad=N: no ending recruitment below N creatures)',
  ['squad'],
  (p) => new RandomAgent(numParam(p, 'squad', 0, 0, 15, true)),
  undefined,
  (p) => void numParam(p, 'squad', 0, 0, 15, true),
);
const SEARCH_PARAMS = ['iterations', 'c', 'det', 'rollout', 'depth', 'horizon', 'pb', 'eps', 'prior', 'prebattle', 'reuse', 'sharp', 'cnorm', 'vmax'] as const;

/** SearchOptions from spec parameters. */
export function searchOptions(p: Readonly<Record<string, string>>): Partial<SearchOptions> {
  const d = DEFAULT_SEARCH;
  return {
    iterations: numParam(p, 'iterations', d.iterations, 1, 10_000_000, true),
    c: numParam(p, 'c', d.c, 0),
    det: numParam(p, 'det', d.det, 0, 100_000, true),
    rollout: wordParam(p, 'rollout', d.rollout, ['random', 'scripted'] as const),
    depth: numParam(p, 'depth', d.depth, 0, 1_000_000, true),
    horizon: numParam(p, 'horizon', d.horizon, 0, 1000, true),
    pb: numParam(p, 'pb', d.pb, 0),
    eps: numParam(p, 'eps', d.eps, 0, 1),
    prior: wordParam(p, 'prior', d.prior as 'pool' | 'elements', ['pool', 'elements'] as const),
    prebattle: wordParam(p, 'prebattle', d.prebattle, ['scripted', 'search'] as const),
    reuse: boolParam(p, 'reuse', d.reuse),
    sharp: numParam(p, 'sharp', d.sharp, 0.01, 100),
    cnorm: boolParam(p, 'cnorm', d.cnorm),
    vmax: numParam(p, 'vmax', d.vmax, 0, 1),
  };
}

registerAgent(
  'mcts',
  'information-set MCTS (SO-ISMCTS): determinised iterations, UCT over availability, scripted rollouts',
  SEARCH_PARAMS,
  (p) => new SearchAgent('mcts', searchOptions(p)),
  'iterations',
  searchOptions,
);
registerAgent(
  'pimc',
  'determinised UCT: det worlds (default 8), plain UCT per world, majority vote',
  SEARCH_PARAMS,
  (p) => new SearchAgent('pimc', searchOptions(p)),
  'iterations',
  searchOptions,
);
registerAgent(
  'cheat',
  'CHEAT baseline: UCT on the real state, sees hidden cards (upper bound only, not a fair player)',
  SEARCH_PARAMS,
  (p) => new SearchAgent('cheat', searchOptions(p)),
  'iterations',
  searchOptions,
);
registerAgent(
  'external',
  'an outside bot process speaking docs/bot-protocol.md: external:CMD (CMD run by the shell)',
  ['cmd'],
  (p) => createExternalAgent(p.cmd ?? ''),
);
registerAgent(
  'scripted',
  'heuristic player: exact strike expectations, planned recruitment and placement',
  ['order', 'eps', 'fast', 'engage', 'risk'],
  (p) => new ScriptedAgent(scriptedOptions(p)),
  undefined,
  scriptedOptions,
);

/** Number parameter: a finite number within [min, max], else AgentSpecError. */
export function numParam(p: Readonly<Record<string, string>>, key: string, dflt: number, min = -Infinity, max = Infinity, integer = false): number {
  const raw = p[key];
  if (raw === undefined) return dflt;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < min || v > max || (integer && !Number.isInteger(v))) {
    throw new AgentSpecError(`parameter ${key}=${raw}: expected ${integer ? 'a whole number' : 'a number'}${min > -Infinity ? ` ≥ ${min}` : ''}${max < Infinity ? ` and ≤ ${max}` : ''}`);
  }
  return v;
}

/** Word parameter from a fixed set, else AgentSpecError. */
export function wordParam<T extends string>(p: Readonly<Record<string, string>>, key: string, dflt: T, allowed: readonly T[]): T {
  const raw = p[key];
  if (raw === undefined) return dflt;
  if (!(allowed as readonly string[]).includes(raw)) throw new AgentSpecError(`parameter ${key}=${raw}: expected one of ${allowed.join(', ')}`);
  return raw as T;
}

/** Boolean parameter: 1/0, true/false, yes/no. */
export function boolParam(p: Readonly<Record<string, string>>, key: string, dflt: boolean): boolean {
  const raw = p[key];
  if (raw === undefined) return dflt;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new AgentSpecError(`parameter ${key}=${raw}: expected 1 or 0`);
}

/** ScriptedOptions from spec parameters (order, eps, fast, engage, risk). */
export function scriptedOptions(p: Readonly<Record<string, string>>): Partial<ScriptedOptions> {
  return {
    order: wordParam(p, 'order', DEFAULT_SCRIPTED.order, ['first', 'second'] as const),
    eps: numParam(p, 'eps', DEFAULT_SCRIPTED.eps, 0, 1),
    fast: boolParam(p, 'fast', DEFAULT_SCRIPTED.fast),
    engage: numParam(p, 'engage', DEFAULT_SCRIPTED.engage, 0),
    risk: numParam(p, 'risk', DEFAULT_SCRIPTED.risk, 0),
  };
}

/**
 * `external:CMD` (or `external:cmd=CMD`): an outside bot run as `CMD` by the shell (external.ts,
 * docs/bot-protocol.md). Everything after the colon is the command, commas and all.
 */
function parseExternal(spec: string): AgentSpec | null {
  const m = /^external:(?:cmd=)?(.*)$/s.exec(spec.trim());
  if (!m) return null;
  const cmd = m[1]!.trim();
  if (cmd === '') throw new AgentSpecError('external agent needs a command: external:CMD, e.g. external:python3 bots/random_bot.py');
  return { name: 'external', params: { cmd }, canonical: `external:${cmd}` };
}

/** Why an `env:CMD` spec is refused everywhere but as eval's candidate (sim/env-candidate.ts). */
export const ENV_ONLY_CANDIDATE =
  'env:CMD (a protocol-v2 client) can only be the candidate of berserk eval (--candidate env:CMD); here use external:CMD (a protocol-v1 bot), or run the client against berserk serve-env';

/**
 * Parse a spec; throws AgentSpecError for bad syntax, an unknown agent, an unknown or repeated
 * parameter, or a value out of its bounds (`mcts:iterations=-1`, `scripted:eps=2`).
 */
export function parseAgentSpec(spec: string): AgentSpec {
  if (/^env:/.test(spec.trim())) throw new AgentSpecError(ENV_ONLY_CANDIDATE);
  const ext = parseExternal(spec);
  if (ext) return ext;
  const m = /^([a-z][a-z0-9-]*)(?::(.*))?$/.exec(spec.trim());
  if (!m) throw new AgentSpecError(`bad agent spec ${JSON.stringify(spec)}: expected NAME or NAME:key=value,...`);
  const name = m[1]!;
  const entry = FACTORIES.get(name);
  if (!entry) throw new AgentSpecError(`unknown agent ${JSON.stringify(name)}; available: ${agentNames().join(', ')}`);
  const params: Record<string, string> = {};
  if (m[2] !== undefined && m[2] !== '') {
    for (const part of m[2].split(',')) {
      if (entry.primary !== undefined && /^\d+$/.test(part.trim())) {
        params[entry.primary] = part.trim();
        continue;
      }
      const kv = /^([a-zA-Z][a-zA-Z0-9_]*)=([^=,]+)$/.exec(part.trim());
      if (!kv) throw new AgentSpecError(`bad parameter ${JSON.stringify(part)} in agent spec ${JSON.stringify(spec)}: expected key=value`);
      if (!entry.params.includes(kv[1]!)) {
        const known = entry.params.length ? entry.params.join(', ') : 'none';
        throw new AgentSpecError(`agent ${name} has no parameter ${JSON.stringify(kv[1])} (parameters: ${known})`);
      }
      if (kv[1]! in params) throw new AgentSpecError(`agent ${name}: parameter ${kv[1]} is given twice`);
      params[kv[1]!] = kv[2]!;
    }
  }
  entry.validate?.(params);
  const keys = Object.keys(params).sort();
  const canonical = keys.length ? `${name}:${keys.map((k) => `${k}=${params[k]}`).join(',')}` : name;
  return { name, params, canonical };
}

/** Build a fresh agent from a spec (string or parsed). */
export function createAgent(spec: string | AgentSpec): Agent {
  const p = typeof spec === 'string' ? parseAgentSpec(spec) : spec;
  return FACTORIES.get(p.name)!.factory(p.params);
}

/**
 * The agent `sim` and `ab` use when no --agent flag is given: the heuristic player, whose games look
 * like people's (recruits a squad, engages, focuses fire). `random` stays the uniform baseline.
 */
export const DEFAULT_AGENT = 'scripted';

/** Agents whose games cost seconds (tree search, outside processes): runs with them use small shards. */
const SEARCH_AGENTS: ReadonlySet<string> = new Set(['mcts', 'pimc', 'cheat', 'external']);

/** Is any of these specs a search agent (mcts, pimc, cheat) or an outside bot? */
export function anySearchAgent(specs: readonly string[]): boolean {
  return specs.some((spec) => SEARCH_AGENTS.has(parseAgentSpec(spec).name));
}

export function agentNames(): string[] {
  return [...FACTORIES.keys()].sort();
}

/** One line per agent kind: name, parameters and what it is. */
export function describeAgents(): string[] {
  return agentNames().map((n) => {
    const e = FACTORIES.get(n)!;
    return `${n}${e.params.length ? ` (${e.params.join(', ')})` : ''}: ${e.about}`;
  });
}
