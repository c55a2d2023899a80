/**
 * The action table of protocol v2 (docs/bot-protocol-v2.md): for every action id, the decision kind
 * it answers and what it means, generated from the ranges of engine/action.ts so that it cannot
 * drift from the engine. Sent in the `hello` frame of `berserk serve-env`.
 */
import * as A from '../engine/core/action.js';
import { cellName } from '../engine/core/board.js';
import { CELLS } from '../engine/core/board.js';

export interface ActionEntry {
  id: number;
  /** Decision kind(s) the id answers (DECISION_NAMES spelling). */
  kind: string;
  /** What the id means; positional ids ("k-th trigger") say so. */
  meaning: string;
}

function range(out: ActionEntry[], base: number, count: number, kind: string, meaning: (k: number) => string): void {
  for (let k = 0; k < count; k++) out.push({ id: base + k, kind, meaning: meaning(k) });
}

const VERB_NAMES = ['move', 'simple strike', 'ranged attack'];

/** The whole table, ids 0..NUM_ACTIONS-1 in order. */
export function actionTable(): ActionEntry[] {
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
  range(t, A.TARGET_STACK, A.PASS - A.TARGET_STACK, 'Target', (k) => `the feature at stack index ${k} (cancel)`);
  t.push({ id: A.PASS, kind: 'Priority', meaning: 'pass priority' });
  range(t, A.TRIGGER, A.TRIGGER_SKIP - A.TRIGGER, 'Trigger', (k) => `declare collected trigger ${k} next (positional)`);
  range(t, A.TRIGGER_SKIP, A.REPLACE - A.TRIGGER_SKIP, 'Trigger', (k) => `decline optional trigger ${k} (positional)`);
  range(t, A.REPLACE, A.REPLACE_NONE - A.REPLACE, 'Replacement', (k) => `apply applicable replacement effect ${k} (positional)`);
  t.push({ id: A.REPLACE_NONE, kind: 'Replacement', meaning: 'apply no replacement effect' });
  range(t, A.CHOOSE, A.CHOOSE_NONE - A.CHOOSE, 'Choose', (k) => `summon or resurrect candidate card ${k} (positional)`);
  t.push({ id: A.CHOOSE_NONE, kind: 'Choose', meaning: 'find nothing (the declaration is still paid)' });
  range(t, A.AMOUNT, A.AMOUNT_SLOTS, 'Amount', (x) => `pay ${x} counters for an X cost`);
  for (let k = 0; k < t.length; k++) if (t[k]!.id !== k) throw new Error(`action table out of step at id ${k}`);
  if (t.length !== A.NUM_ACTIONS) throw new Error(`action table has ${t.length} ids, NUM_ACTIONS is ${A.NUM_ACTIONS}`);
  return t;
}
