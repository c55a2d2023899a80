import { describe, expect, it } from 'vitest';
import { runRandomGames } from './run.js';

// Two tests of 1,250 games each, so that each stays well inside the test timeout on a loaded machine.
describe('random-game invariants, part 2 of 4 (games 2500–4999)', () => {
  it('games 2500–3749: every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(2500, 3750);
    expect(st.games).toBe(1250);
    expect(st.ends[0]).toBe(0);
  });
  it('games 3750–4999: every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(3750, 5000);
    expect(st.games).toBe(1250);
    expect(st.ends[0]).toBe(0);
  });
});
