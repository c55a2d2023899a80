/**
 * Movement, РП 506 (digest §4.3): orthogonal steps onto free cells within the allowance; only the
 * Active player's open creatures; acting removes the rest of the allowance; refilled each turn.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { parseCell, cellName } from '../../src/engine/core/board.js';
import { END_TURN, SELECT, TARGET } from '../../src/engine/core/action.js';
import { battle, endTurn, select, target, verb, cells } from '../helpers/scenario.js';
import { MECH_DB } from '../helpers/cards.js';

const db = MECH_DB;

/** Independent reference: cells reachable in ≤ k orthogonal steps over free cells (BFS). */
function reachable(from: string, k: number, occupied: string[]): string[] {
  const occ = new Set(occupied.map(parseCell));
  const start = parseCell(from);
  const dist = new Map<number, number>([[start, 0]]);
  const queue = [start];
  while (queue.length) {
    const c = queue.shift()!;
    const d = dist.get(c)!;
    if (d === k) continue;
    const col = c % 5;
    const row = Math.floor(c / 5);
    for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const nc = col + dc;
      const nr = row + dr;
      if (nc < 0 || nc > 4 || nr < 0 || nr > 5) continue;
      const n = nr * 5 + nc;
      if (occ.has(n) || dist.has(n)) continue;
      dist.set(n, d + 1);
      queue.push(n);
    }
  }
  dist.delete(start);
  return [...dist.keys()].map(cellName);
}

const moveTargetsOf = (names: string[]) => cells(target, ...names);

describe('РП 506 movement', () => {
  it('506.2: only the Active player declares movement; his cards are the only ones selectable', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C2' },
        { card: 'Боец', seat: 1, at: 'C5' },
      ],
    });
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([END_TURN, select('C2')]);
    t.act(endTurn());
    expect(t.decider()).toBe(1);
    expect(t.legal()).toEqual([END_TURN, select('C5')]);
  });

  it('506 (§4.3): orthogonal steps only: a 1-allowance creature reaches exactly its 4 orthogonal neighbours', () => {
    const t = battle(db, {
      cards: [
        { card: 'Улитка', seat: 0, at: 'C2' },
        { card: 'Боец', seat: 1, at: 'C6' },
      ],
    });
    t.act(select('C2'));
    expect(t.legal()).toEqual([verb(Verb.Move)]);
    t.act(verb(Verb.Move));
    expect(t.legal()).toEqual(moveTargetsOf(['B2', 'D2', 'C1', 'C3']));
  });

  it('506 (§4.3): free cells only: own and enemy cards block their cells', () => {
    const t = battle(db, {
      cards: [
        { card: 'Улитка', seat: 0, at: 'C2' },
        { card: 'Стена', seat: 0, at: 'B2' },
        { card: 'Стена', seat: 1, at: 'C3' },
        { card: 'Боец', seat: 1, at: 'C6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Move));
    expect(t.legal()).toEqual(moveTargetsOf(['D2', 'C1']));
  });

  it('506 (§4.3): within the allowance: a 2-allowance creature reaches every cell within 2 orthogonal steps', () => {
    for (const from of ['A1', 'C2', 'E6', 'C4', 'B5']) {
      const t = battle(db, {
        cards: [
          { card: 'Боец', seat: 0, at: from },
          { card: 'Стена', seat: 1, at: from === 'E6' ? 'A1' : 'E6' },
        ],
      });
      t.act(select(from), verb(Verb.Move));
      const enemyAt = from === 'E6' ? 'A1' : 'E6';
      expect(t.legal(), from).toEqual(moveTargetsOf(reachable(from, 2, [enemyAt])));
    }
  });

  it('506 (§4.3): no moving through occupied cells: the path must be free, diagonals do not count', () => {
    // A1 with blockers on A2 and B2: A3 is 2 steps away but only through A2; B1 is free.
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Стена', seat: 0, at: 'A2' },
        { card: 'Стена', seat: 0, at: 'B2' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), verb(Verb.Move));
    expect(t.legal()).toEqual(moveTargetsOf(['B1', 'C1']));
    expect(t.legal()).toEqual(moveTargetsOf(reachable('A1', 2, ['A2', 'B2', 'E6'])));
  });

  it('506 (§4.3): a creature boxed in cannot move, and with nothing else to do is not selectable', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Стена', seat: 0, at: 'A2' },
        { card: 'Стена', seat: 0, at: 'B1' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    expect(t.legal()).toEqual([END_TURN]);
  });

  it('506 (§4.3): a move of k steps spends k; several moves share the allowance', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C2' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    expect(t.moveLeft(0)).toBe(2);
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(0)).toBe('C3');
    expect(t.moveLeft(0)).toBe(1);
    // Still selectable; one step left.
    t.act(select('C3'), verb(Verb.Move));
    expect(t.legal()).toEqual(moveTargetsOf(['B3', 'D3', 'C2', 'C4']));
    t.act(target('D3'));
    expect(t.moveLeft(0)).toBe(0);
    expect(t.legal()).toEqual([END_TURN]);
    // A two-step move at once spends 2.
    const u = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C2' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    u.act(select('C2'), verb(Verb.Move), target('D3'));
    expect(u.moveLeft(0)).toBe(0);
  });

  it('§4.2 (RUL-013): moving does not close the card: it may move and then strike', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C2' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C2'), verb(Verb.Move), target('B2'));
    expect(t.closed(0)).toBe(false);
    t.act(select('B2'), verb(Verb.Move), target('B3'));
    t.rolls(1, 6);
    t.act(select('B3'), verb(Verb.Strike), target('C4'));
    expect(t.closed(0)).toBe(true);
  });

  it('506.3: a closed creature cannot move', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C2', closed: true },
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    expect(t.legal()).toEqual([END_TURN, select('A1')]);
  });

  it('506.5: acting (a simple strike) closes the card and removes the remaining movement', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
      ],
    });
    expect(t.moveLeft(0)).toBe(2);
    t.rolls(3, 3);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.moveLeft(0)).toBe(0);
    expect(t.closed(0)).toBe(true);
    expect(t.legal()).toEqual([END_TURN]);
  });

  it('506.5: a ranged attack also removes the remaining movement', () => {
    const t = battle(db, {
      cards: [
        { card: 'Стрелок', seat: 0, at: 'C2' },
        { card: 'Крепыш', seat: 1, at: 'C5' },
      ],
    });
    expect(t.moveLeft(0)).toBe(1);
    t.rolls(2);
    t.act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.moveLeft(0)).toBe(0);
    expect(t.closed(0)).toBe(true);
  });

  it('506.4: the allowance is refilled at the start of its controller\'s turn, not the opponent\'s', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C2' },
        { card: 'Боец', seat: 1, at: 'E6', moveLeft: 0 },
      ],
    });
    t.act(select('C2'), verb(Verb.Move), target('C1'));
    expect(t.moveLeft(0)).toBe(1);
    t.act(endTurn());
    // Seat 1's turn: its card is refilled; seat 0's card keeps what it had.
    expect(t.moveLeft(1)).toBe(2);
    expect(t.moveLeft(0)).toBe(1);
    t.act(endTurn());
    expect(t.moveLeft(0)).toBe(2);
  });

  it('506 (§4.3): no swapping places: a move onto an adjacent own card is not offered', () => {
    const t = battle(db, {
      cards: [
        { card: 'Улитка', seat: 0, at: 'C2' },
        { card: 'Улитка', seat: 0, at: 'C3' },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Move));
    expect(t.legal()).not.toContain(target('C3'));
  });

  it('506.2: a move is three decisions of the Active player (select, verb, cell) and returns to Main', () => {
    const t = battle(db, {
      active: 1,
      cards: [
        { card: 'Боец', seat: 0, at: 'C2' },
        { card: 'Улитка', seat: 1, at: 'C5' },
      ],
    });
    expect(t.legal()).toEqual([END_TURN, SELECT + parseCell('C5')]);
    t.act(select('C5'));
    expect([t.decision(), t.decider()]).toEqual([Decision.Verb, 1]);
    t.act(verb(Verb.Move));
    expect([t.decision(), t.decider()]).toEqual([Decision.Target, 1]);
    t.act(TARGET + parseCell('C4'));
    expect([t.decision(), t.decider()]).toEqual([Decision.Main, 1]);
    expect(t.cellOf(1)).toBe('C4');
    expect(t.s.board[parseCell('C5')]).toBe(-1);
  });
});
