/**
 * Горы: Гномий король s1_67 — the further targets of a ranged attack "по разным существам"
 * (Аколит Дзара s1_10) are redirectable each, and a redirected hidden card is not revealed (the attacked
 * card is revealed when its attack is made). Partners are synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { TR, Tr } from '../../src/engine/core/state.js';
import { PASS, TRIGGER, TRIGGER_SKIP } from '../../src/engine/core/action.js';
import { at, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Строевой', { life: 20, abilities: [{ kind: 'formation' }] }),
  synth('Дальнобой', { life: 20, ranged: { kind: 'shot', values: [1, 1, 1], range: 6 } }),
  synth('Соглядатай', { life: 20, abilities: [{ kind: 'triggered', on: 'enemyDeclares', fromTypes: ['discharge'], target: 'eventCard', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] }),
]);
type Battle = ReturnType<typeof battle>;

/**
 * Run on to the Choice subphase: priority passed, the first legal answer elsewhere; at the King's
 * triggers, the one fired for the creature on cell `from` (a key of `redirect`) is declared at the
 * given cell, the others declined (other triggers declared). Returns the cells the King was offered a trigger for.
 */
const runOn = (t: Battle, redirect: Record<string, string>): string[] => {
  const offered: string[] = [];
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    if (d === Decision.Trigger && t.decider() === 0) {
      const l = t.legal();
      const king = t.card('Гномий король');
      let pick = -1;
      for (const a of l) {
        if (a >= TRIGGER_SKIP || a < TRIGGER || t.s.trig[(a - TRIGGER) * TR + Tr.Inst] !== king) continue;
        const attacked = t.cellOf(t.ids.indexOf(t.s.trig[(a - TRIGGER) * TR + Tr.Subject]!));
        if (!offered.includes(attacked)) offered.push(attacked);
        if (pick < 0 && redirect[attacked] !== undefined) pick = a;
      }
      if (pick >= 0) {
        const from = t.cellOf(t.ids.indexOf(t.s.trig[(pick - TRIGGER) * TR + Tr.Subject]!));
        t.act(pick);
        if (t.decision() === Decision.Target) t.act(target(redirect[from]!));
      } else t.act(l.find((a) => a >= TRIGGER_SKIP && t.s.trig[(a - TRIGGER_SKIP) * TR + Tr.Inst] === king) ?? l[0]!);
      continue;
    }
    t.act(d === Decision.Priority ? PASS : t.legal()[0]!);
  }
  return offered.sort();
};

/** Seat 1's Аколит Дзара on `from` declares its discharges at `cells` in order (then no more). */
const discharge = (t: Battle, from: string, cells: string[]) => {
  t.act(select(from), verb(Verb.Ability + 0), target(cells[0]!));
  for (const c of cells.slice(1)) {
    expect(t.decision()).toBe(Decision.Target);
    t.act(target(c));
  }
  if (cells.length < 3 && t.decision() === Decision.Target) t.act(PASS);
};

describe('Гномий король (s1_67): при дальней атаке по существу в вашем втором или третьем ряду может перенаправить эту атаку на существо в строю с ним — each attacked creature', () => {
  // Seat 0: the King B2 in formation with A2; C2 (second row), E1 (third row), D3 (first row). Seat 1: Аколит Дзара C5.
  const cards = [at('Гномий король', 0, 'B2'), at('Строевой', 0, 'A2'), at('Мишень', 0, 'C2'), at('Мишень', 0, 'E1'), at('Мишень', 0, 'D3'), at('Аколит Дзара', 1, 'C5')];

  it('Гномий король (s1_67): a discharge at a second-row creature named second is redirected; the first, at a first-row creature, is not', () => {
    const t = battle(db, { active: 1, cards });
    discharge(t, 'C5', ['D3', 'C2']);
    expect(runOn(t, { C2: 'A2' })).toEqual(['C2']);
    expect(t.wounds('Мишень')).toBe(0); // C2
    expect(t.wounds(4)).toBe(1); // D3
    expect(t.wounds('Строевой')).toBe(1);
  });

  it('Гномий король (s1_67): the attacks at two back-row creatures named second and third are redirected each (once for each attacked creature)', () => {
    const t = battle(db, { active: 1, cards });
    discharge(t, 'C5', ['D3', 'C2', 'E1']);
    expect(runOn(t, { C2: 'A2', E1: 'A2' })).toEqual(['C2', 'E1']);
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(3)).toBe(0);
    expect(t.wounds(4)).toBe(1);
    expect(t.wounds('Строевой')).toBe(2);
    // The King may decline one and take the other.
    const u = battle(db, { active: 1, cards });
    discharge(u, 'C5', ['E1', 'C2']);
    expect(runOn(u, { C2: 'A2' })).toEqual(['C2', 'E1']);
    expect(u.wounds(3)).toBe(1);
    expect(u.wounds(2)).toBe(0);
    expect(u.wounds('Строевой')).toBe(1);
  });

  it('Гномий король (s1_67): a redirected further discharge is made at a creature its attacker could not name (range and kind restrictions ignored)', () => {
    // Аколит Дзара on D3 makes no discharge at an adjacent card: C2, the King's partner, is no target of its own.
    const t = battle(db, { active: 1, cards: [at('Гномий король', 0, 'B2'), at('Строевой', 0, 'C2'), at('Мишень', 0, 'A1'), at('Мишень', 0, 'E1'), at('Аколит Дзара', 1, 'D3')] });
    t.act(select('D3'), verb(Verb.Ability + 0));
    expect(t.legal()).not.toContain(target('C2'));
    t.act(target('A1'), target('E1'), PASS);
    expect(runOn(t, { E1: 'C2' })).toEqual(['A1', 'E1']);
    expect(t.wounds(3)).toBe(0);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds('Строевой')).toBe(1);
  });

  it('Гномий король (s1_67) ruling: Аколит Дзара — X, once declared, is not named again; a discharge may be declared at Y, where the King redirects the one at X', () => {
    const t = battle(db, { active: 1, cards });
    t.act(select('C5'), verb(Verb.Ability + 0), target('C2'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).not.toContain(target('C2')); // X: already declared
    expect(t.legal()).toContain(target('A2')); // Y
    t.act(target('A2'), PASS);
    expect(runOn(t, { C2: 'A2' })).toEqual(['A2', 'C2']); // the attack at A2 (second row) fires the King too (declined)
    expect(t.wounds(2)).toBe(0); // X
    expect(t.wounds('Строевой')).toBe(2); // Y: its own discharge and the redirected one
  });

  it('Гномий король (s1_67): the attack at a further target is declared for the King only — a "когда противник заявляет" trigger fires once for the whole declaration', () => {
    const t = battle(db, { active: 1, cards: [...cards, at('Соглядатай', 0, 'B1')] });
    discharge(t, 'C5', ['D3', 'C2', 'E1']);
    expect(runOn(t, {})).toEqual(['C2', 'E1']);
    expect(t.wounds(5)).toBe(1); // Аколит Дзара: wounded once by the watcher's trigger
    expect([t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([1, 1, 1]);
  });
});

describe('Гномий король (s1_67): a hidden third-row card whose attack is redirected is not revealed', () => {
  // Seat 0 is the Second player in the First player's first turn: its third row (row 1 here) is hidden.
  const cards = [at('Гномий король', 0, 'B2'), at('Строевой', 0, 'A2'), at('Мишень', 0, 'C1', { hidden: true }), at('Мишень', 0, 'D1', { hidden: true }), at('Дальнобой', 1, 'C5'), at('Аколит Дзара', 1, 'E5')];

  it('Гномий король (s1_67) ruling: a shot at a hidden third-row card redirected to the King\'s partner leaves it hidden; not redirected, it is revealed when the shot is made', () => {
    const t = battle(db, { active: 1, cards });
    t.act(select('C5'), verb(Verb.Ranged), target('C1'));
    expect(t.hidden(2)).toBe(true); // not revealed by the declaration
    expect(runOn(t, { C1: 'A2' })).toEqual(['C1']);
    expect(t.hidden(2)).toBe(true);
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds('Строевой')).toBe(1);
    const u = battle(db, { active: 1, cards });
    u.act(select('C5'), verb(Verb.Ranged), target('C1'));
    expect(runOn(u, {})).toEqual(['C1']);
    expect(u.hidden(2)).toBe(false);
    expect(u.wounds(2)).toBe(1);
  });

  it('Гномий король (s1_67) ruling: of two hidden cards a discharge ability names, the one redirected stays hidden, the one attacked is revealed', () => {
    const t = battle(db, { active: 1, cards });
    discharge(t, 'E5', ['D1', 'C1']);
    expect(t.hidden(2)).toBe(true);
    expect(t.hidden(3)).toBe(true);
    expect(runOn(t, { C1: 'A2' })).toEqual(['C1', 'D1']);
    expect(t.hidden(2)).toBe(true); // C1: its attack went to A2
    expect(t.hidden(3)).toBe(false); // D1: attacked
    expect(t.wounds(3)).toBe(1);
    expect(t.wounds('Строевой')).toBe(1);
  });
});
