/**
 * What the action-feature entries (src/env/action-features.ts, `serve-env --action-features`) say
 * of the two positional kinds that random play seldom reaches: a replacement effect (534.4.1: the
 * player chooses among his) and a candidate card (Талион's graveyard choice). Set up as scenarios,
 * each entry is checked field by field against the position, from the deciding seat's view.
 */
import { describe, expect, it } from 'vitest';
import { CHOOSE, REPLACE } from '../../src/engine/core/action.js';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { GameState } from '../../src/engine/core/state.js';
import { observe } from '../../src/engine/observe.js';
import { ACTION_FEATURE_BYTES, writeActionFeature } from '../../src/env/action-features.js';
import { battle, makeDb, select, synth, target, verb, type Battle } from '../helpers/scenario.js';
import { card, repl } from '../rules/stack/helpers.js';

/** The entry of action `a` from the deciding seat's view: its fields by name. */
function entry(t: Battle, a: number): Record<string, number> {
  const seat = t.decider();
  const v = new GameState(t.s.db, t.s.opts);
  observe(t.s, seat, v);
  const dv = new DataView(new ArrayBuffer(ACTION_FEATURE_BYTES));
  expect(writeActionFeature(dv, 0, 3, a, v, seat, a, false)).toBe(true);
  const names = ['env', 'action', 'item', 'zone', 'own', 'card', 'slot', 'ability_card', 'ability', 'target'];
  return Object.fromEntries(names.map((n, k) => [n, k === 0 ? dv.getUint16(0, true) : dv.getInt16(2 * k, true)]));
}

describe('action features of a replacement effect and of a candidate card', () => {
  it('534.4.1 a bodyguard\'s replacement: item 3, the bodyguard (its card, cell, controller) and its ability 0', () => {
    const guard = card('Телохранитель', { abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['strike'] }, { kind: 'redirectToSelf' }, true)] });
    const db = makeDb([synth('Боец', {}), guard]);
    const t = battle(db, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Телохранитель', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Replacement);
    expect(t.decider()).toBe(1);
    const g = t.card('Телохранитель');
    const e = entry(t, REPLACE + 0);
    const printed = t.s.card[g]!;
    expect(e).toEqual({
      env: 3,
      action: REPLACE + 0,
      item: 3,
      zone: Zone.Field,
      own: 1,
      card: printed + 1,
      slot: t.s.cell[g],
      ability_card: printed + 1,
      ability: 0,
      target: -1,
    });
  });

  it('Талион (s1_149): each graveyard candidate is item 4, naming that card in the seat\'s own graveyard (no tensor slot)', () => {
    const db = makeDb([synth('ТХ-Болван', { life: 8 })]);
    const t = battle(db, {
      cards: [
        { card: 'Талион', seat: 0, at: 'C3' },
        { card: 'ТХ-Болван', seat: 1, at: 'C4', closed: true },
        { card: 'Вестник мора', seat: 0, at: 'grave' },
        { card: 'ТХ-Болван', seat: 0, at: 'grave' },
      ],
    });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Choose);
    expect(t.legal()).toEqual([CHOOSE + 0, CHOOSE + 1]);
    const seen = new Set<number>();
    for (const k of [0, 1]) {
      const i = t.s.choice[k]!;
      const e = entry(t, CHOOSE + k);
      expect(e).toEqual({ env: 3, action: CHOOSE + k, item: 4, zone: Zone.Grave, own: 1, card: t.s.card[i]! + 1, slot: -1, ability_card: 0, ability: -1, target: -1 });
      seen.add(e.card!);
    }
    // The two entries name the two different graveyard cards.
    expect(seen).toEqual(new Set([t.s.card[t.card(2)]! + 1, t.s.card[t.card(3)]! + 1]));
  });
});
