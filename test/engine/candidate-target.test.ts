/**
 * isCandidateTarget (src/engine/core/targeting.ts): the legality check of a feature's target (512.5.3,
 * features.ts targetLegal) asks whether one card is a candidate without listing the others. It must
 * answer exactly what `candidateTargets` lists: checked here in random games of seeded decks from the
 * whole set with card text, for every ability with a chosen card target of every card in a battle zone,
 * against every card in a battle zone, at every fifth Choice decision.
 */
import { describe, expect, it } from 'vitest';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { SET1 } from '../../dist/src/engine/cards/set1/printed.js';
import { DEFAULT_OPTIONS } from '../../dist/src/engine/core/options.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame } from '../../dist/src/engine/game.js';
import { deriveGameSeed, nextInt, seedStream } from '../../dist/src/engine/core/rng.js';
import { G, type GameState, listAt, listLen } from '../../dist/src/engine/core/state.js';
import { MAX_LEGAL } from '../../dist/src/engine/core/action.js';
import { Decision, Tgt, Zone } from '../../dist/src/engine/core/enums.js';
import { candidateTargets, isCandidateTarget, isUnchosenTarget } from '../../dist/src/engine/core/targeting.js';
import { targetActionOf } from '../../dist/src/engine/core/combat/targets.js';

/** The cards in the battle zones (board and auxiliary zones of both seats). */
function battleCards(s: GameState): number[] {
  const out: number[] = [];
  for (let p = 0; p < 2; p++) for (const z of [Zone.Field, Zone.Aux]) for (let k = 0; k < listLen(s, p, z); k++) out.push(listAt(s, p, z, k));
  return out;
}

describe('isCandidateTarget (targeting.ts)', () => {
  it('answers exactly what candidateTargets lists, for every chosen-target ability of the cards in play, in 40 random games of seeded decks from the whole set', () => {
    const db = cardDb();
    const w = new Uint32Array(4);
    seedStream(w, 0, 'candidate-target');
    const s = newState(db, DEFAULT_OPTIONS);
    const legal = new Int32Array(MAX_LEGAL);
    const list = new Int32Array(MAX_LEGAL);
    let compared = 0;
    let listed = 0;
    let mains = 0;
    for (let gi = 0; gi < 40; gi++) {
      const d0 = new Int16Array(30);
      const d1 = new Int16Array(30);
      for (let k = 0; k < 30; k++) {
        d0[k] = nextInt(w, 0, SET1.length);
        d1[k] = nextInt(w, 0, SET1.length);
      }
      resetGame(s, d0, d1, deriveGameSeed(4242, gi));
      while (currentPlayer(s) >= 0) {
        if (s.g[G.Decision] === Decision.Main && mains++ % 5 === 0) {
          const cards = battleCards(s);
          for (const src of cards) {
            const card = s.card[src]!;
            for (let a = db.abilStart[card]!; a < db.abilStart[card + 1]!; a++) {
              const spec = db.abTarget[a]!;
              if (isUnchosenTarget(spec) || spec === Tgt.EnemyStackItem || spec === Tgt.ExecutingStrike || spec === Tgt.EventCard || spec === Tgt.DeclaredFeature || spec === Tgt.OwnGraveCreature) continue;
              const n = candidateTargets(s, src, spec, list, db.abRange[a]!, db.abTgtFilter[a]!, a);
              const set = new Set(Array.from(list.subarray(0, n)));
              for (const t of cards) {
                const inList = set.has(targetActionOf(s, t));
                expect(isCandidateTarget(s, src, spec, t, db.abRange[a]!, db.abTgtFilter[a]!, a), `game ${gi}, action ${s.g[G.Actions]}: ability ${a} of ${db.defs[card]!.id}, target ${db.defs[s.card[t]!]!.id}`).toBe(inList);
                compared++;
                if (inList) listed++;
              }
            }
          }
        }
        const n = legalActions(s, legal);
        applyAction(s, legal[n === 1 ? 0 : nextInt(w, 0, n)]!);
      }
    }
    expect(compared).toBeGreaterThan(20_000);
    expect(listed, 'some targets are candidates, some are not').toBeGreaterThan(2_000);
    expect(compared - listed).toBeGreaterThan(2_000);
  });
});
