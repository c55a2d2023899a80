/**
 * Горы: target-forcing discharges (Аргвальд, Повелитель молний), effects chosen by a
 * player, defenders by card text, and other mountain clauses. Partners are synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, CHOOSE, PASS } from '../../src/engine/core/action.js';
import { battle, defendAux, endTurn, selectAux, exchangeFull, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Разрядник', { life: 20, ranged: { kind: 'discharge', values: [1, 1, 1], range: 3 } }),
  synth('Стрелок', { life: 20, ranged: { kind: 'shot', values: [1, 1, 1], range: 3 } }),
  synth('Боец', { life: 20, strike: [1, 1, 1] }),
  synth('Соратник', { life: 20 }),
  synth('Птица', { type: 'flyer', move: null, life: 20 }),
  synth('Силач', { life: 20, strike: [3, 3, 3] }),
  synth('Маг', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'spell' }] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const ab = (k: number) => verb(Verb.Ability + k);
/** Pass priority and take the first legal answer at every other decision until the Choice subphase. */
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};
/** Run a strike on: no defender, full exchange, passes; stop at a choice (Decision.Choice) or the Choice subphase. */
const toChoice = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main && t.decision() !== Decision.Choice; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};

describe('Аргвальд (s1_60): разряд только по нему, пока рядом с существом противника; при разряде по нему — получает {counter}', () => {
  const cards = [at('Разрядник', 0, 'A1'), at('Мишень', 0, 'E3'), at('Аргвальд', 1, 'E4'), at('Мишень', 1, 'A4')];
  it('Аргвальд (s1_60): next to an enemy creature it is the only discharge target, whatever the range (ruling); the discharge reaches it and it gets {counter}', () => {
    const t = battle(db, { cards });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('E4')]);
    t.rolls(1).act(target('E4'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    expect(t.s.counters[t.card(2)]).toBe(1);
  });
  it('Аргвальд (s1_60): shots are not drawn; with no enemy creature next to it discharges take the usual targets', () => {
    const t = battle(db, { cards: [at('Стрелок', 0, 'A1'), ...cards.slice(1)] });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('A4')]);
    const u = battle(db, { cards: [at('Разрядник', 0, 'A1'), at('Аргвальд', 1, 'E4'), at('Мишень', 1, 'A4')] });
    u.act(select('A1'), verb(Verb.Ranged));
    expect(u.legal()).toEqual([target('A4')]);
  });
  it('Аргвальд (s1_60): ruling — a discharger standing next to Аргвальд cannot declare a discharge at anyone', () => {
    const t = battle(db, { cards: [at('Разрядник', 0, 'D3'), at('Аргвальд', 1, 'E4'), at('Мишень', 1, 'A4')] });
    t.act(select('D3'));
    expect(t.legal()).not.toContain(verb(Verb.Ranged));
  });
  it('Аргвальд (s1_60): a shot, a simple strike or a magic strike at it gives no {counter}', () => {
    const t = battle(db, { cards: [at('Стрелок', 0, 'A1'), at('Аргвальд', 1, 'A4')] });
    t.rolls(1).act(select('A1'), verb(Verb.Ranged), target('A4'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
    expect(t.s.counters[t.card(1)]).toBe(0);
    const u = battle(db, { cards: [at('Аргвальд', 0, 'C3'), at('Аргвальд', 1, 'C4')] });
    u.rolls(1).act(select('C3'), ab(0), target('C4'));
    settle(u);
    expect(u.wounds(1)).toBe(2);
    expect(u.s.counters[u.card(1)]).toBe(0);
  });
});

describe('Повелитель молний (s1_66): игнорирует особенности, обязывающие выбирать целью разряда какую-либо карту', () => {
  it('Повелитель молний (s1_66): Аргвальд next to an enemy creature does not restrict its discharge', () => {
    const t = battle(db, { cards: [{ ...at('Повелитель молний', 0, 'A1') }, at('Мишень', 0, 'E3'), at('Аргвальд', 1, 'E4'), at('Мишень', 1, 'A4')] });
    t.act(select('A1'), ab(1));
    expect(t.legal()).toContain(target('A4'));
    expect(t.legal()).toContain(target('E4'));
  });
});

describe('Овражный гном (s1_37): при {strike} по открытому существу — оно должно закрыться либо получить 2 раны (по выбору атакованного)', () => {
  const strikeAt = (closed: boolean) => {
    const t = battle(db, { cards: [at('Овражный гном', 0, 'C3'), at('Мишень', 1, 'C4', closed)] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    toChoice(t);
    return t;
  };
  it('Овражный гном (s1_37): after its strike at an open creature, that creature\'s controller chooses: close, or 2 wounds', () => {
    const t = strikeAt(false);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(1);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
    const w = t.wounds(1);
    t.act(AMOUNT + 2);
    settle(t);
    expect(t.wounds(1)).toBe(w + 2);
    expect(t.closed(1)).toBe(false);
    const u = strikeAt(false);
    const wu = u.wounds(1);
    u.act(AMOUNT + 1);
    settle(u);
    expect(u.wounds(1)).toBe(wu);
    expect(u.closed(1)).toBe(true);
  });
  it('Овражный гном (s1_37): a strike at a closed creature fires nothing', () => {
    const t = strikeAt(true);
    expect(t.decision()).toBe(Decision.Main);
  });
  it('Овражный гном (s1_37): ruling — its counter-strike fires it too; the attacker\'s controller chooses, and closing leaves the attacker unwounded', () => {
    const t = battle(db, { cards: [at('Овражный гном', 0, 'C3'), at('Боец', 1, 'C4')], active: 1 });
    t.rolls(1, 6).act(select('C4'), verb(Verb.Strike), target('C3'));
    toChoice(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(1);
    const w = t.wounds(1);
    t.act(AMOUNT + 1);
    settle(t);
    expect(t.wounds(1)).toBe(w);
    expect(t.closed(1)).toBe(true);
  });
});

describe('Ртунх (s1_47): может выступать защитником любому вашему нелетающему существу', () => {
  it('Ртунх (s1_47): ruling — it may defend an attacked ground creature next to neither the attacker nor the attacked card; another flyer may not', () => {
    const t = battle(db, { cards: [at('Боец', 1, 'C4'), at('Мишень', 0, 'C3'), at('Ртунх', 0, 'aux'), at('Птица', 0, 'aux')], active: 1 });
    t.act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.decision()).toBe(Decision.Defender);
    expect(t.legal()).toEqual([noDefender(), defendAux(0)]);
    t.rolls(6, 1).act(defendAux(0));
    toChoice(t);
    expect(t.wounds(2)).toBeGreaterThan(0); // Ртунх took the strike
    expect(t.wounds(1)).toBe(0);
    expect(t.closed(2)).toBe(true); // a defender closes
  });
  it('Ртунх (s1_47): a closed Ртунх cannot defend', () => {
    const t = battle(db, { cards: [at('Боец', 1, 'C4'), at('Мишень', 0, 'C3'), at('Ртунх', 0, 'aux', true), at('Соратник', 0, 'D3')], active: 1 });
    t.act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.legal()).not.toContain(defendAux(0));
  });
});

describe('Гном-поджигатель (s1_35): +1 к воздействию, если это существо не двигалось в прошлый ход противника', () => {
  /** Seat 1 ends its turn; at seat 0's turn start the trigger names C4. */
  const burn = (t: ReturnType<typeof battle>) => {
    t.act(endTurn());
    for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Target ? target('C4') : t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    return t.wounds(1);
  };
  it('Гном-поджигатель (s1_35): 2 to a creature that stayed in the opponent\'s last turn, 1 to one that moved there', () => {
    expect(burn(battle(db, { cards: [at('Гном-поджигатель', 0, 'C3'), at('Мишень', 1, 'C4')], active: 1 }))).toBe(2);
    const t = battle(db, { cards: [at('Гном-поджигатель', 0, 'C3'), at('Мишень', 1, 'C5')], active: 1 });
    t.act(select('C5'), verb(Verb.Move), target('C4'));
    expect(t.cellOf(1)).toBe('C4');
    expect(burn(t)).toBe(1);
  });
  it('Гном-поджигатель (s1_35): the move is remembered for the opponent\'s last turn only — a move two turns ago does not count', () => {
    const t = battle(db, { cards: [at('Гном-поджигатель', 0, 'C3'), at('Мишень', 1, 'C5')], active: 1 });
    t.act(select('C5'), verb(Verb.Move), target('C4'));
    expect(burn(t)).toBe(1);
    t.act(endTurn()); // seat 1's turn: it stays
    for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    expect(burn(t)).toBe(1 + 2);
  });
  it('Гном-поджигатель (s1_35): a jump or a move out and back in counts as moving', () => {
    const t = battle(db, { cards: [at('Гном-поджигатель', 0, 'C3'), at('Мишень', 1, 'C4')], active: 1 });
    t.act(select('C4'), verb(Verb.Move), target('C5'));
    t.act(select('C5'), verb(Verb.Move), target('C4'));
    expect(burn(t)).toBe(1);
  });
  it('Гном-поджигатель (s1_35): ruling — no bonus before the opponent\'s first turn', () => {
    // The game's first turn (G.Turn 1): seat 0 moves first, seat 1 has had no turn.
    expect(burn(battle(db, { cards: [at('Гном-поджигатель', 0, 'C3'), at('Мишень', 1, 'C4')], active: 1, first: 0, turn: 0 }))).toBe(1);
  });
});

describe('Ледяной змей (s1_36): при {strike} — ваше существо с разрядом, магическим ударом или заклинанием получает -1 от немагических атак до конца следующего хода противника', () => {
  const pass = (t: ReturnType<typeof battle>) => {
    t.act(endTurn());
    for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
  };
  /** Seat 1's Силач (A4) strikes A3 with 6 against 1, no defender; returns the wounds A3 took. */
  const smash = (t: ReturnType<typeof battle>, who: number) => {
    const w = t.wounds(who);
    t.rolls(6, 1).act(select('A4'), verb(Verb.Strike), target('A3'));
    toChoice(t);
    return t.wounds(who) - w;
  };
  it('Ледяной змей (s1_36): only a creature with a discharge, magic strike or spell may be chosen; it takes 1 less from non-magical attacks through the opponent\'s next turn, not after', () => {
    const t = battle(db, { cards: [at('Ледяной змей', 0, 'aux'), at('Разрядник', 0, 'A3'), at('Мишень', 0, 'B1'), at('Маг', 0, 'C1'), at('Мишень', 1, 'C4', true), at('Силач', 1, 'A4')] });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('C1'), target('A3')]); // Разрядник and Маг (a spell), not Мишень nor the Змей itself
    t.act(target('A3'));
    settle(t);
    pass(t); // seat 1's turn
    expect(smash(t, 1)).toBe(3 - 1);
    settle(t);
    pass(t); // seat 0's turn
    pass(t); // seat 1's next turn: the effect has ended
    expect(smash(t, 1)).toBe(3);
  });
  it('Ледяной змей (s1_36): magical attacks are not reduced', () => {
    const t = battle(db, { cards: [at('Ледяной змей', 0, 'aux'), at('Разрядник', 0, 'A3'), at('Мишень', 1, 'C4', true), at('Разрядник', 1, 'A5')] });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.decision() === Decision.Target ? target('A3') : t.legal()[0]!);
    pass(t);
    t.rolls(1).act(select('A5'), verb(Verb.Ranged), target('A3'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
  });
});

describe('Оборотень (s1_59): до начала вашего хода получает либо {regen}2, либо +2 к {strike} и +1 к {move} (до конца хода противника)', () => {
  /** Seat 1 ends its turn: Оборотень's controller (seat 0) picks `option`; on to seat 0's Choice subphase. */
  const choose = (t: ReturnType<typeof battle>, option: number) => {
    t.act(endTurn());
    for (let g = 0; g < 20 && t.decision() !== Decision.Choice; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(0);
    t.act(AMOUNT + option);
    settle(t);
  };
  it('Оборотень (s1_59): {regen}2 — it heals 2 at the start of your turn', () => {
    const t = battle(db, { cards: [{ ...at('Оборотень', 0, 'C3'), wounds: 3 }, at('Мишень', 1, 'E6')], active: 1 });
    choose(t, 1);
    expect(t.wounds(0)).toBe(1);
    expect(t.s.tStrike[t.card(0)]).toBe(0);
  });
  it('Оборотень (s1_59): +2 к {strike} and +1 к {move} through your turn and the opponent\'s next turn', () => {
    const t = battle(db, { cards: [{ ...at('Оборотень', 0, 'C3'), wounds: 3 }, at('Мишень', 1, 'E6')], active: 1 });
    choose(t, 2);
    expect(t.wounds(0)).toBe(3); // no regeneration
    expect(t.s.tStrike[t.card(0)]).toBe(2);
    expect(t.moveLeft(0)).toBe(2);
    t.act(endTurn()); // seat 1's turn: still there (до конца хода противника)
    settle(t);
    expect(t.s.tStrike[t.card(0)]).toBe(2);
    t.act(endTurn()); // seat 1's turn ends: a new choice; the old bonus ends with that turn
    for (let g = 0; g < 20 && t.decision() !== Decision.Choice; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    t.act(AMOUNT + 1);
    settle(t);
    expect(t.s.tStrike[t.card(0)]).toBe(0);
    expect(t.wounds(0)).toBe(1);
  });
});

describe('Ледовый охотник (s1_45): {uchr} на 2, при этом существо напротив получает {ova}1 или +1 к {ova} до конца вашего хода', () => {
  it('Ледовый охотник (s1_45): over its own card in front, that card gets +1 ОвА until the end of your turn', () => {
    const t = battle(db, { cards: [at('Ледовый охотник', 0, 'C2'), at('Соратник', 0, 'C3'), at('Мишень', 1, 'C4')] });
    t.rolls(1).act(select('C2'), ab(0), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(2);
    expect(t.s.tOva[t.card(1)]).toBe(1);
    expect(t.s.tOva[t.card(2)]).toBe(0);
    t.act(endTurn());
    settle(t);
    expect(t.s.tOva[t.card(1)]).toBe(0);
  });
  it('Ледовый охотник (s1_45): with the cell in front empty, nobody gets it', () => {
    const t = battle(db, { cards: [at('Ледовый охотник', 0, 'C2'), at('Мишень', 1, 'C4')] });
    t.rolls(1).act(select('C2'), ab(0), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(2);
    expect(t.s.tOva[t.card(1)]).toBe(0);
  });
});

describe('Мастер топора (s1_46): X{counter}{tap}: Магический удар на 0-1-2, +1 к удару за каждую потраченную {counter}', () => {
  it('Мастер топора (s1_46): X is named at the declaration (0 … its counters); the strike deals its die value + X and X counters are paid', () => {
    const t = battle(db, { cards: [{ ...at('Мастер топора', 0, 'C3'), counters: 3 }, at('Мишень', 1, 'C4')] });
    t.act(select('C3'), ab(0), target('C4'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.legal()).toEqual([AMOUNT + 0, AMOUNT + 1, AMOUNT + 2, AMOUNT + 3]);
    t.rolls(1).act(AMOUNT + 2);
    settle(t);
    expect(t.wounds(1)).toBe(0 + 2);
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
    const u = battle(db, { cards: [at('Мастер топора', 0, 'C3'), at('Мишень', 1, 'C4')] });
    u.act(select('C3'), ab(0), target('C4'));
    for (let g = 0; g < 10 && u.decision() === Decision.Priority; g++) u.act(PASS);
    u.rolls(6).act(AMOUNT + 0);
    settle(u);
    expect(u.wounds(1)).toBe(2);
  });
  it('Мастер топора (s1_46): 123.3 — the counter cost brings "{tap}: накопить 1 фишку"', () => {
    const t = battle(db, { cards: [at('Мастер топора', 0, 'C3'), at('Мишень', 1, 'E6')] });
    t.act(select('C3'), ab(2));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(1);
  });
});

describe('Знахарь племени (s1_42): 3{counter}{tap}: Возродить существо (в закрытом виде, 1 раз за бой)', () => {
  it('Знахарь племени (s1_42): a creature of your graveyard comes back closed next to it; the counters are paid; not a second time in the battle', () => {
    const t = battle(db, { cards: [{ ...at('Знахарь племени', 0, 'C2'), counters: 6 }, at('Соратник', 0, 'grave'), at('Мишень', 0, 'grave'), at('Мишень', 1, 'E6')] });
    t.act(select('C2'), ab(0), CHOOSE + 0, target('C1'));
    settle(t);
    const back = t.cellOf(1) === 'C1' ? 1 : 2; // the first candidate of the graveyard
    expect(t.cellOf(back)).toBe('C1');
    expect(t.closed(back)).toBe(true);
    expect(t.s.counters[t.card(0)]).toBe(3);
    expect(t.closed(0)).toBe(true);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    expect(t.closed(0)).toBe(false);
    t.act(select('C2'));
    expect(t.legal()).not.toContain(ab(0)); // 1 раз за бой
    expect(t.legal()).toContain(ab(2)); // 123.3: {tap}: накопить 1 фишку
  });
  it('Знахарь племени (s1_42): with fewer than 3 counters it cannot resurrect', () => {
    const t = battle(db, { cards: [{ ...at('Знахарь племени', 0, 'C2'), counters: 2 }, at('Соратник', 0, 'grave'), at('Мишень', 1, 'E6')] });
    t.act(select('C2'));
    expect(t.legal()).not.toContain(ab(0));
  });
});

describe('Криомант (s1_57): {counter}{tap}: «ледяной дождь» — в следующий ход противник может перемещаться только 3-2-1 существами', () => {
  const cast = (roll: number) => {
    const t = battle(db, { cards: [{ ...at('Криомант', 0, 'A1'), counters: 1 }, at('Соратник', 1, 'A5'), at('Соратник', 1, 'C5'), at('Соратник', 1, 'E5')] });
    t.rolls(roll).act(select('A1'), ab(0));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(0);
    t.act(endTurn());
    settle(t);
    return t;
  };
  it('Криомант (s1_57): a strong roll — only 1 creature may move in the opponent\'s next turn; the one that moved may go on', () => {
    const t = cast(6);
    expect(t.legal()).toContain(select('C5'));
    t.act(select('A5'), verb(Verb.Move), target('A4'));
    expect(t.legal()).not.toContain(select('C5'));
    expect(t.legal()).not.toContain(select('E5'));
    expect(t.legal()).toContain(select('A4'));
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    expect(t.legal()).toContain(select('C5')); // the limit lasted that one turn
  });
  it('Криомант (s1_57): a weak roll — 3 creatures', () => {
    const t = cast(1);
    t.act(select('A5'), verb(Verb.Move), target('A4'));
    t.act(select('C5'), verb(Verb.Move), target('C4'));
    expect(t.legal()).toContain(select('E5'));
  });
  it('Криомант (s1_57): 123.3 — the counter cost brings "{tap}: накопить 1 фишку"', () => {
    const t = battle(db, { cards: [at('Криомант', 0, 'A1'), at('Соратник', 1, 'E5')] });
    t.act(select('A1'));
    expect(t.legal()).not.toContain(ab(0));
    t.act(ab(2));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(1);
  });
});
