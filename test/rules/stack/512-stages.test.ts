/**
 * РП 512.1 and 512.5.1 (seed 003; digest §7.2): a feature is declared, executed and paid in stages
 * in a strict order (512.1), and its declaration-forming stage runs its steps in the order
 * declaration → legality check → blocking → target resolution (512.5.1).
 * For the simple strike the engine follows digest §5.1 instead: the defender is assigned (target
 * resolution) before the dice, and blocking comes after the dice (core/combat/simple-strike.ts).
 */
import { describe, expect, it } from 'vitest';
import { Zone } from '../../../src/engine/core/enums.js';
import { select, target } from '../../helpers/scenario.js';
import {
  PASS,
  REPLACE_NONE,
  ab,
  act,
  battle,
  block,
  card,
  close,
  counters,
  db,
  Decision,
  expectDecision,
  inst,
  logIndex,
  logOn,
  onStack,
  repl,
  sel,
  stackLen,
  wound,
} from './helpers.js';

const plain = card('Боец');
/** {tap}{counter}: wound an enemy creature by 1. */
const sapperC = card('Сапёр-фишки', { abilities: [act('enemyCreature', wound(1), 'influence', { counters: 1 })] });
/** Instant {tap}: block an enemy feature on the stack. */
const blocker = card('Блокирующий', { abilities: [inst('enemyStackItem', block, 'influence')] });
/** Instant {tap}: close an enemy creature. */
const stunner = card('Оглушатель', { abilities: [inst('enemyCreature', close, 'influence')] });
/** May replace any wound to itself by nothing — only here to pause in the middle of an execution. */
const stubborn = card('Упрямец', { abilities: [repl({ op: 'wound', to: 'self' }, { kind: 'nothing' }, true)] });
const D = db(plain, sapperC, blocker, stunner, stubborn);

describe('512.1 the stages of a feature come in a strict order', () => {
  it('512.1: declaration (on the stack, nothing applied or paid) → execution (applied, not yet paid) → payment (once, at the end)', () => {
    const t = battle(D, { cards: [{ card: 'Сапёр-фишки', seat: 0, at: 'A1', counters: 1 }, { card: 'Упрямец', seat: 1, at: 'C4' }, { card: 'Оглушатель', seat: 1, at: 'E6' }] });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    // Declared: on the stack, the opponent may answer; nothing applied, nothing paid.
    expectDecision(t, Decision.Priority, 1);
    expect(stackLen(t)).toBe(1);
    expect(counters(t, 'Сапёр-фишки')).toBe(1);
    expect(t.closed('Сапёр-фишки')).toBe(false);
    t.act(PASS);
    // Executing: its effect is being applied (a replacement decision in the middle) — still unpaid.
    expectDecision(t, Decision.Replacement, 1);
    expect(counters(t, 'Сапёр-фишки')).toBe(1);
    expect(t.closed('Сапёр-фишки')).toBe(false);
    t.act(REPLACE_NONE);
    // Applied, then paid.
    expect(t.wounds('Упрямец')).toBe(1);
    expect(counters(t, 'Сапёр-фишки')).toBe(0);
    expect(t.closed('Сапёр-фишки')).toBe(true);
    expect(logIndex(t, 'способность')).toBeGreaterThanOrEqual(0);
    expect(logIndex(t, 'способность')).toBeLessThan(logIndex(t, 'получает'));
  });
});

describe('512.5.1 the steps of the declaration stage: declaration → legality check → blocking → target resolution', () => {
  it('512.5.1: the legality check comes before blocking — a blocked feature that is illegal at its legality check is removed without payment', () => {
    // P2 blocks the feature and closes its source: at the legality check it is illegal (its {tap}
    // can no longer be paid), so it leaves unpaid — it never reaches the blocking step, where a
    // blocked feature would be paid.
    const t = battle(D, {
      cards: [{ card: 'Сапёр-фишки', seat: 0, at: 'A1', counters: 1 }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Блокирующий', seat: 1, at: 'E6' }, { card: 'Оглушатель', seat: 1, at: 'D6' }],
    });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    t.act(sel('E6'), ab(0), onStack(0)); // block it
    t.act(sel('D6'), ab(0), target('A1')); // close its source
    expect(t.wounds('Боец')).toBe(0);
    expect(counters(t, 'Сапёр-фишки')).toBe(1); // not paid
    expect(logIndex(t, 'нелегальна')).toBeGreaterThan(0);
  });

  it('512.5.1 (contrast): blocked but legal at its legality check — it reaches the blocking step: no effects, paid', () => {
    const t = battle(D, {
      cards: [{ card: 'Сапёр-фишки', seat: 0, at: 'A1', counters: 1 }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Блокирующий', seat: 1, at: 'E6' }, { card: 'Оглушатель', seat: 1, at: 'D6' }],
    });
    t.act(select('A1'), ab(0), target('C4'));
    t.act(sel('E6'), ab(0), onStack(0));
    t.act(PASS); // P2 does not close the source: the block executes
    expectDecision(t, Decision.Priority, 1);
    t.act(PASS); // nor now: the blocked feature executes
    expect(t.wounds('Боец')).toBe(0);
    expect(counters(t, 'Сапёр-фишки')).toBe(0); // paid
    expect(t.closed('Сапёр-фишки')).toBe(true);
  });

  it('512.5.1: target resolution comes after blocking — a feature stopped at the blocking step never resolves its target (no replacement choice, nothing applied)', () => {
    // An ability blocked at the blocking step applies nothing to its target: its target is never resolved.
    const t = battle(D, { cards: [{ card: 'Сапёр-фишки', seat: 0, at: 'A1', counters: 1 }, { card: 'Упрямец', seat: 1, at: 'C4' }, { card: 'Блокирующий', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    t.act(sel('E6'), ab(0), onStack(0));
    // No replacement decision for Упрямец: the blocked feature never reached its target.
    expect(t.decision()).not.toBe(Decision.Replacement);
    expect(t.wounds('Упрямец')).toBe(0);
  });
});

describe('512.5.3 (b) a hidden target is checked again (digest §5.1: the declaration reveals it)', () => {
  /** {tap}: "Добивание на 2". */
  const finisher = card('Добиватель-т', { abilities: [act('adjacentCreature', { op: 'finish', amount: 2 }, 'influence')] });
  const F = db(plain, finisher);

  it('512.5.3: a hidden card may be named whatever it is; revealed, it is judged — with more lives than X it is not finished', () => {
    const t = battle(F, { cards: [{ card: 'Добиватель-т', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', hidden: true }, { card: 'Боец', seat: 1, at: 'E6' }] });
    logOn(t);
    t.act(select('C3'), ab(0));
    expect(t.legal()).toContain(target('C4')); // its lives are unknown to the declarer
    t.act(target('C4'));
    expect(t.hidden(1)).toBe(false); // revealed by the declaration
    expect(t.zoneOf(1)).toBe(Zone.Field); // not finished
    expect(logIndex(t, 'нелегальна')).toBeGreaterThan(0); // the engine judges it at the legality check (removed unpaid)
  });

  it('512.5.3 (contrast): the same card face up is not a legal target at all; hidden with 2 lives left it is finished', () => {
    const t = battle(F, { cards: [{ card: 'Добиватель-т', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(ab(0));
    const u = battle(F, { cards: [{ card: 'Добиватель-т', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', hidden: true, wounds: 8 }, { card: 'Боец', seat: 1, at: 'E6' }] });
    u.act(select('C3'), ab(0), target('C4'));
    expect(u.zoneOf(1)).toBe(Zone.Grave);
  });
});
