/**
 * The engine's kinds, flags and field offsets are `const enum`s that tsc inlines as literals into the
 * compiled engine (tsconfig: isolatedModules off, preserveConstEnums on). An imported object constant
 * would cost a module-cell load, a hole check, a map check and a field load at every use: callgrind
 * measured 19 % more instructions and 70 % more instruction-cache misses per game with them
 * (CHANGELOG.md 0.1.0, "Build and speed"). This test fails if a build setting or a new `as const` object brings
 * them back into dist/src/engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsFiles } from '../helpers/files.js';
import { DECISION_NAMES, Decision, ELEMENT_CODE, ELEMENT_NAMES, ElementCode } from '../../dist/src/engine/core/enums.js';

const ENGINE = join(import.meta.dirname, '../../dist/src/engine');
/** Every enum of the engine whose members must not survive as property loads. */
const ENUMS = 'G|St|Ef|Tr|Ev|Tm|Zone|Flag|Decision|Verb|EndReason|ElementCode|Kw|Kw2|AttackKind|Op|AbKind|Tgt|Trig|Cap|Gate|Mech|CapWord|CapBit|Feat|StFlag|TargetMode|MechTargetMode|Window|StatFlag|XMode|GKw|Num|TimedKind|Dur|Cond|ModOp|XKind|Stream|Step|Dir';


/** Code without comments and string literals (tsc leaves `/* G.Caps *\/` after each inlined literal). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/`(?:\\[\s\S]|[^`\\])*`|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"/g, "''");
}

describe('engine enums are inlined', () => {
  it('no enum member is read as a property in the compiled engine', () => {
    const use = new RegExp(`(?<![\\w.$])(${ENUMS})\\.[A-Za-z_]\\w*`, 'g');
    const found: string[] = [];
    for (const f of jsFiles(ENGINE)) {
      const uses = code(readFileSync(f, 'utf8')).match(use);
      if (uses) found.push(`${f.slice(ENGINE.length + 1)}: ${[...new Set(uses)].slice(0, 5).join(', ')}`);
    }
    expect(found).toEqual([]);
  });

  it('the name tables agree with the enums', () => {
    expect(DECISION_NAMES[Decision.Main]).toBe('Main');
    expect(DECISION_NAMES[Decision.None]).toBe('None');
    expect(ELEMENT_CODE.neutral).toBe(ElementCode.neutral);
    ELEMENT_NAMES.forEach((name, code) => expect(ELEMENT_CODE[name as keyof typeof ELEMENT_CODE]).toBe(code));
  });
});
