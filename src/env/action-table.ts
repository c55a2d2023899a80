/**
 * The action tables: v1's (`berserk-bot/1`, the engine's own ids) and protocol v2's
 * (`berserk-env/2`, docs/bot-protocol-v2.md). For every action id, the decision kind it answers and
 * what it means, generated from the ranges of engine/action.ts so that it cannot drift from the
 * engine; the docs' tables are generated from these functions (src/env/action-docs.ts) and a test
 * compares them.
 *
 * v2's ids are frozen: ids 0 … 356 are the engine's ids of the version the protocol was defined
 * with (checked at load: an engine that moves them needs a new protocol version), and v2 adds
 * ranges so that an id means one thing whatever the decision: the Amount answers that v1 spells
 * with Target cell ids and PASS, and the Recruit options that v1 spells with Amount ids.
 */
import * as A from '../engine/core/action.js';
import { cellName } from '../engine/core/board.js';
import { CELLS } from '../engine/core/board.js';
import { Decision, Verb } from '../engine/core/enums.js';

export interface ActionEntry {
  id: number;
  /** Decision kind(s) the id answers (DECISION_NAMES spelling, the wire names: 'Amount' is Decision.Choice). */
  kind: string;
  /** What the id means; positional ids ("k-th trigger") say so. */
  meaning: string;
  /** v2 only: the engine (v1) id this id stands for. */
  v1?: number;
  /** v2 only, true on positional ids: their k-th item is described by --action-features (action-features.ts). */
  positional?: boolean;
}

/** Is engine action `a` positional (its meaning is the k-th item of a list the engine builds for the decision)? */
export function isPositional(a: number): boolean {
  return (a >= A.VERB + Verb.Ability && a < A.TARGET) || (a >= A.TARGET_STACK && a < A.PASS) || (a >= A.TRIGGER && a < A.REPLACE_NONE) || (a >= A.CHOOSE && a < A.CHOOSE_NONE);
}

/** v2's own ranges, after the engine's ids. */
export const V2_AMOUNT_CELL = 357;
export const V2_AMOUNT_DECLINE = V2_AMOUNT_CELL + 30;
export const V2_RECRUIT_OPTION = V2_AMOUNT_DECLINE + 1;
export const V2_NUM_ACTIONS = V2_RECRUIT_OPTION + 16;

// The engine layout v2 was frozen with (a change here is a new protocol version, not an edit).
const FROZEN: [string, number, number][] = [
  ['TARGET', A.TARGET, 113],
  ['PASS', A.PASS, 240],
  ['AMOUNT', A.AMOUNT, 341],
  ['AMOUNT_SLOTS', A.AMOUNT_SLOTS, 16],
  ['NUM_ACTIONS', A.NUM_ACTIONS, 357],
  ['CELLS', CELLS, 30],
];
for (const [name, now, frozen] of FROZEN) {
  if (now !== frozen) throw new Error(`engine/action.ts ${name} is ${now}; protocol v2's action ids were frozen with ${frozen}: define berserk-env/3`);
}

/**
 * The v2 id of engine action `a` in decision kind `d` (engine/enums.ts Decision numbers): an
 * Amount answer naming a cell (engine: Target cell id) or declining (engine: PASS), and a Recruit
 * option (engine: Amount id) get v2's own ranges; every other id is the engine's.
 */
export function v2Id(d: number, a: number): number {
  if (d === DECISION_AMOUNT) {
    if (a >= A.TARGET && a < A.TARGET + CELLS) return V2_AMOUNT_CELL + (a - A.TARGET);
    if (a === A.PASS) return V2_AMOUNT_DECLINE;
  } else if (d === DECISION_RECRUIT && a >= A.AMOUNT && a < A.AMOUNT + A.AMOUNT_SLOTS) {
    return V2_RECRUIT_OPTION + (a - A.AMOUNT);
  }
  return a;
}

// The wire's 'Amount' kind is the engine's Decision.Choice (a sub-decision, value 14): the protocols
// keep the name they were defined with (core/enums.ts DECISION_NAMES); renaming it is a new version.
const DECISION_AMOUNT = Decision.Choice;
const DECISION_RECRUIT = Decision.Recruit;

function range(out: ActionEntry[], base: number, count: number, kind: string, meaning: (k: number) => string): void {
  for (let k = 0; k < count; k++) out.push({ id: base + k, kind, meaning: meaning(k) });
}

const VERB_NAMES = ['move', 'simple strike', 'ranged attack'];

/** v1's table (the engine's ids), ids 0..NUM_ACTIONS-1 in order. */
export function actionTableV1(): ActionEntry[] {
  const t: ActionEntry[] = [];
  t.push({ id: A.ORDER_FIRST, kind: 'Order', meaning: 'go first' });
  t.push({ id: A.ORDER_SECOND, kind: 'Order', meaning: 'go second' });
  t.push({ id: A.KEEP, kind: 'Redeal', meaning: 'keep the deal' });
  t.push({ id: A.REDEAL, kind: 'Redeal', meaning: 'redeal for 1 gold' });
  range(t, A.RECRUIT, A.DEAL_SIZE, 'Recruit', (k) => `recruit the card in own deal slot ${k}`);
  t.push({ id: A.RECRUIT_DONE, kind: 'Recruit', meaning: 'finish recruiting' });
  range(t, A.PLACE, CELLS, 'Place', (c) => `put the next ground creature on cell ${cellName(c)}`);
  t.push({ id: A.END_TURN, kind: 'Main', meaning: 'end the turn' });
  range(t, A.SELECT, CELLS, 'Main|Priority', (c) => `act with the card on cell ${cellName(c)} (Priority: use its instant ability)`);
  range(t, A.SELECT_AUX, A.MAX_AUX, 'Main|Priority', (k) => `act with the card in own auxiliary slot ${k} (Priority: use its instant ability)`);
  range(t, A.VERB, A.VERB_SLOTS, 'Verb', (k) => (k < 3 ? VERB_NAMES[k]! : `activated ability ${k - 3} of the selected card (positional)`));
  range(t, A.TARGET, CELLS, 'Target', (c) => `target cell ${cellName(c)}`);
  range(t, A.TARGET_AUX, 2 * A.MAX_AUX, 'Target', (k) => `target the card in seat ${k >> 4}'s auxiliary slot ${k & 15} (absolute seat)`);
  t.push({ id: A.DEFEND_NONE, kind: 'Defender', meaning: 'no defender' });
  range(t, A.DEFEND, CELLS, 'Defender', (c) => `the card on cell ${cellName(c)} defends`);
  range(t, A.DEFEND_AUX, A.MAX_AUX, 'Defender', (k) => `the card in own auxiliary slot ${k} defends`);
  t.push({ id: A.EXCHANGE_FULL, kind: 'Exchange', meaning: 'keep both strikes' });
  t.push({ id: A.EXCHANGE_REDUCE, kind: 'Exchange', meaning: 'weaken both strikes by one step' });
  range(t, A.TARGET_STACK, A.PASS - A.TARGET_STACK, 'Target', (k) => `the feature at stack index ${k} (cancel; positional)`);
  t.push({ id: A.PASS, kind: 'Priority', meaning: 'pass priority' });
  range(t, A.TRIGGER, A.TRIGGER_SKIP - A.TRIGGER, 'Trigger', (k) => `declare collected trigger ${k} next (positional)`);
  range(t, A.TRIGGER_SKIP, A.REPLACE - A.TRIGGER_SKIP, 'Trigger', (k) => `decline optional trigger ${k} (positional)`);
  range(t, A.REPLACE, A.REPLACE_NONE - A.REPLACE, 'Replacement', (k) => `apply applicable replacement effect ${k} (positional)`);
  t.push({ id: A.REPLACE_NONE, kind: 'Replacement', meaning: 'apply no replacement effect' });
  range(t, A.CHOOSE, A.CHOOSE_NONE - A.CHOOSE, 'Choose', (k) => `summon or resurrect candidate card ${k} (positional)`);
  t.push({ id: A.CHOOSE_NONE, kind: 'Choose', meaning: 'find nothing (the declaration is still paid)' });
  range(t, A.AMOUNT, A.AMOUNT_SLOTS, 'Amount|Recruit', (x) => `answer ${x} to a card's question (Amount: X to pay, an option 1/2, a row, …; Recruit: the option of the card just recruited)`);
  for (let k = 0; k < t.length; k++) if (t[k]!.id !== k) throw new Error(`action table out of step at id ${k}`);
  if (t.length !== A.NUM_ACTIONS) throw new Error(`action table has ${t.length} ids, NUM_ACTIONS is ${A.NUM_ACTIONS}`);
  return t;
}

/** v2's table (frozen), ids 0..V2_NUM_ACTIONS-1 in order; each entry names the engine id it stands for. */
export function actionTable(): ActionEntry[] {
  const t: ActionEntry[] = actionTableV1().map((e) => ({ ...e, v1: e.id, ...(isPositional(e.id) ? { positional: true } : {}) }));
  for (let x = 0; x < A.AMOUNT_SLOTS; x++) {
    t[A.AMOUNT + x] = { id: A.AMOUNT + x, kind: 'Amount', meaning: `answer ${x} to a card's question: X counters (or lives) to pay; 1 / 2 the first / second option of a two-way question; a row 1-3; 6·where + order of a deck arrangement; 1 + the donor of a copied feature`, v1: A.AMOUNT + x };
  }
  range(t, V2_AMOUNT_CELL, CELLS, 'Amount', (c) => `answer with the creature on cell ${cellName(c)} (the next forced strike, who moves along, where a strike is redirected)`);
  t.push({ id: V2_AMOUNT_DECLINE, kind: 'Amount', meaning: 'decline (where the card allows it)' });
  range(t, V2_RECRUIT_OPTION, A.AMOUNT_SLOTS, 'Recruit', (x) => `the option of the card just recruited: ${x} (extra X paid, or 1 = take the offered gold)`);
  for (let k = V2_AMOUNT_CELL; k < V2_NUM_ACTIONS; k++) {
    const e = t[k]!;
    e.v1 = k < V2_AMOUNT_DECLINE ? A.TARGET + (k - V2_AMOUNT_CELL) : k === V2_AMOUNT_DECLINE ? A.PASS : A.AMOUNT + (k - V2_RECRUIT_OPTION);
  }
  for (let k = 0; k < t.length; k++) if (t[k]!.id !== k) throw new Error(`v2 action table out of step at id ${k}`);
  if (t.length !== V2_NUM_ACTIONS) throw new Error(`v2 action table has ${t.length} ids, V2_NUM_ACTIONS is ${V2_NUM_ACTIONS}`);
  return t;
}
