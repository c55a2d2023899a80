/**
 * The generated tables of docs/bot-protocol.md (v1) and docs/bot-protocol-v2.md: action ids, from
 * the engine's ranges (engine/action.ts) and the v2 table (action-table.ts), and the observation
 * tensor's features, from agents/features.ts. Each table sits between
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` in its document; `npm run docs:actions`
 * rewrites them and test/env/protocol-docs.test.ts fails when a document differs from the code.
 */
import * as A from '../engine/core/action.js';
import { CELLS } from '../engine/core/board.js';
import { F_SIZE, GLOBAL_FEATURES, G_SIZE, SLOT_COUNT, SLOT_FEATURES, TENSOR_SIZE } from '../agents/features.js';
import { V2_AMOUNT_CELL, V2_AMOUNT_DECLINE, V2_NUM_ACTIONS, V2_RECRUIT_OPTION, actionTable } from './action-table.js';
import { INFO_OFFSET, INFO_SECTIONS, INFO_SIZE } from './infostate.js';
import { ACTION_FEATURE_BYTES, ACTION_FEATURE_FIELDS } from './action-features.js';

function ids(first: number, count: number): string {
  return count === 1 ? `${first}` : `${first}–${first + count - 1}`;
}

/** Rows of v1's range table: ids, decision kind, meaning. */
function v1Rows(): [string, string, string][] {
  return [
    [`${A.ORDER_FIRST}, ${A.ORDER_SECOND}`, 'Order', 'go first / go second'],
    [`${A.KEEP}, ${A.REDEAL}`, 'Redeal', 'keep the deal / redeal (1 gold)'],
    [`${ids(A.RECRUIT, A.DEAL_SIZE)} (${A.RECRUIT} + slot), ${A.RECRUIT_DONE}`, 'Recruit', 'recruit the card in that own deal slot / finish recruiting'],
    [`${ids(A.PLACE, CELLS)} (${A.PLACE} + cell)`, 'Place', 'put the next ground creature on that cell'],
    [`${A.END_TURN}`, 'Main', 'end the turn'],
    [`${ids(A.SELECT, CELLS)} (${A.SELECT} + cell), ${ids(A.SELECT_AUX, A.MAX_AUX)} (${A.SELECT_AUX} + slot)`, 'Main, Priority', 'act with the card on that cell / in that own auxiliary slot (in a priority round: use its instant)'],
    [`${ids(A.VERB, A.VERB_SLOTS)} (${A.VERB} + verb)`, 'Verb', '0 move, 1 simple strike, 2 ranged attack, 3 + k the selected card\'s k-th activated ability (positional)'],
    [`${ids(A.TARGET, CELLS)} (${A.TARGET} + cell), ${ids(A.TARGET_AUX, 2 * A.MAX_AUX)} (${A.TARGET_AUX} + 16·seat + slot)`, 'Target', 'a cell / a card in a seat\'s auxiliary zone (absolute seat)'],
    [`${A.DEFEND_NONE}, ${ids(A.DEFEND, CELLS)} (${A.DEFEND} + cell), ${ids(A.DEFEND_AUX, A.MAX_AUX)} (${A.DEFEND_AUX} + slot)`, 'Defender', 'no defender / the card on that cell or in that own auxiliary slot defends'],
    [`${A.EXCHANGE_FULL}, ${A.EXCHANGE_REDUCE}`, 'Exchange', 'keep both strikes / weaken both by one step'],
    [`${ids(A.TARGET_STACK, A.PASS - A.TARGET_STACK)} (${A.TARGET_STACK} + index)`, 'Target', 'a feature on the stack (cancel)'],
    [`${A.PASS}`, 'Priority', 'pass priority'],
    [`${ids(A.TRIGGER, A.TRIGGER_SKIP - A.TRIGGER)} (${A.TRIGGER} + k), ${ids(A.TRIGGER_SKIP, A.REPLACE - A.TRIGGER_SKIP)} (${A.TRIGGER_SKIP} + k)`, 'Trigger', 'declare the k-th collected trigger next / decline that optional trigger (positional)'],
    [`${ids(A.REPLACE, A.REPLACE_NONE - A.REPLACE)} (${A.REPLACE} + k), ${A.REPLACE_NONE}`, 'Replacement', 'apply the k-th applicable replacement effect (positional) / none'],
    [`${ids(A.CHOOSE, A.CHOOSE_NONE - A.CHOOSE)} (${A.CHOOSE} + k), ${A.CHOOSE_NONE}`, 'Choose', 'summon or resurrect the k-th candidate card (positional) / find nothing (the declaration is still paid)'],
    [`${ids(A.AMOUNT, A.AMOUNT_SLOTS)} (${A.AMOUNT} + x)`, 'Amount', 'the answer x to a card\'s question: X counters (or lives, or "N или менее") to pay, from the card\'s minimum up to 15; 1 / 2 for a two-way question (the first / second option of an "either" feature; use / not use a counter block or an unanswerable strike; the first / second die); a row 1–3; 6·where + order for a deck arrangement; 1 + the donor of a copied feature'],
    [`${ids(A.TARGET, CELLS)} (${A.TARGET} + cell), ${A.PASS}`, 'Amount', 'questions that name a creature on the battlefield reuse the **Target cell ids**: the creature a forced strike names next, the creature that moves along, the creature a strike is redirected to; ' + `${A.PASS} (PASS) declines where declining is allowed. The pending decision kind (Amount, not Target or Priority) tells them apart`],
    [`${ids(A.AMOUNT, A.AMOUNT_SLOTS)} (${A.AMOUNT} + x)`, 'Recruit', 'the option of a card just recruited (a Recruit decision, the Amount ids): the extra X paid, or 1 = take the offered gold'],
  ];
}

function table(head: string[], rows: string[][]): string {
  const esc = (c: string) => c.replace(/\|/g, '\\|');
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n');
}

/** docs/bot-protocol.md's action table. */
export function v1ActionsDoc(): string {
  return `\`numActions\` = **${A.NUM_ACTIONS}** (ids 0–${A.NUM_ACTIONS - 1}):\n\n` + table(['ids', 'decision', 'meaning'], v1Rows());
}

/** docs/bot-protocol-v2.md's whole action table, one row per id. */
export function v2ActionsDoc(): string {
  const t = actionTable();
  const head =
    `\`numActions\` = **${V2_NUM_ACTIONS}** (ids 0–${V2_NUM_ACTIONS - 1}), frozen for \`berserk-env/2\`. Ids 0–${A.NUM_ACTIONS - 1} are v1's; ` +
    `v2 gives Amount answers that v1 spells with Target cell ids and PASS their own ids (${ids(V2_AMOUNT_CELL, CELLS)}, ${V2_AMOUNT_DECLINE}), ` +
    `and Recruit options that v1 spells with Amount ids theirs (${ids(V2_RECRUIT_OPTION, A.AMOUNT_SLOTS)}). ` +
    'The `v1` column is the engine id an entry stands for (`hello.actions[id].v1`).\n\n';
  return head + table(['id', 'decision', 'meaning', 'v1'], t.map((e) => [`${e.id}`, e.kind, e.meaning, `${e.v1}`]));
}

/** The observation tensor's feature tables (v1 and v2 send the same tensor). */
export function tensorDoc(): string {
  const rows = (list: readonly (readonly [string, string])[]) => list.map(([name, meaning], k) => [`${k}`, `\`${name}\``, meaning]);
  return (
    `\`tensorSize\` = **${TENSOR_SIZE}** float32 values: ${G_SIZE} global features, then ${SLOT_COUNT} slots of ${F_SIZE} features each; ` +
    `feature *k* of slot *s* is at index ${G_SIZE} + ${F_SIZE}·*s* + *k*.\n\n### Global features (indices 0–${G_SIZE - 1})\n\n` +
    table(['#', 'name', 'meaning'], rows(GLOBAL_FEATURES)) +
    `\n\n### Slot features (per slot, indices 0–${F_SIZE - 1})\n\n` +
    table(['#', 'name', 'meaning'], rows(SLOT_FEATURES))
  );
}

/** docs/bot-protocol-v2.md's information-state layout (`--infostate`): sections, then every feature. */
export function infostateDoc(): string {
  const parts = [
    `The information state is **${INFO_SIZE}** float32 values after the tensor's ${TENSOR_SIZE} (\`hello.tensor.infostate.offset\` = ${TENSOR_SIZE}). ` +
      'Feature *f* of item *j* of a section is at `offset + section.offset + featureCount·j + f`.\n',
    table(
      ['section', 'offset', 'items', 'features', 'item *j*'],
      INFO_SECTIONS.map((s, k) => [`\`${s.name}\``, `${INFO_OFFSET[k]}`, `${s.items}`, `${s.features.length}`, s.item]),
    ),
  ];
  for (const s of INFO_SECTIONS) {
    if (s.features.length === 1) continue;
    parts.push(`\n#### \`${s.name}\` features\n\n` + table(['#', 'name', 'meaning'], s.features.map(([name, meaning], f) => [`${f}`, `\`${name}\``, meaning])));
  }
  const single = INFO_SECTIONS.filter((s) => s.features.length === 1).map((s) => `\`${s.name}\``);
  parts.push(`\nThe one feature of ${single.join(', ')} is \`card\`: ${INFO_SECTIONS.find((s) => s.features.length === 1)!.features[0]![1]}.`);
  return parts.join('\n');
}

/** docs/bot-protocol-v2.md's action-feature entry (`--action-features`). */
export function actionFeaturesDoc(): string {
  const ranges: string[] = [];
  const tab = actionTable();
  for (let k = 0; k < tab.length; k++) {
    if (tab[k]!.positional !== true) continue;
    let end = k;
    while (tab[end + 1]?.positional === true && tab[end + 1]!.kind === tab[k]!.kind) end++;
    ranges.push(`${ids(k, end - k + 1)} (${tab[k]!.kind})`);
    k = end;
  }
  return (
    `Positional ids (\`"positional": true\` in \`hello.actions\`): ${ranges.join(', ')}.\n\n` +
    `Each entry is **${ACTION_FEATURE_BYTES}** bytes, ${ACTION_FEATURE_FIELDS.length} little-endian 16-bit numbers:\n\n` +
    table(['off', 'type', 'field', 'meaning'], ACTION_FEATURE_FIELDS.map(([name, meaning], k) => [`${2 * k}`, k === 0 ? 'u16' : 'i16', `\`${name}\``, meaning]))
  );
}

/** The generated blocks by name. */
export const GENERATED_BLOCKS: Record<string, { doc: string; text: () => string }> = {
  'actions-v1': { doc: 'docs/bot-protocol.md', text: v1ActionsDoc },
  'tensor-v1': { doc: 'docs/bot-protocol.md', text: tensorDoc },
  'actions-v2': { doc: 'docs/bot-protocol-v2.md', text: v2ActionsDoc },
  'infostate-v2': { doc: 'docs/bot-protocol-v2.md', text: infostateDoc },
  'action-features-v2': { doc: 'docs/bot-protocol-v2.md', text: actionFeaturesDoc },
};

/** `text` with block `name` replaced by `body` (throws if the markers are missing). */
export function replaceBlock(text: string, name: string, body: string): string {
  const open = `<!-- generated:${name} -->`;
  const close = `<!-- /generated:${name} -->`;
  const a = text.indexOf(open);
  const b = text.indexOf(close);
  if (a < 0 || b < a) throw new Error(`markers ${open} … ${close} not found`);
  return text.slice(0, a + open.length) + '\n' + body + '\n' + text.slice(b);
}
