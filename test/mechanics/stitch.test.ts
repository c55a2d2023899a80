/**
 * mechanics/features/stitch.ts: a resurrection with `exileFirst` (Сшиватель плоти s1_148) — the card to exile is
 * named first, then the card to resurrect (CardFilter.ground: "нелетающее"), then the cell; the
 * resurrected card loses its features and gets +X к {strike} / +Y к {health} of the exiled card.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { CHOOSE } from '../../src/engine/core/action.js';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { G } from '../../src/engine/core/state.js';
import { livesLeft } from '../../src/engine/core/instance.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { battle, cardIndex, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const stitcher = synth('СШ-Шов', {
  hasText: true,
  support: 'implemented',
  abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'resurrect', filter: { ground: true }, exileFirst: true }, abilityType: 'influence' }],
});
const db = makeDb([stitcher, synth('СШ-Кость', { strike: [3, 3, 3], life: 2 }), synth('СШ-Тело', { life: 4, icons: { direct: true } }), synth('СШ-Болван')]);

describe('stitch: exile from the own graveyard, при этом resurrect a non-flyer without features, +X / +Y', () => {
  it('a resurrection with exileFirst makes the compiler add the featureless twins', () => {
    const d = compileCardDb([stitcher, synth('СШ-А')]);
    expect(d.unknown).toBe(2 * d.size);
  });

  it('exile, then resurrect next to the source: the twin, +3 к {strike}, +2 к {health}', () => {
    const t = battle(db, {
      cards: [
        { card: 'СШ-Шов', seat: 0, at: 'B2' },
        { card: 'СШ-Кость', seat: 0, at: 'grave' },
        { card: 'СШ-Тело', seat: 0, at: 'grave' },
        { card: 'СШ-Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('B2'), verb(Verb.Ability + 0));
    expect(t.decision()).toBe(Decision.Choose);
    const pick = (name: string): number => {
      for (let k = 0; k < t.s.g[G.ChoiceLen]!; k++) if (t.s.card[t.s.choice[k]!] === cardIndex(db, name)) return CHOOSE + k;
      throw new Error(`${name} is not offered`);
    };
    t.act(pick('СШ-Кость'));
    t.act(pick('СШ-Тело'));
    t.act(target('B3'));
    while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
    const body = t.card(2);
    expect(t.s.zone[t.card(1)]).toBe(Zone.Exile);
    expect(t.s.card[body]).toBe(db.twinOf[cardIndex(db, 'СШ-Тело')]);
    expect(t.s.tStrike[body]).toBe(3);
    expect(livesLeft(t.s, body)).toBe(4 + 2);
    expect(checkInvariants(t.s)).toBeNull();
  });
});
