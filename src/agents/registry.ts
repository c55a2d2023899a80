/**
 * Agent specs: a string names an agent and its parameters, e.g. `random`, `scripted`,
 * `mcts:iterations=1000,c=1.4`. Specs are plain strings so they travel to worker threads and into
 * result metadata unchanged; `createAgent` builds a fresh agent from one.
 *
 * Grammar: NAME[:KEY=VALUE[,KEY=VALUE]...]. Values are numbers or bare words.
 */
import type { Agent } from './agent.js';
import { RandomAgent } from './random.js';

export interface AgentSpec {
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
  /** The spec in canonical form (parameters sorted by key). */
  readonly canonical: string;
}

/** A malformed or unknown agent spec; the message says what is wrong. */
export class AgentSpecError extends Error {}

type Factory = (params: Readonly<Record<string, string>>) => Agent;

const FACTORIES = new Map<string, { factory: Factory; params: readonly string[]; about: string }>();

/** Register an agent kind. `params` lists the accepted parameter keys. */
export function registerAgent(name: string, about: string, params: readonly string[], factory: Factory): void {
  FACTORIES.set(name, { factory, params, about });
}

registerAgent('random', 'uniform over the legal actions, from the seat\'s own random stream', [], () => new RandomAgent());

/** Parse a spec; throws AgentSpecError for bad syntax, an unknown agent or an unknown parameter. */
export function parseAgentSpec(spec: string): AgentSpec {
  const m = /^([a-z][a-z0-9-]*)(?::(.*))?$/.exec(spec.trim());
  if (!m) throw new AgentSpecError(`bad agent spec ${JSON.stringify(spec)}: expected NAME or NAME:key=value,...`);
  const name = m[1]!;
  const entry = FACTORIES.get(name);
  if (!entry) throw new AgentSpecError(`unknown agent ${JSON.stringify(name)}; available: ${agentNames().join(', ')}`);
  const params: Record<string, string> = {};
  if (m[2] !== undefined && m[2] !== '') {
    for (const part of m[2].split(',')) {
      const kv = /^([a-zA-Z][a-zA-Z0-9_]*)=([^=,]+)$/.exec(part.trim());
      if (!kv) throw new AgentSpecError(`bad parameter ${JSON.stringify(part)} in agent spec ${JSON.stringify(spec)}: expected key=value`);
      if (!entry.params.includes(kv[1]!)) {
        const known = entry.params.length ? entry.params.join(', ') : 'none';
        throw new AgentSpecError(`agent ${name} has no parameter ${JSON.stringify(kv[1])} (parameters: ${known})`);
      }
      params[kv[1]!] = kv[2]!;
    }
  }
  const keys = Object.keys(params).sort();
  const canonical = keys.length ? `${name}:${keys.map((k) => `${k}=${params[k]}`).join(',')}` : name;
  return { name, params, canonical };
}

/** Build a fresh agent from a spec (string or parsed). */
export function createAgent(spec: string | AgentSpec): Agent {
  const p = typeof spec === 'string' ? parseAgentSpec(spec) : spec;
  return FACTORIES.get(p.name)!.factory(p.params);
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
