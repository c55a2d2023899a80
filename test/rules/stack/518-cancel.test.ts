/**
 * РП 518 (Heroes, seed 001; digest §7.4) — cancel effects: a cancelled feature leaves the stack,
 * produces no effects and is still paid (the play is paid, the card goes to the graveyard); what the
 * cancel does besides happens outside the queue (518.3); its targets are assigned first (518.2).
 * Here: an instant `cancel` effect targeting an enemy feature on the stack.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../../src/engine/enums.js';
import { endTurn, select, target, verb } from '../../helpers/scenario.js';
import {
  PASS,
  REPLACE,
  TARGET_STACK,
  ab,
  act,
  battle,
  cancel,
  card,
  counters,
  db,
  Decision,
  expectDecision,
  extraLives,
  heal,
  inst,
  lives,
  logOn,
  logText,
  onStack,
  repl,
  sel,
  stack,
  stackLen,
  trig,
  wound,
} from './helpers.js';

const plain = card('Боец');
const sapper = card('Сапёр', { abilities: [act('enemyCreature', wound(1), 'influence')] });
const sapperC = card('Сапёр-фишки', { abilities: [act('enemyCreature', wound(1), 'influence', { counters: 1 })] });
const bolt = card('Маг-молния', { abilities: [inst('enemyCreature', wound(2), 'spell')] });
/** Instant {tap}: cancel an enemy feature on the stack. */
const canceller = card('Отменяющий', { abilities: [inst('enemyStackItem', cancel, 'spell')] });
const D = db(plain, sapper, sapperC, bolt, canceller);

describe('518.1 a cancelled feature: no effects, still paid, off the stack', () => {
  it('518.1: the cancelled ability applies nothing, its source is paid (closes), the stack empties', () => {
    const t = battle(D, { cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Отменяющий', seat: 1, at: 'E6' }] });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0));
    expect(t.legal()).toEqual([onStack(0)]);
    t.act(onStack(0));
    // P2 keeps priority with nothing more; P1 has nothing: the cancel executes.
    expect(t.wounds('Боец')).toBe(0);
    expect(t.closed('Сапёр')).toBe(true); // paid
    expect(t.moveLeft('Сапёр')).toBe(0);
    expect(t.closed('Отменяющий')).toBe(true); // the cancel itself is paid too
    expect(stackLen(t)).toBe(0);
    expect(logText(t)).toContain('отмена');
    expectDecision(t, Decision.Main, 0);
  });

  it('518.1: a cancelled feature with a counter cost pays the counter too', () => {
    const t = battle(D, { cards: [{ card: 'Сапёр-фишки', seat: 0, at: 'A1', counters: 1 }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Отменяющий', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'), sel('E6'), ab(0), onStack(0));
    expect(t.wounds('Боец')).toBe(0);
    expect(counters(t, 'Сапёр-фишки')).toBe(0);
  });

  it('518.1 (negative): without the cancel the same feature applies its effect', () => {
    const t = battle(D, { cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Отменяющий', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'), PASS);
    expect(t.wounds('Боец')).toBe(1);
    expect(t.closed('Отменяющий')).toBe(false);
  });

  it('518.1 (negative): a cancel names only an enemy feature — never its own side\'s', () => {
    const t = battle(D, {
      cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Маг-молния', seat: 1, at: 'A6' }, { card: 'Отменяющий', seat: 1, at: 'E6' }],
    });
    t.act(select('A1'), ab(0), target('C4'));
    t.act(sel('A6'), ab(0), target('B1')); // P2's own feature at index 1
    t.act(sel('E6'), ab(0));
    expect(t.legal()).toEqual([TARGET_STACK + 0]);
  });
});

describe('518 cancel of a simple strike', () => {
  it('518: a cancelled strike deals no wounds, fires no "при атаке", and the attacker is paid (closes)', () => {
    const raider = card('Налётчик', { abilities: [trig('selfAttacks', 'self', lives(1))] });
    const t = battle(db(raider, canceller, plain), { cards: [{ card: 'Налётчик', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Отменяющий', seat: 1, at: 'E6' }] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), onStack(0));
    expect(t.wounds('Боец')).toBe(0);
    expect(t.wounds('Налётчик')).toBe(0);
    expect(extraLives(t, 'Налётчик')).toBe(0);
    expect(t.closed('Налётчик')).toBe(true);
    expect(t.moveLeft('Налётчик')).toBe(0);
    expect(stackLen(t)).toBe(0);
  });
});

describe('518 cancel of triggered and generated features', () => {
  it('518: a cancelled trigger applies nothing', () => {
    const raider = card('Налётчик', { abilities: [trig('selfAttacks', 'self', lives(1))] });
    const t = battle(db(raider, canceller, plain), { cards: [{ card: 'Налётчик', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Отменяющий', seat: 1, at: 'E6' }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 1); // P2 lets the strike be
    t.act(PASS);
    expectDecision(t, Decision.Priority, 1); // now on the "при атаке" trigger
    expect(stack(t.s).length).toBe(1);
    t.act(sel('E6'), ab(0), onStack(0));
    expect(t.wounds('Боец')).toBe(1);
    expect(extraLives(t, 'Налётчик')).toBe(0);
  });

  it('518: a cancelled generated feature (534.7, Вожак сатиров) applies nothing', () => {
    const leader = card('Вожак-тест', {
      abilities: [
        trig('startOfOwnTurn', 'self', heal(2)),
        repl({ op: 'heal', to: 'self', whileUnwounded: true }, { kind: 'replacingFeature', effect: wound(2), target: 'adjacentCreature' }, true),
      ],
    });
    const t = battle(db(leader, canceller, plain), { cards: [{ card: 'Вожак-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Отменяющий', seat: 1, at: 'E6' }], active: 1, first: 0, turn: 2 });
    t.act(endTurn());
    expectDecision(t, Decision.Priority, 1); // on the trigger: let it be
    t.act(PASS, REPLACE + 0, target('C4'));
    expectDecision(t, Decision.Priority, 1); // on the generated feature
    t.act(sel('E6'), ab(0), onStack(0));
    expect(t.wounds('Боец')).toBe(0);
    expect(stackLen(t)).toBe(0);
  });
});

describe('518 cancels answering cancels, and stack targets', () => {
  const canceller2 = card('Отменяющий-2', { abilities: [inst('enemyStackItem', cancel, 'spell')] });
  const D2 = db(plain, sapper, bolt, canceller, canceller2);

  it('518: a cancel can itself be cancelled — the original feature then executes', () => {
    const t = battle(D2, {
      cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Отменяющий-2', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Отменяющий', seat: 1, at: 'E6' }],
    });
    t.act(select('A1'), ab(0), target('C4'));
    // P1's cancel has no enemy feature to name yet: P2 gets priority.
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), onStack(0));
    expectDecision(t, Decision.Priority, 0);
    t.act(sel('B1'), ab(0), onStack(1));
    expect(t.wounds('Боец')).toBe(1);
    expect(t.closed('Отменяющий')).toBe(true); // cancelled, still paid
    expect(t.closed('Сапёр')).toBe(true);
  });

  it('518: a cancel keeps its target when a feature below it leaves the stack first', () => {
    // Stack: [A: Сапёр → C4, B: P1's bolt → D6, C1: P2 cancels B, C2: P2 cancels A]. C2 executes
    // first and removes A (index 0); C1 must still cancel B.
    const t = battle(D2, {
      cards: [
        { card: 'Сапёр', seat: 0, at: 'A1' },
        { card: 'Маг-молния', seat: 0, at: 'B1' },
        { card: 'Боец', seat: 1, at: 'C4' },
        { card: 'Боец', seat: 1, at: 'D6' },
        { card: 'Отменяющий', seat: 1, at: 'E6' },
        { card: 'Отменяющий-2', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('A1'), ab(0), target('C4')); // A
    t.act(sel('B1'), ab(0), target('D6')); // B (P1 keeps priority, has nothing more, passes)
    expectDecision(t, Decision.Priority, 1);
    expect(stackLen(t)).toBe(2);
    t.act(sel('E6'), ab(0), onStack(1)); // C1 → B
    t.act(sel('A6'), ab(0), onStack(0)); // C2 → A
    expect(t.wounds(2)).toBe(0); // A cancelled
    expect(t.wounds(3)).toBe(0); // B cancelled
    expect(t.closed('Маг-молния')).toBe(true); // B paid
    expect(stackLen(t)).toBe(0);
  });

  it('512.5 / 518: a block keeps its target when a feature below it is cancelled first', () => {
    const blocker = card('Блокирующий', { abilities: [inst('enemyStackItem', { op: 'block' }, 'influence')] });
    const t = battle(db(plain, sapper, bolt, canceller, blocker), {
      cards: [
        { card: 'Сапёр', seat: 0, at: 'A1' },
        { card: 'Маг-молния', seat: 0, at: 'B1' },
        { card: 'Боец', seat: 1, at: 'C4' },
        { card: 'Боец', seat: 1, at: 'D6' },
        { card: 'Блокирующий', seat: 1, at: 'E6' },
        { card: 'Отменяющий', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('A1'), ab(0), target('C4')); // A
    t.act(sel('B1'), ab(0), target('D6')); // B
    t.act(sel('E6'), ab(0), onStack(1)); // block B
    t.act(sel('A6'), ab(0), onStack(0)); // cancel A (executes first)
    expect(t.wounds(2)).toBe(0); // A cancelled
    expect(t.wounds(3)).toBe(0); // B blocked
    expect(t.closed('Маг-молния')).toBe(true); // B paid
  });

  it('518 / 512.5.3: a second cancel of an already cancelled feature has no target left — illegal, removed without payment', () => {
    const t = battle(D2, {
      cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Отменяющий', seat: 1, at: 'E6' }, { card: 'Отменяющий-2', seat: 1, at: 'A6' }],
    });
    t.act(select('A1'), ab(0), target('C4'));
    t.act(sel('E6'), ab(0), onStack(0)); // C1 → A
    t.act(sel('A6'), ab(0), onStack(0)); // C2 → A (executes first)
    expect(t.wounds('Боец')).toBe(0);
    expect(t.closed('Отменяющий-2')).toBe(true); // C2 executed and paid
    expect(t.closed('Отменяющий')).toBe(false); // C1 found no target: not paid
    expect(stackLen(t)).toBe(0);
  });
});

describe('518 examples the vocabulary cannot express', () => {
  it.todo('518.1 ПРИМЕР 1 (Дистраго / Поток энергии / Забира): a "when this card becomes a target" trigger fires even though the feature naming it is cancelled — TriggerPoint has no "selfTargeted", and "lose 1 coin and cancel" (a cost + cancel composite) is not expressible');
  it.todo('518.1: triggers declared on the play of the cancelled card leave the queue with it (except Засада) — no "on declaration" trigger point');
  it.todo('518.1 ПРИМЕР 2 (Келем / Римаанды): ambush ordering and copying a spell — no ambush or copy effects');
});
