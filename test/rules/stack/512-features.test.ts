/**
 * РП 512 — the order of executing features (seed 003; digest §7.2, §4.5), with the priority model of
 * 303 (working model, digest §4.5):
 *   512.2 declaration stage → execution stage → payment stage;
 *   512.4 instants only where allowed (strike windows vs general rounds; 303.3 general response);
 *   512.5.2 declaration: straight onto the stack, the declarer keeps priority, no illegal
 *           declarations, no resource named twice;
 *   512.5.3 legality check: illegal → removed without payment; legal → reserved, prepaid, and paid
 *           even if blocked; resources are not re-checked afterwards;
 *   strike windows before and after the dice (a die modifier changes the table result).
 */
import { describe, expect, it } from 'vitest';
import { StFlag, Verb, Window, Zone } from '../../../src/engine/core/enums.js';
import { AMOUNT } from '../../../src/engine/core/action.js';
import { G } from '../../../src/engine/core/state.js';
import { endTurn, noDefender, select, target, verb } from '../../helpers/scenario.js';
import {
  PASS,
  REPLACE,
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
  die,
  expectDecision,
  extraLives,
  heal,
  inst,
  isGenerated,
  lives,
  logIndex,
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
const frail = card('Хрупкий', { life: 1 });
/** A Choice-subphase ability: {tap}: wound an enemy creature by 1. */
const sapper = card('Сапёр', { abilities: [act('enemyCreature', wound(1), 'influence')] });
/** {tap}{1 counter}: wound an enemy creature by 1. */
const sapperC = card('Сапёр-фишки', { abilities: [act('enemyCreature', wound(1), 'influence', { counters: 1 })] });
/** Instant {tap}: 2 wounds (spell). */
const bolt = card('Маг-молния', { abilities: [inst('enemyCreature', wound(2), 'spell')] });
/** Instant {tap}: close an enemy creature (general rounds). */
const stunner = card('Оглушатель', { abilities: [inst('enemyCreature', close, 'influence')] });
/** Instant {tap}, only before the dice of a simple strike: close an enemy creature. */
const hinder = card('Мешающий', { abilities: [inst('enemyCreature', close, 'influence', { window: 'strikeBeforeDice' })] });
/** Instant {tap}, only after the dice: +1 to the attacker's die of the waiting strike. */
const lucky = card('Удачливый', { abilities: [inst('executingStrike', die(1), 'influence', { window: 'strikeAfterDice' })] });
/** Instant {tap}, only after the dice: +3 to the struck card's die. */
const luckyD = card('Удачливый-защитник', { abilities: [inst('executingStrike', die(3, 'defender'), 'influence', { window: 'strikeAfterDice' })] });
/** Instant {tap}: block an enemy feature on the stack. */
const blocker = card('Блокирующий', { abilities: [inst('enemyStackItem', block, 'influence')] });
/** May replace any wound to itself by nothing — only here to pause in the middle of an execution. */
const stubborn = card('Упрямец', { abilities: [repl({ op: 'wound', to: 'self' }, { kind: 'nothing' }, true)] });

describe('512.2 every feature has a declaration, an execution and a payment stage', () => {
  it('512.2: the cost ({tap}) is paid after the execution stage, not at declaration', () => {
    const t = battle(db(sapper, stubborn), { cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Упрямец', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0), target('C4'));
    // Execution is paused at the replacement step of its effect: reserved, not yet paid.
    expectDecision(t, Decision.Replacement, 1);
    const [item] = stack(t.s);
    expect(item!.flags & StFlag.Reserved).toBeTruthy();
    expect(t.closed('Сапёр')).toBe(false);
    t.act(REPLACE_NONE);
    expect(t.wounds('Упрямец')).toBe(1);
    expect(t.closed('Сапёр')).toBe(true); // paid
    expect(t.moveLeft('Сапёр')).toBe(0); // 506.5
    expect(stackLen(t)).toBe(0);
  });

  it('512.2 (negative): at declaration nothing is paid yet — the card is still open while the opponent may respond', () => {
    const t = battle(db(sapper, bolt, plain), { cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Маг-молния', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    expect(stackLen(t)).toBe(1);
    expect(t.closed('Сапёр')).toBe(false);
    expect(t.wounds('Боец')).toBe(0);
  });

  // 512.3 composite features: see 512-composite.test.ts.
});

describe('512.4 instants only where the rules allow them', () => {
  it('512.4: window instants cannot be used in a general round (response to a non-strike declaration)', () => {
    const t = battle(db(sapper, hinder, lucky, plain), {
      cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Мешающий', seat: 1, at: 'E6' }, { card: 'Удачливый', seat: 1, at: 'A6' }],
    });
    t.act(select('A1'), ab(0), target('C4'));
    // Nobody had a legal instant: no priority decision, the feature executed.
    expectDecision(t, Decision.Main, 0);
    expect(t.wounds('Боец')).toBe(1);
  });

  it('512.4: a general instant can answer the declaration of a strike, but not inside its windows', () => {
    const t = battle(db(bolt, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Маг-молния', seat: 1, at: 'E6' }] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    expect(t.s.g[G.Window]).toBe(Window.General);
    expect(t.legal()).toContain(sel('E6'));
    t.rolls(1).act(PASS);
    // The before-dice and after-dice windows admit no general instant: the strike ran to its end.
    expectDecision(t, Decision.Main, 0);
    expect(t.wounds(1)).toBe(1);
  });

  it('512.4: a before-dice instant is offered in the before-dice window only', () => {
    const t = battle(db(hinder, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Мешающий', seat: 1, at: 'E6' }] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    // No decision in the general round (only a window instant): the first one is the window's.
    expectDecision(t, Decision.Priority, 1);
    expect(t.s.g[G.Window]).toBe(Window.StrikeBeforeDice);
    expect(t.legal()).toEqual([sel('E6'), PASS]);
    expect(t.s.g[G.RollA]).toBe(-1); // no dice yet
  });

  it('512.4: an after-dice instant is offered in the after-dice window only (the dice are known)', () => {
    const t = battle(db(lucky, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Удачливый', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }] });
    t.rolls(3).act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 0);
    expect(t.s.g[G.Window]).toBe(Window.StrikeAfterDice);
    expect(stack(t.s)[0]!.step).toBe(3); // rolled, table not yet read
  });

  it('512.4 / 303.3: after the opponent declares a window instant, a player may answer with any legal instant (general ones too)', () => {
    const t = battle(db(hinder, stunner, plain), {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Оглушатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Мешающий', seat: 1, at: 'E6' }],
    });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    // General round: P1 could use Оглушатель; he passes; P2 has only a window instant.
    expectDecision(t, Decision.Priority, 0);
    t.act(PASS);
    expectDecision(t, Decision.Priority, 1);
    expect(t.s.g[G.Window]).toBe(Window.StrikeBeforeDice);
    t.act(sel('E6'), ab(0), target('C3')); // P2 closes the attacker: a new declaration
    // P2 keeps priority but has nothing more; P1 now answers a new declaration of the opponent.
    expectDecision(t, Decision.Priority, 0);
    expect(t.legal()).toContain(sel('A1'));
  });
});

describe('512.4 / 303.3: the answer to a new declaration inside a window may also use that window\'s instants', () => {
  it('512.4: in the before-dice window P1 answers P2\'s window instant with a general or a before-dice instant', () => {
    const hinderOwn = card('Мешающий-свой', { abilities: [inst('enemyCreature', close, 'influence', { window: 'strikeBeforeDice' })] });
    const t = battle(db(hinder, hinderOwn, stunner, plain), {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Оглушатель', seat: 0, at: 'A1' },
        { card: 'Мешающий-свой', seat: 0, at: 'B1' },
        { card: 'Боец', seat: 1, at: 'C4', closed: true },
        { card: 'Мешающий', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 0); // general round
    t.act(PASS);
    expectDecision(t, Decision.Priority, 0); // before-dice window: P1 first
    expect(t.legal()).toEqual([sel('B1'), PASS]);
    t.act(PASS);
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), target('C3'));
    expectDecision(t, Decision.Priority, 0);
    expect(t.legal()).toEqual([sel('A1'), sel('B1'), PASS]);
  });
});

describe('512.4 / 303.3 (negative): the declarer does not gain the general right from his own declaration', () => {
  it('512.4: after declaring a window instant, its declarer (keeping priority) still may use only window instants', () => {
    const t = battle(db(hinder, bolt, plain), {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Мешающий', seat: 1, at: 'E6' }, { card: 'Маг-молния', seat: 1, at: 'A6' }],
    });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 1); // the general round: Маг-молния usable
    t.act(PASS);
    expectDecision(t, Decision.Priority, 1); // the before-dice window: only Мешающий
    expect(t.legal()).toEqual([sel('E6'), PASS]);
    t.act(sel('E6'), ab(0), target('C3'));
    // P2 keeps priority, but nobody answered him: his general Маг-молния is still not usable.
    expect(t.decision() === Decision.Priority && t.decider() === 1 && t.legal().includes(sel('A6'))).toBe(false);
  });
});

describe('strike windows: before and after the dice', () => {
  it('after-dice window: +1 to the attacker\'s die turns a weak strike (3) into a medium one (4)', () => {
    const t = battle(db(lucky, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Удачливый', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }] });
    logOn(t);
    t.rolls(3).act(select('C3'), verb(Verb.Strike), target('C4'));
    t.act(sel('A1'), ab(0));
    expect(t.wounds(2)).toBe(2);
    expect(logText(t)).toContain('кубики: 4 (закрытая цель) → средний');
    expect(t.closed('Удачливый')).toBe(true); // paid
  });

  it('after-dice window (negative): without the modifier the same roll is a weak strike', () => {
    const t = battle(db(lucky, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Удачливый', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }] });
    t.rolls(3).act(select('C3'), verb(Verb.Strike), target('C4'), PASS);
    expect(t.wounds(2)).toBe(1);
    expect(t.closed('Удачливый')).toBe(false);
  });

  it("after-dice window: +3 to the struck card's die turns a weak hit (4 vs 3) into no hit (4 vs 6)", () => {
    const t = battle(db(luckyD, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Удачливый-защитник', seat: 1, at: 'A6' }] });
    t.rolls(4, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('A6'), ab(0));
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(0)).toBe(0);
  });

  it('before-dice window: closing the attacker after the legality check does not stop the strike (512.5.3: resources are not re-checked)', () => {
    const t = battle(db(hinder, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Мешающий', seat: 1, at: 'E6' }] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    t.rolls(6).act(sel('E6'), ab(0), target('C3'));
    expect(t.wounds(1)).toBe(3);
    expect(t.closed(0)).toBe(true);
  });

  it('before-dice window: the target killed after the legality check — no effects, but the strike is still paid (the attacker closes)', () => {
    const sniper = card('Добивающий', { abilities: [inst('enemyCreature', wound(5), 'spell', { window: 'strikeBeforeDice' })] });
    const t = battle(db(sniper, frail, plain), {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Добивающий', seat: 0, at: 'A1' }, { card: 'Хрупкий', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }],
    });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 0);
    expect(t.s.g[G.Window]).toBe(Window.StrikeBeforeDice);
    t.act(sel('A1'), ab(0), target('C4'));
    expect(t.cellOf('Хрупкий')).toBe('grave');
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(0)).toBe(true);
    expect(stackLen(t)).toBe(0);
  });

  it('general round (contrast): closing the attacker before its legality check makes the strike illegal — removed, no wounds', () => {
    const t = battle(db(stunner, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Оглушатель', seat: 1, at: 'E6' }] });
    logOn(t);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), target('C3'));
    expect(t.wounds(1)).toBe(0);
    expect(stackLen(t)).toBe(0);
    expect(logText(t)).toContain('нелегален');
  });
});

describe('512.5 target resolution follows the legality check', () => {
  it('512.5: the defender is assigned when the strike executes (after the response round), not at declaration', () => {
    const t = battle(db(bolt, plain), {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'D4' }, { card: 'Маг-молния', seat: 1, at: 'A6' }],
    });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    t.act(PASS);
    expectDecision(t, Decision.Defender, 1);
    t.act(noDefender());
  });
});

describe('512.5.2 the declaration step', () => {
  const D = db(sapper, bolt, plain);

  it('512.5.2: a declared instant goes on the stack at once and its declarer keeps priority', () => {
    const t = battle(D, {
      cards: [
        { card: 'Сапёр', seat: 0, at: 'A1' },
        { card: 'Боец', seat: 1, at: 'C4' },
        { card: 'Маг-молния', seat: 1, at: 'E6' },
        { card: 'Маг-молния', seat: 1, at: 'D6' },
        { card: 'Маг-молния', seat: 1, at: 'B6' },
      ],
    });
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), target('A1'));
    expect(stackLen(t)).toBe(2);
    expectDecision(t, Decision.Priority, 1); // P2 keeps priority
    expect(t.legal()).toEqual([sel('B6'), sel('D6'), PASS]); // E6 is spent (earmarked)
    t.act(sel('D6'), ab(0), target('A1'));
    expect(stackLen(t)).toBe(3);
    expectDecision(t, Decision.Priority, 1);
    expect(t.legal()).toEqual([sel('B6'), PASS]);
  });

  it('303 model: the Active player has priority first, then the opponent; the last declared executes first', () => {
    const t = battle(db(sapper, bolt, plain), {
      cards: [
        { card: 'Сапёр', seat: 0, at: 'A1' },
        { card: 'Маг-молния', seat: 0, at: 'B1' },
        { card: 'Боец', seat: 1, at: 'C4' },
        { card: 'Маг-молния', seat: 1, at: 'E6' },
        { card: 'Боец', seat: 1, at: 'D6' },
      ],
    });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Priority, 0); // the Active player first
    t.act(PASS);
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), target('A1')); // 2 wounds on Сапёр
    // P2 keeps priority, has nothing more and passes; P1 answers with his own bolt on D6.
    expectDecision(t, Decision.Priority, 0);
    expect(stackLen(t)).toBe(2);
    t.act(sel('B1'), ab(0), target('D6'));
    // Nobody has another instant: the stack empties last in, first out.
    const d6 = logIndex(t, 'Боец D6 получает');
    const a1 = logIndex(t, 'Сапёр A1 получает');
    const c4 = logIndex(t, 'Боец C4 получает');
    expect(d6).toBeGreaterThan(-1);
    expect(a1).toBeGreaterThan(d6);
    expect(c4).toBeGreaterThan(a1);
    expect(t.wounds(4)).toBe(2);
    expect(t.wounds('Сапёр')).toBe(2);
    expect(t.wounds(2)).toBe(1);
  });

  it('512.5.2: an illegal feature cannot be declared (target out of range, no counters, closed source)', () => {
    const ranged = card('Ближник', { abilities: [act('enemyCreature', wound(1), 'influence', { range: 1 })] });
    const t = battle(db(ranged, sapperC, sapper, plain), {
      cards: [
        { card: 'Ближник', seat: 0, at: 'A1' },
        { card: 'Сапёр-фишки', seat: 0, at: 'C1', counters: 0 },
        { card: 'Сапёр', seat: 0, at: 'E1', closed: true },
        { card: 'Боец', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('A1'));
    expect(t.legal()).not.toContain(ab(0));
    t.act(verb(Verb.Move), target('A2'));
    t.act(select('C1'));
    expect(t.legal()).not.toContain(ab(0));
    t.act(verb(Verb.Move), target('C2'));
    expect(t.legal()).not.toContain(select('E1'));
  });

  it('512.5.2: a card whose {tap} is already named for a feature on the stack cannot name it again', () => {
    const twoHands = card('Двурукий', { abilities: [inst('enemyCreature', wound(1), 'influence'), inst('enemyCreature', close, 'influence')] });
    const t = battle(db(sapper, twoHands, plain), { cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'B1' }, { card: 'Двурукий', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('E6'));
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'));
    expect(t.legal()).toEqual([ab(0), ab(1)]);
    t.act(ab(0), target('B1'));
    // Neither of its {tap} abilities can be declared now: P2 passes automatically.
    expect(t.decision() === Decision.Priority && t.legal().includes(sel('E6'))).toBe(false);
  });

  it('512.5.2: a feature that does not name the {tap} does not earmark it — the card can still use a {tap} instant', () => {
    const handy = card('Фишечник', { abilities: [inst('enemyCreature', wound(1), 'influence', { tap: false, counters: 1 }), inst('enemyCreature', close, 'influence')] });
    const t = battle(db(sapper, handy, plain), { cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'B1' }, { card: 'Фишечник', seat: 1, at: 'E6', counters: 1 }] });
    t.act(select('A1'), ab(0), target('E6'));
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), target('B1')); // names 1 counter, not the tap
    expectDecision(t, Decision.Priority, 1);
    expect(t.legal()).toContain(sel('E6'));
    t.act(sel('E6'));
    expect(t.legal()).toEqual([ab(1)]); // the counter is named; the tap is free
  });

  it('512.5.2: counters already named for a feature on the stack cannot be named again', () => {
    const handy = card('Фишечник-один', { abilities: [inst('enemyCreature', wound(1), 'influence', { tap: false, counters: 1 })] });
    const t = battle(db(sapper, handy, plain), { cards: [{ card: 'Сапёр', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'B1' }, { card: 'Фишечник-один', seat: 1, at: 'E6', counters: 1 }] });
    t.act(select('A1'), ab(0), target('E6'));
    t.act(sel('E6'), ab(0), target('B1'));
    // Its only counter is named for the feature on the stack: no second declaration.
    expect(t.decision() === Decision.Priority && t.legal().includes(sel('E6'))).toBe(false);
  });

  it('512.5.2: a generated feature (534.7) names no payment — it does not earmark its source\'s {tap}', () => {
    const leader = card('Вожак-тест', {
      abilities: [
        trig('startOfOwnTurn', 'self', heal(2)),
        repl({ op: 'heal', to: 'self', whileUnwounded: true }, { kind: 'replacingFeature', effect: wound(2), target: 'adjacentCreature' }, true),
        inst('enemyCreature', wound(1), 'spell'),
      ],
    });
    const t = battle(db(leader, plain, bolt), {
      cards: [{ card: 'Вожак-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Маг-молния', seat: 1, at: 'A6' }],
      active: 1,
      first: 0,
      turn: 2,
    });
    t.act(endTurn());
    expectDecision(t, Decision.Priority, 0); // the trigger on the stack; Вожак's instant is usable
    t.act(PASS);
    expectDecision(t, Decision.Priority, 1);
    t.act(PASS);
    expectDecision(t, Decision.Replacement, 0);
    t.act(REPLACE + 0, target('C4'));
    // The generated feature waits on the stack; the round starts with the Active player, whose
    // Вожак may still use its {tap} instant (the generated feature named no resource).
    expect(stack(t.s).some(isGenerated)).toBe(true);
    expectDecision(t, Decision.Priority, 0);
    expect(t.legal()).toContain(sel('C3'));
  });

  describe('512.5.2: an X that fixes the number of targets is fixed at the declaration (core/systems/x-targets.ts)', () => {
    /** "{tap}: ранить X существ противника на 1, где X — число {counter} на Многоруке." */
    const many = card('Многорук', { abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence', xFrom: 'sourceCounters', xTargets: true }] });
    /** "{tap}: ранить существо противника на X, где X — число {counter} на Силаче" (X = size of the effect). */
    const strong = card('Силач-фишки', { abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 0 }, abilityType: 'influence', xFrom: 'sourceCounters' }] });
    /** "X{counter}{tap}: ранить X существ противника на 1." */
    const paid = card('Многорук-платный', { abilities: [{ kind: 'activated', tap: true, counters: 'X', target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence', xTargets: true }] });
    /** Instant {tap}: "существо теряет все {counter}". */
    const thief = card('Похититель-фишек', { abilities: [inst('anyCreature', { op: 'loseCounters', amount: 0, all: true }, 'influence')] });
    const X = db(plain, many, strong, paid, thief);
    const foes = [
      { card: 'Боец', seat: 1, at: 'C4' },
      { card: 'Боец', seat: 1, at: 'D5' },
      { card: 'Боец', seat: 1, at: 'B5' },
      { card: 'Похититель-фишек', seat: 1, at: 'E6' },
    ];

    it('512.5.2: X = 2 counters names 2 targets at the declaration; the counters lost in response do not change X — both are wounded', () => {
      const t = battle(X, { cards: [{ card: 'Многорук', seat: 0, at: 'A1', counters: 2 }, ...foes] });
      t.act(select('A1'), ab(0), target('C4'));
      // X = 2 is fixed: the second target is asked at once.
      expectDecision(t, Decision.Target, 0);
      expect(t.legal()).not.toContain(target('C4'));
      t.act(target('D5'));
      expectDecision(t, Decision.Priority, 1);
      t.act(sel('E6'), ab(0), target('A1')); // Многорук loses its counters in response
      expect(counters(t, 'Многорук')).toBe(0);
      expect(t.wounds(1)).toBe(1);
      expect(t.wounds(2)).toBe(1);
      expect(t.wounds(3)).toBe(0); // only the two named targets
    });

    it('512.5.2 (contrast): an X that is the size of the effect is not fixed — counters lost in response leave X = 0 at the execution', () => {
      const t = battle(X, { cards: [{ card: 'Силач-фишки', seat: 0, at: 'A1', counters: 2 }, ...foes] });
      t.act(select('A1'), ab(0), target('C4'));
      t.act(sel('E6'), ab(0), target('A1'));
      expect(t.wounds(1)).toBe(0);
      const u = battle(X, { cards: [{ card: 'Силач-фишки', seat: 0, at: 'A1', counters: 2 }, ...foes] });
      u.act(select('A1'), ab(0), target('C4'), PASS);
      expect(u.wounds(1)).toBe(2);
    });

    it('512.5.2 (negative): with X = 0 the feature names no target and cannot be declared', () => {
      const t = battle(X, { cards: [{ card: 'Многорук', seat: 0, at: 'A1' }, ...foes] });
      t.act(select('A1'));
      expect(t.legal()).not.toContain(ab(0)); // X = 0: the feature is not offered (it may still move)
      const u = battle(X, { cards: [{ card: 'Многорук', seat: 0, at: 'A1', counters: 1 }, ...foes] });
      u.act(select('A1'), ab(0), target('C4')); // X = 1: no further target is asked
      expect(u.decision()).not.toBe(Decision.Target);
    });

    it('512.5.2: the X of an "X{counter}" cost counts the targets when the text says so — X = 2 paid, two targets, 1 wound each', () => {
      const t = battle(X, { cards: [{ card: 'Многорук-платный', seat: 0, at: 'A1', counters: 3 }, ...foes] });
      t.act(select('A1'), ab(0), target('C4'));
      expectDecision(t, Decision.Choice, 0);
      t.act(AMOUNT + 2);
      expectDecision(t, Decision.Target, 0);
      t.act(target('B5'), PASS);
      expect(t.wounds(1)).toBe(1);
      expect(t.wounds(3)).toBe(1);
      expect(t.wounds(2)).toBe(0);
      expect(counters(t, 'Многорук-платный')).toBe(1);
    });

    it('512.5.2: a further target that dies in response is skipped at the execution; the others still get their wound', () => {
      const killer = card('Убийца-своих', { abilities: [inst('anyCreature', wound(2), 'spell')] });
      const t = battle(db(plain, frail, many, killer), { cards: [{ card: 'Многорук', seat: 0, at: 'A1', counters: 2 }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Хрупкий', seat: 1, at: 'D5' }, { card: 'Убийца-своих', seat: 1, at: 'E6' }] });
      t.act(select('A1'), ab(0), target('C4'), target('D5'));
      t.act(sel('E6'), ab(0), target('D5')); // the second target dies first
      expect(t.zoneOf('Хрупкий')).not.toBe(Zone.Field);
      expect(t.wounds(1)).toBe(1); // the first target: wounded
      expect(t.closed('Многорук')).toBe(true); // the feature executed and was paid
    });
  });
});

describe('512.5.3 the legality check', () => {
  it('512.5.3: a strike whose target died in response is illegal — removed without payment (the attacker stays open)', () => {
    const t = battle(db(bolt, frail, plain), {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Маг-молния', seat: 0, at: 'A1' }, { card: 'Хрупкий', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }],
    });
    logOn(t);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Priority, 0);
    t.act(sel('A1'), ab(0), target('C4'));
    expect(t.cellOf('Хрупкий')).toBe('grave');
    expect(stackLen(t)).toBe(0);
    expect(t.closed(0)).toBe(false);
    expect(t.moveLeft(0)).toBe(2);
    expect(logText(t)).toContain('нелегален и снят без оплаты');
    expectDecision(t, Decision.Main, 0);
  });

  it('512.5.3: an ability whose target died in response is removed without payment (no tap, counters kept)', () => {
    const t = battle(db(bolt, frail, sapperC, plain), {
      cards: [{ card: 'Сапёр-фишки', seat: 0, at: 'B1', counters: 1 }, { card: 'Маг-молния', seat: 0, at: 'A1' }, { card: 'Хрупкий', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }],
    });
    t.act(select('B1'), ab(0), target('C4'));
    t.act(sel('A1'), ab(0), target('C4'));
    expect(stackLen(t)).toBe(0);
    expect(t.closed('Сапёр-фишки')).toBe(false);
    expect(counters(t, 'Сапёр-фишки')).toBe(1);
  });

  it('512.5.3: an ability whose source was closed in response is illegal — no effect, counters not paid', () => {
    const t = battle(db(stunner, sapperC, plain), {
      cards: [{ card: 'Сапёр-фишки', seat: 0, at: 'B1', counters: 1 }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Оглушатель', seat: 1, at: 'E6' }],
    });
    logOn(t);
    t.act(select('B1'), ab(0), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), target('B1'));
    expect(t.wounds('Боец')).toBe(0);
    expect(counters(t, 'Сапёр-фишки')).toBe(1);
    expect(stackLen(t)).toBe(0);
    expect(logText(t)).toContain('нелегальна и снята без оплаты');
  });

  it('512.5.3: an ability whose source died in response produces no effect', () => {
    const weak = card('Сапёр-хилый', { life: 2, abilities: [act('enemyCreature', wound(1), 'influence')] });
    const t = battle(db(weak, bolt, plain), { cards: [{ card: 'Сапёр-хилый', seat: 0, at: 'B1' }, { card: 'Боец', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Маг-молния', seat: 1, at: 'E6' }] });
    t.act(select('B1'), ab(0), target('C4'));
    t.act(sel('E6'), ab(0), target('B1'));
    expect(t.cellOf('Сапёр-хилый')).toBe('grave');
    expect(t.wounds(2)).toBe(0);
    expect(stackLen(t)).toBe(0);
  });

  it('512.5.3 (negative): a legal feature that was blocked produces no effect but is paid (tap and counters)', () => {
    const t = battle(db(blocker, sapperC, plain), {
      cards: [{ card: 'Сапёр-фишки', seat: 0, at: 'B1', counters: 1 }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Блокирующий', seat: 1, at: 'E6' }],
    });
    t.act(select('B1'), ab(0), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), onStack(0));
    expect(t.wounds('Боец')).toBe(0);
    expect(t.closed('Сапёр-фишки')).toBe(true);
    expect(counters(t, 'Сапёр-фишки')).toBe(0);
    expect(t.closed('Блокирующий')).toBe(true);
    expect(stackLen(t)).toBe(0);
  });

  it('512.5.3: a blocked strike produces no effects ("при атаке" does not fire) and is paid (the attacker closes)', () => {
    const raider = card('Налётчик', { abilities: [trig('selfAttacks', 'self', lives(1))] });
    const t = battle(db(raider, blocker, plain), { cards: [{ card: 'Налётчик', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Блокирующий', seat: 1, at: 'E6' }] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    t.act(sel('E6'), ab(0), onStack(0));
    expect(t.wounds('Боец')).toBe(0);
    expect(t.wounds('Налётчик')).toBe(0);
    expect(extraLives(t, 'Налётчик')).toBe(0);
    expect(t.closed('Налётчик')).toBe(true);
    expect(t.moveLeft('Налётчик')).toBe(0);
  });

  describe('512.5.3 reserve and prepayment', () => {
    const prepayer = card('Предоплатник', {
      abilities: [act('enemyCreature', wound(1), 'influence', { tap: false, counters: 2, prepay: true }), trig('selfPrepays', 'self', lives(1))],
    });
    const payer = card('Платник', { abilities: [act('enemyCreature', wound(1), 'influence', { tap: false, counters: 2 }), trig('selfPrepays', 'self', lives(1))] });
    const D = db(prepayer, payer, stubborn);

    it('512.5.3: prepaid counters are lost at the legality check (before the effect is applied) and "при предоплате" fires', () => {
      const t = battle(D, { cards: [{ card: 'Предоплатник', seat: 0, at: 'A1', counters: 2 }, { card: 'Упрямец', seat: 1, at: 'C4' }] });
      t.act(select('A1'), ab(0), target('C4'));
      expectDecision(t, Decision.Replacement, 1); // mid-execution
      expect(counters(t, 'Предоплатник')).toBe(0);
      t.act(REPLACE_NONE);
      expect(t.wounds('Упрямец')).toBe(1);
      expect(extraLives(t, 'Предоплатник')).toBe(1);
      expect(counters(t, 'Предоплатник')).toBe(0); // not paid twice
    });

    it('512.5.3 (negative): counters that are not prepaid stay until the payment stage, and "при предоплате" does not fire', () => {
      const t = battle(D, { cards: [{ card: 'Платник', seat: 0, at: 'A1', counters: 2 }, { card: 'Упрямец', seat: 1, at: 'C4' }] });
      t.act(select('A1'), ab(0), target('C4'));
      expectDecision(t, Decision.Replacement, 1);
      expect(counters(t, 'Платник')).toBe(2);
      t.act(REPLACE_NONE);
      expect(counters(t, 'Платник')).toBe(0);
      expect(extraLives(t, 'Платник')).toBe(0);
    });
  });
});

