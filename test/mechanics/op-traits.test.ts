/**
 * Op traits (core/enums.ts OpTrait, Hooks.opTraits): what the core reads of a mechanic's op at its rule
 * moments. The core names only its own ops (core/enums.ts Op, below MECH_OP_BASE) and tests a trait for
 * the rest, so a mechanic's op code never appears under core/. These checks keep that contract: traits
 * sit only at mechanic op codes, each trait has the hook that answers it, and no core file names a
 * MechOp member as an Op.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Op, OpTrait } from '../../src/engine/core/enums.js';
import { MECH_OP_BASE } from '../../src/engine/core/codes.js';
import { MechOp } from '../../src/engine/mechanics/ids.js';
import { MECHANIC_HOOKS } from '../../src/engine/mechanics/index.js';

const h = MECHANIC_HOOKS;
const numeric = (e: object): [string, number][] => Object.entries(e).filter((x): x is [string, number] => typeof x[1] === 'number');

function coreFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? coreFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('op traits (core/enums.ts OpTrait, Hooks.opTraits)', () => {
  it('the core\'s ops lie below MECH_OP_BASE, the mechanics\' from it, and no code is both', () => {
    const core = numeric(Op);
    const mech = numeric(MechOp);
    for (const [name, v] of core) expect(v, `Op.${name}`).toBeLessThan(MECH_OP_BASE);
    for (const [name, v] of mech) {
      expect(v, `MechOp.${name}`).toBeGreaterThanOrEqual(MECH_OP_BASE);
      expect(v, `MechOp.${name}`).toBeLessThan(256);
    }
    expect(new Set(mech.map((x) => x[1])).size, 'two MechOp members share a code').toBe(mech.length);
  });

  it('traits sit only at mechanic op codes: the core tests its own ops by name', () => {
    expect(h.opTraits.length).toBe(256);
    const mechCodes = new Set(numeric(MechOp).map((x) => x[1]));
    for (let op = 0; op < 256; op++) if (h.opTraits[op] !== 0) expect(mechCodes.has(op), `op ${op} has traits`).toBe(true);
    const all = numeric(OpTrait).reduce((m, [, v]) => m | v, 0);
    for (let op = 0; op < 256; op++) expect(h.opTraits[op]! & ~all, `op ${op}: an undeclared trait bit`).toBe(0);
  });

  it('each trait has the hook that answers it', () => {
    for (let op = MECH_OP_BASE; op < 256; op++) {
      const t = h.opTraits[op]!;
      // 511: the op is applied through the effect queue (OnStrikeItem, AmountIsDeclaredCell, MayBeImpossible).
      if ((t & (OpTrait.OnStrikeItem | OpTrait.AmountIsDeclaredCell | OpTrait.MayBeImpossible)) !== 0) expect(h.effectOps[op], `op ${op}: effectOps`).not.toBeNull();
      // Tgt.ExecutingStrike: the mechanic says which strike its feature may name.
      if ((t & OpTrait.OnStrikeItem) !== 0) expect(h.abilityOps[op]?.strikeUsable ?? null, `op ${op}: strikeUsable`).not.toBeNull();
      // A trigger that keeps the attacked card executes as the mechanic's feature.
      if ((t & OpTrait.KeepsAttacked) !== 0) expect(h.abilityOps[op]?.execute ?? null, `op ${op}: execute`).not.toBeNull();
    }
    // The traits of the ops that had them as core cases before: the same rule moments.
    expect(h.opTraits[MechOp.Relocate]).toBe(OpTrait.CellAtDeclaration | OpTrait.AmountIsDeclaredCell);
    expect(h.opTraits[MechOp.CellMarker]).toBe(OpTrait.CellAtDeclaration);
    expect(h.opTraits[MechOp.StrikeCap]).toBe(OpTrait.OnStrikeItem);
    expect(h.opTraits[MechOp.RedirectDeclared]).toBe(OpTrait.KeepsAttacked);
    expect(h.opTraits[MechOp.Push]).toBe(OpTrait.MayBeImpossible);
  });

  it('no file under core/ names a mechanic\'s op as an Op', () => {
    const names = numeric(MechOp).map((x) => x[0]);
    const pattern = new RegExp(`\\bOp\\.(${names.join('|')})\\b`);
    const offenders: string[] = [];
    for (const f of coreFiles('src/engine/core')) {
      readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`${f}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
