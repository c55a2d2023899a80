import { describe, expect, it } from 'vitest';
import { runRandomGames } from './run.js';

describe('random-game invariants, part 4 of 4 (games 7500–9999)', () => {
  it('every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(7500, 10000);
    expect(st.games).toBe(2500);
    expect(st.ends[0]).toBe(0);
  });
});
