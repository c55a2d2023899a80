/**
 * The sub-decision protocol (core/systems/choice.ts): a question asked at stack item G.Selected
 * (Decision.Choice) is answered by the one owner choiceOwner resolves from the item — a strike's
 * mechanics, the core's either, an op's mechanic, an "N (или менее)" sentinel's mechanic, else the
 * core's X — each through the one SubDecision shape (core/hooks.ts).
 */
import { describe, expect, it } from 'vitest';
import { DECISION_NAMES, Decision, Feat, Op, Verb, Zone } from '../../src/engine/core/enums.js';
import { AMOUNT } from '../../src/engine/core/action.js';
import { G, St, listPush, type GameState } from '../../src/engine/core/state.js';
import { itemField } from '../../src/engine/core/stack.js';
import { UPTO_EXTRA_LIVES, UPTO_FREE_ENEMY_ROW, UPTO_OWN_LIVES, UPTO_STRIKE_WOUNDS } from '../../src/engine/core/codes.js';
import { EITHER, choiceOwner } from '../../src/engine/core/systems/choice.js';
import { X_AMOUNT } from '../../src/engine/core/systems/counters.js';
import { MECHANIC_HOOKS } from '../../src/engine/mechanics/index.js';
import { MechOp } from '../../src/engine/mechanics/ids.js';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';
import { battle, cardIndex, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('СВ-Икс', { abilities: [{ kind: 'activated', tap: true, counters: 'X', target: 'enemyCreature', effect: { op: 'wound', amount: 0 }, abilityType: 'spell' }] }),
  synth('СВ-Либо', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'either', by: 'controller', options: [{ op: 'wound', amount: 3 }, { op: 'poison', amount: 1 }] }, abilityType: 'influence' }] }),
  synth('СВ-Гадалка', { abilities: [{ kind: 'activated', tap: true, target: 'self', effect: { op: 'arrangeDeck', amount: 3 }, abilityType: 'influence' }] }),
  synth('СВ-Таран', { life: 5, abilities: [{ kind: 'activated', upTo: 'ownLives', target: 'self', effect: { op: 'heal', amount: 0 }, abilityType: 'influence', then: [{ target: 'oppositeEnemyCreature', effect: { op: 'wound', amount: 0 }, abilityType: 'influence' }] }] }),
  synth('СВ-Выборщик', { life: 20, abilities: [{ kind: 'modifier', mod: { op: 'grant', kw: 'unanswerable', vs: { closed: false } } }, { kind: 'keyword', keyword: 'mayDeclineUnanswerable' }] }),
  synth('СВ-Цель', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string, counters = 0) => ({ card, seat, at: cell, counters });
/** The owner of the pending sub-decision (at item G.Selected). */
function owner(s: GameState) {
  expect(s.g[G.Decision]).toBe(Decision.Choice);
  return choiceOwner(s, s.g[G.Selected]!);
}

describe('sub-decisions (core/systems/choice.ts choiceOwner)', () => {
  it("Decision.Choice keeps value 14 and its wire name 'Amount'", () => {
    expect(Decision.Choice).toBe(14);
    expect(DECISION_NAMES[Decision.Choice]).toBe('Amount');
  });

  it("an X{counter} cost: the core's X (X_AMOUNT)", () => {
    const t = battle(db, { cards: [at('СВ-Икс', 0, 'C2', 3), at('СВ-Цель', 1, 'E5')] });
    t.act(select('C2'), verb(Verb.Ability), target('E5'));
    expect(owner(t.s)).toBe(X_AMOUNT);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2, AMOUNT + 3]);
  });

  it("an either feature: the core's EITHER", () => {
    const t = battle(db, { cards: [at('СВ-Либо', 0, 'A1'), at('СВ-Цель', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability), target('E6'));
    for (let g = 0; g < 20 && t.decision() === Decision.Priority; g++) t.act(t.legal().at(-1)!);
    expect(owner(t.s)).toBe(EITHER);
  });

  it("an op a mechanic owns: hooks.opChoices[op]", () => {
    const t = battle(db, { cards: [at('СВ-Гадалка', 0, 'A1'), at('СВ-Цель', 1, 'E6')] });
    for (let k = 0; k < 3; k++) {
      const i = 40 + k;
      t.s.card[i] = cardIndex(db, 'СВ-Цель');
      t.s.owner[i] = 0;
      t.s.ctrl[i] = 0;
      listPush(t.s, 0, Zone.Deck, i);
    }
    t.act(select('A1'), verb(Verb.Ability));
    expect(owner(t.s)).toBe(t.s.hooks.opChoices[MechOp.ArrangeDeck]);
  });

  it('an "N (или менее)" whose sentinel a mechanic reads: hooks.upToChoices[code]', () => {
    const t = battle(db, { cards: [at('СВ-Таран', 0, 'C3'), at('СВ-Цель', 1, 'C4')] });
    t.act(select('C3'), verb(Verb.Ability));
    expect(owner(t.s)).toBe(t.s.hooks.upToChoices[UPTO_OWN_LIVES]);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2, AMOUNT + 3, AMOUNT + 4, AMOUNT + 5]);
  });

  it("a simple strike's question: hooks.strikeChoice", () => {
    const t = battle(db, { cards: [at('СВ-Выборщик', 0, 'C3'), at('СВ-Цель', 1, 'C4')] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(owner(t.s)).toBe(t.s.hooks.strikeChoice);
    expect(itemField(t.s, t.s.g[G.Selected]!, St.Feat)).toBe(Feat.Strike);
  });

  it('one owner per question: no ability of the pools has both an op owner and a sentinel owner, and "either" has no op owner', () => {
    const h = MECHANIC_HOOKS;
    expect(h.opChoices[Op.Either]).toBeNull();
    for (const d of [db, makeDb(SET2_CARDS)]) {
      for (let a = 0; a < d.abilities.length; a++) {
        if (h.opChoices[d.abOp[a]!] != null) expect(h.upToChoices[d.abUpTo[a]!] ?? null, `ability ${a}`).toBeNull();
      }
    }
    // A sentinel whose mechanic asks its own questions at the declaration has no X to answer, and the reverse.
    for (const code of [UPTO_EXTRA_LIVES, UPTO_FREE_ENEMY_ROW, UPTO_OWN_LIVES]) {
      expect(h.upToChoices[code]).not.toBeNull();
      expect(h.upToDeclared(null as unknown as GameState, 0, code)).toBe(false);
    }
    expect(h.upToChoices[UPTO_STRIKE_WOUNDS]).toBeNull();
  });
});
