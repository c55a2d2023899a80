/**
 * Static strike and damage modifiers (digest §5.4 "card-specific modifiers"; §5.3 "strike values …
 * after modifiers") and conditional keyword grants ("пока …").
 *
 * Data shape (vocab/ability.ts `ModifierAbility`): `{ kind: 'modifier', mod, when?, to? }`
 *  - `mod.op`:
 *    'attackBonus'  "+N к {strike}", "+N к слабому {strike}" (`tier`), "+N к ударам по горным" (`vs`):
 *                   the holder's attacks of the selected damage kinds deal N more wounds.
 *    'damageTaken'  "-N от дальних атак", "-N от {strike}", "-N от направленных ударов" (`directed`),
 *                   "-1 от атак горных карт" (`vs` = the attacking card): `amount` is added to the
 *                   wounds the holder takes (negative = fewer).
 *    'tierCap'      "все {strike} по X сводятся к слабым": a simple strike (or counter-strike) at the
 *                   holder is at most `tier`.
 *    'protectTier'  "защита от слабых {strike}": a simple strike of that tier does not affect the
 *                   holder (a protection, 511.3: the wound effect is never made).
 *    'grant'        a keyword ({direct}, protections, "игнорирует {zoal}") or a numeric keyword
 *                   ({armor}N, {ova}N, {ovz}N; the amount adds to a printed one, digest §5.4
 *                   "получает X или +X к X"), optionally only against a `vs` card ("+1 к {strike} и
 *                   {direct} по горным существам": {direct} when striking a mountain creature).
 *  - `when`: a condition on the holder (`ModCondition`, evaluated by `condHolds` below): "пока в
 *    первом ряду противника нет его карт", counters, 'formation' ("Строй: +1 к слабому {strike}" —
 *    while the holder stands in formation, core/systems/formation.ts; such a card has Строй), neighbours ("пока
 *    рядом … три ваших существа без ран", "больше ваших существ, чем существ противника", "существа
 *    минимум 4 разных классов"), the column, "без ран", an own unwounded creature in front.
 *  - `vs` (ModCardFilter) also filters by printed cost (`maxCost`), printed movement (`minMove`,
 *    ruling s1_83) and, dynamically, the mirrored row (`mirrorRow`, Эриала).
 *  - `to`: 'self' (default) or an aura over own cards next to the holder (`near: 'leftRight' |
 *    'adjacent'`, with a filter on the receiving card; `near: 'formation'`: the cards in formation
 *    with the holder, "существа в строю с Гномьим королем получают +1 к удару"); `own: false`: the
 *    cards of both players ("{strike} по картам слева и справа от Морока сводится к слабому", ruling s1_133).
 *  - `vs.has` ("по картам, обладающим выстрелом, метанием или разрядом"), `vs.defender` ("по
 *    защитникам": the other card is the fight's defender, G.Defender); `when: 'defending'`.
 *  - `damage`: which attacks ('simple' = {strike}: the simple strike and the counter-strike;
 *    'ranged' = дальние атаки; 'strikes' = удары of every type, ruling s1_2; see `DamageSel`).
 *
 * Order (ruling s1_8: "модификаторы от цели атаки применяются после модификаторов источника"):
 * the source's modifiers first (its bonuses), then the target's (tier caps, protections, reductions).
 * A tier cap makes the strike a strike of that tier, so the source's tier bonuses are read for the
 * capped tier. Wounds never go below 0. Everything here is applied when the attack executes, before
 * the 511 pipeline (replacement, prevention and armour see the modified amount).
 *
 * Performance: modifiers compile into typed arrays (`ModTables`, built by `compileModifiers`); every
 * hook is behind `G.Caps & Cap.Modifier` (some card of either deck has a modifier), so games without
 * such cards pay one test per hook. Auras are scanned only when `Cap.ModAura` is set, over the 8
 * neighbours of the receiving card.
 *
 * Hooks: core/combat/targets.ts and turn.ts (flyers as strike targets by a grant), core/combat/simple-strike.ts (dice: {ova}/{ovz} grants; directed strike; tier caps, tier
 * protections and wound amounts of both strikes), core/combat/ranged.ts (wound amount), features.ts
 * (wound amounts of abilities: special strikes, discharges …), protections.ts (granted protections,
 * "игнорирует {zoal}"), effects.ts (granted armour).
 */
import { GRANT_KW as KEYWORD_KW } from './grant-keywords.js';
import { formationNum, inFormation, inFormationWith } from './formation.js';
import { battleStartHad } from './recruit.js';
import { movedStraight2, movedTwoDirections } from './turn-record.js';
import { markedDie } from './durations.js';
import type { Ability, DamageSel, GrantKw, ModAmount, ModCardFilter, ModCondition } from '../../vocab/ability.js';
import type { CardDef } from '../../vocab/card.js';
import { AttackKind, Cap, ELEMENT_CODE, ElementCode, Flag, Gate, Kw } from '../enums.js';
import { COLS, NEIGH8, NEIGH8_MASK, colOf, ownRowNumber, rowOf } from '../board.js';
import { G, type GameState, NONE, listAt, listLen } from '../state.js';
import { Zone } from '../enums.js';
import { isFlyer } from '../instance.js';

/** Compiled modifier ops. */
export const enum ModOp { AttackBonus = 1, DamageTaken = 2, TierCap = 3, ProtectTier = 4, Grant = 5 }
/** Who receives a modifier. */
const enum To { Self = 0, LeftRight = 1, Adjacent = 2, Formation = 3 }
/** Holder conditions. */
export const enum Cond {
  Always = 0,
  EnemyFrontRowEmpty = 1,
  NoCounters = 2,
  HasCounters = 3,
  Formation = 4,
  OwnUnwoundedInFront = 5,
  ThreeOwnUnwoundedAdjacent = 6,
  MoreOwnThanEnemyAdjacent = 7,
  CentralColumn = 8,
  EdgeColumn = 9,
  Unwounded = 10,
  FourClassesAdjacent = 11,
  Defending = 12,
  OwnCreatureInEveryRow = 13,
  NextToTwoEnemiesWeakStrike3 = 14,
  NextToTwoEnemiesMagic = 15,
  /** "в начале боя …, если у вас есть <стихия> существо" (core/systems/recruit.ts battleStartHad): Cond.BattleStart + ElementCode. */
  BattleStart = 16,
  MovedStraight2 = 22,
  MovedTwoDirections = 23,
}
/** Kinds of the X of "+X к …, где X — …" (ModAmount). */
export const enum XKind { None = 0, OtherOwnCreatures = 1, OtherPrintedStrike = 2, HalfOtherLife = 3, OwnCounters = 4 }
/** Numeric keywords a grant can add to. */
export const enum Num { None = 0, Armor = 1, Ova = 2, Ovz = 3, Die = 4, Regen = 5, Move = 6 }

/** Damage-kind bits: bit (1 << AttackKind) of the wound's attack kind. */
export const DMG_SPECIAL = 1 << AttackKind.SpecialStrike;
export const DMG_STRIKE = 1 << AttackKind.Strike;
export const DMG_COUNTER = 1 << AttackKind.CounterStrike;
/** Дальние атаки (the magic strike is a magical melee attack, digest §5.1 table). */
const DMG_RANGED = (1 << AttackKind.ThroughRow) | (1 << AttackKind.Shot) | (1 << AttackKind.Throw) | (1 << AttackKind.Discharge);
const DAMAGE_BITS: Record<DamageSel, number> = {
  strike: DMG_STRIKE,
  counter: DMG_COUNTER,
  throughRow: 1 << AttackKind.ThroughRow,
  shot: 1 << AttackKind.Shot,
  throw: 1 << AttackKind.Throw,
  discharge: 1 << AttackKind.Discharge,
  magic: 1 << AttackKind.Magic,
  special: DMG_SPECIAL,
  simple: DMG_STRIKE | DMG_COUNTER,
  ranged: DMG_RANGED,
  strikes: DMG_STRIKE | DMG_COUNTER | (1 << AttackKind.ThroughRow) | (1 << AttackKind.Magic) | DMG_SPECIAL,
  // Атаки: not the counter-strike (digest §5.1 table: "ответный удар не является атакой").
  attacks: DMG_STRIKE | DMG_RANGED | (1 << AttackKind.Magic) | DMG_SPECIAL,
  // Немагические атаки (digest §5.1): the discharge and the magic strike are the magical ones.
  nonMagic: DMG_STRIKE | (1 << AttackKind.ThroughRow) | (1 << AttackKind.Shot) | (1 << AttackKind.Throw) | DMG_SPECIAL,
};

/**
 * Grant-only keyword bits in the Kw word: Kw bits 28–29 are reserved for them (enums.ts Kw). No printed
 * or grantable keyword may hold one (test/mechanics/capability-words.test.ts): GRANT_KW below spreads
 * grant-keywords.ts GRANT_KW and the grant fold ORs every granted bit into one word.
 */
export const enum GKw {
  /** "Игнорирует {zoal}" (ruling s1_21: every protection against a flyer's attacks). */
  IgnoreZoal = 1 << 28,
  /** "Может атаковать летающих {strike}" (core/combat/targets.ts, turn.ts). */
  StrikeFlyers = 1 << 29,
}
const GRANT_KW: Record<GrantKw, number> = {
  ...KEYWORD_KW,
  ignoreZoal: GKw.IgnoreZoal,
  strikeFlyers: GKw.StrikeFlyers,
  armor: 0,
  ova: 0,
  ovz: 0,
  unanswerable: Kw.Unanswerable,
  die: 0,
  regen: 0,
  move: 0,
};
const GRANT_NUM: Partial<Record<GrantKw, number>> = { armor: Num.Armor, ova: Num.Ova, ovz: Num.Ovz, die: Num.Die, regen: Num.Regen, move: Num.Move };
export const COND: Record<ModCondition, number> = {
  enemyFrontRowEmpty: Cond.EnemyFrontRowEmpty,
  noCounters: Cond.NoCounters,
  hasCounters: Cond.HasCounters,
  formation: Cond.Formation,
  ownUnwoundedInFront: Cond.OwnUnwoundedInFront,
  threeOwnUnwoundedAdjacent: Cond.ThreeOwnUnwoundedAdjacent,
  moreOwnThanEnemyAdjacent: Cond.MoreOwnThanEnemyAdjacent,
  centralColumn: Cond.CentralColumn,
  edgeColumn: Cond.EdgeColumn,
  unwounded: Cond.Unwounded,
  fourClassesAdjacent: Cond.FourClassesAdjacent,
  defending: Cond.Defending,
  ownCreatureInEveryRow: Cond.OwnCreatureInEveryRow,
  nextToTwoEnemiesWeakStrike3: Cond.NextToTwoEnemiesWeakStrike3,
  nextToTwoEnemiesMagic: Cond.NextToTwoEnemiesMagic,
  battleStartSteppe: Cond.BattleStart + ElementCode.steppe,
  battleStartMountain: Cond.BattleStart + ElementCode.mountain,
  battleStartForest: Cond.BattleStart + ElementCode.forest,
  battleStartSwamp: Cond.BattleStart + ElementCode.swamp,
  battleStartDarkness: Cond.BattleStart + ElementCode.darkness,
  movedStraight2: Cond.MovedStraight2,
  movedTwoDirections: Cond.MovedTwoDirections,
};

/**
 * Per-card and per-game (G.ModMask) summary bits: bit `op` when the card holds a modifier with that
 * op for itself (a keyword grant, for op Grant), bit MOD_AURA + op for an aura, bit MOD_NUM + num for
 * a numeric-keyword grant (self or aura). A
 * fold whose op no card of the game holds returns at once (most games hold few of the ops).
 */
export const MOD_AURA = 8;
export const MOD_NUM = 16;

/** The compiled modifiers of a card db (struct of arrays; `m` = cards + 1). */
export interface ModTables {
  /** Per card: MOD_* summary bits, and the union of the keyword bits its grants give. */
  readonly cardMask: Uint32Array;
  readonly cardGrantKw: Int32Array;
  /** Card i holds modifiers start[i] .. start[i+1]. */
  readonly start: Int32Array;
  readonly op: Uint8Array;
  readonly amount: Int8Array;
  /** 0 = every tier. */
  readonly tier: Uint8Array;
  /** Damage-kind bits (DMG_*). */
  readonly dmg: Int32Array;
  /** 'damageTaken' only from directed strikes. */
  readonly directed: Uint8Array;
  readonly when: Uint8Array;
  readonly to: Uint8Array;
  /** Granted Kw / GKw bits; granted numeric keyword (Num). */
  readonly kw: Int32Array;
  readonly num: Uint8Array;
  /** Static part of `vs`, per (modifier, card): vsCard[mod * stride + card] = 1 when the card passes, 2 when it passes while it has a counter. */
  readonly vsCard: Uint8Array;
  /** 1 when the modifier has a `vs` filter at all; 1 when it needs the other card opposite the receiver. */
  readonly hasVs: Uint8Array;
  readonly vsOpposite: Uint8Array;
  /** Dynamic part of `vs`: 0 = any, 1 = the other card must be closed, 2 = open. */
  readonly vsClosed: Uint8Array;
  /** 1 when the other card must stand in its own row of the receiver's own row number (Эриала). */
  readonly vsMirror: Uint8Array;
  /** 1 when the modifier needs the other card to be the defender of the fight now ("по защитникам"). */
  readonly vsDefender: Uint8Array;
  /** 1 when the other card must have no creature of its controller left and right of it ("alone"). */
  readonly vsAlone: Uint8Array;
  /** The other card's own row number it must stand in (1–3), 0 = any ("по картам во втором ряду противника"). */
  readonly vsOwnRow: Uint8Array;
  /** 1 when the other card must have a «добыча» mark now (mechanics/markers/prey-mark.ts). */
  readonly vsPrey: Uint8Array;
  /** 1 when an aura reaches only its holder's own cards. */
  readonly toOwn: Uint8Array;
  /** Dynamic part of `vs`: 1 = the other card must have {ova}, {ovz} or {armor} now. */
  readonly vsDefended: Uint8Array;
  /** Static filter of an aura's receiver, per (modifier, card). */
  readonly toCard: Uint8Array;
  readonly stride: number;
  /** Per card: its classes as bits (a class index per distinct class word of the db, up to 31). */
  readonly classMask: Int32Array;
  /** The X of an attack bonus (XKind), its element filter (ElementCode + 1, 0 = any) and its maximum (0 = none). */
  readonly xKind: Uint8Array;
  readonly xElem: Uint8Array;
  readonly xMax: Int8Array;
  /** Per card: 1 when it has a discharge, a magic strike or a spell (Cond.NextToTwoEnemiesMagic). */
  readonly magicCard: Uint8Array;
}

function dmgBits(d: DamageSel | readonly DamageSel[]): number {
  if (typeof d === 'string') return DAMAGE_BITS[d];
  let b = 0;
  for (const x of d) b |= DAMAGE_BITS[x];
  return b;
}

function hasMagicFeature(d: CardDef): boolean {
  if (d.ranged && (d.ranged.kind === 'discharge' || d.ranged.kind === 'magic')) return true;
  for (const a of d.abilities ?? []) {
    if ((a.kind === 'activated' || a.kind === 'triggered') && (a.abilityType === 'discharge' || a.abilityType === 'magic' || a.abilityType === 'spell')) return true;
    // Ranged-attack abilities (ranged-abilities.ts): "{tap}: Разряд на 1".
    if (a.kind === 'ranged' && (a.attack === 'discharge' || a.attack === 'magic')) return true;
  }
  return false;
}

function passes(f: ModCardFilter | undefined, d: CardDef, withCounter = false): boolean {
  if (!f) return true;
  if (f.element !== undefined && d.element !== f.element) return false;
  if (f.class !== undefined && !d.classes.includes(f.class)) return false;
  if (f.magicFeature && !hasMagicFeature(d)) return false;
  if (f.flyer !== undefined && (d.type === 'flyer') !== f.flyer) return false;
  if (f.maxCost !== undefined && d.cost > f.maxCost) return false;
  // Printed movement (ruling s1_83); a flyer has none.
  if (f.minMove !== undefined && (d.move === null || d.move < f.minMove)) return false;
  if (f.has && !hasFeature(d, f.has, withCounter)) return false;
  return true;
}

/** Does the card have an attack or ability of one of these types (as TargetFilter.has, compile/compile.ts hasTypes)? */
function hasFeature(d: CardDef, types: readonly string[], withCounter: boolean): boolean {
  if (d.ranged && types.includes(d.ranged.kind)) return true;
  for (const a of d.abilities ?? []) {
    if (a.kind === 'ranged' && types.includes(a.attack)) return true;
    if (a.kind === 'activated' && types.includes(a.abilityType)) return true;
    // "Пока на <карте> есть {counter} — получает «… разряд …»" (mechanics/triggers/while-counters.ts; ruling s1_125 on Бон и Берроу).
    if (withCounter && a.kind === 'triggered' && a.whileCounters && a.ranged && types.includes(a.ranged.attack)) return true;
  }
  return false;
}

/**
 * Compile the modifiers of `defs` (abilities flattened as in compile/compile.ts) and set Cap.Modifier /
 * Cap.ModAura in `caps`.
 */
export function compileModifiers(defs: readonly CardDef[], abilities: readonly Ability[], abilStart: Int32Array, caps: { [i: number]: number }): ModTables {
  const n = defs.length;
  const m = n + 1;
  const start = new Int32Array(m + 1);
  const list: Extract<Ability, { kind: 'modifier' }>[] = [];
  for (let i = 0; i < n; i++) {
    start[i] = list.length;
    for (let k = abilStart[i]!; k < abilStart[i + 1]!; k++) {
      const a = abilities[k]!;
      if (a.kind !== 'modifier') continue;
      list.push(a);
      caps[i] = caps[i]! | Cap.Modifier | (a.to && a.to !== 'self' ? Cap.ModAura : 0);
      // "в начале боя …, если у вас есть <стихия> существо": the reveal takes a snapshot (recruit.ts).
      if (a.when?.startsWith('battleStart')) caps[i] = caps[i]! | Cap.Recruit;
      // "Строй: …" (a formation condition or an aura over the formation partners): the card has Строй.
      if (a.when === 'formation' || (a.to && a.to !== 'self' && a.to.near === 'formation')) caps[i] = caps[i]! | Cap.Formation;
    }
  }
  start[n] = list.length;
  start[m] = list.length;
  const nm = list.length;
  const t: ModTables = {
    cardMask: new Uint32Array(m),
    cardGrantKw: new Int32Array(m),
    start,
    op: new Uint8Array(nm),
    amount: new Int8Array(nm),
    tier: new Uint8Array(nm),
    dmg: new Int32Array(nm),
    directed: new Uint8Array(nm),
    when: new Uint8Array(nm),
    to: new Uint8Array(nm),
    kw: new Int32Array(nm),
    num: new Uint8Array(nm),
    vsCard: new Uint8Array(nm * m),
    hasVs: new Uint8Array(nm),
    vsOpposite: new Uint8Array(nm),
    vsClosed: new Uint8Array(nm),
    vsMirror: new Uint8Array(nm),
    vsDefender: new Uint8Array(nm),
    vsAlone: new Uint8Array(nm),
    vsOwnRow: new Uint8Array(nm),
    vsPrey: new Uint8Array(nm),
    toOwn: new Uint8Array(nm),
    vsDefended: new Uint8Array(nm),
    toCard: new Uint8Array(nm * m),
    stride: m,
    classMask: new Int32Array(m),
    xKind: new Uint8Array(nm),
    xElem: new Uint8Array(nm),
    xMax: new Int8Array(nm),
    magicCard: new Uint8Array(m),
  };
  const classIndex = new Map<string, number>();
  for (let j = 0; j < n; j++) {
    let bits = 0;
    for (const c of defs[j]!.classes) {
      let ci = classIndex.get(c);
      if (ci === undefined) classIndex.set(c, (ci = classIndex.size));
      if (ci < 31) bits |= 1 << ci;
    }
    t.classMask[j] = bits;
  }
  for (let j = 0; j < n; j++) t.magicCard[j] = hasMagicFeature(defs[j]!) ? 1 : 0;
  for (let k = 0; k < nm; k++) {
    const a = list[k]!;
    const mod = a.mod;
    let vs: ModCardFilter | undefined;
    switch (mod.op) {
      case 'attackBonus':
        t.op[k] = ModOp.AttackBonus;
        t.amount[k] = mod.amount;
        t.tier[k] = mod.tier ?? 0;
        t.dmg[k] = dmgBits(mod.damage);
        vs = mod.vs;
        if (mod.x) compileX(t, k, mod.x);
        break;
      case 'damageTaken':
        t.op[k] = ModOp.DamageTaken;
        t.amount[k] = mod.amount;
        t.dmg[k] = dmgBits(mod.damage);
        t.directed[k] = mod.directed ? 1 : 0;
        t.tier[k] = mod.tier ?? 0;
        vs = mod.vs;
        break;
      case 'tierCap':
        t.op[k] = ModOp.TierCap;
        t.tier[k] = mod.tier;
        t.dmg[k] = dmgBits(mod.damage);
        break;
      case 'protectTier':
        t.op[k] = ModOp.ProtectTier;
        t.tier[k] = mod.tier;
        t.dmg[k] = dmgBits(mod.damage);
        break;
      case 'grant':
        t.op[k] = ModOp.Grant;
        t.kw[k] = GRANT_KW[mod.kw];
        t.num[k] = GRANT_NUM[mod.kw] ?? Num.None;
        t.amount[k] = mod.amount ?? 0;
        vs = mod.vs;
        break;
    }
    t.when[k] = a.when ? COND[a.when] : Cond.Always;
    const to = a.to && a.to !== 'self' ? a.to : undefined;
    t.to[k] = to ? (to.near === 'leftRight' ? To.LeftRight : to.near === 'formation' ? To.Formation : To.Adjacent) : To.Self;
    t.toOwn[k] = to && !to.own ? 0 : 1;
    t.hasVs[k] = vs ? 1 : 0;
    t.vsOpposite[k] = vs?.opposite ? 1 : 0;
    t.vsClosed[k] = vs?.closed === undefined ? 0 : vs.closed ? 1 : 2;
    t.vsMirror[k] = vs?.mirrorRow ? 1 : 0;
    t.vsDefender[k] = vs?.defender ? 1 : 0;
    t.vsDefended[k] = vs?.defended ? 1 : 0;
    t.vsAlone[k] = vs?.alone ? 1 : 0;
    t.vsOwnRow[k] = vs?.ownRow ?? 0;
    t.vsPrey[k] = vs?.preyMarked ? 1 : 0;
    for (let j = 0; j < n; j++) {
      // 2: the card passes only while it has a counter (a feature it has "пока есть {counter}", mechanics/triggers/while-counters.ts).
      t.vsCard[k * m + j] = passes(vs, defs[j]!) ? 1 : passes(vs, defs[j]!, true) ? 2 : 0;
      t.toCard[k * m + j] = passes(to?.filter, defs[j]!) ? 1 : 0;
    }
  }
  // Per-card summaries (MOD_*): a numeric grant sets its MOD_NUM bit instead of the Grant bit
  // (grantedKw folds only keyword grants).
  for (let i = 0; i < n; i++) {
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      if (t.to[k] !== To.Self) t.cardMask[i] = t.cardMask[i]! | (1 << (MOD_AURA + t.op[k]!));
      else if (t.num[k] === Num.None) t.cardMask[i] = t.cardMask[i]! | (1 << t.op[k]!);
      if (t.num[k] !== Num.None) t.cardMask[i] = t.cardMask[i]! | (1 << (MOD_NUM + t.num[k]!));
      t.cardGrantKw[i] = t.cardGrantKw[i]! | t.kw[k]!;
    }
  }
  return t;
}

function compileX(t: ModTables, k: number, x: ModAmount): void {
  if ('count' in x) {
    t.xKind[k] = XKind.OtherOwnCreatures;
    t.xElem[k] = x.element !== undefined ? ELEMENT_CODE[x.element] + 1 : 0;
    t.xMax[k] = x.max ?? 0;
  } else t.xKind[k] = x.of === 'otherPrintedStrike' ? XKind.OtherPrintedStrike : x.of === 'ownCounters' ? XKind.OwnCounters : XKind.HalfOtherLife;
}

// ---- evaluation ---------------------------------------------------------------------------------

/** Enemy creatures on the cells next to holder h (8-neighbourhood) that pass: weak strike ≥ 3 (`magic` 0) or a magic feature. */
function adjacentEnemies(s: GameState, h: number, magic: boolean): number {
  if (s.zone[h] !== Zone.Field) return 0;
  const db = s.db;
  const c = s.cell[h]!;
  const p = s.ctrl[h]!;
  let n = 0;
  for (let nb = 0; nb < 8; nb++) {
    const nc = NEIGH8[c * 8 + nb]!;
    if (nc < 0) break;
    const o = s.board[nc]!;
    // A face-down card shows no strike and no features (its controller's opponent cannot judge it: observe.ts).
    if (o === NONE || s.ctrl[o] === p || (s.flags[o]! & Flag.Hidden) !== 0) continue;
    const card = s.card[o]!;
    // Printed values (ruling s1_144 on the printed weak strike).
    if (magic ? db.mods.magicCard[card] === 1 : db.strike[3 * card]! >= 3) n++;
  }
  return n;
}

/** "+X … где X — …": the X of attack bonus k of holder h, against `other`, for a strike of `tier` (0 = not a simple strike). */
function xAmount(s: GameState, k: number, h: number, other: number, tier: number): number {
  const t = s.db.mods;
  switch (t.xKind[k]) {
    case XKind.OtherOwnCreatures: {
      // "число других … существ в вашем отряде": the holder's side, battlefield and auxiliary zone.
      const p = s.ctrl[h]!;
      const el = t.xElem[k]!;
      let n = 0;
      for (let z = 0; z < 2; z++) {
        const zone = z === 0 ? Zone.Field : Zone.Aux;
        const len = listLen(s, p, zone);
        for (let j = 0; j < len; j++) {
          const o = listAt(s, p, zone, j);
          if (o !== h && (el === 0 || s.db.element[s.card[o]!] === el - 1)) n++;
        }
      }
      const max = t.xMax[k]!;
      return max > 0 && n > max ? max : n;
    }
    case XKind.OtherPrintedStrike:
      // Printed value (ruling s1_156), of the tier of this strike.
      return other >= 0 && tier > 0 ? s.db.strike[3 * s.card[other]! + tier - 1]! : 0;
    case XKind.HalfOtherLife: {
      if (other < 0) return 0;
      const left = s.db.life[s.card[other]!]! + s.extraLives[other]! + s.tLife[other]! - s.wounds[other]!;
      return left > 0 ? left >> 1 : 0;
    }
    case XKind.OwnCounters:
      // "+X к {strike}, где X — количество {counter} на <карте>" (Камнедрев s1_84): counters now.
      return s.counters[h]!;
    default:
      return 0;
  }
}

/** Does the holder condition hold for holder h? */
export function condHolds(s: GameState, h: number, c: number): boolean {
  switch (c) {
    case Cond.Always:
      return true;
    case Cond.EnemyFrontRowEmpty: {
      // The enemy's own row 1: board row 3 (A4–E4) for seat 1, row 2 (A3–E3) for seat 0.
      const e = 1 - s.ctrl[h]!;
      const row = e === 0 ? 2 : 3;
      return (s.g[G.Occ + e]! & (0x1f << (row * COLS))) === 0;
    }
    case Cond.NoCounters:
      return s.counters[h] === 0;
    case Cond.HasCounters:
      return s.counters[h]! > 0;
    case Cond.Formation:
      // "Строй: …" (core/systems/formation.ts): partners are kept current on every board change.
      return inFormation(s, h);
    case Cond.Unwounded:
      return s.wounds[h] === 0;
    case Cond.OwnUnwoundedInFront: {
      const fc = frontCell(s, h);
      if (fc < 0) return false;
      const o = s.board[fc]!;
      return o !== NONE && s.ctrl[o] === s.ctrl[h] && s.wounds[o] === 0;
    }
    case Cond.CentralColumn:
      return s.zone[h] === Zone.Field && colOf(s.cell[h]!) === 2;
    case Cond.EdgeColumn: {
      if (s.zone[h] !== Zone.Field) return false;
      const col = colOf(s.cell[h]!);
      return col === 0 || col === COLS - 1;
    }
    case Cond.ThreeOwnUnwoundedAdjacent:
    case Cond.MoreOwnThanEnemyAdjacent: {
      // "рядом": the 8 neighbouring cells (flyers in the auxiliary zone stand next to no one).
      if (s.zone[h] !== Zone.Field) return false;
      const p = s.ctrl[h]!;
      const c0 = s.cell[h]! * 8;
      let own = 0;
      let enemy = 0;
      for (let j = 0; j < 8; j++) {
        const nc = NEIGH8[c0 + j]!;
        if (nc < 0) break;
        const o = s.board[nc]!;
        if (o === NONE) continue;
        if (s.ctrl[o] !== p) enemy++;
        else if (c === Cond.MoreOwnThanEnemyAdjacent || s.wounds[o] === 0) own++;
      }
      return c === Cond.ThreeOwnUnwoundedAdjacent ? own >= 3 : own > enemy;
    }
    case Cond.FourClassesAdjacent:
      return classesAdjacent(s, h) >= 4;
    case Cond.Defending:
      return s.g[G.Defender] === h;
    case Cond.OwnCreatureInEveryRow: {
      // Every one of the six rows of the battlefield holds a card of the holder's controller.
      const occ = s.g[G.Occ + s.ctrl[h]!]!;
      for (let r = 0; r < 6; r++) if ((occ & (0x1f << (r * COLS))) === 0) return false;
      return true;
    }
    case Cond.NextToTwoEnemiesWeakStrike3:
      return adjacentEnemies(s, h, false) >= 2;
    case Cond.NextToTwoEnemiesMagic:
      return adjacentEnemies(s, h, true) >= 2;
    case Cond.BattleStart + ElementCode.steppe:
    case Cond.BattleStart + ElementCode.mountain:
    case Cond.BattleStart + ElementCode.forest:
    case Cond.BattleStart + ElementCode.swamp:
    case Cond.BattleStart + ElementCode.darkness:
      return battleStartHad(s, h, c - Cond.BattleStart);
    // Риала s1_23 (core/systems/turn-record.ts): "до конца вашего хода" — the record is of this turn, and
    // only the controller's own turn counts.
    case Cond.MovedStraight2:
      return s.g[G.Active] === s.ctrl[h] && movedStraight2(s, h);
    case Cond.MovedTwoDirections:
      return s.g[G.Active] === s.ctrl[h] && movedTwoDirections(s, h);
    default:
      return false;
  }
}

const classScratch = new Int32Array(8);
const classOwner = new Int32Array(32);

/**
 * Eorval's count: the largest number of creatures on the 8 neighbouring cells of h that can each be
 * given a different class of its own (bipartite matching by augmenting paths; at most 8 creatures).
 * Hidden cards are judged by their real card.
 */
function classesAdjacent(s: GameState, h: number): number {
  if (s.zone[h] !== Zone.Field) return 0;
  const masks = s.db.mods.classMask;
  const c0 = s.cell[h]! * 8;
  let n = 0;
  for (let j = 0; j < 8; j++) {
    const nc = NEIGH8[c0 + j]!;
    if (nc < 0) break;
    const o = s.board[nc]!;
    if (o !== NONE && masks[s.card[o]!] !== 0) classScratch[n++] = masks[s.card[o]!]!;
  }
  if (n < 4) return 0;
  classOwner.fill(-1);
  let matched = 0;
  for (let j = 0; j < n; j++) if (augment(j, 0)) matched++;
  return matched;
}

/** Augmenting path from creature j (`seen`: classes visited in this search, as bits). */
function augment(j: number, seen: number): boolean {
  const m = classScratch[j]!;
  for (let c = 0; c < 31; c++) {
    const bit = 1 << c;
    if ((m & bit) === 0 || (seen & bit) !== 0) continue;
    seen |= bit;
    const o = classOwner[c]!;
    if (o < 0 || augment(o, seen)) {
      classOwner[c] = j;
      return true;
    }
  }
  return false;
}

/**
 * Does x have {ova}, {ovz} or {armor} now: printed, timed (durations.ts), from Строй (formation.ts)
 * or from a modifier grant (ruling s1_40 Мразень: acquired ones count, e.g. Пеший латник in formation)?
 */
function hasDefenceKeyword(s: GameState, x: number): boolean {
  const db = s.db;
  const c = s.card[x]!;
  if (db.ova[c]! > 0 || db.ovz[c]! > 0 || db.armor[c]! > 0 || s.tOva[x]! > 0 || s.tOvz[x]! > 0) return true;
  if (formationNum(s, x, 0) > 0 || formationNum(s, x, 1) > 0 || formationNum(s, x, 2) > 0) return true;
  return grantedNum(s, x, Num.Armor, NONE) > 0 || grantedNum(s, x, Num.Ova, NONE) > 0 || grantedNum(s, x, Num.Ovz, NONE) > 0;
}

/** The cell straight in front of instance x (towards the enemy), or -1. */
function frontCell(s: GameState, x: number): number {
  if (s.zone[x] !== Zone.Field) return -1;
  const c = s.cell[x]!;
  const r = rowOf(c) + (s.ctrl[x] === 0 ? 1 : -1);
  return r < 0 || r > 5 ? -1 : c + (s.ctrl[x] === 0 ? COLS : -COLS);
}

/** No creature of o's controller stands left or right of o (a card off the battlefield has no neighbours). */
function alone(s: GameState, o: number): boolean {
  if (s.zone[o] !== Zone.Field) return true;
  const c = s.cell[o]!;
  const col = colOf(c);
  const p = s.ctrl[o]!;
  const l = col > 0 ? s.board[c - 1]! : NONE;
  const r = col < COLS - 1 ? s.board[c + 1]! : NONE;
  return (l === NONE || s.ctrl[l] !== p) && (r === NONE || s.ctrl[r] !== p);
}

/** Does `other` stand in its controller's row of the number of x's own row (both on the battlefield, in their own halves)? */
function mirrorRow(s: GameState, x: number, other: number): boolean {
  if (s.zone[other] !== Zone.Field || s.zone[x] !== Zone.Field) return false;
  const r = ownRowNumber(s.ctrl[x]!, s.cell[x]!);
  return r !== 0 && ownRowNumber(s.ctrl[other]!, s.cell[other]!) === r;
}

/** Does modifier k of holder h reach receiver x, with `other` as the other card of the attack? */
function reaches(s: GameState, k: number, h: number, x: number, other: number): boolean {
  const t = s.db.mods;
  const to = t.to[k]!;
  if (to !== To.Self) {
    if (h === x || (t.toOwn[k] === 1 && s.ctrl[h] !== s.ctrl[x]) || s.zone[x] !== Zone.Field || t.toCard[k * t.stride + s.card[x]!] === 0) return false;
    if (to === To.LeftRight && (rowOf(s.cell[h]!) !== rowOf(s.cell[x]!) || Math.abs(colOf(s.cell[h]!) - colOf(s.cell[x]!)) !== 1)) return false;
    if (to === To.Formation && !inFormationWith(s, h, x)) return false;
  }
  if (t.hasVs[k]) {
    if (other === NONE || other < 0) return false;
    const vc0 = t.vsCard[k * t.stride + s.card[other]!]!;
    if (vc0 === 0 || (vc0 === 2 && s.counters[other]! === 0)) return false;
    if (t.vsOpposite[k] && (s.zone[other] !== Zone.Field || s.cell[other] !== frontCell(s, x))) return false;
    const vc = t.vsClosed[k]!;
    if (vc !== 0 && ((s.flags[other]! & Flag.Closed) !== 0) !== (vc === 1)) return false;
    if (t.vsMirror[k] && !mirrorRow(s, x, other)) return false;
    if (t.vsDefender[k] && other !== s.g[G.Defender]) return false;
    if (t.vsDefended[k] && !hasDefenceKeyword(s, other)) return false;
    if (t.vsAlone[k] && !alone(s, other)) return false;
    if (t.vsOwnRow[k] !== 0 && (s.zone[other] !== Zone.Field || ownRowNumber(s.ctrl[other]!, s.cell[other]!) !== t.vsOwnRow[k])) return false;
    if (t.vsPrey[k] !== 0 && !s.hooks.markedForModifier(s, other)) return false; // mechanics/markers/prey-mark.ts
  }
  return condHolds(s, h, t.when[k]!);
}

const SUM = 0;
const MIN = 1;
const OR = 2;

/**
 * Fold the modifiers with op `op` that reach receiver x: its own, and (when some card has an aura)
 * the auras of the cards next to it. `dmg` filters by damage kind (0 = any), `tier` by tier (0 =
 * any), `num` selects a numeric grant. SUM adds amounts, MIN takes the lowest tier, OR joins kw bits.
 */
function fold(s: GameState, x: number, op: number, dmg: number, tier: number, other: number, num: number, mode: number, init: number): number {
  const gm = s.g[G.ModMask]!;
  // The card summaries (t.cardMask, MOD_* bits): x's own modifiers of this op, auras of it in this game.
  const own = num !== Num.None ? 1 << (MOD_NUM + num) : 1 << op;
  const aura = 1 << (MOD_AURA + op);
  if ((gm & aura) === 0 && (s.db.mods.cardMask[s.card[x]!]! & own) === 0) return init;
  return foldFrom(s, x, op, dmg, tier, other, num, mode, init, own, aura);
}

function foldFrom(s: GameState, x: number, op: number, dmg: number, tier: number, other: number, num: number, mode: number, init: number, own: number, aura: number): number {
  const db = s.db;
  const t = db.mods;
  let acc = init;
  let h = x;
  // The occupied cells around x: only their cards can hold an aura that reaches it.
  let near = (s.g[G.ModMask]! & aura) !== 0 && s.zone[x] === Zone.Field ? NEIGH8_MASK[s.cell[x]!]! & (s.g[G.Occ]! | s.g[G.Occ + 1]!) : 0;
  for (;;) {
    const card = s.card[h]!;
    if ((t.cardMask[card]! & (h === x ? own : aura)) !== 0) {
      for (let k = t.start[card]!; k < t.start[card + 1]!; k++) {
        if (t.op[k] !== op || (h !== x && t.to[k] === To.Self)) continue;
        if (dmg !== 0 && (t.dmg[k]! & dmg) === 0) continue;
        if (tier !== 0 && t.tier[k] !== 0 && t.tier[k] !== tier) continue;
        if (op === ModOp.Grant && t.num[k] !== num) continue;
        if (t.directed[k] === 1) continue; // folded by foldDirected
        if (!reaches(s, k, h, x, other)) continue;
        if (mode === SUM) acc += t.xKind[k] === XKind.None ? t.amount[k]! : t.amount[k]! + xAmount(s, k, h, other, tier);
        else if (mode === MIN) acc = t.tier[k]! < acc ? t.tier[k]! : acc;
        else acc |= t.kw[k]!;
      }
    }
    // Next neighbour holding an aura, lowest cell first (the fold is a sum, a minimum or a union: order-free).
    h = NONE;
    while (near !== 0) {
      const o = s.board[31 - Math.clz32(near & -near)]!;
      near &= near - 1;
      if ((db.caps[s.card[o]!]! & Cap.ModAura) !== 0) {
        h = o;
        break;
      }
    }
    if (h === NONE) return acc;
  }
}

/**
 * Wounds of an attack of kind `dmg` (DMG_* bit) from src to dst after the static modifiers: the
 * source's bonuses (for `tier`, 0 = not a simple strike), then the target's reductions. Call only
 * when G.Caps has Cap.Modifier and the attack hits (tier > 0 for simple strikes).
 */
export function modWound(s: GameState, src: number, dst: number, amount: number, dmg: number, tier: number): number {
  let v = amount;
  if (src >= 0) v += fold(s, src, ModOp.AttackBonus, dmg, tier, dst, 0, SUM, 0);
  if (dst >= 0) {
    // `tier`: "-1 от слабых {strike}" reads the (capped) tier of a simple strike.
    v += fold(s, dst, ModOp.DamageTaken, dmg, tier, src, 0, SUM, 0);
    // "-N от направленных ударов": only a directed simple strike (НУ).
    if (dmg === DMG_STRIKE && src >= 0 && directedStrike(s, src, dst)) v += foldDirected(s, dst, src);
  }
  // "сводит каждую атаку … к 1" (Призывающая бурю; mechanics/strike/row-attack-cap.ts), after the modifiers.
  if ((s.g[G.Gates]! & Gate.AttackWoundCap) !== 0) return s.hooks.attackWoundCap(s, src, v < 0 ? 0 : v, dmg);
  return v < 0 ? 0 : v;
}

/** The 'damageTaken … directed' modifiers are folded separately (they need the strike's direction). */
function foldDirected(s: GameState, dst: number, src: number): number {
  const t = s.db.mods;
  const card = s.card[dst]!;
  if ((s.db.caps[card]! & Cap.Modifier) === 0) return 0;
  let acc = 0;
  for (let k = t.start[card]!; k < t.start[card + 1]!; k++) {
    if (t.op[k] === ModOp.DamageTaken && t.directed[k] === 1 && t.to[k] === To.Self && reaches(s, k, dst, dst, src)) acc += t.amount[k]!;
  }
  return acc;
}

/** Tier of a simple strike (or counter-strike, by `dmg`) from src at dst after dst's caps. */
export function modTier(s: GameState, src: number, dst: number, tier: number, dmg: number): number {
  if (tier <= 1) return tier;
  const cap = fold(s, dst, ModOp.TierCap, dmg, 0, src, 0, MIN, 3);
  return cap < tier ? cap : tier;
}

/**
 * "Защита от слабых {strike}": does dst's tier protection stop this strike of src (511.3)? Not
 * against a flyer that ignores {zoal} (ruling s1_21).
 */
export function tierProtected(s: GameState, src: number, dst: number, tier: number, dmg: number): boolean {
  if (tier === 0) return false;
  const t = s.db.mods;
  let hit = false;
  const card = s.card[dst]!;
  if ((s.db.caps[card]! & Cap.Modifier) !== 0) {
    for (let k = t.start[card]!; k < t.start[card + 1]!; k++) {
      if (t.op[k] === ModOp.ProtectTier && t.tier[k] === tier && (t.dmg[k]! & dmg) !== 0 && t.to[k] === To.Self && reaches(s, k, dst, dst, src)) hit = true;
    }
  }
  if (!hit) return false;
  return !ignoresProtections(s, src);
}

/** "Игнорирует {zoal}" on a flyer: its attacks ignore protections (ruling s1_21). */
export function ignoresProtections(s: GameState, src: number): boolean {
  return src >= 0 && (s.g[G.ModGrantKw]! & GKw.IgnoreZoal) !== 0 && isFlyer(s, src) && (fold(s, src, ModOp.Grant, 0, 0, NONE, Num.None, OR, 0) & GKw.IgnoreZoal) !== 0;
}

/** Keyword bits granted to x (against `other`, for `vs` grants; NONE = only unconditional-by-target ones). */
export function grantedKw(s: GameState, x: number, other: number): number {
  return fold(s, x, ModOp.Grant, 0, 0, other, Num.None, OR, 0);
}

/** Amount granted to a numeric keyword of x (Num.Armor / Ova / Ovz), against `other`. */
export function grantedNum(s: GameState, x: number, num: number, other: number): number {
  const v = fold(s, x, ModOp.Grant, 0, 0, other, num, SUM, 0);
  // The die of an attack at a card marked by Хозяйка прайда s1_9 (durations.ts; only with timed entries).
  return num === Num.Die && other >= 0 && s.timedLen[0] !== 0 ? v + markedDie(s, x, other) : v;
}

/**
 * The movement allowance of instance i now (506.4): printed + timed (durations.ts) + granted
 * ("+N к {move}", a numeric grant; read only in games where some card holds one), at least 0.
 */
export function moveAllowance(s: GameState, i: number): number {
  let mv = s.db.move[s.card[i]!]! + s.tMove[i]!;
  if ((s.g[G.ModMask]! & (1 << (MOD_NUM + Num.Move))) !== 0) mv += grantedNum(s, i, Num.Move, NONE);
  return mv > 0 ? mv : 0;
}

/** Granted {regen} of instance i ("{regen}N" as a numeric grant; 0 at once in games where no card holds one). */
export function grantedRegen(s: GameState, i: number): number {
  return (s.g[G.ModMask]! & (1 << (MOD_NUM + Num.Regen))) !== 0 ? grantedNum(s, i, Num.Regen, NONE) : 0;
}

/** May ground creature i strike enemy flyers by a grant ("может атаковать летающих {strike}")? */
export function strikesFlyers(s: GameState, i: number): boolean {
  return (s.g[G.ModGrantKw]! & GKw.StrikeFlyers) !== 0 && (grantedKw(s, i, NONE) & GKw.StrikeFlyers) !== 0;
}

/** Is the simple strike of a at t directed (НУ printed, or granted against t)? */
export function directedStrike(s: GameState, a: number, t: number): boolean {
  if ((s.db.kw[s.card[a]!]! & Kw.Directed) !== 0) return true;
  if ((s.g[G.ModGrantKw]! & Kw.Directed) === 0) return false;
  return (grantedKw(s, a, t) & Kw.Directed) !== 0;
}

/** Damage-kind bit of a wound from an ability of AttackKind `type`. */
export function abilityDamageBit(type: number): number {
  return 1 << type;
}
