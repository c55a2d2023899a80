/**
 * The rules core names no card (issue "close the rules core", scope 2; docs/architecture.md): no line
 * of code under src/engine/core/ (comments stripped) holds a set-1 card's name or its id (s1_N). A card
 * is played by its data and the mechanics it uses, never by a test of who it is. Comments may still
 * cite a card as the example of a rule.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, stripComments } from './imports.js';
import { SET1 } from '../../src/engine/cards/set1/printed.js';

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((f) => {
    const rel = posix.join(dir, f);
    return statSync(join(ROOT, rel)).isDirectory() ? walk(rel) : rel.endsWith('.ts') ? [rel] : [];
  });
}

describe('the rules core names no card', () => {
  const names = [...new Set(SET1.map((d) => d.name))];
  it('knows the names it looks for (the printed set 1)', () => {
    expect(names.length).toBeGreaterThan(190);
  });
  it('no code line under src/engine/core/ holds a card name or id', () => {
    const found: string[] = [];
    for (const file of walk('src/engine/core')) {
      const code = stripComments(readFileSync(join(ROOT, file), 'utf8'));
      code.split('\n').forEach((line, i) => {
        for (const n of names) if (line.includes(n)) found.push(`${file}:${i + 1} names ${n}`);
        const id = /\bs1_\d+\b/.exec(line);
        if (id) found.push(`${file}:${i + 1} names ${id[0]}`);
      });
    }
    expect(found).toEqual([]);
  });
});
