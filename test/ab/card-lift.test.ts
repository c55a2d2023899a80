/**
 * Per-card statistics (card-stats.ts): the within-deck lift and the play statistics in summary.json
 * equal a hand computation over the Arrow tables of the same run; Newcombe's interval matches his
 * worked example; partly implemented cards are marked; the pooled rates are labelled as pooled.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_LIFT_GAMES } from '../../src/sim/card-stats.js';
import { newcombe } from '../../src/sim/stats.js';
import { assertBuilt, berserk, deck } from '../sim/cli-helpers.js';

let tmp: string;
beforeAll(() => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-lift-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const cols = (file: string) => {
  const t = tableFromIPC(fs.readFileSync(file));
  const out: Record<string, number[]> = {};
  for (const f of t.schema.fields) {
    const c = t.getChild(f.name)!;
    out[f.name] = f.name === 'end_reason' ? Array.from({ length: t.numRows }, (_, i) => (c.get(i) === 'win' ? 1 : 0)) : Array.from(c.toArray() as ArrayLike<number | bigint | boolean>, Number);
  }
  return out;
};

describe('Newcombe interval for a difference of rates', () => {
  it("56/70 − 48/80 gives Newcombe's [0.0524, 0.3339]", () => {
    const [lo, hi] = newcombe(56, 70, 48, 80)!;
    expect(lo).toBeCloseTo(0.0524, 4);
    expect(hi).toBeCloseTo(0.3339, 4);
  });
});

describe('within-deck lift', () => {
  it('matches a hand computation from the games and game_cards tables', () => {
    const dir = path.join(tmp, 'run');
    const r = berserk(['sim', '--deck1', deck('darkness'), '--deck2', deck('forest'), '--games', '512', '--workers', '2', '--shard-size', '256', '--out', dir, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const g = cols(path.join(dir, 'games.arrows'));
    const c = cols(path.join(dir, 'game_cards.arrows'));
    type Lift = { lift: number | null; too_few_games: boolean; with: { wins: number; losses: number }; without: { wins: number; losses: number } };
    const summary = JSON.parse(fs.readFileSync(path.join(dir, 'summary.json'), 'utf8')) as {
      cards_pooled: string;
      decks: { cards: { id: string; card: number; support?: string; in_deal: Lift; recruited: Lift; play: { recruit_rate: number; kills_per_recruited: number; survival: number } }[] }[];
    };
    expect(summary.cards_pooled).toMatch(/^pooled/);
    // Every deck's Поганище (s1_164, partial) is marked.
    expect(summary.decks[0]!.cards.find((x) => x.id === 's1_164')!.support).toBe('partial');
    const index = new Map(g.game!.map((game, k) => [game, k] as const));
    for (const [deckId, cardId] of [
      [0, 's1_141'],
      [1, 's1_71'],
    ] as const) {
      const got = summary.decks[deckId]!.cards.find((x) => x.id === cardId)!;
      // By hand: every (game, seat) the deck played, whether the card was dealt / recruited there.
      const sides = new Map<string, { won: boolean | null; dealt: boolean; rec: boolean }>();
      let copies = 0;
      let recCopies = 0;
      let kills = 0;
      let survived = 0;
      for (let r2 = 0; r2 < c.game!.length; r2++) {
        const k = index.get(c.game![r2]!)!;
        const p = c.player![r2]!;
        if ((p === 1 ? g.deck1![k] : g.deck2![k]) !== deckId) continue;
        const key = `${c.game![r2]}/${p}`;
        const side = sides.get(key) ?? { won: g.end_reason![k] === 1 ? g.winner![k] === p : null, dealt: false, rec: false };
        sides.set(key, side);
        if (c.card![r2] !== got.card) continue;
        side.dealt = true;
        copies++;
        if (c.recruited![r2]) {
          side.rec = true;
          recCopies++;
          kills += c.kills![r2]!;
          if (c.died_turn![r2] === 0) survived++;
        }
      }
      const rate = (f: (s: { dealt: boolean; rec: boolean }) => boolean) => {
        const d = [...sides.values()].filter((s) => s.won !== null && f(s));
        return { wins: d.filter((s) => s.won).length, losses: d.filter((s) => !s.won).length };
      };
      const lift = (a: { wins: number; losses: number }, b: { wins: number; losses: number }) => a.wins / (a.wins + a.losses) - b.wins / (b.wins + b.losses);
      const dealt = rate((s) => s.dealt);
      const notDealt = rate((s) => !s.dealt);
      const rec = rate((s) => s.rec);
      const notRec = rate((s) => !s.rec);
      expect(got.in_deal.with).toMatchObject(dealt);
      expect(got.in_deal.without).toMatchObject(notDealt);
      expect(got.in_deal.lift).toBeCloseTo(lift(dealt, notDealt), 4);
      expect(got.recruited.with).toMatchObject(rec);
      expect(got.recruited.without).toMatchObject(notRec);
      expect(got.recruited.lift).toBeCloseTo(lift(rec, notRec), 4);
      expect(got.in_deal.too_few_games).toBe(Math.min(dealt.wins + dealt.losses, notDealt.wins + notDealt.losses) < MIN_LIFT_GAMES);
      expect(got.play.recruit_rate).toBeCloseTo(recCopies / copies, 4);
      expect(got.play.kills_per_recruited).toBeCloseTo(kills / recCopies, 3);
      expect(got.play.survival).toBeCloseTo(survived / recCopies, 4);
    }
  });
});
