/**
 * Горы: Айрин, Тан Ханеранга, Бешеный маг, Молотобоец, Центурион, Страж чертогов, Гномий король and
 * Призывающая бурю (discharge bonuses, formation deaths, redirected strikes, pushes, rams, range 2,
 * row caps). Partners are synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Flag, Verb } from '../../src/engine/core/enums.js';
import { leaveBattleToGrave } from '../../src/engine/core/instance.js';
import { G } from '../../src/engine/core/state.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { battle, defend, endTurn, exchangeFull, makeDb, noDefender, select, synth, target, targetAux, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Разрядник', { life: 20, ranged: { kind: 'discharge', values: [1, 1, 1], range: 3 } }),
  synth('Маг', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'spell' }] }),
  synth('Строевой', { life: 1, strike: [1, 1, 1], abilities: [{ kind: 'formation' }] }),
  synth('Силач', { life: 20, strike: [3, 3, 3] }),
  synth('Прыгун-маг', { life: 20, ranged: { kind: 'discharge', values: [1, 1, 1] }, abilities: [{ kind: 'jump', range: 3 }] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
/** Pass priority and take the first legal answer at every other decision until the Choice subphase. */
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

/** Run a strike on: no defender, full exchange, passes, first legal answer elsewhere; stop at the Choice subphase. */
const strikeOn = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};

describe('Айрин (s1_41): когда существо с магической способностью, не стоявшее рядом, перемещается на соседнюю клетку — +1 к разряду до конца вашего хода (до 2 раз в ход)', () => {
  it('Айрин (s1_41): a discharger moving next to her gives +1; a plain creature, or one already next to her, does not; at most twice a turn', () => {
    const t = battle(db, { cards: [at('Айрин', 0, 'C2'), at('Разрядник', 0, 'A2'), at('Мишень', 0, 'E2'), at('Разрядник', 0, 'A1'), at('Маг', 0, 'E1'), at('Мишень', 1, 'E6')] });
    const air = t.card(0);
    t.act(select('E2'), verb(Verb.Move), target('D2'));
    settle(t);
    expect(t.s.tRanged[air]).toBe(0); // no magical feature
    t.act(select('A2'), verb(Verb.Move), target('B2'));
    settle(t);
    expect(t.s.tRanged[air]).toBe(1);
    t.act(select('B2'), verb(Verb.Move), target('B3'));
    settle(t);
    expect(t.s.tRanged[air]).toBe(1); // it stood next to her already
    t.act(select('A1'), verb(Verb.Move), target('B1'));
    settle(t);
    expect(t.s.tRanged[air]).toBe(2);
    t.act(select('E1'), verb(Verb.Move), target('D1')); // a spell is a magical feature too, but: до 2 раз в ход
    settle(t);
    expect(t.s.tRanged[air]).toBe(2);
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('E6'));
    settle(t);
    expect(t.wounds(5)).toBe(1 + 2);
  });
  it('Айрин (s1_41): a spellcaster counts; an enemy creature with a discharge jumping next to her in his turn gives +1 that lasts to the end of her controller\'s next turn', () => {
    const t = battle(db, { cards: [at('Айрин', 0, 'C3'), at('Маг', 0, 'A3'), at('Прыгун-маг', 1, 'C6'), at('Мишень', 1, 'A6')] });
    const air = t.card(0);
    t.act(select('A3'), verb(Verb.Move), target('B3'));
    settle(t);
    expect(t.s.tRanged[air]).toBe(1);
    const u = battle(db, { cards: [at('Айрин', 0, 'C3'), at('Прыгун-маг', 1, 'C6'), at('Мишень', 1, 'A6')], active: 1 });
    u.act(select('C6'), verb(Verb.Ability), target('D4'));
    settle(u);
    expect(u.s.tRanged[u.card(0)]).toBe(1);
  });
});

describe('Тан Ханеранга (s1_52): при гибели вашего существа со строем в ход противника — существа, стоявшие с ним в строю, получают +2 к следующему {strike}', () => {
  it('Тан Ханеранга (s1_52): an own Строй creature killed in the opponent\'s turn: its orthogonal Строй neighbours (Тан too) get +2 to the next strike; a diagonal one and a card without Строй do not', () => {
    const t = battle(db, {
      cards: [at('Тан Ханеранга', 0, 'B3'), at('Строевой', 0, 'C3'), at('Строевой', 0, 'D3'), at('Строевой', 0, 'C2'), at('Строевой', 0, 'D2'), at('Мишень', 0, 'B2'), at('Силач', 1, 'C4')],
      active: 1,
    });
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    strikeOn(t);
    expect(t.zoneOf(1)).not.toBe(t.zoneOf(0)); // C3 died
    expect(t.s.tStrike[t.card(0)]).toBe(2); // Тан stood in formation with it
    expect(t.s.tStrike[t.card(2)]).toBe(2);
    expect(t.s.tStrike[t.card(3)]).toBe(2);
    expect(t.s.tStrike[t.card(4)]).toBe(0); // diagonal
    expect(t.s.tStrike[t.card(5)]).toBe(0); // no Строй
  });
  it('Тан Ханеранга (s1_52): the bonus is spent by the next simple strike', () => {
    const t = battle(db, { cards: [at('Тан Ханеранга', 0, 'B3'), at('Строевой', 0, 'C3'), at('Силач', 1, 'C4'), at('Мишень', 1, 'B4')], active: 1 });
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    strikeOn(t);
    expect(t.s.tStrike[t.card(0)]).toBe(2);
    t.act(endTurn());
    strikeOn(t);
    t.rolls(6, 1).act(select('B3'), verb(Verb.Strike), target('B4'));
    strikeOn(t);
    expect(t.wounds(3)).toBe(3 + 2); // strong 3, +2
    expect(t.s.tStrike[t.card(0)]).toBe(0);
  });
  it('Тан Ханеранга (s1_52): a death in its controller\'s own turn gives nothing', () => {
    const t = battle(db, { cards: [at('Тан Ханеранга', 0, 'B3'), at('Строевой', 0, 'C3'), at('Строевой', 0, 'D3'), at('Силач', 1, 'C4')] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // the counter-strike kills it
    strikeOn(t);
    expect(t.zoneOf(1)).not.toBe(t.zoneOf(0));
    expect(t.s.tStrike[t.card(0)]).toBe(0);
    expect(t.s.tStrike[t.card(2)]).toBe(0);
  });
  it('Тан Ханеранга (s1_52) ruling: its own death in the opponent\'s turn gives the bonus to the creatures in formation with it', () => {
    const t = battle(db, { cards: [at('Тан Ханеранга', 0, 'C3', false), at('Строевой', 0, 'B3'), at('Строевой', 0, 'C2'), at('Силач', 1, 'C4')], active: 1 });
    t.s.wounds[t.card(0)] = 9;
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    strikeOn(t);
    expect(t.zoneOf(0)).not.toBe(t.zoneOf(1)); // Тан died
    expect(t.s.tStrike[t.card(1)]).toBe(2);
    expect(t.s.tStrike[t.card(2)]).toBe(2);
  });
});

const rdb = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Мишень-ЗоЗ', { life: 20, icons: { zoz: true } }),
  synth('Громила', { life: 20, strike: [3, 4, 5] }),
  synth('Громила-ЗоЗ', { life: 20, strike: [3, 4, 5], icons: { zoz: true } }),
]);
/** After a strike's declaration: pass until seat 0 may use the card at `cell` (the window before the dice), or the Choice subphase. */
const toMage = (t: ReturnType<typeof battle>, cell: string) => {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    if (d === Decision.Priority && t.decider() === 0 && t.legal().includes(select(cell))) return true;
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
  return false;
};

describe('Бешеный маг (s1_38): {instant}{tap}: «магический трюк» — перенаправить {strike} с карты на стоящее рядом с ней существо в вашем отряде', () => {
  it('Бешеный маг (s1_38): an enemy strike at an own card goes to the own creature next to it; the mage closes', () => {
    const t = battle(rdb, { active: 1, cards: [at('Мишень', 0, 'C3', true), at('Мишень', 0, 'B3', true), at('Бешеный маг', 0, 'A1'), at('Громила', 1, 'C4')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(toMage(t, 'A1')).toBe(true);
    t.act(select('A1'), verb(Verb.Ability + 0));
    expect(t.legal()).toContain(target('B3'));
    expect(t.legal()).not.toContain(target('C3')); // not the struck card
    t.act(target('B3'));
    strikeOn(t);
    expect(t.wounds(0)).toBe(0);
    expect(t.wounds(1)).toBe(5);
    expect(t.closed(2)).toBe(true);
  });
  it('Бешеный маг (s1_38) ruling: a simple strike your own card attacks with may be redirected, only into a creature of your squad (not the attacker)', () => {
    const t = battle(rdb, { cards: [at('Громила', 0, 'C3'), at('Мишень', 0, 'B3', true), at('Бешеный маг', 0, 'A1'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'D4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(toMage(t, 'A1')).toBe(true);
    t.act(select('A1'), verb(Verb.Ability + 0));
    expect(t.legal()).not.toContain(target('C3')); // the attacker itself
    expect(t.legal()).not.toContain(target('D4')); // an enemy creature
    t.act(target('B3'));
    strikeOn(t);
    expect(t.wounds(3)).toBe(0);
    expect(t.wounds(1)).toBe(5);
  });
  it('Бешеный маг (s1_38) ruling: ЗоЗ of the attacker or of the new target stops the redirection; ЗоЗ of the first target does not', () => {
    const t = battle(rdb, { active: 1, cards: [at('Мишень', 0, 'C3', true), at('Мишень-ЗоЗ', 0, 'B3', true), at('Бешеный маг', 0, 'A1'), at('Громила', 1, 'C4')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(toMage(t, 'A1')).toBe(true);
    t.act(select('A1'), verb(Verb.Ability + 0), target('B3'));
    strikeOn(t);
    expect(t.wounds(0)).toBe(5);
    expect(t.wounds(1)).toBe(0);
    const u = battle(rdb, { active: 1, cards: [at('Мишень', 0, 'C3', true), at('Мишень', 0, 'B3', true), at('Бешеный маг', 0, 'A1'), at('Громила-ЗоЗ', 1, 'C4')] });
    u.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(toMage(u, 'A1')).toBe(true);
    u.act(select('A1'), verb(Verb.Ability + 0), target('B3'));
    strikeOn(u);
    expect(u.wounds(0)).toBe(5);
    expect(u.wounds(1)).toBe(0);
    const v = battle(rdb, { active: 1, cards: [at('Мишень-ЗоЗ', 0, 'C3', true), at('Мишень', 0, 'B3', true), at('Бешеный маг', 0, 'A1'), at('Громила', 1, 'C4')] });
    v.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(toMage(v, 'A1')).toBe(true);
    v.act(select('A1'), verb(Verb.Ability + 0), target('B3'));
    strikeOn(v);
    expect(v.wounds(0)).toBe(0);
    expect(v.wounds(1)).toBe(5);
  });
  it('Бешеный маг (s1_38) ruling: after a defender was assigned the strike cannot be redirected', () => {
    const t = battle(rdb, { active: 1, cards: [at('Мишень', 0, 'C3', true), at('Мишень', 0, 'B3'), at('Мишень', 0, 'D3', true), at('Бешеный маг', 0, 'A1'), at('Громила', 1, 'C4')] });
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Defender; g++) t.act(PASS);
    t.act(defend('B3'));
    expect(toMage(t, 'A1')).toBe(false); // the mage has no legal target in the window
  });
});

const hdb = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Птица', { type: 'flyer', move: null, life: 20 }),
]);
/** Run on (declare triggers, no defender, full exchange, passes); at the affected player's choice answer AMOUNT + `option`. */
const hammer = (t: ReturnType<typeof battle>, option: 1 | 2) => {
  let asked = false;
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    if (d === Decision.Choice) {
      expect(t.decider()).toBe(1); // the struck card's controller chooses
      asked = true;
      t.act(AMOUNT + option);
      continue;
    }
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
  return asked;
};

describe('Молотобоец (s1_58): при {strike} в свой ход может переместить атакованное существо на 1 клетку в направлении удара; иначе — ранит его на 2', () => {
  it('Молотобоец (s1_58): the struck card\'s controller lets it be moved one cell on: no wounds beyond the strike', () => {
    const t = battle(hdb, { cards: [at('Молотобоец', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(hammer(t, 1)).toBe(true);
    expect(t.cellOf(1)).toBe('C5');
    expect(t.wounds(1)).toBe(2); // the weak strike only
  });
  it('Молотобоец (s1_58): he does not want it moved — 2 wounds (воздействие)', () => {
    const t = battle(hdb, { cards: [at('Молотобоец', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(hammer(t, 2)).toBe(true);
    expect(t.cellOf(1)).toBe('C4');
    expect(t.wounds(1)).toBe(2 + 2);
  });
  it('Молотобоец (s1_58) ruling: a diagonal strike pushes on along the diagonal', () => {
    const t = battle(hdb, { cards: [at('Молотобоец', 0, 'C3'), at('Мишень', 1, 'D4', true), at('Мишень', 1, 'A6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('D4'));
    hammer(t, 1);
    expect(t.cellOf(1)).toBe('E5');
  });
  it('Молотобоец (s1_58): it cannot be moved (the cell beyond is taken, or the edge of the field) — 2 wounds even if he picks the move', () => {
    const t = battle(hdb, { cards: [at('Молотобоец', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'C5')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    hammer(t, 1);
    expect(t.cellOf(1)).toBe('C4');
    expect(t.wounds(1)).toBe(2 + 2);
    const u = battle(hdb, { cards: [at('Молотобоец', 0, 'C5'), at('Мишень', 1, 'C6', true), at('Мишень', 1, 'A4')] });
    u.rolls(1).act(select('C5'), verb(Verb.Strike), target('C6'));
    hammer(u, 1);
    expect(u.cellOf(1)).toBe('C6');
    expect(u.wounds(1)).toBe(2 + 2);
  });
  it('Молотобоец (s1_58): its controller may decline; not for a counter-strike in the opponent\'s turn', () => {
    const t = battle(hdb, { cards: [at('Молотобоец', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 20 && t.decision() !== Decision.Trigger; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(t.legal()[t.legal().length - 1]!); // skip
    strikeOn(t);
    expect(t.cellOf(1)).toBe('C4');
    expect(t.wounds(1)).toBe(2);
    const u = battle(hdb, { active: 1, cards: [at('Молотобоец', 0, 'C3'), at('Мишень', 1, 'C4')] });
    u.rolls(1, 6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(hammer(u, 1)).toBe(false);
    expect(u.cellOf(1)).toBe('C4');
  });
});

describe('Центурион (s1_49): {counter}{tap}: Воздействие «таран» — получить X ран, при этом ранить на X-1 стоящее напротив существо противника', () => {
  const ram = (t: ReturnType<typeof battle>, x: number) => {
    t.act(select('C3'), verb(Verb.Ability + 0));
    expect(t.decision()).toBe(Decision.Choice);
    const legal = t.legal();
    t.act(AMOUNT + x);
    settle(t);
    return legal;
  };
  it('Центурион (s1_49): X wounds to itself, X-1 to the enemy creature in front of it; the counter is paid and it closes', () => {
    const t = battle(hdb, { cards: [{ ...at('Центурион', 0, 'C3'), counters: 1 }, at('Мишень', 1, 'C4'), at('Мишень', 1, 'B4')] });
    ram(t, 4);
    expect(t.wounds(0)).toBe(4);
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds(2)).toBe(0);
    expect(t.s.counters[t.card(0)]).toBe(0);
    expect(t.closed(0)).toBe(true);
  });
  it('Центурион (s1_49) ruling: X at most its current lives; X equal to them — it dies before the enemy creature is wounded', () => {
    const t = battle(hdb, { cards: [{ ...at('Центурион', 0, 'C3'), counters: 1, wounds: 7 }, at('Мишень', 1, 'C4'), at('Мишень', 0, 'A1')] });
    const legal = ram(t, 3);
    expect(legal).toContain(AMOUNT + 3);
    expect(legal).not.toContain(AMOUNT + 4);
    expect(t.cellOf(0)).not.toBe('C3'); // dead
    expect(t.wounds(1)).toBe(0);
  });
  it('Центурион (s1_49): no enemy creature in front — only its own wounds; X = 1 wounds no one else', () => {
    const t = battle(hdb, { cards: [{ ...at('Центурион', 0, 'C3'), counters: 1 }, at('Мишень', 1, 'D4')] });
    ram(t, 2);
    expect(t.wounds(0)).toBe(2);
    expect(t.wounds(1)).toBe(0);
    const u = battle(hdb, { cards: [{ ...at('Центурион', 0, 'C3'), counters: 1 }, at('Мишень', 1, 'C4')] });
    ram(u, 1);
    expect(u.wounds(0)).toBe(1);
    expect(u.wounds(1)).toBe(0);
  });
});

const sdb = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Строевой', { life: 20, abilities: [{ kind: 'formation' }] }),
  synth('Боец', { life: 20, strike: [1, 1, 1] }),
]);

describe('Страж чертогов (s1_44): Строй: Может объявлять {strike} с дальностью 2', () => {
  it('Страж чертогов (s1_44): in formation it may strike a card two cells away in a straight line; out of formation not', () => {
    const t = battle(sdb, { cards: [at('Страж чертогов', 0, 'C2'), at('Строевой', 0, 'B2'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'E4')] });
    t.act(select('C2'), verb(Verb.Strike));
    expect(t.legal()).toContain(target('C4'));
    expect(t.legal()).not.toContain(target('E4')); // two columns and two rows away: range 4
    const u = battle(sdb, { cards: [at('Страж чертогов', 0, 'C2'), at('Строевой', 0, 'A1'), at('Мишень', 1, 'C4')] });
    u.act(select('C2'));
    expect(u.legal()).not.toContain(verb(Verb.Strike));
  });
  it('Страж чертогов (s1_44) ruling: still a melee strike — the struck card fights back, and a card on the cell between may defend', () => {
    const t = battle(sdb, { cards: [at('Страж чертогов', 0, 'C2'), at('Строевой', 0, 'B2'), at('Боец', 1, 'C4')] });
    t.rolls(1, 6).act(select('C2'), verb(Verb.Strike), target('C4'));
    strikeOn(t);
    expect(t.wounds(0)).toBeGreaterThan(0); // the struck card rolled and its counter-strike wounded Страж
    const u = battle(sdb, { cards: [at('Страж чертогов', 0, 'C2'), at('Строевой', 0, 'B2'), at('Мишень', 1, 'C4'), at('Боец', 1, 'C3')] });
    u.act(select('C2'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && u.decision() !== Decision.Defender; g++) u.act(PASS);
    expect(u.decision()).toBe(Decision.Defender);
    expect(u.legal()).toContain(defend('C3'));
  });
  it('Страж чертогов (s1_44): with two partners it has {direct}: no defender at range 2 either', () => {
    const t = battle(sdb, { cards: [at('Страж чертогов', 0, 'C2'), at('Строевой', 0, 'B2'), at('Строевой', 0, 'D2'), at('Мишень', 1, 'C4'), at('Боец', 1, 'C3')] });
    t.rolls(1).act(select('C2'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.decision()).not.toBe(Decision.Defender);
  });
});

const kdb = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Строевой', { life: 20, abilities: [{ kind: 'formation' }] }),
  synth('Стрелок', { life: 20, ranged: { kind: 'shot', values: [1, 1, 1], range: 3 } }),
]);
/** Seat 1 shoots from `from` at `at`; returns whether seat 0 was offered the trigger (then declared at `to`, or skipped). */
const shootAt = (t: ReturnType<typeof battle>, from: string, to: string, redirectTo: string | null) => {
  t.rolls(1).act(select(from), verb(Verb.Ranged), target(to));
  let offered = false;
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    if (d === Decision.Trigger) {
      offered = true;
      const l = t.legal();
      t.act(redirectTo === null ? l[l.length - 1]! : l[0]!);
      if (redirectTo !== null && t.decision() === Decision.Target) t.act(target(redirectTo));
      continue;
    }
    t.act(d === Decision.Priority ? PASS : t.legal()[0]!);
  }
  return offered;
};

describe('Гномий король (s1_67): при дальней атаке по существу в вашем втором или третьем ряду может перенаправить её на существо в строю с ним', () => {
  const cards = [at('Гномий король', 0, 'B2'), at('Строевой', 0, 'A2'), at('Мишень', 0, 'C2'), at('Мишень', 0, 'D3'), at('Стрелок', 1, 'C5'), at('Стрелок', 1, 'D5')];
  it('Гномий король (s1_67) ruling: a shot at a second-row creature goes to the King\'s formation partner, whatever the range', () => {
    const t = battle(kdb, { active: 1, cards });
    expect(shootAt(t, 'C5', 'C2', 'A2')).toBe(true);
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(1)).toBe(1); // A2 is 5 cells from C5 (range 3)
  });
  it('Гномий король (s1_67): not for a first-row creature; its controller may decline', () => {
    const t = battle(kdb, { active: 1, cards });
    expect(shootAt(t, 'D5', 'D3', 'A2')).toBe(false);
    expect(t.wounds(3)).toBe(1);
    const u = battle(kdb, { active: 1, cards });
    expect(shootAt(u, 'C5', 'C2', null)).toBe(true);
    expect(u.wounds(2)).toBe(1);
    expect(u.wounds(1)).toBe(0);
  });
  it('Гномий король (s1_67): once a turn for each attacked creature', () => {
    const t = battle(kdb, { active: 1, cards: [...cards, at('Стрелок', 1, 'B4')] });
    expect(shootAt(t, 'C5', 'C2', 'A2')).toBe(true);
    expect(shootAt(t, 'B4', 'C2', 'A2')).toBe(false);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds(1)).toBe(1);
  });
});

const bdb = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Громила', { life: 20, strike: [3, 4, 5] }),
  synth('Элитный громила', { life: 20, strike: [3, 4, 5], elite: true }),
  synth('Стрелок', { life: 20, ranged: { kind: 'shot', values: [3, 3, 3], range: 3 } }),
]);

describe('Призывающая бурю (s1_51): {tap}: «мороз, мгла и ливень» — выбрать ряд противника; до конца хода противника атаки его рядовых существ в этом ряду сводятся к 1 (1 раз за бой для каждого ряда)', () => {
  const cast = (t: ReturnType<typeof battle>, row: number) => {
    t.act(select('A1'), verb(Verb.Ability + 0));
    expect(t.decision()).toBe(Decision.Choice);
    const rows = t.legal();
    t.act(AMOUNT + row);
    settle(t);
    return rows;
  };
  const cards = [at('Призывающая бурю', 0, 'A1'), at('Мишень', 0, 'C3', true), at('Мишень', 0, 'D3', true), at('Мишень', 0, 'B3', true), at('Громила', 1, 'C4'), at('Элитный громила', 1, 'D4'), at('Стрелок', 1, 'B5')];
  it('Призывающая бурю (s1_51): in the opponent\'s next turn an ordinary creature of the chosen row strikes for 1; an elite one and one in another row do not', () => {
    const t = battle(bdb, { cards });
    expect(cast(t, 1)).toEqual([AMOUNT + 1, AMOUNT + 2, AMOUNT + 3]);
    t.act(endTurn());
    settle(t);
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    strikeOn(t);
    expect(t.wounds(1)).toBe(1); // 5, reduced to 1
    t.rolls(6).act(select('D4'), verb(Verb.Strike), target('D3'));
    strikeOn(t);
    expect(t.wounds(2)).toBe(5); // elite
    t.rolls(1).act(select('B5'), verb(Verb.Ranged), target('B3'));
    strikeOn(t);
    expect(t.wounds(3)).toBe(3); // second row
  });
  it('Призывающая бурю (s1_51): a ranged attack from the chosen row is reduced too; the effect ends with the opponent\'s turn; each row once a battle', () => {
    const t = battle(bdb, { cards });
    cast(t, 2);
    t.act(endTurn());
    settle(t);
    t.rolls(1).act(select('B5'), verb(Verb.Ranged), target('B3'));
    strikeOn(t);
    expect(t.wounds(3)).toBe(1);
    t.act(endTurn());
    settle(t);
    t.s.flags[t.card(0)] = t.s.flags[t.card(0)]! & ~Flag.Closed; // opened again (test surgery: it is her turn)
    expect(cast(t, 1)).toEqual([AMOUNT + 1, AMOUNT + 3]);
    t.act(endTurn());
    settle(t);
    t.s.flags[t.card(6)] = t.s.flags[t.card(6)]! & ~Flag.Closed;
    t.rolls(1).act(select('B5'), verb(Verb.Ranged), target('B3'));
    strikeOn(t);
    expect(t.wounds(3)).toBe(1 + 3); // row 2 no longer capped
  });
  it('Призывающая бурю (s1_51) ruling: she must stay in the squad — once she has left the battle zone the attacks are not reduced', () => {
    const t = battle(bdb, { cards });
    cast(t, 1);
    t.act(endTurn());
    settle(t);
    leaveBattleToGrave(t.s, t.card(0));
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    strikeOn(t);
    expect(t.wounds(1)).toBe(5);
  });
});

describe('Рагнар (s1_63): Вальхалла: первый за ход {strike} вашего существа становится безответным', () => {
  it('Рагнар (s1_63): from the graveyard at the start of your turn: your first simple strike gets no counter-strike, the second does', () => {
    const t = battle(bdb, { active: 1, cards: [at('Рагнар', 0, 'grave'), at('Громила', 0, 'C3'), at('Громила', 0, 'D3'), at('Громила', 1, 'C4'), at('Громила', 1, 'D4')] });
    t.act(endTurn());
    settle(t);
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    strikeOn(t);
    expect(t.wounds(1)).toBe(0); // no counter-strike
    t.rolls(1, 6).act(select('D3'), verb(Verb.Strike), target('D4'));
    strikeOn(t);
    expect(t.wounds(2)).toBeGreaterThan(0);
  });
  it('Рагнар (s1_63): without it in the graveyard the first strike is answered', () => {
    const t = battle(bdb, { active: 1, cards: [at('Громила', 0, 'C3'), at('Громила', 1, 'C4')] });
    t.act(endTurn());
    settle(t);
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    strikeOn(t);
    expect(t.wounds(0)).toBeGreaterThan(0);
  });
});

const vdb = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Йорд', { life: 20, classes: ['Йордлинг'] }),
]);

describe('Рагнар (s1_63): первая за ход способность Вальхаллы вашей карты срабатывает дважды', () => {
  it('Рагнар (s1_63) ruling: the first Valhalla declared is declared again at once (a new target may be chosen); a second Valhalla only once', () => {
    const t = battle(vdb, {
      active: 1,
      cards: [{ ...at('Рагнар', 0, 'C2'), wounds: 5 }, { ...at('Йорд', 0, 'B2'), wounds: 5 }, at('Оборотень', 0, 'grave'), at('Оборотень', 0, 'grave'), at('Мишень', 1, 'E6')],
    });
    t.act(endTurn());
    const seen: number[] = [];
    for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
      const d = t.decision();
      if (d === Decision.Trigger) seen.push(t.legal().length);
      if (d === Decision.Target) {
        // first declaration: Рагнар; its copy: Йорд; the other Оборотень: Рагнар
        const n = t.s.g[G.StackLen]!;
        t.act(target(n === 2 ? 'B2' : 'C2'));
        continue;
      }
      t.act(d === Decision.Priority ? PASS : t.legal()[0]!);
    }
    expect(seen).toEqual([2]); // one choice between the two Valhallas; the copy was declared next without a choice
    expect(t.wounds(0) + t.wounds(1)).toBe(10 - 3); // three heals of 1
    expect(t.wounds(1)).toBe(4); // the copy healed Йорд
  });
  it('Рагнар (s1_63): only while Рагнар is on the battlefield', () => {
    const t = battle(vdb, { active: 1, cards: [{ ...at('Йорд', 0, 'B2'), wounds: 5 }, at('Оборотень', 0, 'grave'), at('Мишень', 1, 'E6')] });
    t.act(endTurn());
    settle(t);
    expect(t.wounds(0)).toBe(4);
  });
});

describe('Владыка небес (s1_68): при ударе по существу — маркер «добычи»; +3 к {strike} и безответный удар по существам с маркером', () => {
  it('Владыка небес (s1_68): its strike marks the struck card; the next strike at it deals +3 and gets no counter-strike', () => {
    const t = battle(bdb, { cards: [at('Владыка небес', 0, 'C3'), at('Громила', 1, 'C4')] });
    t.rolls(1, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    strikeOn(t);
    const w1 = t.wounds(1);
    expect(w1).toBe(2); // a weak 2, unmarked yet
    t.act(endTurn());
    strikeOn(t);
    t.act(endTurn());
    strikeOn(t);
    const self = t.wounds(0);
    t.rolls(5, 1).act(select('C3'), verb(Verb.Strike), target('C4')); // strong, and a weak counter-strike on the table
    strikeOn(t);
    expect(t.wounds(0)).toBe(self); // безответный удар
    expect(t.wounds(1) - w1).toBe(4 + 3);
  });
  it('Владыка небес (s1_68): at an unmarked card it strikes as printed and is answered', () => {
    const t = battle(bdb, { cards: [at('Владыка небес', 0, 'C3'), at('Громила', 1, 'C4')] });
    t.rolls(5, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    strikeOn(t);
    expect(t.wounds(1)).toBe(4);
    expect(t.wounds(0)).toBe(3);
  });
});

describe('Молотобоец (s1_58) ruling: при ударе по летающему может заявить своё воздействие — и ранить на 2', () => {
  it('Молотобоец (s1_58): a flyer (struck under the flyer fallback, no enemy ground creature left) cannot be moved: 2 wounds', () => {
    const t = battle(hdb, { cards: [at('Молотобоец', 0, 'C3'), at('Птица', 1, 'aux', true)] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), targetAux(1, 0));
    expect(hammer(t, 1)).toBe(true);
    expect(t.cellOf(1)).toBe('aux');
    expect(t.wounds(1)).toBe(2 + 2);
  });
});
