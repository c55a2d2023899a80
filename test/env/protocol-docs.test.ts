/**
 * The action tables in docs/bot-protocol.md (v1) and docs/bot-protocol-v2.md are the code's
 * (src/env/protocol-docs.ts; `npm run docs:actions` rewrites them), and v2's ids are one meaning each.
 */
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as A from '../../src/engine/core/action.js';
import { Decision } from '../../src/engine/core/enums.js';
import { GENERATED_BLOCKS } from '../../src/env/protocol-docs.js';
import { V2_AMOUNT_CELL, V2_AMOUNT_DECLINE, V2_NUM_ACTIONS, V2_RECRUIT_OPTION, actionTable, actionTableV1, v2Id } from '../../src/env/action-table.js';

function block(text: string, name: string): string {
  const open = `<!-- generated:${name} -->\n`;
  const a = text.indexOf(open);
  const b = text.indexOf(`\n<!-- /generated:${name} -->`);
  expect(a, `markers of ${name}`).toBeGreaterThanOrEqual(0);
  return text.slice(a + open.length, b);
}

describe('generated action tables in the protocol docs', () => {
  for (const [name, { doc, text }] of Object.entries(GENERATED_BLOCKS)) {
    it(`${doc} holds the code's ${name} table (npm run docs:actions)`, () => {
      expect(block(fs.readFileSync(doc, 'utf8'), name)).toBe(text());
    });
  }

  it('v1 states the engine action count', () => {
    expect(fs.readFileSync('docs/bot-protocol.md', 'utf8')).toContain(`\`numActions\` = **${A.NUM_ACTIONS}**`);
  });
});

describe('v2 action ids', () => {
  it('v2 is v1 plus its own Amount and Recruit-option ranges; each v2 id stands for one engine id', () => {
    const v1 = actionTableV1();
    const v2 = actionTable();
    expect(v1.length).toBe(A.NUM_ACTIONS);
    expect(v2.length).toBe(V2_NUM_ACTIONS);
    for (let k = 0; k < A.NUM_ACTIONS; k++) expect(v2[k]!.v1).toBe(k);
    expect(v2[V2_AMOUNT_CELL + 7]).toMatchObject({ kind: 'Amount', v1: A.TARGET + 7 });
    expect(v2[V2_AMOUNT_DECLINE]).toMatchObject({ kind: 'Amount', v1: A.PASS });
    expect(v2[V2_RECRUIT_OPTION + 1]).toMatchObject({ kind: 'Recruit', v1: A.AMOUNT + 1 });
  });

  it('an Amount answer never shares an id with a Target or Priority action, nor a Recruit option with an Amount answer', () => {
    expect(v2Id(Decision.Choice, A.TARGET + 3)).toBe(V2_AMOUNT_CELL + 3);
    expect(v2Id(Decision.Target, A.TARGET + 3)).toBe(A.TARGET + 3);
    expect(v2Id(Decision.Choice, A.PASS)).toBe(V2_AMOUNT_DECLINE);
    expect(v2Id(Decision.Priority, A.PASS)).toBe(A.PASS);
    expect(v2Id(Decision.Choice, A.AMOUNT + 2)).toBe(A.AMOUNT + 2);
    expect(v2Id(Decision.Recruit, A.AMOUNT + 2)).toBe(V2_RECRUIT_OPTION + 2);
    expect(v2Id(Decision.Recruit, A.RECRUIT + 2)).toBe(A.RECRUIT + 2);
    // Every v2 id maps back to the engine id it came from.
    const v2 = actionTable();
    for (const d of [Decision.Choice, Decision.Recruit, Decision.Target, Decision.Priority]) {
      for (let a = 0; a < A.NUM_ACTIONS; a++) expect(v2[v2Id(d, a)]!.v1).toBe(a);
    }
  });
});
