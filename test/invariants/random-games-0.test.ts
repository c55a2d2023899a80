import { describe, expect, it } from 'vitest';
import { runRandomGames } from './run.js';

// Two tests of 1,250 games each, so that each stays well inside the test timeout on a loaded machine.
describe('random-game invariants, part 1 of 4 (games 0–2499)', () => {
  it('games 0–1249: every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(0, 1250);
    expect(st.games).toBe(1250);
    expect(st.ends[0]).toBe(0);
  });
  it('games 1250–2499: every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(1250, 2500);
    expect(st.games).toBe(1250);
    expect(st.ends[0]).toBe(0);
  });
});
