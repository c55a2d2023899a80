import { describe, expect, it } from 'vitest';
import { runRandomGames } from './run.js';

describe('random-game invariants, part 1 of 4 (games 0–2499)', () => {
  it('every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(0, 2500);
    expect(st.games).toBe(2500);
    expect(st.ends[0]).toBe(0);
  });
});
