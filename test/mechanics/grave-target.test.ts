/**
 * Graveyard targets (mechanics/features/grave-target.ts): "положите жетон инкарнации на существо на вашем
 * кладбище" — named at the declaration by a Choose decision over the controller's graveyard
 * creatures; not declared with an empty graveyard; legal at execution only while the card is still
 * there. Synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { setIncarnationTokens } from '../../src/engine/core/squad.js';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { CHOOSE, TARGET } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Г-Жрец', { abilities: [{ kind: 'triggered', on: 'selfAttacks', target: 'ownGraveCreature', effect: { op: 'incarnationToken' }, abilityType: 'influence' }] }),
  synth('Г-Мертвец', { incarnation: 2 }),
  synth('Г-Мишень', { life: 30 }),
]);

describe('graveyard target: incarnation token', () => {
  it('the controller names one of his graveyard creatures; the token counts toward 535.7 incarnation', () => {
    const t = battle(db, {
      cards: [
        { card: 'Г-Жрец', seat: 0, at: 'C3' },
        { card: 'Г-Мишень', seat: 1, at: 'C4', closed: true },
        { card: 'Г-Мертвец', seat: 0, at: 'grave' },
        { card: 'Г-Мертвец', seat: 1, at: 'grave' },
      ],
    });
    setIncarnationTokens(t.s, t.card(2), 1);
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Choose);
    expect(t.legal()).toEqual([CHOOSE + 0]); // only the own graveyard
    t.act(CHOOSE + 0);
    expect(t.decision()).toBe(Decision.Target); // 2 tokens: it incarnates (third-row cell)
    t.act(TARGET + 0);
    expect(t.zoneOf(2)).toBe(Zone.Field);
    expect(t.s.incTokens[t.card(3)]).toBe(0);
  });

  it('an empty own graveyard: the trigger is not declared (512.5.2)', () => {
    const t = battle(db, { cards: [{ card: 'Г-Жрец', seat: 0, at: 'C3' }, { card: 'Г-Мишень', seat: 1, at: 'C4', closed: true }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.g[0]).toBe(Decision.Main);
  });
});
