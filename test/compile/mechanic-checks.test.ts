/**
 * The checks a mechanic's compile pass owns (mechanics/**, MECHANIC_COMPILE): each rejects bad card data
 * through the sink, and the error names the card, the ability's index, the field and the mechanic.
 */
import { describe, expect, it } from 'vitest';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { SET1 } from '../../src/engine/cards/set1/printed.js';
import type { Ability } from '../../src/engine/vocab/ability.js';
import type { CardDef } from '../../src/engine/vocab/card.js';

const printed = SET1 as readonly CardDef[];
const card = (abilities: Ability[], over: Partial<CardDef> = {}): CardDef => ({ ...printed[0]!, id: 'tx_check', name: 'Проверка', hasText: true, support: 'implemented', abilities, ...over });
const compile = (d: CardDef) => compileCardDb([...printed, d]);
const where = 'card tx_check «Проверка», ability';

describe('compile passes reject bad card data, naming card, ability and field', () => {
  it("strike/strike-range.ts: a formation's 'strikeRange' takes no 'when'", () => {
    expect(() => compile(card([{ kind: 'formation', grant: { strikeRange: 2 } }]))).not.toThrow();
    expect(() => compile(card([{ kind: 'maxLife', value: 1 }, { kind: 'formation', grant: { strikeRange: 2 }, when: { partner: 'elite' } }]))).toThrow(
      `${where} 1: when: formation 'strikeRange' takes no 'when' (mechanic strikeRange)`,
    );
  });

  it('markers/tremor-marker.ts: \'tremorIncarnation\' needs "инкарнация X"', () => {
    expect(() => compile(card([{ kind: 'keyword', keyword: 'tremorIncarnation' }]))).toThrow(`${where} 0: keyword: 'tremorIncarnation' needs "инкарнация X" (mechanic tremorMarker)`);
    const db = compile(card([{ kind: 'keyword', keyword: 'tremorIncarnation' }], { incarnation: 2 }));
    expect(db.tremor[db.byId.get('tx_check')!]).toBe(1);
  });

  it("features/grave-target.ts: 'ownGraveCreature' is the target of 'incarnationToken' triggers only", () => {
    const grave = (a: Partial<Ability>) => card([{ kind: 'triggered', on: 'selfStrikes', target: 'ownGraveCreature', effect: { op: 'incarnationToken' }, abilityType: 'influence', ...a } as Ability]);
    expect(() => compile(grave({}))).not.toThrow();
    expect(() => compile(grave({ effect: { op: 'wound', amount: 1 } } as Partial<Ability>))).toThrow(`${where} 0: target: 'ownGraveCreature' is the target of 'incarnationToken' triggers only (mechanic graveTarget)`);
    const activated = card([{ kind: 'activated', tap: true, target: 'ownGraveCreature', effect: { op: 'incarnationToken' }, abilityType: 'influence' } as Ability]);
    expect(() => compile(activated)).toThrow(`${where} 0: target: 'ownGraveCreature' is a trigger target only (mechanic graveTarget)`);
  });

  it('dice/die-outcome.ts: the outcomes rise and end at 6', () => {
    const die = (ups: number[]) =>
      card([
        {
          kind: 'triggered',
          on: 'selfMoves',
          target: 'none',
          effect: { op: 'dieOutcome', outcomes: ups.map((upTo) => ({ upTo, target: 'adjacentCreature' as const, effect: { op: 'wound' as const, amount: 1 } })) },
          abilityType: 'influence',
        } as Ability,
      ]);
    expect(() => compile(die([3, 6]))).not.toThrow();
    expect(() => compile(die([3, 5]))).toThrow(`${where} 0: outcomes: dieOutcome outcomes must rise from 1 and end at 6 (outcome 1: upTo 5) (mechanic dieOutcome)`);
  });
});
