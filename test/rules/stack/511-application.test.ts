/**
 * РП 511 — the order of applying effects (seed 003; digest §7.3, §4.6):
 *   511.1 protection → replacement → prevention → application;
 *   511.2 the stack is deactivated while effects apply: no priority, decisions taken at once;
 *   511.3 a protection stops the effect for that target only;
 *   511.4 replacement swaps the effect; 511.5 prevention concerns wounds only;
 *   511.6 the effect is applied as described;
 *   511.7 triggers are checked after application, the Active player's first, each in his order.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../../src/engine/core/enums.js';
import { G, TR } from '../../../src/engine/core/state.js';
import { endTurn, select, target, verb } from '../../helpers/scenario.js';
import {
  PASS,
  REPLACE,
  REPLACE_NONE,
  TRIGGER,
  TRIGGER_SKIP,
  ab,
  act,
  armorUsed,
  battle,
  card,
  close,
  db,
  Decision,
  expectDecision,
  extraLives,
  heal,
  inst,
  isTrigger,
  lives,
  logIndex,
  logOn,
  logText,
  open,
  poison,
  poisonOf,
  prev,
  repl,
  stack,
  stackLen,
  trig,
  wound,
} from './helpers.js';

const shooter = card('Стрелок', { move: 1, ranged: { kind: 'shot', values: [1, 2, 3] } });
const plain = card('Боец');
const zov = card('ЗОВ-щит', { icons: { zov: true } });
/** "Вместо этого раны от выстрелов по вашему существу получает Телохранитель" (may). */
const bodyguard = card('Телохранитель', { abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['shot'] }, { kind: 'redirectToSelf' }, true)] });

describe('511.1 the steps run in the order protection → replacement → prevention → application', () => {
  const D = db(shooter, plain, zov, bodyguard);

  it('511.1: protection comes first — a protected target never reaches the replacement step', () => {
    const t = battle(D, { cards: [{ card: 'Стрелок', seat: 0, at: 'C2' }, { card: 'ЗОВ-щит', seat: 1, at: 'C4' }, { card: 'Телохранитель', seat: 1, at: 'E6' }] });
    logOn(t);
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    // ЗОВ stopped the shot at 511.3: no replacement choice was offered, nobody was wounded.
    expectDecision(t, Decision.Main, 0);
    expect(t.wounds('ЗОВ-щит')).toBe(0);
    expect(t.wounds('Телохранитель')).toBe(0);
    expect(logText(t)).toContain('защита');
    expect(logText(t)).not.toContain('замещение');
  });

  it('511.1 (negative): without the protection the same shot reaches the replacement step', () => {
    const t = battle(D, { cards: [{ card: 'Стрелок', seat: 0, at: 'C2' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Телохранитель', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expectDecision(t, Decision.Replacement, 1);
    t.act(REPLACE + 0);
    expect(t.wounds('Боец')).toBe(0);
    expect(t.wounds('Телохранитель')).toBe(3);
  });

  const armoured = card('Латник', { life: 12, icons: { armor: 2 } });
  const armouredImmune = card('Латник-камень', { life: 12, icons: { armor: 2 }, abilities: [repl({ op: 'wound', to: 'self', fromTypes: ['strike'] }, { kind: 'nothing' })] });
  const lantern = card('Фонарщик', { abilities: [repl({ op: 'wound', to: 'any', fromTypes: ['strike'] }, { kind: 'addAmount', n: 1 })] });
  const D2 = db(plain, armoured, armouredImmune, lantern);

  it('511.1: replacement comes before prevention — a strike replaced by nothing never spends armour', () => {
    const t = battle(D2, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Латник-камень', seat: 1, at: 'C4', closed: true }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Латник-камень')).toBe(0);
    expect(armorUsed(t, 'Латник-камень')).toBe(0);
  });

  it('511.1 (contrast): without the replacement the armour is spent on the same strike', () => {
    const t = battle(D2, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Латник', seat: 1, at: 'C4', closed: true }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Латник')).toBe(1);
    expect(armorUsed(t, 'Латник')).toBe(2);
  });

  it('511.1: prevention works on the replaced amount — weak 1 +1 (replacement) −2 (armour) = 0', () => {
    // Were prevention first, armour would stop the 1 and the +1 would still get through.
    const t = battle(D2, { cards: [{ card: 'Фонарщик', seat: 0, at: 'C3' }, { card: 'Латник', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Латник')).toBe(0);
    expect(armorUsed(t, 'Латник')).toBe(2);
  });

  it('511.1: application is last — a wound prevented to 0 is not applied, so "when wounded" does not fire', () => {
    const touchy = card('Обидчивый', { icons: { armor: 3 }, abilities: [trig('selfWounded', 'self', lives(1))] });
    const t = battle(db(plain, touchy), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Обидчивый', seat: 1, at: 'C4', closed: true }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Обидчивый')).toBe(0);
    expect(extraLives(t, 'Обидчивый')).toBe(0);
  });

  it('511.1 (negative): a wound that gets through is applied and "when wounded" fires', () => {
    const touchy = card('Обидчивый', { icons: { armor: 1 }, abilities: [trig('selfWounded', 'self', lives(1))] });
    const t = battle(db(plain, touchy), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Обидчивый', seat: 1, at: 'C4', closed: true }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Обидчивый')).toBe(2);
    expect(extraLives(t, 'Обидчивый')).toBe(1);
  });
});

describe('511.2 the stack is deactivated while effects are applied', () => {
  // Гром: one game action wounding every enemy creature by 1 (a group effect).
  const thunder = card('Гром', { abilities: [act('allEnemyCreatures', wound(1), 'influence')] });
  const chooser = card('Упрямец', { abilities: [repl({ op: 'wound', to: 'self' }, { kind: 'nothing' }, true)] });
  const mage = card('Маг', { abilities: [inst('enemyCreature', wound(1), 'spell')] });
  const D = db(thunder, chooser, mage, plain);

  it('511.2: a decision during application is asked at once, and nobody gets priority until the queue is done', () => {
    const t = battle(D, {
      cards: [
        { card: 'Гром', seat: 0, at: 'A1' },
        { card: 'Упрямец', seat: 1, at: 'C4' },
        { card: 'Боец', seat: 1, at: 'E6' },
        { card: 'Маг', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('A1'), ab(0));
    // The general round after the declaration: P2 (who has an instant) may respond; he passes.
    expectDecision(t, Decision.Priority, 1);
    t.act(PASS);
    // Application of the first effect stops at the replacement step: P2 decides right away.
    expectDecision(t, Decision.Replacement, 1);
    expect(t.s.g[G.Deactivated]).toBe(1);
    expect(t.legal()).toEqual([REPLACE + 0, REPLACE_NONE]); // no PASS, no instant
    expect(t.wounds('Боец')).toBe(0); // the next effect of the queue waits
    t.act(REPLACE_NONE);
    // The rest of the queue was applied with no priority round in between.
    expect(t.wounds('Упрямец')).toBe(1);
    expect(t.wounds('Маг')).toBe(1);
    expect(t.wounds('Боец')).toBe(1);
    expect(t.s.g[G.Deactivated]).toBe(0);
    expectDecision(t, Decision.Main, 0);
  });

  it('511.2: triggers caused during application are declared only after the whole queue was applied', () => {
    const touchy = card('Обидчивый', { abilities: [trig('selfWounded', 'self', lives(1))] });
    const t = battle(db(thunder, touchy, plain), {
      cards: [
        { card: 'Гром', seat: 0, at: 'A1' },
        { card: 'Обидчивый', seat: 1, at: 'C4' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    logOn(t);
    t.act(select('A1'), ab(0));
    const woundedLast = logIndex(t, 'Боец E6 получает');
    const declared = logIndex(t, 'срабатывает способность');
    expect(woundedLast).toBeGreaterThan(0);
    expect(declared).toBeGreaterThan(woundedLast);
    expect(extraLives(t, 'Обидчивый')).toBe(1);
  });
});

describe('511.3 protection check', () => {
  const zoz = card('Заговорённый', { icons: { zoz: true } });
  const spellStorm = card('Буря', { abilities: [act('allEnemyCreatures', wound(2), 'spell')] });
  const quake = card('Толчок', { abilities: [act('allEnemyCreatures', wound(2), 'influence')] });
  const D = db(spellStorm, quake, zoz, plain);

  it('511.3: a protection stops a group effect for the protected target only', () => {
    const t = battle(D, { cards: [{ card: 'Буря', seat: 0, at: 'A1' }, { card: 'Заговорённый', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    logOn(t);
    t.act(select('A1'), ab(0));
    expect(t.wounds('Заговорённый')).toBe(0);
    expect(t.wounds('Боец')).toBe(2);
    expect(logText(t)).toContain('защита: Заговорённый C4');
  });

  it('511.3 (negative): the protection is compared with the ability type — ЗОЗ does not stop an influence', () => {
    const t = battle(D, { cards: [{ card: 'Толчок', seat: 0, at: 'A1' }, { card: 'Заговорённый', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0));
    expect(t.wounds('Заговорённый')).toBe(2);
    expect(t.wounds('Боец')).toBe(2);
  });

  it('511.3: the protection is compared with the type of the effect too — ЗОЯ stops being poisoned (an influence putting poison)', () => {
    const zoo = card('Противоядие', { icons: { zoo: true } });
    const poisoner = card('Отравитель', { abilities: [act('enemyCreature', poison(2), 'influence')] });
    const t = battle(db(zoo, poisoner), { cards: [{ card: 'Отравитель', seat: 0, at: 'A1' }, { card: 'Противоядие', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(poisonOf(t, 'Противоядие')).toBe(0);
  });

  it('511.3 (negative): a creature without ЗОЯ is poisoned by the same effect', () => {
    const poisoner = card('Отравитель', { abilities: [act('enemyCreature', poison(2), 'influence')] });
    const t = battle(db(plain, poisoner), { cards: [{ card: 'Отравитель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(poisonOf(t, 'Боец')).toBe(2);
  });
});

describe('511.4 replacement swaps one effect for another', () => {
  const blesser = card('Благодетель', { abilities: [act('ownCreature', lives(2), 'influence')] });
  const druid = card('Тёмный друид', { abilities: [repl({ op: 'extraLives', to: 'any' }, { kind: 'becomes', effect: wound(1) })] });

  it('511.4: extra lives become a wound — the replaced effect is not applied', () => {
    const t = battle(db(blesser, druid, plain), { cards: [{ card: 'Благодетель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'B1' }, { card: 'Тёмный друид', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('B1'));
    expect(extraLives(t, 'Боец')).toBe(0);
    expect(t.wounds('Боец')).toBe(1);
  });

  it('511.4 (negative): with no replacement in play the original effect is applied', () => {
    const t = battle(db(blesser, plain), { cards: [{ card: 'Благодетель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('B1'));
    expect(extraLives(t, 1)).toBe(2);
    expect(t.wounds(1)).toBe(0);
  });
});

describe('511.5 prevention concerns wounds only', () => {
  /** A (malformed) prevention keyed on healing, and a Габриэль-like wound prevention. */
  const healStopper = card('Скупой', { abilities: [prev({ op: 'heal', to: 'ownCreature' }, 5)] });
  const gab = card('Габриэль', { abilities: [prev({ op: 'wound', to: 'ownCreature' }, 1)] });
  const healer = card('Лекарь', { abilities: [act('anyCreature', heal(3), 'influence')] });
  const stunner = card('Оглушатель', { abilities: [act('enemyCreature', close, 'influence')] });
  const cutter = card('Резчик', { abilities: [act('enemyCreature', wound(3), 'influence')] });
  const D = db(healStopper, gab, healer, stunner, cutter, plain);

  it('511.5: healing is not prevented (only wounds are)', () => {
    const t = battle(D, { cards: [{ card: 'Лекарь', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4', wounds: 3 }, { card: 'Скупой', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(0);
  });

  it('511.5: a wound prevention does not touch a closing effect', () => {
    const t = battle(D, { cards: [{ card: 'Оглушатель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Габриэль', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.closed('Боец')).toBe(true);
  });

  it('511.5 (positive): the same prevention does reduce a wound effect', () => {
    const t = battle(D, { cards: [{ card: 'Резчик', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Габриэль', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(2);
  });
});

describe('511.6 the effect is applied as described', () => {
  const healer = card('Лекарь', { abilities: [act('anyCreature', heal(5), 'influence')] });
  const waker = card('Будильник', { abilities: [act('anyCreature', open, 'influence')] });
  const poisoner = card('Отравитель', { abilities: [act('anyCreature', poison(1), 'influence')] });
  const D = db(healer, waker, poisoner, plain);

  it('511.6: heal removes at most the wounds there are', () => {
    const t = battle(D, { cards: [{ card: 'Лекарь', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'B1', wounds: 2 }, { card: 'Боец', seat: 1, at: 'E6' }] });
    logOn(t);
    t.act(select('A1'), ab(0), target('B1'));
    expect(t.wounds(1)).toBe(0);
    expect(logText(t)).toContain('излечивается на 2');
  });

  it('511.6: open opens a closed card and refills its movement (506.4)', () => {
    const t = battle(D, { cards: [{ card: 'Будильник', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'B1', closed: true, moveLeft: 0 }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('B1'));
    expect(t.closed(1)).toBe(false);
    expect(t.moveLeft(1)).toBe(2);
    expect(t.closed('Будильник')).toBe(true); // paid
  });

  it('511.6: a weaker poison does not replace a stronger one already there', () => {
    const t = battle(D, { cards: [{ card: 'Отравитель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'E6', poison: 2 }] });
    t.act(select('A1'), ab(0), target('E6'));
    expect(poisonOf(t, 1)).toBe(2);
  });
});

describe('511.7 triggers after application', () => {
  const selfBuff = lives(1);

  it('511.7: "при атаке" fires when the attack was applied (simple strike)', () => {
    const raider = card('Налётчик', { abilities: [trig('selfAttacks', 'self', selfBuff)] });
    const t = battle(db(raider, plain), { cards: [{ card: 'Налётчик', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Боец')).toBe(1);
    expect(extraLives(t, 'Налётчик')).toBe(1);
  });

  it('511.7 (negative): "при атаке" of the struck card does not fire — counter-striking is not attacking', () => {
    const raider = card('Налётчик', { abilities: [trig('selfAttacks', 'self', selfBuff)] });
    const t = battle(db(raider, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Налётчик', seat: 1, at: 'C4' }] });
    // 1 vs 6: the struck card counter-strikes (diff −5: medium counter-strike).
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Боец')).toBe(2);
    expect(extraLives(t, 'Налётчик')).toBe(0);
  });

  it('511.7: "при атаке" fires for a ranged attack too', () => {
    const archer = card('Лучник-налётчик', { move: 1, ranged: { kind: 'shot', values: [1, 2, 3] }, abilities: [trig('selfAttacks', 'self', selfBuff)] });
    const t = battle(db(archer, plain), { cards: [{ card: 'Лучник-налётчик', seat: 0, at: 'C2' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(extraLives(t, 0)).toBe(1);
  });

  it('511.7: "при перемещении" fires when the card moves, not when another card does', () => {
    const runner = card('Бегун', { abilities: [trig('selfMoves', 'self', selfBuff)] });
    const t = battle(db(runner, plain), { cards: [{ card: 'Бегун', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'E1' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.act(select('E1'), verb(Verb.Move), target('E2'));
    expect(extraLives(t, 'Бегун')).toBe(0);
    t.act(select('A1'), verb(Verb.Move), target('A2'));
    expect(extraLives(t, 'Бегун')).toBe(1);
  });

  it('511.7: after a death (a rules effect), "when another creature dies" fires', () => {
    const scavenger = card('Падальщик', { abilities: [trig('otherCreatureDies', 'self', selfBuff)] });
    const frail = card('Хрупкий', { life: 1 });
    const t = battle(db(scavenger, frail, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Падальщик', seat: 0, at: 'A1' }, { card: 'Хрупкий', seat: 1, at: 'C4', closed: true }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.cellOf('Хрупкий')).toBe('grave');
    expect(extraLives(t, 'Падальщик')).toBe(1);
  });

  describe('511.7 declaration order: the Active player first, then the Non-active player, each in his chosen order', () => {
    const quake = card('Толчок', { abilities: [act('allCreatures', wound(1), 'influence')] });
    const touchyA = card('Обидчивый-А', { abilities: [trig('selfWounded', 'self', lives(1))] });
    const touchyB = card('Обидчивый-Б', { abilities: [trig('selfWounded', 'self', lives(2))] });
    const mage = card('Маг', { abilities: [inst('enemyCreature', wound(1), 'spell')] });
    const D = db(quake, touchyA, touchyB, mage, plain);

    it("511.7: both players' triggers on one application — the Active player's go on the stack first, so the Non-active player's execute first", () => {
      const t = battle(D, {
        cards: [
          { card: 'Толчок', seat: 0, at: 'A1' },
          { card: 'Обидчивый-А', seat: 0, at: 'C1' },
          { card: 'Обидчивый-Б', seat: 1, at: 'C6' },
          { card: 'Маг', seat: 1, at: 'A6' },
        ],
      });
      t.act(select('A1'), ab(0));
      expectDecision(t, Decision.Priority, 1); // P2 may respond to Толчок (P1 has no instant)
      t.act(PASS);
      expectDecision(t, Decision.Priority, 1); // the triggers' round
      const st = stack(t.s);
      expect(st.length).toBe(2);
      expect(st.every(isTrigger)).toBe(true);
      expect(st[0]!.ctrl).toBe(0); // declared first (Active)
      expect(st[1]!.ctrl).toBe(1); // declared last, on top
      t.act(PASS);
      // The top (P2's) executed first; now the round on P1's trigger.
      expect(extraLives(t, 'Обидчивый-Б')).toBe(2);
      expect(extraLives(t, 'Обидчивый-А')).toBe(0);
      expectDecision(t, Decision.Priority, 1);
      t.act(PASS);
      expect(extraLives(t, 'Обидчивый-А')).toBe(1);
    });

    it('511.7: the Non-active player declares first when it is his turn — the roles follow the turn, not the seat', () => {
      const t = battle(D, {
        cards: [
          { card: 'Толчок', seat: 1, at: 'A6' },
          { card: 'Обидчивый-А', seat: 0, at: 'C1' },
          { card: 'Обидчивый-Б', seat: 1, at: 'C6' },
          { card: 'Маг', seat: 0, at: 'A1' },
        ],
        active: 1,
      });
      t.act(select('A6'), ab(0));
      // P2 is active: no instants → the round passes to P1 (Маг): P1 passes the declaration.
      expectDecision(t, Decision.Priority, 0);
      t.act(PASS);
      expectDecision(t, Decision.Priority, 0);
      const st = stack(t.s);
      expect(st.map((x) => x.ctrl)).toEqual([1, 0]);
    });

    it('511.7: a player with several triggers declares them in the order he chooses', () => {
      const t = battle(D, {
        cards: [
          { card: 'Толчок', seat: 0, at: 'A1' },
          { card: 'Обидчивый-А', seat: 0, at: 'C1' },
          { card: 'Обидчивый-Б', seat: 0, at: 'E1' },
          { card: 'Маг', seat: 1, at: 'A6' },
        ],
      });
      t.act(select('A1'), ab(0));
      expectDecision(t, Decision.Priority, 1);
      t.act(PASS); // let Толчок execute
      expectDecision(t, Decision.Trigger, 0);
      expect(t.legal()).toEqual([TRIGGER + 0, TRIGGER + 1]); // both mandatory: no skip
      // Declare Б's first (TRIGGER+1 is the second collected trigger).
      const bIndex = t.s.trig[1 * TR]! === t.card('Обидчивый-Б') ? 1 : 0;
      t.act(TRIGGER + bIndex);
      expectDecision(t, Decision.Priority, 1);
      const st = stack(t.s);
      expect(st.map((x) => x.src)).toEqual([t.card('Обидчивый-Б'), t.card('Обидчивый-А')]);
      t.act(PASS);
      expect(extraLives(t, 'Обидчивый-А')).toBe(1); // А's (on top) executed first
      expect(extraLives(t, 'Обидчивый-Б')).toBe(0);
    });

    it('511.7 (negative): a single mandatory trigger is declared with no decision', () => {
      const t = battle(D, { cards: [{ card: 'Толчок', seat: 0, at: 'A1' }, { card: 'Обидчивый-А', seat: 0, at: 'C1' }, { card: 'Боец', seat: 1, at: 'E6' }] });
      t.act(select('A1'), ab(0));
      expectDecision(t, Decision.Main, 0);
      expect(extraLives(t, 'Обидчивый-А')).toBe(1);
    });
  });

  describe('511.7 optional ("может") triggers', () => {
    const quake = card('Толчок', { abilities: [act('allEnemyCreatures', wound(1), 'influence')] });
    const maybe = card('Может-быть', { abilities: [trig('selfWounded', 'self', lives(1), { optional: true })] });
    const must = card('Обязан', { abilities: [trig('selfWounded', 'self', lives(1))] });
    const D = db(quake, maybe, must);

    it('511.7: an optional trigger may be declined — it never reaches the stack', () => {
      const t = battle(D, { cards: [{ card: 'Толчок', seat: 0, at: 'A1' }, { card: 'Может-быть', seat: 1, at: 'C4' }] });
      t.act(select('A1'), ab(0));
      expectDecision(t, Decision.Trigger, 1);
      expect(t.legal()).toEqual([TRIGGER + 0, TRIGGER_SKIP + 0]);
      t.act(TRIGGER_SKIP + 0);
      expect(stackLen(t)).toBe(0);
      expect(extraLives(t, 'Может-быть')).toBe(0);
      expectDecision(t, Decision.Main, 0);
    });

    it('511.7: an optional trigger may be declared', () => {
      const t = battle(D, { cards: [{ card: 'Толчок', seat: 0, at: 'A1' }, { card: 'Может-быть', seat: 1, at: 'C4' }] });
      t.act(select('A1'), ab(0), TRIGGER + 0);
      expect(extraLives(t, 'Может-быть')).toBe(1);
    });

    it('511.7 (negative): a mandatory trigger cannot be declined', () => {
      const t = battle(D, { cards: [{ card: 'Толчок', seat: 0, at: 'A1' }, { card: 'Обязан', seat: 1, at: 'C4' }, { card: 'Может-быть', seat: 1, at: 'E6' }] });
      t.act(select('A1'), ab(0));
      expectDecision(t, Decision.Trigger, 1);
      const mustK = t.s.trig[0]! === t.card('Обязан') ? 0 : 1;
      expect(t.legal()).not.toContain(TRIGGER_SKIP + mustK);
      expect(t.legal()).toContain(TRIGGER_SKIP + (1 - mustK));
    });
  });
});

describe('511.7 start-of-turn effects: triggers after the rules-effect queue', () => {
  it('511.7: regeneration healing (a rules effect of the start of turn) fires "when healed" after it was applied', () => {
    const regen = card('Живучий', { icons: { regen: 1 }, abilities: [trig('selfHealed', 'self', lives(1))] });
    const t = battle(db(regen, plain), { cards: [{ card: 'Живучий', seat: 0, at: 'A1', wounds: 2 }, { card: 'Боец', seat: 1, at: 'E6' }], active: 1, first: 0, turn: 2 });
    t.act(endTurn());
    expect(t.wounds('Живучий')).toBe(1);
    expect(extraLives(t, 'Живучий')).toBe(1);
    expectDecision(t, Decision.Main, 0);
  });

  it('511.7 (negative): an unwounded regenerating creature is not healed, so "when healed" does not fire', () => {
    const regen = card('Живучий', { icons: { regen: 1 }, abilities: [trig('selfHealed', 'self', lives(1))] });
    const t = battle(db(regen, plain), { cards: [{ card: 'Живучий', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'E6' }], active: 1, first: 0, turn: 2 });
    t.act(endTurn());
    expect(extraLives(t, 'Живучий')).toBe(0);
  });
});

