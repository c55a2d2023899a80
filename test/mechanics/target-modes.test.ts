/**
 * Target modes (G.TargetMode of a pending Decision.Target): the core's own in core/enums.ts TargetMode,
 * the mechanics' in mechanics/ids.ts MechTargetMode, answered through hooks.targetChoices (index = the
 * mode). No value is both; every mode a mechanic allocates or sets has an entry, and the core's modes
 * have none; the core never names a mechanic's mode.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MECH_TARGET_MODE_BASE, TARGET_MODE_COUNT, TargetMode } from '../../src/engine/core/enums.js';
import { MechTargetMode } from '../../src/engine/mechanics/ids.js';
import { MECHANIC_HOOKS } from '../../src/engine/mechanics/index.js';

const ENGINE = join(import.meta.dirname, '../../src/engine');
/** The members of a numeric enum (its runtime object also maps values back to names). */
const members = (e: object): [string, number][] => Object.entries(e).filter((kv): kv is [string, number] => typeof kv[1] === 'number');
const CORE = members(TargetMode);
const MECH = members(MechTargetMode);
function tsFiles(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) tsFiles(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

describe('target modes (core/enums.ts TargetMode, mechanics/ids.ts MechTargetMode)', () => {
  it('no value of the core enum is allocated to a mechanic; every mode is below TARGET_MODE_COUNT, each mechanic mode distinct', () => {
    const core = new Set(CORE.map(([, v]) => v));
    for (const [name, v] of MECH) expect(core.has(v), `MechTargetMode.${name} = ${v} is a core mode`).toBe(false);
    const mech = MECH.map(([, v]) => v);
    expect(new Set(mech).size).toBe(mech.length);
    for (const [, v] of [...CORE, ...MECH]) expect(v >= 0 && v < TARGET_MODE_COUNT).toBe(true);
    expect(MECH_TARGET_MODE_BASE).toBeGreaterThan(Math.max(...mech, ...core)); // where the next one is taken from
  });

  it("hooks.targetChoices: TARGET_MODE_COUNT entries; legal and apply at every mechanic mode, nothing at the core's", () => {
    const table = MECHANIC_HOOKS.targetChoices;
    expect(table.length).toBe(TARGET_MODE_COUNT);
    for (const [name, v] of MECH) {
      expect(typeof table[v]?.legal, `MechTargetMode.${name}`).toBe('function');
      expect(typeof table[v]?.apply, `MechTargetMode.${name}`).toBe('function');
    }
    for (const [name, v] of CORE) expect(table[v], `TargetMode.${name}`).toBeNull();
    const allocated = new Set(MECH.map(([, v]) => v));
    table.forEach((entry, v) => expect(entry === null || allocated.has(v), `an entry at ${v} no mechanic allocated`).toBe(true));
  });

  it('a mechanic sets G.TargetMode only to one of its allocated modes (or back to TargetMode.Verb); the core names none', () => {
    const set = /G\.TargetMode\]\s*=\s*([^;=][^;]*);/g;
    const bad: string[] = [];
    let sets = 0;
    for (const f of tsFiles(join(ENGINE, 'mechanics'))) {
      for (const m of code(readFileSync(f, 'utf8')).matchAll(set)) {
        sets++;
        const v = m[1]!.trim();
        const mech = /^MechTargetMode\.(\w+)$/.exec(v);
        if (v === 'TargetMode.Verb' || (mech && (MechTargetMode as Record<string, unknown>)[mech[1]!] !== undefined)) continue;
        bad.push(`${f.slice(ENGINE.length + 1)}: ${v}`);
      }
    }
    expect(sets).toBeGreaterThan(10);
    expect(bad).toEqual([]);
    for (const f of tsFiles(join(ENGINE, 'core'))) expect(code(readFileSync(f, 'utf8')), f).not.toMatch(/MechTargetMode|G\.TargetMode\]\s*=\s*\d/);
  });
});
