/**
 * Set 1, Тьма (darkness): Лилит и Эйдерик s1_160 (mechanics/features/mill.ts: the top card of the own
 * deck to the graveyard and the branches on its class; the timed "+1 к сильному {strike}"; a ranged
 * ability with two attacks of different kinds, ranged-abilities.ts RangedAbility.second).
 */
import { describe, expect, it } from 'vitest';
import { setIncarnationTokens } from '../../src/engine/core/squad.js';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { CHOOSE } from '../../src/engine/core/action.js';
import { strikeValue } from '../../src/engine/core/combat/simple-strike.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ЛЭ-Демон', { classes: ['Демон'], strike: [1, 2, 3] }),
  synth('ЛЭ-Нежить', { classes: ['Нежить'], incarnation: 3 }),
  synth('ЛЭ-Человек', { classes: ['Человек'] }),
  synth('ЛЭ-Болван', { life: 12, move: 0 }),
  synth('ЛЭ-ЗоМ', { life: 12, move: 0, icons: { zot: true } }),
  // Поганище's feature on a card of Инкарнация 5, so that three tokens leave it in the graveyard (ruling s1_164).
  synth('ЛЭ-Хватка', {
    classes: ['Нежить'],
    incarnation: 5,
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'triggered', on: 'selfGainsIncToken', target: 'anyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence', xTargetsFromEvent: true }],
  }),
]);

const LILITH = 'Лилит и Эйдерик';

describe('Лилит и Эйдерик (s1_160)', () => {
  it('Лилит и Эйдерик (s1_160): at the start of your turn the top card of your deck goes to the graveyard; a demon — an incarnation token on your undead card there, named by you', () => {
    const t = battle(db, {
      active: 1,
      cards: [
        at(LILITH, 0, 'C2'),
        at('ЛЭ-Болван', 1, 'C5'),
        at('ЛЭ-Нежить', 0, 'grave'),
        at('ЛЭ-Нежить', 0, 'grave'),
        at('ЛЭ-Человек', 0, 'grave'),
        at('ЛЭ-Человек', 0, 'deck'),
        at('ЛЭ-Демон', 0, 'deck'), // the top card
      ],
    });
    t.act(endTurn());
    while (t.decision() !== Decision.Choose && t.decision() !== Decision.Main) t.act(t.legal()[0]!);
    expect(t.zoneOf(6)).toBe(Zone.Grave);
    expect(t.zoneOf(5)).toBe(Zone.Deck);
    // 535.7.1 gave each undead card with incarnation its token first; now the player names one of the two (not the human).
    expect(t.decision()).toBe(Decision.Choose);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toHaveLength(2);
    t.act(CHOOSE + (t.s.choice[0] === t.card(3) ? 0 : 1));
    settle(t);
    expect(t.s.incTokens[t.card(3)]).toBe(2);
    expect(t.s.incTokens[t.card(2)]).toBe(1);
    expect(t.s.incTokens[t.card(4)]).toBe(0);
  });

  it('Лилит и Эйдерик (s1_160): undead on top — your demons get +1 к сильному {strike} and {ova}1 until the end of the turn', () => {
    const t = battle(db, {
      active: 1,
      cards: [
        at(LILITH, 0, 'C2'),
        at('ЛЭ-Демон', 0, 'B2'),
        at('ЛЭ-Человек', 0, 'D2'),
        at('ЛЭ-Демон', 1, 'C5'),
        at('ЛЭ-Нежить', 0, 'deck'),
      ],
    });
    const demon = t.card(1);
    const lilith = t.card(0);
    expect(strikeValue(t.s, demon, 3)).toBe(3);
    t.act(endTurn());
    settle(t);
    expect(t.zoneOf(4)).toBe(Zone.Grave);
    expect(strikeValue(t.s, demon, 3)).toBe(4);
    expect(strikeValue(t.s, demon, 2)).toBe(2); // the strong strike only
    expect(strikeValue(t.s, lilith, 3)).toBe(4); // itself a demon
    expect(t.s.tOva[demon]).toBe(1);
    expect(t.s.tOva[lilith]).toBe(1);
    expect(strikeValue(t.s, t.card(2), 3)).toBe(3); // not a demon
    expect(strikeValue(t.s, t.card(3), 3)).toBe(3); // the opponent's demon
    expect(t.s.tOva[t.card(3)]).toBe(0);
    // Ruling s1_160: the card just put into the graveyard gets no incarnation token this turn.
    expect(t.s.incTokens[t.card(4)]).toBe(0);
    t.act(endTurn());
    expect(strikeValue(t.s, demon, 3)).toBe(3);
    expect(t.s.tOva[demon]).toBe(0);
  });

  it('Лилит и Эйдерик (s1_160): the strong strike wounds one more in a fight', () => {
    const t = battle(db, { active: 1, cards: [at(LILITH, 0, 'C2'), at('ЛЭ-Болван', 1, 'C3'), at('ЛЭ-Нежить', 0, 'deck')] });
    t.act(endTurn());
    settle(t);
    t.rolls(6, 1).act(select('C2'), verb(Verb.Strike), target('C3'));
    settle(t);
    expect(t.wounds(1)).toBe(4); // strong 3 + 1
  });

  it('Лилит и Эйдерик (s1_160): ruling — another Лилит и Эйдерик (demon and undead) put into the graveyard gives both: the token and the bonuses', () => {
    const t = battle(db, {
      active: 1,
      cards: [at(LILITH, 0, 'C2'), at('ЛЭ-Демон', 0, 'B2'), at('ЛЭ-Болван', 1, 'C5'), at('ЛЭ-Нежить', 0, 'grave'), at(LILITH, 0, 'deck')],
    });
    t.act(endTurn());
    settle(t);
    expect(t.zoneOf(4)).toBe(Zone.Grave);
    // One undead candidate besides the card just put there (ruling s1_160: not that one): it gets the token.
    expect(t.s.incTokens[t.card(3)]).toBe(2); // 535.7.1 + Лилит
    expect(t.s.incTokens[t.card(4)]).toBe(0);
    expect(strikeValue(t.s, t.card(1), 3)).toBe(4);
    expect(t.s.tOva[t.card(1)]).toBe(1);
  });

  it('Лилит и Эйдерик (s1_160): ruling — the card comes only from its own deck (an empty own deck: nothing)', () => {
    const t = battle(db, {
      active: 1,
      cards: [at(LILITH, 0, 'C2'), at('ЛЭ-Демон', 0, 'B2'), at('ЛЭ-Болван', 1, 'C5'), at('ЛЭ-Нежить', 1, 'deck')],
    });
    t.act(endTurn());
    settle(t);
    expect(t.zoneOf(3)).toBe(Zone.Deck); // the opponent's card stays
    expect(strikeValue(t.s, t.card(1), 3)).toBe(3);
    const u = battle(db, {
      active: 1,
      cards: [at(LILITH, 0, 'C2'), at('ЛЭ-Демон', 0, 'B2'), at('ЛЭ-Болван', 1, 'C5'), at('ЛЭ-Нежить', 1, 'deck'), at('ЛЭ-Человек', 0, 'deck')],
    });
    u.act(endTurn());
    settle(u);
    expect(u.zoneOf(4)).toBe(Zone.Grave);
    expect(u.zoneOf(3)).toBe(Zone.Deck);
  });

  it('Лилит и Эйдерик (s1_160): ruling — a card with incarnation put into the graveyard gets no token that turn, nor as the demon branch\'s undead card', () => {
    // The milled card is both (another Лилит): the only undead card in the graveyard is itself — no token.
    const t = battle(db, { active: 1, cards: [at(LILITH, 0, 'C2'), at('ЛЭ-Болван', 1, 'C5'), at(LILITH, 0, 'deck')] });
    t.act(endTurn());
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.incTokens[t.card(2)]).toBe(0);
    // An undead card with incarnation milled now gets its first token at the start of the next own turn (535.7.1).
    const u = battle(db, { active: 1, cards: [at(LILITH, 0, 'C2'), at('ЛЭ-Болван', 1, 'C5'), at('ЛЭ-Нежить', 0, 'deck')] });
    u.act(endTurn());
    settle(u);
    expect(u.s.incTokens[u.card(2)]).toBe(0);
    u.act(endTurn(), endTurn());
    settle(u);
    expect(u.s.incTokens[u.card(2)]).toBe(1);
  });

  it('Лилит и Эйдерик (s1_160): {tap}: Разряд на 1, метание на 1 (по разным картам) — two attacks of two kinds at two different cards', () => {
    const t = battle(db, { cards: [at(LILITH, 0, 'A1'), at('ЛЭ-Болван', 1, 'C5'), at('ЛЭ-ЗоМ', 1, 'E6')] });
    t.act(select('A1'));
    const abilityVerb = t.legal().find((a) => a >= verb(Verb.Ability))!;
    t.act(abilityVerb);
    expect(t.legal()).toEqual([target('C5'), target('E6')]); // the discharge's card
    t.act(target('E6'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('C5')]); // the throw's card: a different one, and it must be named
    t.rolls(1, 1).act(target('C5'));
    settle(t);
    expect(t.wounds(2)).toBe(1); // the discharge at the card with protection from throws
    expect(t.wounds(1)).toBe(1); // the throw
    expect(t.closed(0)).toBe(true);
    // The throw at the card with {zot} does nothing; the discharge at the other one still wounds.
    const u = battle(db, { cards: [at(LILITH, 0, 'A1'), at('ЛЭ-Болван', 1, 'C5'), at('ЛЭ-ЗоМ', 1, 'E6')] });
    u.act(select('A1'), abilityVerb, target('C5'));
    u.rolls(1, 1).act(target('E6'));
    settle(u);
    expect(u.wounds(1)).toBe(1);
    expect(u.wounds(2)).toBe(0);
  });
});

describe('Поганище (s1_164)', () => {
  /** Give card #0 (in the graveyard) `tokens` incarnation tokens, then start seat 0's turn (535.7.1 gives one more). */
  const turnOf0 = (t: ReturnType<typeof battle>, tokens = 0): void => {
    setIncarnationTokens(t.s, t.card(0), tokens);
    t.act(endTurn());
  };

  it('Поганище (s1_164): при получении жетона инкарнации — ранить X карт на 1, X = its tokens (one token: one card, named by its controller)', () => {
    const t = battle(db, { active: 1, cards: [at('Поганище', 0, 'grave'), at('ЛЭ-Болван', 0, 'B2'), at('ЛЭ-Болван', 1, 'C5')] });
    turnOf0(t);
    expect(t.s.incTokens[t.card(0)]).toBe(1);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([target('B2'), target('C5')]);
    t.act(target('C5'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds(1)).toBe(0);
    expect(t.zoneOf(0)).toBe(Zone.Grave);
  });

  it('Поганище (s1_164): the second token — two different cards', () => {
    const t = battle(db, {
      active: 1,
      cards: [at('Поганище', 0, 'grave'), at('ЛЭ-Болван', 0, 'B2'), at('ЛЭ-Болван', 1, 'C5'), at('ЛЭ-Болван', 1, 'D5')],
    });
    turnOf0(t, 1);
    t.act(target('C5'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('B2'), target('D5')]); // a different card, and a second one must be named
    t.act(target('D5'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds(3)).toBe(1);
    expect(t.wounds(1)).toBe(0);
  });

  it('Поганище (s1_164): ruling — the third token: it incarnates first and still wounds three cards (X = 3 from the token it gained)', () => {
    const t = battle(db, {
      active: 1,
      cards: [at('Поганище', 0, 'grave'), at('ЛЭ-Болван', 0, 'B2'), at('ЛЭ-Болван', 1, 'C5'), at('ЛЭ-Болван', 1, 'D5')],
    });
    turnOf0(t, 2);
    // 535.7.2: the incarnation onto a free cell of its third row comes first.
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('A1'));
    expect(t.cellOf(0)).toBe('A1');
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('B2'), target('C5'), target('D5'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds(3)).toBe(1);
  });

  it('Поганище (s1_164): ruling — with fewer cards in the game than X the feature is not declared', () => {
    // Three tokens on a card that stays in the graveyard (the same feature, Инкарнация 5): two cards in the game, X = 3.
    const t = battle(db, { active: 1, cards: [at('ЛЭ-Хватка', 0, 'grave'), at('ЛЭ-Болван', 0, 'B2'), at('ЛЭ-Болван', 1, 'C5')] });
    turnOf0(t, 2);
    settle(t);
    expect(t.s.incTokens[t.card(0)]).toBe(3);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(2)).toBe(0);
    // With three cards it is declared, and all three are wounded.
    const u = battle(db, {
      active: 1,
      cards: [at('ЛЭ-Хватка', 0, 'grave'), at('ЛЭ-Болван', 0, 'B2'), at('ЛЭ-Болван', 1, 'C5'), at('ЛЭ-Болван', 1, 'D5')],
    });
    turnOf0(u, 2);
    u.act(target('B2'), target('C5'), target('D5'));
    settle(u);
    expect([u.wounds(1), u.wounds(2), u.wounds(3)]).toEqual([1, 1, 1]);
  });

  it('Поганище (s1_164): a token from another card\'s feature fires it too (Лилит и Эйдерик s1_160)', () => {
    const t = battle(db, {
      active: 1,
      cards: [at(LILITH, 0, 'C2'), at('ЛЭ-Болван', 1, 'C5'), at('Поганище', 0, 'grave'), at('ЛЭ-Демон', 0, 'deck')],
    });
    turnOf0(t);
    // 535.7.1 first (X = 1), then Лилит's token (X = 2): two triggers.
    let named = 0;
    for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) {
      if (t.decision() === Decision.Target) named++;
      t.act(t.legal()[0]!);
    }
    expect(t.s.incTokens[t.card(2)]).toBe(2);
    expect(named).toBe(3); // one card, then two cards
    expect(t.wounds(0) + t.wounds(1)).toBe(3);
  });
});
