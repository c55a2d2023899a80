/**
 * State consistency checks (Stockfish's `pos_is_ok`): run after every action by the random-game
 * tests, and available to the harness as a debug option. Returns null when the state is
 * consistent, or a description of the first broken invariant. Allocates only on failure.
 */
import { formationNum, formationUpToDate } from './core/systems/formation.js';
import { Num, grantedNum, moveAllowance } from './core/systems/modifiers.js';
import { Cap, Decision, EndReason, Flag, Kw, Zone, ZONE_COUNT } from './core/enums.js';
import { CELLS } from './core/board.js';
import { G, type GameState, MAX_DECK, MAX_INST, NONE, listAt, listLen } from './core/state.js';
import { FLYER_COST_CAP } from './core/prebattle.js';
import { creatureCount, livesLeft } from './core/instance.js';
import { MECH_COUNT, gatesOfMech } from './mechanics/ids.js';
import { RESTRICT_LIMIT, restrictByScan, timedXByScan, timedXNeeded, timedXSeen } from './core/systems/durations.js';

const seen = new Uint8Array(MAX_INST);

export function checkInvariants(s: GameState): string | null {
  const db = s.db;
  // Board ↔ instance cell ↔ occupancy masks.
  let occ0 = 0;
  let occ1 = 0;
  for (let c = 0; c < CELLS; c++) {
    const i = s.board[c]!;
    if (i === NONE) continue;
    if (i < 0 || i >= MAX_INST) return `board[${c}] holds bad instance ${i}`;
    if (s.zone[i] !== Zone.Field) return `board[${c}] holds instance ${i} in zone ${s.zone[i]}`;
    if (s.cell[i] !== c) return `instance ${i} on cell ${c} records cell ${s.cell[i]}`;
    if (s.ctrl[i] === 0) occ0 |= 1 << c;
    else occ1 |= 1 << c;
  }
  if (occ0 !== s.g[G.Occ] || occ1 !== s.g[G.Occ + 1]) return 'occupancy masks differ from the board';
  // Cell markers (mechanics/markers/cell-markers.ts): the masks agree with cellMk; no card stands on a «костёр».
  let marks = 0;
  let block = 0;
  for (let c = 0; c < CELLS; c++) {
    const m = s.cellMk[c]!;
    if (m !== 0) marks |= 1 << c;
    if ((m & 3) !== 0) block |= 1 << c; // Mark.Bonfire, either seat
  }
  if (marks !== s.g[G.CellMarks] || block !== s.g[G.CellBlock]) return 'cell-marker masks differ from cellMk';
  if ((block & (occ0 | occ1)) !== 0) return 'a card stands on a cell counting as occupied (a «костёр»)';
  // «дрожь» (mechanics/markers/tremor-marker.ts): a move is pending only while its decision is asked; every card with the
  // feature in a graveyard has placed its marker by the time the Choice subphase comes.
  if (s.g[G.Decision] === Decision.Main) {
    if (s.hooks.markerMoveLeft(s)) return 'a «дрожь» move is left pending at the Choice subphase';
    for (let p = 0; p < 2; p++) {
      for (let k = 0; k < listLen(s, p, Zone.Grave); k++) {
        const i = listAt(s, p, Zone.Grave, k);
        if (s.db.tremor[s.card[i]!] !== 0 && !s.hooks.incarnationMarkerPlaced(s, i)) return `instance ${i} lies in the graveyard without having placed its «дрожь»`;
      }
    }
  }
  // The cached union of the battle zones' trigger events (triggers.ts hearMask), unless marked stale.
  if (s.g[G.HearStale] === 0) {
    let hear = 0;
    let n = 0;
    let np = 0;
    for (let p = 0; p < 2; p++) {
      for (let z = Zone.Field; z <= Zone.Aux; z++) {
        for (let k = 0; k < listLen(s, p, z); k++) {
          const i = listAt(s, p, z, k);
          if ((db.caps[s.card[i]!]! & Cap.Prevention) !== 0 && s.prevList[np++] !== i) return `prevention list entry ${np - 1} is ${s.prevList[np - 1]}, not instance ${i}`;
          const t = db.trigEvents[s.card[i]!]!;
          if (t === 0) continue;
          hear |= t;
          if (s.hear[n++] !== i) return `hear list entry ${n - 1} is ${s.hear[n - 1]}, not instance ${i}`;
        }
      }
    }
    if (hear !== s.g[G.Hear]) return `G.Hear ${s.g[G.Hear]} differs from the battle zones' trigger events ${hear}`;
    if (n !== s.g[G.HearLen]) return `G.HearLen ${s.g[G.HearLen]}, but ${n} battle-zone cards have triggers`;
    if (np !== s.g[G.PrevLen]) return `G.PrevLen ${s.g[G.PrevLen]}, but ${np} battle-zone cards have prevention features`;
  }
  // Every used instance is in exactly one list, the one of its zone.
  seen.fill(0);
  for (let p = 0; p < 2; p++) {
    for (let z = 1; z < ZONE_COUNT; z++) {
      const n = listLen(s, p, z);
      if (n < 0 || n > MAX_DECK) return `list ${p}/${z} has length ${n}`;
      for (let k = 0; k < n; k++) {
        const i = listAt(s, p, z, k);
        if (i < 0 || i >= MAX_INST) return `list ${p}/${z} holds bad instance ${i}`;
        if (seen[i]) return `instance ${i} is in two lists`;
        seen[i] = 1;
        if (s.zone[i] !== z) return `instance ${i} listed in zone ${z} but records zone ${s.zone[i]}`;
        const keyed = z === Zone.Field || z === Zone.Aux || z === Zone.Squad ? s.ctrl[i] : s.owner[i];
        if (keyed !== p) return `instance ${i} in seat ${p}'s zone ${z} list belongs to seat ${keyed}`;
      }
    }
  }
  const terminal = s.g[G.Decision] === Decision.Terminal;
  // Deaths are rules effects checked once the effect queue is empty (511.7): decisions taken in
  // the middle of applying effects may see a creature whose wounds already reach its lives.
  const midAttack =
    s.g[G.Decision] === Decision.Defender ||
    s.g[G.Decision] === Decision.Exchange ||
    s.g[G.Decision] === Decision.Replacement ||
    (s.g[G.Decision] === Decision.Target && s.g[G.TargetMode] !== 0);
  for (let i = 0; i < MAX_INST; i++) {
    const z = s.zone[i]!;
    if (z === Zone.None) continue;
    if (!seen[i]) return `instance ${i} (zone ${z}) is in no list`;
    if (s.owner[i] !== (i >= MAX_DECK ? 1 : 0)) return `instance ${i} has owner ${s.owner[i]}`;
    const card = s.card[i]!;
    if (card < 0 || card >= db.unknown) return `instance ${i} has card ${card}`;
    if (s.wounds[i]! < 0 || s.extraLives[i]! < 0 || s.counters[i]! < 0 || s.poison[i]! < 0) return `instance ${i} has a negative counter`;
    if (s.counters[i]! > db.ctr.max[card]!) return `instance ${i} has ${s.counters[i]} counters, above its cap ${db.ctr.max[card]} (123.4)`;
    if (z !== Zone.Field && s.cell[i] !== NONE) return `instance ${i} off the field records cell ${s.cell[i]}`;
    if (z === Zone.Field || z === Zone.Aux) {
      if (!midAttack && !terminal && livesLeft(s, i) <= 0) return `instance ${i} is alive with ${livesLeft(s, i)} lives left`;
      if (s.moveLeft[i]! < 0 || s.moveLeft[i]! > moveAllowance(s, i)) return `instance ${i} has movement ${s.moveLeft[i]}`;
      const armor = db.armor[card]! + formationNum(s, i, 0) + grantedNum(s, i, Num.Armor, NONE);
      if (s.armorUsed[i]! > armor) return `instance ${i} used ${s.armorUsed[i]} armour of ${armor}`;
      if (z === Zone.Aux && (db.kw[card]! & Kw.Flyer) === 0 && !s.hooks.gainedFlight(s, i)) return `ground instance ${i} in the auxiliary zone`;
      if (z === Zone.Field && (db.kw[card]! & Kw.Flyer) !== 0 && !s.hooks.landed(s, i)) return `flyer ${i} on a cell`;
      if (z === Zone.Field && !formationUpToDate(s, i)) return `instance ${i}: its formation partners (Строй) differ from the board`;
    } else if (s.wounds[i] !== 0 || (s.flags[i]! & (Flag.Closed | Flag.Hidden)) !== 0) {
      if (z === Zone.Grave || z === Zone.Exile) return `instance ${i} in zone ${z} keeps battle state`;
    }
  }
  // The restriction words (durations.ts recomputeRestrict) equal the per-card scans of the timed table
  // they replace, for every instance and both seats' movement limits, after every action (a turn
  // boundary that starts a net "на свой следующий ход" included).
  for (let i = 0; i < RESTRICT_LIMIT + 2; i++) {
    const want = restrictByScan(s, i);
    if (s.restrict[i] !== want) return `restriction word ${i} is ${s.restrict[i]}, the timed table gives ${want}`;
  }
  // The derived timed words (durations.ts TimedX, recomputeTimedX) equal a scan of the table: the bits of
  // the kinds of which each instance has an active entry (markedDie, timedRange, usesThisTurn, timedSum
  // answer 0 from them), every instance, after every action.
  if (timedXNeeded(s) && !timedXSeen(s)) return 'timed entries of a derived-word kind, but the derived words are not kept';
  for (let i = 0; i < MAX_INST; i++) {
    const want = timedXByScan(s, i);
    if (s.timedX[i] !== want) return `derived timed word ${i} is ${s.timedX[i]}, the timed table gives ${want}`;
  }
  // The hook gates (G.Gates, core/enums.ts Gate) are those the game's mechanic ids open (mechanics/ids.ts
  // gatesOfMech): derived from GameState.mechCaps, which is why the semantic signature leaves them out.
  let gates = 0;
  for (let id = 0; id < MECH_COUNT; id++) if ((s.mechCaps[id >> 5]! & (1 << (id & 31))) !== 0) gates |= gatesOfMech(id);
  if (s.g[G.Gates] !== (gates | 0)) return `hook gates ${s.g[G.Gates]} differ from those of the game's mechanic ids, ${gates | 0}`;
  for (let p = 0; p < 2; p++) {
    if (s.g[G.Gold + p]! < 0 || s.g[G.Silver + p]! < 0) return `seat ${p} has negative crystals`;
    if (s.g[G.FlyerCost + p]! > FLYER_COST_CAP) return `seat ${p} has ${s.g[G.FlyerCost + p]} crystals of flyers`;
  }
  // The engine loop settles: at a decision the effect queue is empty and the stack active, except
  // for decisions taken in the middle of applying effects (511.2) or of executing an item.
  const d = s.g[G.Decision]!;
  if (d === Decision.None) return 'no decision pending after an action';
  const midEffects = d === Decision.Replacement || (d === Decision.Target && s.g[G.TargetMode] !== 0);
  if (!midEffects && !terminal && s.g[G.EffLen] !== 0) return `effect queue holds ${s.g[G.EffLen]} effects at decision ${d}`;
  if (d === Decision.Main && (s.g[G.StackLen] !== 0 || s.g[G.TrigLen] !== 0 || s.g[G.Executing] !== NONE)) return 'Choice subphase with a non-empty stack or pending triggers';
  // 535.5.1.2: shown cards wait in the hand only while their summon is on the stack.
  if (d === Decision.Main && (listLen(s, 0, Zone.Hand) !== 0 || listLen(s, 1, Zone.Hand) !== 0)) return 'cards left in the hand zone';
  for (let i = 0; i < MAX_INST; i++) {
    if (s.zone[i] !== Zone.Grave && s.zone[i] !== Zone.None && s.incTokens[i] !== 0) return `instance ${i} keeps incarnation tokens outside the graveyard`;
  }
  if (s.g[G.Executing]! >= s.g[G.StackLen]!) return `executing index ${s.g[G.Executing]} beyond the stack (${s.g[G.StackLen]})`;
  // Terminal states agree with the creatures left.
  if (terminal) {
    const reason = s.g[G.EndReason]!;
    const c0 = creatureCount(s, 0);
    const c1 = creatureCount(s, 1);
    if (reason === EndReason.Win) {
      const w = s.g[G.Winner]!;
      if (w !== 0 && w !== 1) return `win without a winner`;
      if (creatureCount(s, 1 - w) !== 0) return `seat ${1 - w} lost with creatures left`;
    } else if (reason === EndReason.Draw) {
      if (c0 !== 0 || c1 !== 0) return 'draw with creatures left';
    } else if (reason !== EndReason.Limit) return `terminal with end reason ${reason}`;
  } else if (s.g[G.Decision]! >= Decision.Main) {
    if (creatureCount(s, 0) === 0 || creatureCount(s, 1) === 0) return 'battle goes on after a side lost every creature';
  }
  return null;
}
