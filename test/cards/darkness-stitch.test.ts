/**
 * Сшиватель плоти s1_148: "3{counter}{tap}: Изгнать существо с вашего кладбища, при этом возродить ваше
 * нелетающее существо, оно теряет особенности и получает +X к {strike} и +Y к {health}, где X — значение
 * слабого {strike}, а Y — значение {health} изгнанного существа (1 раз за бой)" (mechanics/features/stitch.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { CHOOSE, CHOOSE_NONE } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { checkDeaths } from '../../src/engine/core/death.js';
import { livesLeft } from '../../src/engine/core/instance.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { battle, cardIndex, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Ш-Мёртвый', { strike: [2, 3, 4], life: 6 }),
  synth('Ш-Стрелок', { life: 5, strike: [1, 2, 3], icons: { armor: 1 }, ranged: { kind: 'shot', values: [2, 2, 2] }, hasText: true, support: 'implemented' }),
  synth('Ш-Птица', { type: 'flyer', move: null }),
  synth('Ш-Болван'),
]);
const SHOOTER = cardIndex(db, 'Ш-Стрелок');

function settle(t: ReturnType<typeof battle>): void {
  while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
}
/** The CHOOSE action naming card `name` in the pending choice list. */
function choose(t: ReturnType<typeof battle>, name: string): number {
  const n = t.s.g[G.ChoiceLen]!;
  for (let k = 0; k < n; k++) if (t.s.card[t.s.choice[k]!] === cardIndex(db, name)) return CHOOSE + k;
  throw new Error(`${name} is not offered`);
}
const offered = (t: ReturnType<typeof battle>): number[] => Array.from({ length: t.s.g[G.ChoiceLen]! }, (_, k) => t.s.card[t.s.choice[k]!]!);

const position = () =>
  battle(db, {
    cards: [
      { card: 'Сшиватель плоти', seat: 0, at: 'C3', counters: 3 },
      { card: 'Ш-Мёртвый', seat: 0, at: 'grave' },
      { card: 'Ш-Стрелок', seat: 0, at: 'grave' },
      { card: 'Ш-Птица', seat: 0, at: 'grave' },
      { card: 'Ш-Болван', seat: 1, at: 'E6' },
      { card: 'Ш-Болван', seat: 1, at: 'grave' },
    ],
  });

describe('Сшиватель плоти (s1_148): 3{counter}{tap}: изгнать существо с вашего кладбища, при этом возродить ваше нелетающее существо …', () => {
  it('Сшиватель плоти (s1_148): the exiled card goes to exile; the resurrected non-flyer stands next to it without features, +X к {strike} (weak strike of the exiled) and +Y к {health} (its life)', () => {
    const t = position();
    const [stitcher, dead, shooter] = [t.card(0), t.card(1), t.card(2)];
    t.act(select('C3'), verb(Verb.Ability + 0));
    // First the creature to exile: any card of the own graveyard (not the enemy's).
    expect(t.decision()).toBe(Decision.Choose);
    expect(offered(t).sort()).toEqual([cardIndex(db, 'Ш-Мёртвый'), SHOOTER, cardIndex(db, 'Ш-Птица')].sort());
    t.act(choose(t, 'Ш-Мёртвый'));
    // Then the creature to resurrect: a non-flyer, not the one named for exile.
    expect(t.decision()).toBe(Decision.Choose);
    expect(offered(t)).toEqual([SHOOTER]);
    t.act(choose(t, 'Ш-Стрелок'));
    // 535.6: next to Сшиватель плоти.
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toContain(target('C2'));
    expect(t.legal()).not.toContain(target('A1'));
    t.act(target('C2'));
    settle(t);
    expect(t.s.zone[dead]).toBe(Zone.Exile);
    expect(t.s.zone[shooter]).toBe(Zone.Field);
    expect(t.cellOf(2)).toBe('C2');
    expect(t.s.card[shooter]).toBe(db.twinOf[SHOOTER]); // no shot, no armour
    expect(t.s.tStrike[shooter]).toBe(2);
    expect(livesLeft(t.s, shooter)).toBe(5 + 6);
    expect(t.s.counters[stitcher]).toBe(0);
    expect(t.closed(0)).toBe(true);
    expect(checkInvariants(t.s)).toBeNull();
    // Resurrected open (535.6): a move and a simple strike, no shot.
    t.act(select('C2'));
    expect(t.legal()).not.toContain(verb(Verb.Ranged));
    expect(t.legal()).toContain(verb(Verb.Move));
  });

  it('Сшиватель плоти (s1_148): (1 раз за бой) — not offered again with 3{counter}', () => {
    const t = position();
    t.act(select('C3'), verb(Verb.Ability + 0));
    t.act(choose(t, 'Ш-Мёртвый'));
    t.act(choose(t, 'Ш-Стрелок'));
    t.act(target('C2'));
    settle(t);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.s.counters[t.card(0)] = 3;
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
  });

  it('Сшиватель плоти (s1_148): "при этом" — naming nothing to exile resurrects nothing; an exile with nothing resurrected still exiles', () => {
    const t = position();
    t.act(select('C3'), verb(Verb.Ability + 0), CHOOSE_NONE);
    settle(t);
    expect([t.s.zone[t.card(1)], t.s.zone[t.card(2)]]).toEqual([Zone.Grave, Zone.Grave]);
    const u = position();
    u.act(select('C3'), verb(Verb.Ability + 0));
    u.act(choose(u, 'Ш-Стрелок'));
    expect(offered(u)).toEqual([cardIndex(db, 'Ш-Мёртвый')]); // not the exiled one, not the flyer
    u.act(CHOOSE_NONE); // finds nothing (535.6 as 535.5.1: still paid)
    settle(u);
    expect(u.s.zone[u.card(2)]).toBe(Zone.Exile);
    expect(u.s.zone[u.card(1)]).toBe(Zone.Grave);
  });

  it('Сшиватель плоти (s1_148): the resurrected creature that dies goes to the graveyard as its printed card', () => {
    const t = position();
    const shooter = t.card(2);
    t.act(select('C3'), verb(Verb.Ability + 0));
    t.act(choose(t, 'Ш-Мёртвый'));
    t.act(choose(t, 'Ш-Стрелок'));
    t.act(target('C2'));
    settle(t);
    t.s.wounds[shooter] = 11;
    t.s.g[G.Wounded] = 1;
    checkDeaths(t.s);
    expect(t.s.zone[shooter]).toBe(Zone.Grave);
    expect(t.s.card[shooter]).toBe(SHOOTER);
    expect(checkInvariants(t.s)).toBeNull();
  });
});
