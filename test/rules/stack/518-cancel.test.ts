/**
 * РП 518 (Heroes, seed 001; digest §7.4) — cancel effects: a cancelled feature leaves the stack,
 * produces no effects and is still paid (the play is paid, the card goes to the graveyard); what the
 * cancel does besides happens outside the queue (518.3); its targets are assigned first (518.2).
 * Here: an instant `cancel` effect targeting an enemy feature on the stack.
 */
import { describe, expect, it } from 'vitest';
import { Verb, Zone } from '../../../src/engine/core/enums.js';
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
  trigOf,
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

describe('518.1 / 518.2 triggers on declarations (core/systems/declaration.ts)', () => {
  /** A sorcery (not instant): "{tap}: Заклинание — ранить существо противника на 2" (Поток энергии). */
  const caster = card('Заклинатель', { abilities: [act('enemyCreature', wound(2), 'spell')] });
  const influencer = card('Воздействующий', { abilities: [act('enemyCreature', wound(2), 'influence')] });
  /** Забира: "Когда Забира становится целью заклинания, она погибает." */
  const zabira = card('Забира-тест', { abilities: [trig('selfTargeted', 'self', { op: 'destroy' }, { fromTypes: ['spell'] })] });
  /** Дистраго: "может потерять 1 монету и отменить заклинание" — the coin is a counter here (classic has no coins). */
  const distrago = card('Дистраго-тест', { abilities: [inst('enemyStackItem', cancel, 'spell', { counters: 1 })] });
  /** "Когда противник заявляет заклинание, ранить заявившего на 1" — a trigger on the play (розыгрыш). */
  const watcher = card('Соглядатай', { abilities: [trig('enemyDeclares', 'eventCard', wound(1), { fromTypes: ['spell'] })] });
  const D3 = db(plain, caster, influencer, zabira, distrago, watcher, canceller);

  it('518.1 ПРИМЕР 1 (Дистраго / Поток энергии / Забира): the spell is cancelled (paid with a coin), but Забира became its target, so her feature fires and she dies', () => {
    const t = battle(D3, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Забира-тест', seat: 1, at: 'C4' }, { card: 'Дистраго-тест', seat: 1, at: 'E6', counters: 1 }] });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    // Забира's trigger fired at the declaration: it is on the stack above the spell.
    expect(stackLen(t)).toBe(2);
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), onStack(0)); // lose the coin, cancel Поток энергии
    expect(t.zoneOf('Забира-тест')).toBe(Zone.Grave);
    expect(counters(t, 'Дистраго-тест')).toBe(0); // the cost of the cancel
    expect(t.closed('Заклинатель')).toBe(true); // the cancelled spell is still paid
    expect(stackLen(t)).toBe(0);
    expect(logText(t)).toContain('отмена');
  });

  it('518.1 ПРИМЕР 1 (negative): a spell on another creature does not make Забира a target — she lives', () => {
    const t = battle(D3, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Забира-тест', seat: 1, at: 'D5' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(2);
    expect(t.zoneOf('Забира-тест')).toBe(Zone.Field);
  });

  it('518.1 ПРИМЕР 1 (negative): "целью заклинания" — targeted by an influence, Забира lives and is wounded', () => {
    const t = battle(D3, { cards: [{ card: 'Воздействующий', seat: 0, at: 'A1' }, { card: 'Забира-тест', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.zoneOf('Забира-тест')).toBe(Zone.Field);
    expect(t.wounds('Забира-тест')).toBe(2);
  });

  it('518.1: a trigger on the play of the cancelled feature leaves the queue with it — the caster is not wounded', () => {
    const t = battle(D3, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Соглядатай', seat: 1, at: 'D5' }, { card: 'Отменяющий', seat: 1, at: 'E6' }] });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    expect(stackLen(t)).toBe(2); // [spell, Соглядатай's trigger]
    t.act(sel('E6'), ab(0), onStack(0));
    expect(t.wounds('Заклинатель')).toBe(0);
    expect(t.wounds('Боец')).toBe(0);
    expect(stackLen(t)).toBe(0);
    expect(logText(t)).toContain('снято с отменой');
  });

  it('518.1 (negative): without the cancel the trigger on the play executes — the caster is wounded, then the spell applies', () => {
    const t = battle(D3, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Соглядатай', seat: 1, at: 'D5' }, { card: 'Отменяющий', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'), PASS); // P2 lets the trigger be
    expect(t.wounds('Заклинатель')).toBe(1);
    t.act(PASS); // and the spell
    expect(t.wounds('Боец')).toBe(2);
  });

  it('518.1 (negative): the trigger on the play keeps its own kind — an influence is no spell, nothing fires', () => {
    const t = battle(D3, { cards: [{ card: 'Воздействующий', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Соглядатай', seat: 1, at: 'D5' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Воздействующий')).toBe(0);
    expect(t.wounds('Боец')).toBe(2);
  });

  it('518.1: a trigger of another feature (not on the cancelled one) stays — only the declarations of the cancelled card leave', () => {
    // Two spells: A on C4, B on D5; Соглядатай fires for both; the cancel of A leaves B's trigger.
    const t = battle(db(plain, caster, watcher, canceller, card('Заклинатель-2', { abilities: [inst('enemyCreature', wound(2), 'spell')] })), {
      cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Заклинатель-2', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'D5' }, { card: 'Соглядатай', seat: 1, at: 'E5' }, { card: 'Отменяющий', seat: 1, at: 'E6' }],
    });
    t.act(select('A1'), ab(0), target('C4')); // A, its trigger → [A, tA]
    expectDecision(t, Decision.Priority, 0);
    t.act(sel('B1'), ab(0), target('D5')); // B, its trigger → [A, tA, B, tB]
    expect(stackLen(t)).toBe(4);
    expectDecision(t, Decision.Priority, 1);
    t.act(sel('E6'), ab(0), onStack(0)); // cancel A
    expect(t.wounds('Заклинатель')).toBe(0); // tA left with A
    expect(t.wounds('Заклинатель-2')).toBe(1); // tB executed
    expect(t.wounds(3)).toBe(2); // B applied on D5
    expect(t.wounds(2)).toBe(0); // A cancelled
  });
});

describe('518.1 ПРИМЕР 2 (Келем / Римаанды): ambushes act at their declaration, in the order chosen', () => {
  /** "Закидать камнями": a spell wounding an enemy creature by 2. */
  const caster = card('Метатель-камней', { abilities: [act('enemyCreature', wound(2), 'spell')] });
  /** Келем: "Засада. При заявке скопировать заклинание противника." */
  const kelem = card('Келем-тест', { abilities: [{ kind: 'triggered', on: 'enemyDeclares', fromTypes: ['spell'], ambush: true, target: 'declaredFeature', effect: { op: 'copy' }, abilityType: 'spell' }] });
  /** Римаанды: "Засада. При заявке отменить заклинание противника." */
  const rimaandy = card('Римаанды-тест', { abilities: [{ kind: 'triggered', on: 'enemyDeclares', fromTypes: ['spell'], ambush: true, target: 'declaredFeature', effect: { op: 'cancel' }, abilityType: 'spell' }] });
  const watcher = card('Соглядатай', { abilities: [trig('enemyDeclares', 'eventCard', wound(1), { fromTypes: ['spell'] })] });
  const D4 = db(plain, caster, kelem, rimaandy, watcher);
  const cards = [
    { card: 'Метатель-камней', seat: 0, at: 'A1' },
    { card: 'Боец', seat: 0, at: 'B1' },
    { card: 'Боец', seat: 1, at: 'C4' },
    { card: 'Келем-тест', seat: 1, at: 'D5' },
    { card: 'Римаанды-тест', seat: 1, at: 'E6' },
  ];

  it('518.1 ПРИМЕР 2: Келем first copies the spell, then Римаанды cancels it — only the copy applies', () => {
    const t = battle(D4, { cards });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Trigger, 1); // both ambushes fired: P2 orders them
    t.act(trigOf(t, 'Келем-тест'));
    // The copy is made at Келем's declaration: its target is asked now (P2 aims at P1's Боец).
    expectDecision(t, Decision.Target, 1);
    t.act(target('B1'));
    // Римаанды (the last one) is declared and cancels the spell at once; the copy then executes.
    expect(t.wounds(2)).toBe(0); // the original spell: cancelled
    expect(t.closed('Метатель-камней')).toBe(true); // still paid
    expect(t.wounds(1)).toBe(2); // the copy
    expect(stackLen(t)).toBe(0);
    expect(logText(t)).toContain('копия');
  });

  it('518.1 ПРИМЕР 2 (other order): Римаанды first cancels the spell; Келем is still declared but has nothing left to copy', () => {
    const t = battle(D4, { cards });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Trigger, 1);
    t.act(trigOf(t, 'Римаанды-тест'));
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(1)).toBe(0); // no copy
    expect(stackLen(t)).toBe(0);
    expect(logText(t)).toContain('засада'); // Келем's ambush was declared (the trigger point was there)
    expect(logText(t).match(/засада/g)!.length).toBe(2);
    expect(logText(t)).not.toContain('копия');
  });

  it('518.1: an ambush is not removed by the cancel, an ordinary trigger on the play is — even before it is declared', () => {
    // Римаанды first: Соглядатай's collected trigger is dropped before it reaches the stack.
    const t = battle(D4, { cards: [...cards.slice(0, 3), { card: 'Соглядатай', seat: 1, at: 'D5' }, { card: 'Римаанды-тест', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    t.act(trigOf(t, 'Римаанды-тест'));
    expect(t.wounds('Метатель-камней')).toBe(0);
    expect(t.wounds(2)).toBe(0);
    expect(stackLen(t)).toBe(0);
    // Соглядатай first: its trigger goes on the stack, then Римаанды's cancel removes it with the spell.
    const u = battle(D4, { cards: [...cards.slice(0, 3), { card: 'Соглядатай', seat: 1, at: 'D5' }, { card: 'Римаанды-тест', seat: 1, at: 'E6' }] });
    u.act(select('A1'), ab(0), target('C4'));
    u.act(trigOf(u, 'Соглядатай'));
    expect(u.wounds('Метатель-камней')).toBe(0);
    expect(u.wounds(2)).toBe(0);
    expect(stackLen(u)).toBe(0);
  });

  it('518.1 ПРИМЕР 2 (negative): an ambush answers only the opponent\'s spell — an own spell fires nothing', () => {
    const t = battle(D4, { cards: [{ card: 'Метатель-камней', seat: 1, at: 'A6' }, { card: 'Боец', seat: 0, at: 'C3' }, { card: 'Келем-тест', seat: 1, at: 'D5' }, { card: 'Римаанды-тест', seat: 1, at: 'E6' }], active: 1, first: 0, turn: 2 });
    t.act(select('A6'), ab(0), target('C3'));
    expect(t.wounds('Боец')).toBe(2);
  });
});

describe('518.2 / 518.3', () => {
  const caster = card('Заклинатель', { abilities: [act('enemyCreature', wound(2), 'spell')] });
  const zabira = card('Забира-тест', { abilities: [trig('selfTargeted', 'self', { op: 'destroy' }, { fromTypes: ['spell'] })] });
  const rimaandy = card('Римаанды-тест', { abilities: [{ kind: 'triggered', on: 'enemyDeclares', fromTypes: ['spell'], ambush: true, target: 'declaredFeature', effect: { op: 'cancel' }, abilityType: 'spell' }] });
  /** "Отмените заклинание, при этом ранить существо противника на 1" — a cancel with something done together. */
  const punisher = card('Каратель', { abilities: [{ kind: 'activated', instant: true, tap: true, target: 'enemyStackItem', effect: { op: 'cancel' }, abilityType: 'spell', then: [{ target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'spell' }] }] });
  const D5 = db(plain, caster, zabira, rimaandy, punisher);

  it('518.2: targets are assigned before the cancel — a spell cancelled at its declaration (ambush) still made Забира its target', () => {
    const t = battle(D5, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Забира-тест', seat: 1, at: 'C4' }, { card: 'Римаанды-тест', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Trigger, 1); // Забира's trigger and the ambush both fired
    t.act(trigOf(t, 'Римаанды-тест')); // the ambush first: the spell is cancelled before Забира's trigger is declared
    expect(t.wounds('Забира-тест')).toBe(0); // the spell was cancelled
    expect(t.zoneOf('Забира-тест')).toBe(Zone.Grave); // but she had become its target
  });

  it('518.2 (negative): a cancelled spell that named no target of hers fires nothing on Забира', () => {
    const t = battle(D5, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Забира-тест', seat: 1, at: 'D5' }, { card: 'Римаанды-тест', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(0);
    expect(t.zoneOf('Забира-тест')).toBe(Zone.Field);
  });

  it('518.3: what is done together with the cancel happens outside the queue — no priority between the cancel and the wound', () => {
    const t = battle(D5, { cards: [{ card: 'Заклинатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Каратель', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    t.act(sel('E6'), ab(0), onStack(0));
    // The cancel executed; its second part asks its target at once, with nothing on the stack between.
    expectDecision(t, Decision.Target, 1);
    expect(stackLen(t)).toBe(1); // only the cancel itself: the spell is gone, nothing new was queued
    t.act(target('B1'));
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(2)).toBe(0);
    expect(t.closed('Каратель')).toBe(true); // one payment for the whole
    expectDecision(t, Decision.Main, 0);
  });
});
