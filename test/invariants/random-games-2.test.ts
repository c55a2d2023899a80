import { describe, expect, it } from 'vitest';
import { runRandomGames } from './run.js';

// Two tests of 1,250 games each, so that each stays well inside the test timeout on a loaded machine.
describe('random-game invariants, part 3 of 4 (games 5000–7499)', () => {
  it('games 5000–6249: every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(5000, 6250);
    expect(st.games).toBe(1250);
    expect(st.ends[0]).toBe(0);
  });
  it('games 6250–7499: every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(6250, 7500);
    expect(st.games).toBe(1250);
    expect(st.ends[0]).toBe(0);
  });
});
