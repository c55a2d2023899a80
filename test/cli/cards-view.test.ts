/**
 * `berserk cards show` as players read a card: the icon column in their abbreviations (ОвА 1,
 * Регенерация 1, ЗОО …), the Russian text from a card-facts file with its tokens written out, and
 * "did you mean" for an unknown card; `cards --element/--type/--cost` filter the list.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { iconsRu, textRu } from '../../src/sim/card-view.js';
import { assertBuilt, berserk } from '../sim/cli-helpers.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-cardview-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('card view', () => {
  it('icons and text tokens as players write them', () => {
    expect(iconsRu({ ova: 1, regen: 1, zoo: true })).toBe('ОвА 1, Регенерация 1, ЗОО');
    expect(iconsRu({ armor: 2, zor: true, zoal: true })).toBe('Броня 2, ЗОР, ЗОЛ');
    expect(textRu('{tap}: Выстрел на 1-2-3. {ova}1, {zom}; {unknown} stays')).toBe('[закрыть]: Выстрел на 1-2-3. ОвА 1, ЗОМ; {unknown} stays');
  });

  it('cards show: stats, icons, the text of a card-facts file, and what the engine plays', () => {
    assertBuilt();
    const facts = path.join(tmp, 'facts.json');
    fs.writeFileSync(facts, JSON.stringify([{ id: 's1_8', text: 'Строй: {zot}.\n{tap}: +1 к {strike}' }]));
    const r = berserk(['cards', 'show', 'Степной волколак', '--text', facts]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('значки: ОвА 1, Регенерация 1, ЗОО\n');
    expect(r.stdout).toContain('текст: Строй: ЗОТ.\n       [закрыть]: +1 к [простой удар]\n');
    expect(r.stdout).toMatch(/^4 \(серебро, рядовая\) · Степи \(steppe\) · существо/m);
    expect(r.stdout).toMatch(/^engine: /m);
    // Without a facts file the text is not printed (it is the publisher's), and the view says how to get it.
    const plain = berserk(['cards', 'show', 's1_8'], { env: { BERSERK_CARD_TEXT: '' } });
    expect(plain.stdout).toMatch(/текст: not bundled/);
    expect(berserk(['cards', 'show', 's1_8'], { env: { BERSERK_CARD_TEXT: facts } }).stdout).toBe(r.stdout);
  });

  it('a bad card-facts file: one line naming it, exit 2', () => {
    const f = path.join(tmp, 'broken.json');
    fs.writeFileSync(f, '[{"id": "s1_8", "text": }]');
    const r = berserk(['cards', 'show', 's1_8', '--text', f]);
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/broken\.json: invalid JSON at line 1, column 25/);
  });

  it('an unknown card: the nearest card, exit 2', () => {
    const r = berserk(['cards', 'show', 'Гном басарг']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('error: cards show: unknown card "Гном басарг" (did you mean «Гном-басаарг», s1_53?)\n');
    expect(berserk(['cards', 'show', 'zzzzzzzz']).stderr).toMatch(/give a name, an id like s1_13, or a number/);
  });
});

describe('cards --element / --type / --cost', () => {
  const ids = (out: string) => out.trim().split('\n').map((l) => l.trim().split(/\s+/)[1]);
  it('filter the list, in Russian or English, alone or together', () => {
    const flyers = berserk(['cards', '--element', 'Леса', '--type', 'flyer']);
    expect(flyers.status, flyers.stderr).toBe(0);
    expect(ids(flyers.stdout)).toEqual(['s1_70', 's1_72', 's1_74', 's1_93']);
    expect(berserk(['cards', '--element', 'forest', '--type', 'летающее']).stdout).toBe(flyers.stdout);
    const dear = berserk(['cards', '--cost', '9-10', '--json']);
    const defs = JSON.parse(dear.stdout) as { cost: number }[];
    expect(defs.length).toBeGreaterThan(0);
    expect(defs.every((d) => d.cost >= 9 && d.cost <= 10)).toBe(true);
    const nine = JSON.parse(berserk(['cards', '--cost', '9', '--json']).stdout) as { cost: number }[];
    expect(nine.every((d) => d.cost === 9) && nine.length < defs.length + 1).toBe(true);
  });

  it('bad values: one line with a suggestion, exit 2', () => {
    const r = berserk(['cards', '--element', 'stepe']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: cards --element: unknown value "stepe"; did you mean steppe\?/);
    expect(berserk(['cards', '--cost', '5-3']).status).toBe(2);
  });
});
