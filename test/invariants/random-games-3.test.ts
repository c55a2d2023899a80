import { describe, expect, it } from 'vitest';
import { runRandomGames } from './run.js';

// Two tests of 1,250 games each, so that each stays well inside the test timeout on a loaded machine.
describe('random-game invariants, part 4 of 4 (games 7500–9999)', () => {
  it('games 7500–8749: every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(7500, 8750);
    expect(st.games).toBe(1250);
    expect(st.ends[0]).toBe(0);
  });
  it('games 8750–9999: every game ends, and after every action: invariants, legal-action contract, clone hash, observation', () => {
    const st = runRandomGames(8750, 10000);
    expect(st.games).toBe(1250);
    expect(st.ends[0]).toBe(0);
  });
});
