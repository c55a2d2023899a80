/**
 * The compile sink for mechanic-owned ids (compile/passes.ts MechanicCompile, core/hooks.ts CompileSink;
 * mechanics/ids.ts): compileCardDb runs each mechanic's pass over the abilities it owns, writes its
 * capability bit (CardDb.mechCaps, per game GameState.mechCaps) and its data word (CardDb.abMech),
 * resolves its op names to codes MECH_OP_BASE … 255, and reports bad data naming the card and field.
 * The passes here are made up for the test; the real ones are listed in mechanics/index.ts.
 */
import { describe, expect, it } from 'vitest';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import type { CompilePasses, MechanicCompile } from '../../src/engine/compile/passes.js';
import { MECHANIC_COMPILE } from '../../src/engine/mechanics/index.js';
import { MECH_CAP_WORDS, MECH_OP_BASE } from '../../src/engine/core/codes.js';
import { noteCardInGame, scopeCapsToPlay } from '../../src/engine/core/game-caps.js';
import { GameState } from '../../src/engine/core/state.js';
import { MECH_COUNT, MechOp, gatesOfMech } from '../../src/engine/mechanics/ids.js';
import { makeOptions } from '../../src/engine/core/options.js';
import type { Ability } from '../../src/engine/vocab/ability.js';
import { synth } from '../helpers/scenario.js';

const dryad = synth('Дриада', {
  abilities: [{ kind: 'triggered', on: 'endOfOwnTurn', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }],
});
const plain = synth('Камень');

/** A pass owning every 'endOfOwnTurn' trigger: capability id 5, data word 7. */
function pass(over: Partial<MechanicCompile> = {}): MechanicCompile {
  return {
    name: 'test',
    ops: {},
    mechs: [5],
    owns: (a: Ability) => a.kind === 'triggered' && a.on === 'endOfOwnTurn',
    compile: (_def, _a, sink) => {
      sink.cap(5);
      sink.word(7);
    },
    ...over,
  };
}

const withPasses = (mechanics: readonly MechanicCompile[]): CompilePasses => ({ ...MECHANIC_COMPILE, mechanics });

describe('compile sink: mechanic-owned capability bits, data words and op codes', () => {
  it('the pass sets its capability bit on the card and its data word on the ability it owns, and nothing elsewhere', () => {
    const db = compileCardDb([dryad, plain], withPasses([pass()]));
    expect(MECH_CAP_WORDS).toBe(2);
    expect(Array.from(db.mechCaps.subarray(0, 2 * MECH_CAP_WORDS))).toEqual([1 << 5, 0, 0, 0]);
    expect(db.gates[0]).toBe(gatesOfMech(5)); // the hook gates id 5 opens (mechanics/ids.ts MECH_GATES)
    expect(db.gates[1]).toBe(0);
    expect(db.abMech[db.abilStart[0]!]).toBe(7);
    expect(Array.from(db.abMech).filter((w) => w !== 0)).toHaveLength(1);
  });

  it('the per-game word is the union of the cards in the game (game-caps.ts), cleared when the battle scopes it', () => {
    const db = compileCardDb([dryad, plain], withPasses([pass()]));
    const s = new GameState(db, makeOptions());
    expect(s.mechCaps[0]).toBe(0);
    noteCardInGame(s, 1);
    expect(s.mechCaps[0]).toBe(0);
    noteCardInGame(s, 0);
    expect(s.mechCaps[0]).toBe(1 << 5);
    scopeCapsToPlay(s); // no card out of the decks
    expect(s.mechCaps[0]).toBe(0);
  });

  it('without a pass, no bit and no word (the bundled pool: every set-1 game keeps its state words)', () => {
    const db = compileCardDb([dryad, plain]);
    expect(Array.from(db.mechCaps).every((w) => w === 0)).toBe(true);
    expect(Array.from(db.abMech).every((w) => w === 0)).toBe(true);
  });

  it('reject: the message names the card, the ability and the field', () => {
    const bad = pass({ compile: (_d, _a, sink) => sink.reject('ifSomething', 'not on this trigger point') });
    expect(() => compileCardDb([plain, dryad], withPasses([bad]))).toThrow(/card tx_Дриада «Дриада», ability 0: ifSomething: not on this trigger point \(mechanic test\)/);
  });

  it('a capability id outside the allocated ids or not declared by the pass, and a second writer of one data word, are compile errors', () => {
    expect(() => compileCardDb([dryad], withPasses([pass({ mechs: [MECH_COUNT], compile: (_d, _a, sink) => sink.cap(MECH_COUNT) })]))).toThrow(new RegExp(`capability id ${MECH_COUNT} outside 0…${MECH_COUNT - 1}`));
    expect(() => compileCardDb([dryad], withPasses([pass({ mechs: [] })]))).toThrow(/capability id 5 outside its declared mechs/);
    expect(() => compileCardDb([dryad], withPasses([pass(), pass({ name: 'other' })]))).toThrow(/data word is test's/);
  });

  it('op codes: a name a pass owns is resolved to its code (MECH_OP_BASE … 255); a core name, a clash, a code out of range or a code without a table entry is refused', () => {
    // A made-up name, cast, on the code of a real mechanic op (it has its effectOps entry).
    const user = synth('Пробник', {
      abilities: [{ kind: 'activated', tap: true, target: 'self', effect: { op: 'probe' } as unknown as { op: 'wound'; amount: number }, abilityType: 'influence' }],
    });
    const db = compileCardDb([user], withPasses([pass({ ops: { probe: MECH_OP_BASE } })]));
    expect(db.abOp[db.abilStart[0]!]).toBe(MECH_OP_BASE);
    // A code nobody executes would play as no text at all: refused when the pool is compiled.
    expect(() => compileCardDb([user], withPasses([pass({ ops: { probe: MECH_OP_BASE + 100 } })]))).toThrow(/effect op 'probe' \(code 228\) has no entry in effectOps or abilityOps/);
    expect(() => compileCardDb([user])).toThrow(/unknown effect op 'probe'/);
    expect(() => compileCardDb([user], withPasses([pass({ ops: { probe: 40 } })]))).toThrow(/outside 128…255/);
    expect(() => compileCardDb([user], withPasses([pass({ ops: { wound: 200 } })]))).toThrow(/'wound' is a core op/);
    expect(() => compileCardDb([user], withPasses([pass({ ops: { probe: 128 } }), pass({ name: 'other', ops: { probe2: 128 } })]))).toThrow(/op code 128/);
  });

  it("a further effect (`also`) may name a mechanic's op with an effect entry (it goes through the effect queue), not one executed as a whole feature", () => {
    const user = synth('Пробник-2', {
      abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, also: { op: 'probe' } as unknown as { op: 'close' }, abilityType: 'influence' }],
    });
    const db = compileCardDb([user], withPasses([pass({ ops: { probe: MechOp.Gaze } })])); // effectOps[MechOp.Gaze]
    expect(db.abAlsoOp[db.abilStart[0]!]).toBe(MechOp.Gaze);
    expect(db.mechOps.probe).toBe(MechOp.Gaze);
    // MechOp.RowAttackCap is executed as a feature (abilityOps): as a further effect it would never run.
    expect(() => compileCardDb([user], withPasses([pass({ ops: { probe: MechOp.RowAttackCap } })]))).toThrow(/effect op 'probe' \(mechanic test\) is accepted only as an ability's main effect/);
  });
});
