/**
 * Column ownership (core/hooks.ts MechanicCompile.columns, compile/compile.ts): a CardDb column a
 * mechanic's compile pass declares is written by that pass alone. compileCardDb rejects a column two
 * passes declare, a column the core's own fill wrote, and a capability word declared as a column;
 * the sink's legacy capability bits are only those the pass declares.
 */
import { describe, expect, it } from 'vitest';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { MECHANIC_COMPILE } from '../../src/engine/mechanics/index.js';
import { SET1 } from '../../src/engine/cards/set1/printed.js';
import { ALL_CARDS } from '../../src/engine/card-pool.js';
import { Cap, Gate } from '../../src/engine/core/enums.js';
import { Mech, cardHas } from '../../src/engine/mechanics/ids.js';
import type { CardColumn, CompilePasses, MechanicCompile } from '../../src/engine/compile/passes.js';
import type { CardDef } from '../../src/engine/vocab/card.js';

const printed = SET1 as readonly CardDef[];
/** A printed card with one ability the test passes own: "+1 к максимальной жизни". */
const probe: CardDef = { ...printed[0]!, id: 'tx_probe', name: 'Проба', abilities: [{ kind: 'maxLife', value: 1 }] };
const ownsMaxLife = (a: { kind: string }): boolean => a.kind === 'maxLife';

function withPasses(mechanics: readonly MechanicCompile[], keep = false): CompilePasses {
  return { ...MECHANIC_COMPILE, mechanics: keep ? [...MECHANIC_COMPILE.mechanics, ...mechanics] : mechanics };
}
function pass<C extends CardColumn>(p: Partial<MechanicCompile<C>> & { name: string }): MechanicCompile {
  return { ops: {}, owns: ownsMaxLife, compile: () => {}, ...p } as MechanicCompile;
}

describe('compile passes own their columns', () => {
  it('a pass writes the columns it declares, through the sink (and its declared Cap bits and mechanic ids; an id opens its hook gates)', () => {
    const p: MechanicCompile<'tremor' | 'abBomb'> = {
      name: 'probe',
      ops: {},
      columns: ['tremor', 'abBomb'],
      caps: Cap.Modifier,
      mechs: [Mech.Net],
      owns: ownsMaxLife,
      compile(_def, _a, sink) {
        sink.columns.tremor[sink.card] = 1;
        sink.columns.abBomb[sink.ability] = 7;
        sink.setCaps(Cap.Modifier);
        sink.cap(Mech.Net);
      },
    };
    const db = compileCardDb([...printed, probe], withPasses([p as MechanicCompile]));
    const c = db.byId.get('tx_probe')!;
    expect(db.tremor[c]).toBe(1);
    expect(db.abBomb[db.abilStart[c]!]).toBe(7);
    expect(db.caps[c]! & Cap.Modifier).toBe(Cap.Modifier);
    expect(cardHas(db, c, Mech.Net)).toBe(true);
    expect(db.gates[c]! & (Gate.Netted | Gate.StepwiseStrikes)).toBe(Gate.Netted | Gate.StepwiseStrikes);
    expect(db.tremor.reduce((x, y) => x + y, 0)).toBe(1);
  });

  it('a column two passes declare is a compile error', () => {
    const a = pass<'tremor'>({ name: 'first', columns: ['tremor'] });
    const b = pass<'tremor'>({ name: 'second', columns: ['tremor'] });
    expect(() => compileCardDb(printed, withPasses([a, b]))).toThrow(/mechanic second: column 'tremor' is also owned by mechanic first/);
  });

  it('a column the core fills is a compile error when a pass declares it', () => {
    // The core writes abKind of every ability (and maxLife of the probe card).
    expect(() => compileCardDb([...printed, probe], withPasses([pass<'abKind'>({ name: 'thief', columns: ['abKind'] })]))).toThrow(/mechanic thief: column 'abKind' is the mechanic's, but the core's fill wrote it/);
    expect(() => compileCardDb([...printed, probe], withPasses([pass<'maxLife'>({ name: 'thief', columns: ['maxLife'] })]))).toThrow(/column 'maxLife' .* the core's fill wrote it/);
    // With every mechanic of the pool: any of the core's columns.
    expect(() => compileCardDb(ALL_CARDS, withPasses([pass<'life'>({ name: 'thief', columns: ['life'] })], true))).toThrow(/column 'life' .* the core's fill wrote it/);
  });

  it('a capability word is not a column; undeclared Cap bits and mechanic ids are rejected', () => {
    const words = pass({ name: 'words', columns: ['caps'] as unknown as CardColumn[] });
    expect(() => compileCardDb(printed, withPasses([words]))).toThrow(/'caps' is not a CardDb column a compile pass may own/);
    const gates = pass({ name: 'gates', columns: ['gates'] as unknown as CardColumn[] });
    expect(() => compileCardDb(printed, withPasses([gates]))).toThrow(/'gates' is not a CardDb column a compile pass may own/);
    const greedy = pass({ name: 'greedy', mechs: [Mech.Net], compile: (_d, _a, sink) => { sink.cap(Mech.Net); sink.cap(Mech.Strangle); } });
    expect(() => compileCardDb([...printed, probe], withPasses([greedy]))).toThrow(/card tx_probe «Проба», ability 0: mechanic greedy: capability id \d+ outside its declared mechs/);
    const none = pass({ name: 'none', compile: (_d, _a, sink) => sink.setCaps(Cap.Modifier) });
    expect(() => compileCardDb([...printed, probe], withPasses([none]))).toThrow(/mechanic none: Cap bits .* outside its declared caps/);
  });
});
