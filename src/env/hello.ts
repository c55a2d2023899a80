/**
 * The `hello` frame of protocol v2 (docs/bot-protocol-v2.md § hello): what a client needs to read
 * the step frames (action table, tensor layout, record layout) and the run's own fields.
 */
import { GLOBAL_FEATURES, SLOT_COUNT, SLOT_FEATURES, TENSOR_SIZE, G_SIZE, F_SIZE, SLOT_OWN_AUX, SLOT_OPP_AUX, SLOT_DEAL, SLOT_PLACE } from '../agents/features.js';
import { DECISION_NAMES } from '../engine/core/enums.js';
import { seedHex } from '../engine/core/rng.js';
import { V2_NUM_ACTIONS, actionTable } from './action-table.js';
import { PROTOCOL_V2 } from './frames.js';
import { CHANGE_BYTES, FEATURE_COUNT_BYTES, MASK_BYTES, R, RECORD_HEADER_BYTES, STEP_HEADER_BYTES, maskOffset, recordBytes } from './step-record.js';
import { INFO_OFFSET, INFO_SECTIONS, INFO_SIZE } from './infostate.js';
import { ACTION_FEATURE_BYTES, ACTION_FEATURE_FIELDS } from './action-features.js';
import { type ClientSeats, VecEnv } from './vec-env.js';

/** The run's fields of hello (the rest describes the envs' layouts). */
export interface HelloRun {
  /** "both", 1, 2 or "alternate" (serve-env's --seat), or "scheduled" (eval: the record's seat). */
  readonly clientSeats: string | number;
  readonly opponent: string | null;
  readonly autoForced: boolean;
  readonly decks: readonly string[];
  readonly maxTurns: number;
  readonly maxActions: number;
  readonly seeds: Record<string, unknown>;
}

/** hello.clientSeats of serve-env's --seat. */
export function clientSeatsJson(seats: ClientSeats): string | number {
  return seats === 'both' ? 'both' : seats === 'alternate' ? 'alternate' : seats + 1;
}

/** hello.seeds of serve-env: the run seed, each env's seed, and the rule. */
export function envSeedsJson(runSeed: bigint, envs: number): Record<string, unknown> {
  return {
    run: seedHex(runSeed),
    rule: 'env i: envSeed = deriveGameSeed(run, i); its game k: deriveGameSeed(envSeed, k)',
    envs: Array.from({ length: envs }, (_, i) => seedHex(VecEnv.envSeed(runSeed, i))),
  };
}

/**
 * The hello frame's JSON (docs/bot-protocol-v2.md § hello) for the envs of `env`: the action table,
 * the tensor and step layouts, and the run's fields in `run`. `berserk serve-env` and `berserk
 * eval` hosting a client (sim/env-candidate.ts) both build their hello here; eval then adds its own
 * fields after these.
 */
export function helloJson(env: VecEnv, run: HelloRun): Record<string, unknown> {
  const slotGroups = [
    {
      name: 'cells',
      first: 0,
      count: SLOT_OWN_AUX,
      meaning:
        env.perspective === 'canonical'
          ? 'battlefield cells, slot = row*5 + column as the acting seat sees them (canonical: for seat 1 the board is turned half a turn, cell c shown as 29 - c)'
          : 'battlefield cells A1..E6, slot = row*5 + column (absolute board)',
    },
    { name: 'own_aux', first: SLOT_OWN_AUX, count: SLOT_OPP_AUX - SLOT_OWN_AUX, meaning: "the acting seat's auxiliary zone, slots 0..15" },
    { name: 'opp_aux', first: SLOT_OPP_AUX, count: SLOT_DEAL - SLOT_OPP_AUX, meaning: "the opponent's auxiliary zone, slots 0..15" },
    { name: 'own_deal', first: SLOT_DEAL, count: SLOT_PLACE - SLOT_DEAL, meaning: "the acting seat's deal, slots 0..14 (pre-battle)" },
    { name: 'to_place', first: SLOT_PLACE, count: 1, meaning: 'the next own ground creature to place (Place decisions)' },
  ];
  return {
    type: 'hello',
    protocol: PROTOCOL_V2,
    version: 2,
    envs: env.count,
    clientSeats: run.clientSeats,
    opponent: run.opponent,
    autoForced: run.autoForced,
    decks: run.decks,
    maxTurns: run.maxTurns,
    maxActions: run.maxActions,
    numActions: V2_NUM_ACTIONS,
    actions: actionTable(),
    decisions: DECISION_NAMES,
    tensor: {
      dtype: 'float32',
      size: env.obsSize,
      baseSize: TENSOR_SIZE,
      globalCount: G_SIZE,
      slotCount: SLOT_COUNT,
      slotFeatureCount: F_SIZE,
      index: 'global feature k at k; feature k of slot s at globalCount + slotFeatureCount*s + k',
      global: GLOBAL_FEATURES.map(([name, meaning], k) => ({ name, offset: k, meaning })),
      slotFeatures: SLOT_FEATURES.map(([name, meaning], k) => ({ name, index: k, meaning })),
      slotGroups,
      infostate: env.obsSize > TENSOR_SIZE ? infostateLayout() : null,
    },
    actionFeatures: env.actionFeatures,
    obs: env.obsMode,
    perspective: env.perspective,
    step: {
      headerBytes: STEP_HEADER_BYTES,
      header: { count: [0, 'u32'], recordBytes: [4, 'u32'], frameSeq: [8, 'u32'], changeCount: [12, 'u32'] },
      recordBytes: recordBytes(env.obsMode, env.obsSize),
      recordHeaderBytes: RECORD_HEADER_BYTES,
      maskBytes: MASK_BYTES,
      record: {
        env: [R.env, 'i32'],
        seat: [R.seat, 'i32'],
        decision: [R.decision, 'i32'],
        legalCount: [R.legalCount, 'i32'],
        reward0: [R.reward0, 'f32'],
        reward1: [R.reward1, 'f32'],
        terminated: [R.terminated, 'u8'],
        truncated: [R.truncated, 'u8'],
        forced: [R.forced, 'u16'],
        episode: [R.episode, 'u32'],
        ...(env.obsMode === 'full' ? { observation: [R.observation, 'f32', env.obsSize] } : {}),
        mask: [maskOffset(env.obsMode, env.obsSize), 'u8', MASK_BYTES],
      },
      ...(env.actionFeatures
        ? {
            actionFeatures: {
              after: env.obsMode === 'delta' ? 'the changes' : 'the records',
              countBytes: FEATURE_COUNT_BYTES,
              count: [0, 'u32'],
              entryBytes: ACTION_FEATURE_BYTES,
              entry: Object.fromEntries(ACTION_FEATURE_FIELDS.map(([name], k) => [name, [2 * k, k === 0 ? 'u16' : 'i16']])),
              meaning: Object.fromEntries(ACTION_FEATURE_FIELDS),
            },
          }
        : {}),
      ...(env.obsMode === 'delta'
        ? { changes: { after: 'the records', changeBytes: CHANGE_BYTES, pair: { index: [0, 'u32'], value: [4, 'f32'] }, index: 'env * tensor.size + k' } }
        : {}),
    },
    seeds: run.seeds,
  };
}

/** hello.tensor.infostate: where the information-state part sits and what each value means (infostate.ts). */
function infostateLayout(): Record<string, unknown> {
  return {
    offset: TENSOR_SIZE,
    size: INFO_SIZE,
    index: 'feature f of item j of a section at offset + section.offset + section.featureCount*j + f',
    sections: INFO_SECTIONS.map((s, k) => ({
      name: s.name,
      offset: INFO_OFFSET[k],
      items: s.items,
      item: s.item,
      featureCount: s.features.length,
      features: s.features.map(([name, meaning], f) => ({ name, index: f, meaning })),
    })),
  };
}

