/**
 * Hook points are named for the rule moment at which the core calls them or the question it asks
 * there, never for the mechanic that answers them (docs/architecture.md, "Hook point names"). This
 * test reads the property names of `interface Hooks` from src/engine/core/hooks.ts and fails if one
 * holds a word of the mechanics whose names the points used to carry (net, lure, vampire, bomb …).
 * A mechanic's own functions under src/engine/mechanics/ may keep such names: only the contract's
 * point names are checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, stripComments } from './imports.js';

/**
 * Mechanic words, as the lower-case start of a camel-case word of a point name ('net' matches `netted`
 * and `byNet`), or a run of such words ('second strike' matches `secondStrikeVerbs`).
 */
const MECHANIC_WORDS = [
  'vampir', 'net', 'lure', 'bomb', 'row spell', 'spell', 'prey', 'splash', 'next throw', 'armed',
  'jump', 'oblig', 'second strike', 'first of two', 'first strike', 'exile', 'stitch', 'formation copier',
  'copier', 'copy formation', 'tremor', 'dive', 'chain', 'spread', 'hydra', 'berserk',
];

/** The words of a camel-case name, lower case, one space apart: `attackBlockedByNet` → 'attack blocked by net'. */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').toLowerCase();
}

/** The property names declared in `interface Hooks` (its own members and the fields of its inline table entries). */
function hookPointNames(source: string): string[] {
  const code = stripComments(source);
  const start = code.indexOf('export interface Hooks {');
  if (start < 0) throw new Error('core/hooks.ts: no `export interface Hooks {`');
  let depth = 0;
  let end = -1;
  for (let i = code.indexOf('{', start); i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) { end = i; break; }
  }
  const body = code.slice(code.indexOf('{', start) + 1, end);
  const names: string[] = [];
  for (const line of body.split('\n')) {
    const m = /^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*[(:]/.exec(line);
    if (m) names.push(m[1]!);
  }
  return names;
}

/** The mechanic words name `name` holds, [] when none. */
function mechanicWordsIn(name: string): string[] {
  const w = ` ${words(name)}`;
  return MECHANIC_WORDS.filter((m) => w.includes(` ${m}`));
}

describe('hook point names (core/hooks.ts)', () => {
  const names = hookPointNames(readFileSync(join(ROOT, 'src/engine/core/hooks.ts'), 'utf8'));

  it('reads the points of interface Hooks', () => {
    expect(names.length).toBeGreaterThan(140);
    for (const n of ['woundApplied', 'strikeStart', 'leavingBattle', 'triggersCollected', 'attackTargetCells', 'effectOps']) expect(names).toContain(n);
  });

  it('the word test finds the old mechanic names', () => {
    for (const old of ['attackBlockedByNet', 'netted', 'luredCells', 'keepLuredTargets', 'lurePasses', 'vampireHeal', 'healVampire', 'queueVampireHeal',
      'bombExplodes', 'placeBomb', 'rowSpellFires', 'rowSpellX', 'preyMarked', 'jumpUsable', 'strikeBlockedByJump', 'isDive', 'diveCells',
      'diveAfterMove', 'tremorUsed', 'tremorMoveLeft', 'payChainStrike', 'endChainRow', 'dropChainHit', 'legalSpreadTargets', 'applySpreadTarget',
      'dealSpreadWounds', 'isFormationCopier', 'copyFormationBonuses', 'beginExileChoice', 'exileNamed', 'namedForExile', 'secondStrikeVerbs',
      'secondStrikeTurnEnds', 'obligedToStrike', 'strikeObligationPending', 'obligedSelections', 'splashTargets', 'grantNextThrow',
      'armedStrikeEnds', 'firstOfTwoLeavesOpen', 'payFirstOfTwo', 'spendFirstStrike', 'firstStrikePending', 'applyExileChoice',
      'exileChoicePending', 'exileResurrected', 'obligedStrikeTargets', 'secondStrikeTargets', 'secondStrikeCardSelected']) {
      expect(mechanicWordsIn(old), old).not.toEqual([]);
    }
    // Rule words that merely contain a mechanic word's letters pass.
    for (const ok of ['neighboursChanged', 'nextToCell', 'diesOfWounds', 'attackTargetAllowed', 'strikeSeriesVerbs', 'grantedStrikeLapses']) {
      expect(mechanicWordsIn(ok), ok).toEqual([]);
    }
  });

  it('no point is named after a mechanic', () => {
    const found = names.flatMap((n) => mechanicWordsIn(n).map((w) => `${n} (${w})`));
    expect(found).toEqual([]);
  });
});
