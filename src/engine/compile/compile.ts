/**
 * The compiled card database: static card definitions flattened into typed arrays indexed by card
 * index (struct of arrays). Built once at load, shared read-only by every game in a worker.
 *
 * Index `unknown` (= defs.length) is a sentinel row for a card the observer cannot see: face-down
 * enemy cards and unknown deck contents in an observation (observe.ts).
 *
 * The CardDb type and its queries live in core/card-db.ts (the core reads the tables; this file fills them).
 */
export type { CardDb } from '../core/card-db.js';
export { forbids, squadConflict } from '../core/card-db.js';
import type { CardDef, RangedKind } from '../vocab/card.js';
import type { CardDb } from '../core/card-db.js';
import { ABILITY_TYPE, DECL_AT_BACK_ROWS, DIE_DEFENDER, DIE_REROLL, DIE_SPECIAL, DIE_STRIKE_VALUE, DIE_WOUND_IF_ONE, EOT_SURROUNDED8, EOT_UNMOVED, FORCED_ADJACENT_OWN, FORCED_TARGET, IfOrder, MARK_CODE, MARK_COUNT_SHIFT, MECH_CAP_WORDS, MECH_OP_BASE, OP, TARGET_CODE, UPTO_ANY_ROW, UPTO_EXTRA_LIVES, UPTO_FREE_ENEMY_ROW, UPTO_OWN_LIVES, UPTO_STRIKE_WOUNDS } from '../core/codes.js';
import { MECHANIC_COMPILE, MECHANIC_HOOKS } from '../mechanics/index.js';
import { CapBit, CapWord, gatesOfMech, MECH_GATES, MechOp } from '../mechanics/ids.js';
import type { Hooks } from '../core/hooks.js';
import type { CardColumn, CompilePasses, CompileSink, MechanicCompile } from './passes.js';

/** The vocabulary's code tables live in core/codes.ts (the core reads them); re-exported for old importers. */
export { ABILITY_TYPE, OP, TARGET_CODE };
import type { Ability, EffectMatch, EffectSpec, TriggerPoint } from '../vocab/ability.js';
import { AbKind, AttackKind, Cap, ELEMENT_CODE, ElementCode, Kw, Op, Tgt, Trig, Window, XMode } from '../core/enums.js';
import { isGraveyardTrigger, triggerFilterBits } from '../core/systems/special-strike.js';
import { MOVE_JUMP_ONLY, MOVE_NEXT_TO_COST_SHIFT } from '../core/systems/trigger-conditions.js';
import { RX_CLOSE_SHIFT, RX_SIDE_WEAK } from '../core/systems/ranged-abilities.js';
import { compileCounterTables, withImplicitAccumulate } from '../core/systems/counters.js';
import { durationCode, grantFieldMasks } from '../core/systems/durations.js';
import { grantKeywordBits } from '../core/systems/grant-keywords.js';
import { STRIKE_KEYWORD_BIT, type StrikeKeyword } from '../core/systems/strike-keywords.js';
import { needsTurnRecord } from '../core/systems/turn-record.js';
import type { RuleKeyword } from '../vocab/ability.js';
import { KEYWORD_BIT, KEYWORD_BIT2 } from '../core/systems/keywords.js';
import { formationCode } from '../core/systems/formation.js';
import { COND, compileModifiers } from '../core/systems/modifiers.js';
import { compileTriggerEvents } from '../core/trigger-events.js';
import { PROPHECY_BLOCK, prophecyTestCode } from '../core/systems/prophecy.js';

/** Rows of a timed grant lasting "на X ходов противника" with X from an "X{counter}" cost (X < this). */
const GRANT_X_ROWS = 10;


/** Has the card a static bonus to its own simple strike ("+X к {strike}", core/systems/modifiers.ts)? */
function strikeBonusOf(d: CardDef): boolean {
  for (const a of d.abilities ?? []) {
    if (a.kind !== 'modifier' || a.mod.op !== 'attackBonus' || (a.to && a.to !== 'self')) continue;
    const dmg = a.mod.damage;
    if ((typeof dmg === 'string' ? [dmg] : dmg).some((x) => x === 'strike' || x === 'simple' || x === 'strikes')) return true;
  }
  return false;
}

const TRIGGER: Record<TriggerPoint, number> = {
  startOfOwnTurn: Trig.StartOfOwnTurn,
  selfWounded: Trig.SelfWounded,
  selfDealtWounds: Trig.SelfDealtWounds,
  otherCreatureDies: Trig.OtherCreatureDies,
  selfAttacks: Trig.SelfAttacks,
  selfGainsExtraLives: Trig.SelfGainsExtraLives,
  selfHealed: Trig.SelfHealed,
  startOfBattle: Trig.StartOfBattle,
  selfMoves: Trig.SelfMoves,
  selfPrepays: Trig.SelfPrepays,
  selfDies: Trig.SelfDies,
  valhalla: Trig.Valhalla,
  selfStrikes: Trig.SelfStrikes,
  selfStruck: Trig.SelfStruck,
  selfBecomesDefender: Trig.SelfBecomesDefender,
  selfKills: Trig.SelfKills,
  ownIncarnates: Trig.OwnIncarnates,
  selfIncarnates: Trig.SelfIncarnates,
  selfTargeted: Trig.SelfTargeted,
  enemyDeclares: Trig.EnemyDeclares,
  startOfEnemyTurn: Trig.StartOfEnemyTurn,
  endOfOwnTurn: Trig.EndOfOwnTurn,
  endOfEnemyTurn: Trig.EndOfEnemyTurn,
  creatureMovesNextTo: Trig.CreatureMovesNextTo,
  selfGainsIncToken: Trig.SelfGainsIncToken,
  delayedRowSpell: Trig.DelayedRowSpell,
  rangedAttackNextTo: Trig.RangedAttackNextTo,
  ownTeleportsFromNextTo: Trig.OwnTeleportsFromNextTo,
  selfSteps: Trig.SelfSteps,
  ownForestChain: Trig.ForestChain,
  ownProphecy: Trig.OwnProphecy,
  selfShown: Trig.SelfShown,
  ownMisses: Trig.OwnMisses,
  selfReachesCounters: Trig.SelfReachesCounters,
  enemyPoisonWounded: Trig.EnemyPoisonWounded,
  enemyDiesOfPoison: Trig.EnemyDiesOfPoison,
};
const EFFECT_MATCH_OP: Record<EffectMatch['op'], number> = { wound: Op.Wound, heal: Op.Heal, extraLives: Op.ExtraLives };

const RANGED_KIND: Record<RangedKind, number> = {
  shot: AttackKind.Shot,
  throw: AttackKind.Throw,
  discharge: AttackKind.Discharge,
  throughRow: AttackKind.ThroughRow,
  magic: AttackKind.Magic,
};

/** Does effect e grant timed regeneration or a timed non-magic prevention (an 'either' option included; Cap.TimedExtras)? */
function grantsTimedExtras(e: EffectSpec): boolean {
  if (e.op === 'either') return grantsTimedExtras(e.options[0]) || grantsTimedExtras(e.options[1]);
  return e.op === 'grant' && (e.grant.regen !== undefined || e.grant.nonMagicReduction !== undefined);
}

/** The amount of an effect (0 for effects without one; -1 for "loses all counters"). */
export function effectAmount(e: EffectSpec): number {
  if (e.op === 'loseCounters' && e.all) return -1;
  if (e.op === 'raisePoison') return e.max;
  if (e.op === 'skipOpen') return e.wholeTurn ? 1 : 0;
  // core/systems/prophecy.ts addNextStrike: the cap rides in bits 8+.
  if (e.op === 'nextStrikeBonus') return e.amount + ((e.max ?? 0) << 8);
  // mechanics/movement/flight.ts: "+N к {strike} до конца боя" in bits 0–7, "теряет все особенности" in bit 8.
  if (e.op === 'loseFeatures') return e.until === 'sourceLeaves' ? 1 : 0; // mechanics/features/lose-features.ts
  if (e.op === 'grantMagicStrike') return e.bonus; // mechanics/strike/granted-strike.ts (the bonus is compiled into the armed twins)
  if (e.op === 'gainFlight') return (e.strike ?? 0) | (e.loseFeatures ? 0x100 : 0);
  // mechanics/markers/cell-markers.ts: the marker kind in bits 0–3, the count of cells from bit 4.
  if (e.op === 'cellMarker') return MARK_CODE[e.marker] | ((e.count ?? 1) << MARK_COUNT_SHIFT);
  // mechanics/markers/cell-markers.ts (db.abAmount is 16 bits): wounds to each adjacent enemy in bits 0–4, the wounds otherwise in bits 5–9, the kind from bit 10.
  if (e.op === 'markerTeleport') {
    if (e.amount > 31 || e.elseWounds > 31) throw new Error('markerTeleport: wounds above 31');
    return e.amount | (e.elseWounds << 5) | (MARK_CODE[e.marker] << 10);
  }
  if (e.op === 'forcedStrike') return e.who === 'adjacentOwn' ? FORCED_ADJACENT_OWN : FORCED_TARGET; // mechanics/strike/forced-strike.ts
  return 'amount' in e ? e.amount : e.op === 'strikeTier' ? e.tier : e.op === 'strikeCap' ? 1 : 0;
}

/**
 * Compile definitions into the flat database. Pure; call once per process or worker.
 *
 * The orchestrator (docs/architecture.md, "Compiling a CardDb"): the extra card rows (the row plans of
 * `passes`), the printed stats and icons, the core's own columns, then every mechanic's compile pass
 * (`passes.mechanics`: the columns each owns, the Cap bits and mechanic ids it declares, its data
 * word, its checks; the hook gates its ids open), then the tables derived from the columns. A column a pass owns is written by that
 * pass alone: owned twice, or written by the core's fill, is an error here.
 */
export function compileCardDb(printed: readonly CardDef[], passes: CompilePasses = MECHANIC_COMPILE): CardDb {
  checkMechanicOps(passes.mechanics, MECHANIC_HOOKS);
  const owners = columnOwners(passes.mechanics);
  // mechanics/features/lose-features.ts: a featureless twin of every card when some card takes features.
  const real = printed.length;
  const withTwins = passes.needsTwins(printed) ? printed.concat(printed.map((d) => passes.featurelessTwin(d))) : printed;
  // mechanics/strike/granted-strike.ts: an armed twin of every card when some card grants a magic strike (after the featureless ones).
  const bonus = passes.grantedStrikeBonus(printed);
  const armedStart = withTwins.length;
  const withArmed = bonus >= 0 ? withTwins.concat(printed.map((d) => passes.armedTwin(d, bonus))) : withTwins;
  // mechanics/features/copy-feature.ts: the copier's rows with each set of donated features (after the armed twins).
  const plan = passes.copyPlan(printed);
  const copyBase = plan.copier >= 0 && plan.donors.length > 0 ? withArmed.length : -1;
  const withCopies = copyBase >= 0 ? withArmed.concat(passes.copyRows(printed, plan.copier, plan.donors)) : withArmed;
  // mechanics/features/formation-copy.ts: the formation copier's rows with each set of donors' Строй bonuses (last).
  const fplan = passes.formationCopyPlan(printed);
  const fcopyBase = fplan.copier >= 0 && fplan.donors.length > 0 ? withCopies.length : -1;
  const defs = fcopyBase >= 0 ? withCopies.concat(passes.formationCopyRows(printed, fplan.copier, fplan.donors)) : withCopies;
  const n = defs.length;
  const m = n + 1;
  const twinOf = new Int16Array(m).fill(-1);
  const origOf = new Int16Array(m);
  const armedOf = new Int16Array(m).fill(-1);
  const armedEnd = withArmed.length;
  const copyEnd = withCopies.length;
  for (let i = 0; i < m; i++) {
    origOf[i] = i >= real && i < armedStart ? i - real : i >= armedStart && i < armedEnd ? i - armedStart : i >= armedEnd && i < copyEnd ? plan.copier : i >= copyEnd && i < n ? fplan.copier : i;
  }
  const fcopyDonor = new Int8Array(m).fill(-1);
  for (let d = 0; d < fplan.donors.length; d++) fcopyDonor[fplan.donors[d]!] = d;
  if (fcopyBase >= 0 && armedStart > real) for (let i = copyEnd; i < n; i++) twinOf[i] = twinOf[fplan.copier]!;
  const copyDonor = new Int8Array(m).fill(-1);
  for (let d = 0; d < plan.donors.length; d++) copyDonor[plan.donors[d]!] = d;
  // A copier row that loses its features: the copier's featureless twin.
  if (copyBase >= 0 && armedStart > real) for (let i = armedEnd; i < n; i++) twinOf[i] = twinOf[plan.copier]!;
  if (armedStart > real) for (let i = 0; i < real; i++) twinOf[i] = real + i;
  if (n > armedStart) {
    for (let i = 0; i < real; i++) {
      armedOf[i] = armedStart + i;
      twinOf[armedStart + i] = twinOf[i]!; // an armed card that loses its features: the printed card's featureless twin
    }
  }
  const cost = new Uint8Array(m);
  const element = new Uint8Array(m);
  const life = new Int16Array(m);
  const move = new Int8Array(m);
  const strike = new Int8Array(m * 3);
  const kw = new Uint32Array(m);
  const kw2 = new Uint32Array(m);
  const ova = new Int8Array(m);
  const ovz = new Int8Array(m);
  const armor = new Int8Array(m);
  const regen = new Int8Array(m);
  const rangedKind = new Uint8Array(m);
  const rangedValue = new Int8Array(m * 3);
  const rangedRange = new Int8Array(m);
  const rangedAdjacent = new Uint8Array(m);
  const nameId = new Int16Array(m);
  const byId = new Map<string, number>();
  const nameIndex = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const d = defs[i]!;
    cost[i] = d.cost;
    element[i] = ELEMENT_CODE[d.element];
    life[i] = d.life;
    move[i] = d.move ?? 0;
    strike[3 * i] = d.strike[0];
    strike[3 * i + 1] = d.strike[1];
    strike[3 * i + 2] = d.strike[2];
    const ic = d.icons;
    let k = 0;
    if (d.type === 'flyer') k |= Kw.Flyer;
    if (ic.direct) k |= Kw.Directed;
    if (ic.zoo) k |= Kw.ProtPoison;
    if (ic.zot) k |= Kw.ProtThrow;
    if (ic.zov) k |= Kw.ProtShot;
    if (ic.zom) k |= Kw.ProtMagic;
    if (ic.zoz) k |= Kw.ProtSpell;
    if (ic.zor) k |= Kw.ProtDischarge;
    if (ic.zoal) k |= Kw.ProtFlyer;
    if (d.elite) k |= Kw.Elite;
    if (d.unique) k |= Kw.Unique;
    if (d.incorporeal) k |= Kw.Incorporeal;
    if (d.hasText && d.support !== 'implemented') k |= Kw.UnsupportedText;
    // A 0-0-0 card cannot strike, unless a static "+X к {strike}" gives it a value (Метаморф s1_156).
    if (d.strike[0] <= 0 && d.strike[1] <= 0 && d.strike[2] <= 0 && !strikeBonusOf(d)) k |= Kw.NoStrike;
    kw[i] = k;
    ova[i] = ic.ova ?? 0;
    ovz[i] = ic.ovz ?? 0;
    armor[i] = ic.armor ?? 0;
    regen[i] = ic.regen ?? 0;
    if (d.ranged) {
      rangedKind[i] = RANGED_KIND[d.ranged.kind];
      rangedValue[3 * i] = d.ranged.values[0];
      rangedValue[3 * i + 1] = d.ranged.values[1];
      rangedValue[3 * i + 2] = d.ranged.values[2];
      rangedRange[i] = d.ranged.range ?? 0;
      rangedAdjacent[i] = d.ranged.adjacentAllowed ? 1 : 0;
    }
    byId.set(d.id, i);
    const nm = d.name.toLowerCase().replace(/ё/g, 'е');
    if (!nameIndex.has(nm)) nameIndex.set(nm, i);
    nameId[i] = nameIndex.get(nm)!;
  }
  // Sentinel "unknown card": a 1-life body with no strike, so nothing reads garbage.
  life[n] = 1;
  kw[n] = Kw.NoStrike;
  element[n] = ElementCode.neutral;
  nameId[n] = n;

  // 535.9 restrictions, resolved against names and classes once.
  const forbidStart = new Int32Array(m + 1);
  const forbid: number[] = [];
  for (let i = 0; i < n; i++) {
    forbidStart[i] = forbid.length;
    const r = defs[i]!.cannotJoinWith;
    if (!r) continue;
    for (let j = 0; j < n; j++) {
      const o = defs[j]!;
      const byName = r.names?.includes(o.name) ?? false;
      const byClass = r.classes?.some((c) => o.classes.includes(c)) ?? false;
      if (byName || byClass) forbid.push(j);
    }
  }
  forbidStart[n] = forbid.length;
  forbidStart[m] = forbid.length;
  const inConflict = new Uint8Array(m);
  for (let i = 0; i < n; i++) {
    if (forbidStart[i + 1]! === forbidStart[i]!) continue;
    inConflict[i] = 1;
    for (let k = forbidStart[i]!; k < forbidStart[i + 1]!; k++) inConflict[forbid[k]!] = 1;
  }

  // Abilities, flattened (CSR by card), with numeric tables for the engine.
  const abilities: Ability[] = [];
  const abilStart = new Int32Array(m + 1);
  const caps = new Uint32Array(m);
  const incarnation = new Uint8Array(m);
  const rangeAura = new Int8Array(m);
  const rangedBlockMin = new Uint8Array(m);
  const recruitGold = new Uint8Array(m);
  const recruitFreeCosts = new Uint32Array(m);
  const recruitExtraMax = new Uint8Array(m);
  const recruitExtraLives = new Uint8Array(m);
  const recruitOptGold = new Uint8Array(m);
  const recruitOptElemCap = new Uint8Array(m);
  const recruitScout = new Uint8Array(m);
  const recruitPartnerMax = new Uint8Array(m);
  const recruitRearrange = new Uint8Array(m);
  const hasTypes = new Uint32Array(m);
  const hasTypesIfCounter = new Uint32Array(m);
  const vampDelta = new Int8Array(m);
  const maxLife = new Int16Array(m);
  const twiceInRow = new Uint8Array(m);
  const twoDice = new Uint8Array(m);
  const tremor = new Uint8Array(m);
  const strikeCapClosed = new Uint8Array(m);
  const replOther = new Uint8Array(m);
  for (let i = 0; i < n; i++) {
    if (defs[i]!.ranged) hasTypes[i] = 1 << RANGED_KIND[defs[i]!.ranged!.kind];
    abilStart[i] = abilities.length;
    const inc = defs[i]!.incarnation;
    if (inc !== undefined) {
      incarnation[i] = typeof inc === 'number' ? inc : Math.max(...inc);
      caps[i] = caps[i]! | Cap.Incarnation;
    }
    // 123.3: a counter cost implies "{tap}: накопить 1 фишку" (appended after the printed abilities).
    for (const a of withImplicitAccumulate(defs[i]!.abilities ?? [])) {
      abilities.push(a);
      if (needsTurnRecord(a)) caps[i] = caps[i]! | Cap.TurnRecord; // core/systems/turn-record.ts
      // A timed "+N к дальности" (durations.ts) is read where range auras are: per game behind Cap.RangeAura.
      if ((a.kind === 'activated' || a.kind === 'triggered') && ((a.effect.op === 'grant' && a.effect.grant.range) || (a.also?.op === 'grant' && a.also.grant.range))) caps[i] = caps[i]! | Cap.RangeAura;
      // «не может атаковать» (durations.ts grant; turn.ts legalMain / verbsOf, strike-keywords.ts counterTier): per game behind Cap.NoAttack.
      if ((a.kind === 'activated' || a.kind === 'triggered') && ((a.effect.op === 'grant' && a.effect.grant.keywords?.includes('noAttack')) || (a.also?.op === 'grant' && a.also.grant.keywords?.includes('noAttack')))) caps[i] = caps[i]! | Cap.NoAttack;
      // A die mark (durations.ts markedDie) is read with the modifiers' die bonus: per game behind Cap.Modifier.
      if ((a.kind === 'activated' || a.kind === 'triggered') && ((a.effect.op === 'grant' && a.effect.grant.attackersDie) || (a.also?.op === 'grant' && a.also.grant.attackersDie))) caps[i] = caps[i]! | Cap.Modifier;
      if (a.kind === 'ranged') hasTypes[i] = hasTypes[i]! | (1 << RANGED_KIND[a.attack]) | (a.second ? 1 << RANGED_KIND[a.second.attack] : 0);
      else if (a.kind === 'activated') hasTypes[i] = hasTypes[i]! | (1 << ABILITY_TYPE[a.abilityType]);
      else if (a.kind === 'triggered' && a.ranged && !a.whileCounters) hasTypes[i] = hasTypes[i]! | (1 << RANGED_KIND[a.ranged.attack]); // with whileCounters: db.hasTypesIfCounter (mechanics/triggers/while-counters.ts)
      // A feature of the window after the dice that can name a ranged attack's die (core/systems/die-window.ts).
      if (a.kind === 'activated' && (a.effect.op === 'dieDelta' || a.effect.op === 'strikeValueDelta')) caps[i] = caps[i]! | Cap.DieFeature;
      if (a.kind === 'activated' || a.kind === 'ranged') caps[i] = caps[i]! | Cap.Activated | (a.instant ? Cap.Instant : 0);
      if ((a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'moveLimit') caps[i] = caps[i]! | Cap.MoveLimit; // core/systems/move-limit.ts
      // durations.ts timed regeneration / "-N от немагических атак" (turn.ts, effects.ts hooks).
      if ((a.kind === 'activated' || a.kind === 'triggered') && (grantsTimedExtras(a.effect) || (a.also !== undefined && grantsTimedExtras(a.also)))) caps[i] = caps[i]! | Cap.TimedExtras;
      if ((a.kind === 'activated' || a.kind === 'triggered') && a.prophecy) caps[i] = caps[i]! | Cap.Prophecy; // core/systems/prophecy.ts
      if ((a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'nextStrikeBonus') caps[i] = caps[i]! | Cap.NextStrike;
      if (a.kind === 'prophecyBlock') caps[i] = caps[i]! | Cap.AttackBlock;
      // A timed regeneration / "-N от немагических атак" granted by a composite stage (Грёзы Архааля s1_114).
      if ((a.kind === 'activated' || a.kind === 'triggered') && a.then?.some((st) => grantsTimedExtras(st.effect))) caps[i] = caps[i]! | Cap.TimedExtras;
      if (a.kind === 'activated' && (a.xTargets || a.xFrom)) caps[i] = caps[i]! | Cap.XAbility; // core/systems/x-targets.ts
      else if (a.kind === 'triggered') {
        caps[i] = caps[i]! | Cap.Triggered | (isGraveyardTrigger(a) ? Cap.Graveyard : 0) | (a.formation ? Cap.Formation : 0) | (a.strike?.miss || a.strike?.ranged || a.on === 'ownMisses' ? Cap.AttackEvents : 0);
        if (a.on === 'selfTargeted' || a.on === 'enemyDeclares') caps[i] = caps[i]! | Cap.Declaration; // core/systems/declaration.ts
        if (a.xTargetsFromEvent) caps[i] = caps[i]! | Cap.XAbility; // core/systems/x-targets.ts: the further targets, executed with XMode.Targets
      }
      else if (a.kind === 'replacement') {
        caps[i] = caps[i]! | Cap.Replacement;
        if (a.match.to !== 'self') replOther[i] = 1;
      }
      else if (a.kind === 'prevention') caps[i] = caps[i]! | Cap.Prevention | (a.formation ? Cap.Formation : 0);
      else if (a.kind === 'counters') {
        if (a.startsWith) caps[i] = caps[i]! | Cap.StartsWith;
      } else if (a.kind === 'vampirism') kw[i] = kw[i]! | Kw.Vampirism; // its delta: mechanics/wounds/vampirism.ts
      else if (a.kind === 'maxLife') maxLife[i] = a.value;
      else if (a.kind === 'keyword') {
        kw[i] = kw[i]! | (a.keyword in STRIKE_KEYWORD_BIT ? STRIKE_KEYWORD_BIT[a.keyword as StrikeKeyword] : KEYWORD_BIT[a.keyword as RuleKeyword]);
        kw2[i] = kw2[i]! | (KEYWORD_BIT2[a.keyword as RuleKeyword] ?? 0);
        if (a.keyword === 'movesDiagonally') caps[i] = caps[i]! | Cap.MovesDiagonally; // movement.ts reach, keywords.ts wrapOf
        if (a.keyword === 'drawsShotsAndThrows' || a.keyword === 'drawsShotsAndThrowsNearEnemy' || a.keyword === 'drawsDischargesNearEnemy') caps[i] = caps[i]! | Cap.DrawsRanged;
        if (a.keyword === 'strikesTwice') caps[i] = caps[i]! | Cap.StrikesTwice; // strike-keywords.ts payStrike
      }
      else if (a.kind === 'recruit') {
        recruitGold[i] = recruitGold[i]! + (a.gainGold ?? 0);
        for (const c of a.freeIfSquadHasCosts ?? []) recruitFreeCosts[i] = recruitFreeCosts[i]! | (1 << c);
        if (a.payExtra) {
          recruitExtraMax[i] = a.payExtra.max;
          recruitExtraLives[i] = a.payExtra.extraLives;
          caps[i] = caps[i]! | Cap.Recruit; // its bonus is given at the reveal
        }
        if (a.optionalGold) {
          recruitOptGold[i] = a.optionalGold.gold;
          recruitOptElemCap[i] = 1 + a.optionalGold.maxElemental;
        }
        if (a.rearrangeAfterPlacement) {
          recruitRearrange[i] = 1;
          caps[i] = caps[i]! | Cap.Recruit; // asked after the placement
        }
        if (a.partner) {
          recruitPartnerMax[i] = a.partner.maxCost;
          caps[i] = caps[i]! | Cap.Recruit; // a pre-recruitment stage is asked; the link is checked with deaths
        }
        if (a.scout) {
          recruitScout[i] = a.scout.peek;
          caps[i] = caps[i]! | Cap.Recruit; // a pre-recruitment stage is asked
        }
      } else if (a.kind === 'rangedBlock') rangedBlockMin[i] = a.minRoll;
      else if (a.kind === 'prophecyBlock') rangedBlockMin[i] = PROPHECY_BLOCK; // ranged attacks too (core/systems/prophecy.ts)
      else if (a.kind === 'rangeAura') {
        caps[i] = caps[i]! | Cap.RangeAura;
        rangeAura[i] = rangeAura[i]! + a.amount;
      }
      else if (a.kind === 'formation') caps[i] = caps[i]! | Cap.Formation;
    }
  }
  abilStart[n] = abilities.length;
  abilStart[m] = abilities.length;
  const mods = compileModifiers(defs, abilities, abilStart, caps);
  const na = abilities.length;
  const abKind = new Uint8Array(na);
  const abTrigger = new Uint8Array(na);
  const abOp = new Uint8Array(na);
  const abAmount = new Int16Array(na);
  const abTarget = new Uint8Array(na);
  const abType = new Uint8Array(na);
  const abTap = new Uint8Array(na);
  const abCounters = new Uint8Array(na);
  const abXCost = new Uint8Array(na);
  const abXMin = new Uint8Array(na);
  const abUpTo = new Uint8Array(na);
  const abAmountFrom = new Uint8Array(na);
  const abAlsoOp = new Uint8Array(na);
  const abPerTurn = new Uint8Array(na);
  const abAlsoIfClosed = new Uint8Array(na);
  const abAlsoAmount = new Int16Array(na);
  const abEitherOp = new Uint8Array(2 * na);
  const abEitherAmount = new Int16Array(2 * na);
  const abEitherBy = new Uint8Array(na);
  const abSplash = new Uint8Array(na);
  const abRelocateNear = new Uint8Array(na);
  const abFilterPoisoned = new Uint8Array(na);
  const abFilterElement = new Int8Array(na).fill(-1);
  const abFilterOther = new Uint8Array(na);
  const abXMode = new Uint8Array(na);
  const abFilterFlyer = new Int8Array(na).fill(-1);
  const abFilterOpposite = new Uint8Array(na);
  const abInstant = new Uint8Array(na);
  const abOptional = new Uint8Array(na);
  const abRange = new Uint8Array(na);
  const abWindow = new Uint8Array(na);
  const abPrepay = new Uint8Array(na);
  const abDie = new Uint8Array(na);
  const abFilterRegen = new Uint8Array(na);
  const abFilterClass: string[] = [];
  const abFilterAdjacent = new Uint8Array(na);
  const abFilterMaxCost = new Uint8Array(na);
  const abTrigFilter = new Uint16Array(na);
  const abIfOwnRow = new Uint8Array(na);
  const abIfOrder = new Uint8Array(na);
  const abHiddenPick = new Uint8Array(na);
  const abTrigTypes = new Uint32Array(na);
  const abAmbush = new Uint8Array(na);
  // Timed grants: one row per 'grant' effect (the effect's compiled amount is its row).
  const grants: Extract<EffectSpec, { op: 'grant' }>[] = [];
  const abFilterHas = new Uint32Array(na);
  const abRanged = new Uint8Array(na);
  const abJump = new Uint8Array(na);
  const abWhen = new Uint8Array(na);
  const abRangedValue = new Int8Array(3 * na);
  const abAdjacent = new Uint8Array(na);
  const abTargets = new Uint8Array(na);
  const abVsFlyer = new Int8Array(na);
  const abPerCounter = new Int8Array(na);
  const abPerSpent = new Int8Array(na);
  const abPlusWounds = new Int8Array(na);
  const abRangedExtra = new Uint8Array(na);
  const abLoseCounters = new Uint8Array(na);
  const abBomb = new Uint8Array(na);
  const abRanged2 = new Uint8Array(na);
  const abRanged2Value = new Int8Array(3 * na);
  const abTgtFilter = new Uint8Array(na);
  const abFormation = new Uint8Array(na);
  const abGrantKw = new Uint32Array(na);
  const abGrantArmor = new Int8Array(na);
  const abGrantOva = new Int8Array(na);
  const abGrantOvz = new Int8Array(na);
  const abProphecy = new Uint8Array(na);
  const abProphIf = new Uint8Array(na);
  const abProphElseOp = new Uint8Array(na);
  const abProphElseAmount = new Int16Array(na);
  const abProphElseIf = new Uint8Array(na);
  const abPerBattle = new Uint8Array(na);
  for (let k = 0; k < na; k++) {
    const a = abilities[k]!;
    abFilterClass.push('');
    if (a.kind === 'activated' || a.kind === 'triggered') {
      if (a.effect.op === 'grant') {
        grants.push(a.effect);
        // "на X ходов противника" with the X of an "X{counter}" cost: the cost's X is added to the
        // effect amount (the grant row), so rows base + X (X = 0 … GRANT_X_ROWS − 1) last X turns.
        if (typeof a.effect.duration === 'object' && a.effect.duration.opponentTurns === 'X') for (let x = 1; x < GRANT_X_ROWS; x++) grants.push(a.effect);
      }
      if (a.effect.op === 'either') {
        // core/systems/choice.ts: each option compiled like an effect (a grant: its row in the grant tables).
        abEitherBy[k] = a.effect.by === 'affected' ? 1 : 0;
        for (let j = 0; j < 2; j++) {
          const e = a.effect.options[j]!;
          if (e.op === 'grant') grants.push(e);
          abEitherOp[2 * k + j] = opCode(passes, e.op, false);
          abEitherAmount[2 * k + j] = e.op === 'grant' ? grants.indexOf(e) : effectAmount(e);
        }
      }
      // A composite stage's timed grant ("…, при этом <карта> получает +1 к {strike}"): its row is looked up by `grantRow`.
      for (const st of a.then ?? []) if (st.effect.op === 'grant') grants.push(st.effect);
      // mechanics/features/mill.ts: a branch's timed grant, looked up by `grantRow` too.
      if (a.effect.op === 'millTop') for (const b of a.effect.branches) if (b.effect.op === 'grant') grants.push(b.effect);
      if (a.effect.op === 'dieDelta') {
        // Bit 0 the die, bits 1–2 the mode (mechanics/dice/strike-dice.ts); a reroll needs the raw dice (mechanics/ids.ts Mech.StrikeDice).
        abDie[k] = (a.effect.die === 'defender' ? DIE_DEFENDER : 0) | (a.effect.mode === 'reroll' ? DIE_REROLL : a.effect.mode === 'woundIfOne' ? DIE_WOUND_IF_ONE : 0);
      }
      if (a.effect.op === 'strikeValueDelta') abDie[k] = (a.effect.strike === 'counter' ? DIE_DEFENDER : a.effect.strike === 'special' ? DIE_SPECIAL : 0) | DIE_STRIKE_VALUE; // mechanics/strike/strike-value.ts
      if (a.effect.op === 'relocate' && a.effect.dive) {
        // mechanics/movement/dive.ts: the wound's X-Y-Z ride in the ranged-value table too.
        abRangedValue[3 * k] = a.effect.dive[0];
        abRangedValue[3 * k + 1] = a.effect.dive[1];
        abRangedValue[3 * k + 2] = a.effect.dive[2];
      }
      if (a.effect.op === 'moveLimit') {
        // core/systems/move-limit.ts: its X-Y-Z ride in the ranged-value table (the ability is not a ranged attack).
        abRangedValue[3 * k] = a.effect.values[0];
        abRangedValue[3 * k + 1] = a.effect.values[1];
        abRangedValue[3 * k + 2] = a.effect.values[2];
      }
      if (a.filter?.regeneration) abFilterRegen[k] = 1;
      for (const t of a.filter?.has ?? []) abFilterHas[k] = abFilterHas[k]! | (1 << ABILITY_TYPE[t]);
      abFilterClass[k] = a.filter?.class ?? '';
      if (a.filter?.adjacent) abFilterAdjacent[k] = 1;
      abFilterMaxCost[k] = a.filter?.maxCost ?? 0;
      if (a.filter?.notMovedThisTurn) abTgtFilter[k] = 1; // targeting.ts TF_NOT_MOVED
      if (a.filter?.unhurtByAttacksThisTurn) abTgtFilter[k] = abTgtFilter[k]! | 16; // targeting.ts TF_UNHURT (mechanics/wounds/wound-history.ts)
      if (a.filter?.woundedByStrikeNow) abTgtFilter[k] = abTgtFilter[k]! | 32; // targeting.ts TF_STRIKE_WOUNDED (mechanics/wounds/spread-wounds.ts)
      // Marker filters (core/systems/markers.ts): TF_MARKS (2) in abTgtFilter, chosen targets too.
      if (a.filter?.poisoned || a.filter?.element || a.filter?.other || a.filter?.flyer !== undefined || a.filter?.opposite || a.filter?.selfOrAdjacent || a.filter?.class || a.filter?.unwounded || a.filter?.wounded || a.filter?.formationPartner || a.filter?.has || a.filter?.nextToStruck || a.filter?.open || a.filter?.elite !== undefined) {
        abTgtFilter[k] = abTgtFilter[k]! | 2;
        if (a.filter.poisoned) abFilterPoisoned[k] = 1;
        if (a.filter.unwounded) abFilterPoisoned[k] = abFilterPoisoned[k]! | 2;
        if (a.filter.wounded) abFilterPoisoned[k] = abFilterPoisoned[k]! | 8; // at least one wound (markers.ts)
        if (a.filter.open) abFilterPoisoned[k] = abFilterPoisoned[k]! | 4; // only open cards (markers.ts)
        if (a.filter.elite !== undefined) abFilterPoisoned[k] = abFilterPoisoned[k]! | (a.filter.elite ? 64 : 32); // {elite} or ordinary (markers.ts)
        if (a.filter.element) abFilterElement[k] = ELEMENT_CODE[a.filter.element];
        if (a.filter.other) abFilterOther[k] = 1;
        if (a.filter.flyer !== undefined) abFilterFlyer[k] = a.filter.flyer ? 1 : 0;
        if (a.filter.opposite) abFilterOpposite[k] = 1;
        if (a.filter.selfOrAdjacent) abFilterOpposite[k] = 2;
        if (a.filter.formationPartner) abFilterOpposite[k] = 3; // markers.ts: in formation with the source
        if (a.filter.nextToStruck) abFilterOpposite[k] = 4; // mechanics/strike/redirect.ts POS_NEXT_TO_STRUCK
      }
      if (a.also) {
        abAlsoOp[k] = opCode(passes, a.also.op, false);
        if (a.alsoIfClosed) abAlsoIfClosed[k] = 1;
        // A timed grant (durations.ts) as the second effect: its amount is its row in the grant tables.
        if (a.also.op === 'grant') grants.push(a.also);
        abAlsoAmount[k] = a.also.op === 'grant' ? grants.indexOf(a.also) : effectAmount(a.also);
      }
      if (a.kind === 'activated' && a.upTo) abUpTo[k] = a.upTo === 'ownLives' ? UPTO_OWN_LIVES : a.upTo === 'freeEnemyRow' ? UPTO_FREE_ENEMY_ROW : a.upTo === 'anyRow' ? UPTO_ANY_ROW : a.upTo === 'strikeWounds' ? UPTO_STRIKE_WOUNDS : a.upTo; // mechanics/strike/ram.ts, row-attack-cap.ts, delayed-spell.ts, spread-wounds.ts
      if (a.kind === 'activated' && a.perTurn) abPerTurn[k] = a.perTurn;
      if (a.kind === 'triggered' && a.amountFrom) abAmountFrom[k] = a.amountFrom === 'oppositeMediumStrike' ? 1 : a.amountFrom === 'targetStayedLastEnemyTurn' ? 5 : a.amountFrom === 'eventPoison' ? 6 : a.amountFrom === 'dieScale' ? 7 : 2; // core/systems/amounts.ts AmountFrom
      if ((a.kind === 'triggered' || a.kind === 'activated') && a.dieValues) for (let t = 0; t < 3; t++) abRangedValue[3 * k + t] = a.dieValues[t]!; // amounts.ts DieScale
      if (a.kind === 'activated' && a.perBattle) {
        abPerTurn[k] = 1;
        abPerBattle[k] = 1;
      }
      if (a.kind === 'triggered' && a.perTurn) abPerTurn[k] = a.perTurn; // triggers.ts triggerUses (core/systems/prophecy.ts markOnce)
      if (a.kind === 'triggered' && a.perBattle) {
        // "(1 раз за бой)" of a trigger (Дозор Форрендора s1_183): one use, marked for the battle (prophecy.ts markOnce).
        abPerTurn[k] = 1;
        abPerBattle[k] = 1;
      }
      if (a.kind === 'triggered' && a.effect.op === 'nextStrikeBonus' && a.effect.perShown) abAmountFrom[k] = 3; // amounts.ts ShownCards
      if (a.prophecy) {
        abProphecy[k] = a.prophecy.count;
        abProphIf[k] = prophecyTestCode(a.prophecy.if);
        if (a.prophecy.else) {
          abProphElseOp[k] = opCode(passes, a.prophecy.else.effect.op, false);
          abProphElseAmount[k] = effectAmount(a.prophecy.else.effect);
          abProphElseIf[k] = prophecyTestCode(a.prophecy.else.if);
        }
      }
      if (a.kind === 'activated' && a.amountFrom === 'targetWoundsThisTurn') abAmountFrom[k] = 4; // core/systems/amounts.ts, turn-record.ts
      if (a.kind === 'activated' && a.amountFrom === 'dieScale') abAmountFrom[k] = 7; // amounts.ts DieScale ("особый удар на 3-4-6", Гаргант s2_64)
      // "до трёх …" (several different targets; ranged-abilities.ts extra targets).
      if (a.kind === 'activated' || a.kind === 'triggered') abTargets[k] = a.targets ?? 1; // triggers: mechanics/triggers/multi-target-triggers.ts
    }
    switch (a.kind) {
      case 'activated':
        abKind[k] = AbKind.Activated;
        abOp[k] = opCode(passes, a.effect.op, true);
        abAmount[k] = a.effect.op === 'grant' ? grants.indexOf(a.effect) : effectAmount(a.effect);
        abTarget[k] = TARGET_CODE[a.target];
        abType[k] = ABILITY_TYPE[a.abilityType];
        abTap[k] = a.tap ? 1 : 0;
        if (a.counters === 'X') {
          abXCost[k] = 1;
          abXMin[k] = a.xMin ?? 1;
        } else abCounters[k] = a.counters ?? 0;
        abXMode[k] = (a.xTargets ? XMode.Targets : 0) | (a.xFrom === 'sourceCounters' ? XMode.FromCounters : 0);
        abInstant[k] = a.instant ? 1 : 0;
        abRange[k] = a.range ?? 0;
        abPrepay[k] = a.prepay ? 1 : 0;
        abWindow[k] = a.window === 'strikeBeforeDice' ? Window.StrikeBeforeDice : a.window === 'strikeAfterDice' ? Window.StrikeAfterDice : Window.General;
        break;
      case 'triggered':
        abKind[k] = AbKind.Triggered;
        if (a.xTargetsFromEvent) abXMode[k] = XMode.Targets | XMode.FromEvent; // core/systems/x-targets.ts
        abTrigger[k] = TRIGGER[a.on];
        abOp[k] = opCode(passes, a.effect.op, true);
        abAmount[k] = a.effect.op === 'grant' ? grants.indexOf(a.effect) : effectAmount(a.effect);
        abTarget[k] = TARGET_CODE[a.target];
        abType[k] = ABILITY_TYPE[a.abilityType];
        abOptional[k] = a.optional ? 1 : 0;
        abTrigFilter[k] = triggerFilterBits(a);
        if (a.nextToOwnCost) {
          if (a.on !== 'selfMoves') throw new Error("'nextToOwnCost' is a selfMoves trigger condition");
          abTrigFilter[k] = abTrigFilter[k]! | (a.nextToOwnCost << MOVE_NEXT_TO_COST_SHIFT); // core/systems/trigger-conditions.ts
        }
        if (a.ranged) {
          // A triggered ranged attack (ranged-abilities.ts): targets and execution as a 'ranged' ability's.
          abOp[k] = Op.Wound;
          abTarget[k] = Tgt.EnemyCreature;
          abType[k] = RANGED_KIND[a.ranged.attack];
          abRanged[k] = RANGED_KIND[a.ranged.attack];
          abRangedValue[3 * k] = a.ranged.values[0];
          abRangedValue[3 * k + 1] = a.ranged.values[1];
          abRangedValue[3 * k + 2] = a.ranged.values[2];
          abAmount[k] = a.ranged.values[0];
          abTargets[k] = 1;
        }
        if (a.unmoved) {
          if (a.on !== 'endOfOwnTurn' && a.on !== 'endOfEnemyTurn') throw new Error("'unmoved' is an end-of-turn trigger condition");
          abTrigFilter[k] = EOT_UNMOVED; // mechanics/triggers/end-of-turn.ts
        }
        // selfMoves: the half of the field moved from / to (core/systems/turn-record.ts MoveCross).
        if (a.crosses) abTrigFilter[k] = a.crosses === 'toEnemyHalf' ? 1 : 2;
        if (a.eachStep) abTrigFilter[k] = abTrigFilter[k]! | 4; // turn-record.ts MOVE_EACH_STEP
        if (a.jumpOnly) {
          if (a.on !== 'selfMoves') throw new Error("'jumpOnly' is a selfMoves trigger condition");
          abTrigFilter[k] = abTrigFilter[k]! | MOVE_JUMP_ONLY; // core/systems/trigger-conditions.ts
        }
        // "на клетку, рядом с которой стоит 8 или более ваших существ" (Королева топи s1_130): only if such a cell exists.
        if ((a.on === 'endOfOwnTurn' || a.on === 'endOfEnemyTurn') && a.effect.op === 'summon' && a.effect.place === 'surrounded8') abTrigFilter[k] = abTrigFilter[k]! | EOT_SURROUNDED8;
        if (a.declaredAtOwnBackRows) {
          if (a.on !== 'enemyDeclares') throw new Error("'declaredAtOwnBackRows' is an 'enemyDeclares' condition");
          abTrigFilter[k] = DECL_AT_BACK_ROWS; // mechanics/strike/redirect.ts
        }
        abIfOwnRow[k] = a.ifOwnRow ?? 0;
        abIfOrder[k] = a.whileCounters ? IfOrder.WhileCounters : a.ifOrder === 'first' ? IfOrder.First : a.ifOrder === 'second' ? IfOrder.Second : IfOrder.Any;
        abAmbush[k] = a.ambush ? 1 : 0;
        for (const t of a.fromTypes ?? []) abTrigTypes[k] = abTrigTypes[k]! | (1 << (t === 'poison' ? AttackKind.Poison : t === 'counterStrike' ? AttackKind.CounterStrike : ABILITY_TYPE[t]));
        abFormation[k] = formationCode(a.formation);
        abRange[k] = a.range ?? 0;
        // "Когда получает третью {counter}" (mechanics/triggers/counter-threshold.ts): N in the filter.
        if (a.on === 'selfReachesCounters') abTrigFilter[k] = a.reaches ?? 1;
        if (a.ranged) {
          // A triggered ranged attack's "+N за каждую {counter}" and "при этом теряет все {counter}" (ranged-abilities.ts executeRangedAbility; Алвалинд s1_178).
          abPerCounter[k] = a.ranged.perCounter ?? 0;
          abLoseCounters[k] = a.ranged.loseCounters === 'all' ? 1 : a.ranged.loseCounters === 'one' ? 2 : 0;
        }
        break;
      case 'ranged':
        // An activated ability to the engine (costs, usability, the stack); ranged-abilities.ts
        // supplies its targets and its execution (digest §5.1, §5.6).
        abKind[k] = AbKind.Activated;
        abOp[k] = Op.Wound;
        abAmount[k] = a.values[0];
        abTarget[k] = Tgt.EnemyCreature;
        abType[k] = RANGED_KIND[a.attack];
        abTap[k] = a.tap ? 1 : 0;
        if (a.counters === 'X') {
          abXCost[k] = 1;
          abXMin[k] = a.xMin ?? 1;
        } else abCounters[k] = a.counters ?? 0;
        abPerSpent[k] = a.perSpentCounter ?? 0;
        // "Снимите X дополнительных жизней …, при этом — разряд на X" (ranged-abilities.ts spendExtraLives).
        if (a.xFromExtraLives) abUpTo[k] = UPTO_EXTRA_LIVES;
        if (a.oppositeGets) {
          // "при этом существо напротив … получает …" (ranged-abilities.ts): kept in the `also` tables.
          abAlsoOp[k] = opCode(passes, a.oppositeGets.op, false);
          if (a.oppositeGets.op === 'grant') grants.push(a.oppositeGets);
          abAlsoAmount[k] = a.oppositeGets.op === 'grant' ? grants.indexOf(a.oppositeGets) : effectAmount(a.oppositeGets);
        }
        abInstant[k] = a.instant ? 1 : 0;
        abRange[k] = a.range ?? 0;
        abWindow[k] = Window.General;
        abRanged[k] = RANGED_KIND[a.attack];
        abRangedValue[3 * k] = a.values[0];
        abRangedValue[3 * k + 1] = a.values[1];
        abRangedValue[3 * k + 2] = a.values[2];
        abAdjacent[k] = a.adjacentAllowed ? 1 : 0;
        abTargets[k] = a.targets ?? 1;
        abVsFlyer[k] = a.vsFlyer ?? 0;
        abPerCounter[k] = a.perCounter ?? 0;
        abPlusWounds[k] = a.plusOwnWounds ?? 0;
        // Фагор: X from the neighbours (ranged-abilities.ts RX_SIDE_WEAK); Мира: close after N other shots/throws (RX_CLOSE_SHOT).
        abRangedExtra[k] = (a.plusSideWeakStrikes ? RX_SIDE_WEAK : 0) | ((a.closeIfShotTimes ?? 0) << RX_CLOSE_SHIFT);
        // 1 lose all, 2 lose one, 3 gain one (ranged-abilities.ts, after the attack).
        // 4: a granted one-use strike, spent as it executes (mechanics/strike/granted-strike.ts).
        abLoseCounters[k] = a.loseCounters === 'all' ? 1 : a.loseCounters === 'one' ? 2 : a.gainCounter ? 3 : a.grantedOnce ? 4 : 0;
        if (a.second) {
          // "Разряд на 1, метание на 1 (по разным картам)" (ranged-abilities.ts): the second target's attack.
          abRanged2[k] = RANGED_KIND[a.second.attack];
          for (let t = 0; t < 3; t++) abRanged2Value[3 * k + t] = a.second.values[t]!;
          abTargets[k] = 2;
        }
        abWhen[k] = a.when ? COND[a.when] : 0;
        break;
      case 'recruit':
        abKind[k] = AbKind.Static;
        break;
      case 'jump':
      case 'teleport':
        // An activated ability without costs (offered as a verb); jump.ts asks its cell and moves (its range, db.abJump: its compile pass).
        abKind[k] = AbKind.Activated;
        abTarget[k] = Tgt.None;
        break;
      case 'rangedBlock':
        abKind[k] = AbKind.Static;
        break;
      case 'strikeBlockJump':
        // mechanics/strike/strike-block-jump.ts: the range in abRange, "после прыжка …" in abAmount.
        abKind[k] = AbKind.Static;
        abOp[k] = MechOp.StrikeBlockJump;
        abRange[k] = a.range;
        abAmount[k] = a.enemyFills ? 1 : 0;
        break;
      case 'prophecyBlock':
        // core/systems/prophecy.ts attackBlockedByProphecy.
        abKind[k] = AbKind.Static;
        abProphecy[k] = a.prophecy.count;
        abProphIf[k] = prophecyTestCode(a.prophecy.if);
        abPerTurn[k] = a.perTurn ?? 0;
        break;
      case 'rangeAura':
        abKind[k] = AbKind.Static;
        abAmount[k] = a.amount;
        break;
      case 'replacement':
        abKind[k] = AbKind.Replacement;
        abOp[k] = EFFECT_MATCH_OP[a.match.op];
        abOptional[k] = a.optional ? 1 : 0;
        break;
      case 'prevention':
        abKind[k] = AbKind.Prevention;
        abOp[k] = EFFECT_MATCH_OP[a.match.op];
        abAmount[k] = a.amount;
        abFormation[k] = formationCode(a.formation);
        break;
      case 'formation':
        abKind[k] = AbKind.Formation;
        abFormation[k] = formationCode(a.when ?? {});
        abGrantKw[k] = grantKeywordBits(a.grant?.keywords);
        abGrantArmor[k] = a.grant?.armor ?? 0;
        abGrantOva[k] = a.grant?.ova ?? 0;
        abGrantOvz[k] = a.grant?.ovz ?? 0;
        break;
      case 'counters':
        abKind[k] = AbKind.Counters; // static: compiled into `ctr` per card
        break;
      case 'modifier':
        abKind[k] = AbKind.Modifier;
        break;
      default:
        abKind[k] = AbKind.Static;
        break;
    }
    // Добивание на X: X restricts the target (an adjacent creature); it rides in abRange (special-strike.ts).
    if ((a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'finish') {
      abTarget[k] = Tgt.Finishable;
      abRange[k] = a.effect.amount;
      if (a.effect.plusPoisonedNearTarget) abTgtFilter[k] = abTgtFilter[k]! | 4; // targeting.ts TF_FINISH_POISONED
      if (a.effect.plusMovedThisTurn) abTgtFilter[k] = abTgtFilter[k]! | 8; // targeting.ts TF_FINISH_MOVED (core/systems/turn-record.ts)
    }
  }
  const ng = grants.length;
  const grantKw = new Uint32Array(ng);
  const grantOva = new Int8Array(ng);
  const grantOvz = new Int8Array(ng);
  const grantStrike = new Int8Array(ng);
  const grantStrong = new Int8Array(ng);
  const grantRanged = new Int8Array(ng);
  const grantMove = new Int8Array(ng);
  const grantLife = new Int8Array(ng);
  const grantRange = new Int8Array(ng);
  const grantDieMark = new Int8Array(ng);
  const grantHuntMark = new Int8Array(ng);
  const grantNet = new Uint8Array(ng);
  const grantRegen = new Int8Array(ng);
  const grantPrevent = new Int8Array(ng);
  const grantNextThrow = new Uint8Array(ng);
  const grantDur = new Uint8Array(ng);
  const grantN = new Uint8Array(ng);
  for (let g = 0; g < ng; g++) {
    const e = grants[g]!;
    grantKw[g] = grantKeywordBits(e.grant.keywords);
    grantOva[g] = e.grant.ova ?? 0;
    grantOvz[g] = e.grant.ovz ?? 0;
    grantStrike[g] = e.grant.strike ?? 0;
    grantStrong[g] = e.grant.strongStrike ?? 0;
    grantRanged[g] = e.grant.ranged ?? 0;
    grantMove[g] = e.grant.move ?? 0;
    grantLife[g] = e.grant.life ?? 0;
    grantRange[g] = e.grant.range ?? 0;
    grantDieMark[g] = e.grant.attackersDie ?? 0;
    grantHuntMark[g] = e.grant.huntMark ?? 0;
    grantNet[g] = e.grant.net ? 1 : 0;
    grantRegen[g] = e.grant.regen ?? 0;
    grantPrevent[g] = e.grant.nonMagicReduction ?? 0;
    grantNextThrow[g] = e.grant.nextThrow ? passes.nextThrowCode(e.grant.nextThrow, e.grant.nextThrowMax ?? 0) : 0;
    grantDur[g] = durationCode(e.duration);
    // 'X': row base + X lasts X opponent turns (the base is the effect's first row).
    grantN[g] = typeof e.duration === 'object' ? (e.duration.opponentTurns === 'X' ? g - grants.indexOf(e) : e.duration.opponentTurns) : 0;
  }

  // The mechanics' own compile passes (compile/passes.ts MechanicCompile): each ability a mechanic owns,
  // after the core's columns, before the tables derived from them; the columns each pass owns, the
  // core capability bits it declares, the capability bits of its mechanic ids (CardDb.mechCaps) and the
  // ability's data word; then the hook gates the ids open (CardDb.gates, mechanics/ids.ts MECH_GATES).
  const mechCaps = new Uint32Array(m * MECH_CAP_WORDS);
  const gates = new Uint32Array(m);
  const abMech = new Int32Array(na);
  const tables = {
    hooks: MECHANIC_HOOKS,
    defs,
    size: real,
    unknown: n,
    twinOf,
    origOf,
    armedOf,
    copier: plan.copier,
    copyBase,
    copyK: plan.donors.length,
    copyDonor,
    copyDonors: Int16Array.from(plan.donors),
    fcopier: fplan.copier,
    fcopyBase,
    fcopyK: fplan.donors.length,
    fcopyDonor,
    fcopyDonors: Int16Array.from(fplan.donors),
    cost,
    element,
    life,
    move,
    strike,
    kw,
    kw2,
    ova,
    ovz,
    armor,
    regen,
    rangedKind,
    rangedValue,
    rangedRange,
    rangedAdjacent,
    nameId,
    forbidStart,
    forbidList: Int16Array.from(forbid),
    inConflict,
    byId,
    abilities,
    abilStart,
    abKind,
    abTrigger,
    replOther,
    abOp,
    abAmount,
    abTarget,
    abType,
    abTap,
    abCounters,
    abXCost,
    abXMin,
    abUpTo,
    abAmountFrom,
    abAlsoOp,
    abPerTurn,
    abAlsoIfClosed,
    abAlsoAmount,
    abEitherOp,
    abEitherAmount,
    abEitherBy,
    abSplash,
    abRelocateNear,
    abFilterPoisoned,
    abFilterElement,
    abFilterOther,
    abXMode,
    abFilterFlyer,
    abFilterOpposite,
    abInstant,
    abOptional,
    abRange,
    abWindow,
    abPrepay,
    abDie,
    abFilterRegen,
    abFilterClass,
    abFilterAdjacent,
    abFilterMaxCost,
    abTrigFilter,
    abIfOwnRow,
    abIfOrder,
    abHiddenPick,
    abTrigTypes,
    abAmbush,
    grantKw,
    grantOva,
    grantOvz,
    grantStrike,
    grantStrong,
    grantRanged,
    grantMove,
    grantLife,
    grantRange,
    grantNextThrow,
    grantDieMark,
    grantHuntMark,
    grantNet,
    grantRegen,
    grantPrevent,
    grantFields: grantFieldMasks({ grantKw, grantOva, grantOvz, grantStrike, grantStrong, grantRanged, grantMove, grantLife, grantRange, grantDieMark, grantRegen, grantPrevent, grantHuntMark, grantNet, grantNextThrow }),
    grantRow: new Map<object, number>(grants.map((e, g) => [e, g])),
    grantDur,
    grantN,
    abRanged,
    abJump,
    abWhen,
    abRangedValue,
    abAdjacent,
    abTargets,
    abVsFlyer,
    abPerCounter,
    abPerSpent,
    abPlusWounds,
    abRangedExtra,
    abLoseCounters,
    abBomb,
    abRanged2,
    abRanged2Value,
    rangeAura,
    rangedBlockMin,
    recruitGold,
    recruitFreeCosts,
    recruitExtraMax,
    recruitExtraLives,
    recruitOptGold,
    recruitOptElemCap,
    recruitScout,
    recruitPartnerMax,
    recruitRearrange,
    hasTypes,
    hasTypesIfCounter,
    abFilterHas,
    vampDelta,
    maxLife,
    twiceInRow,
    twoDice,
    tremor,
    strikeCapClosed,
    abTgtFilter,
    abFormation,
    abGrantKw,
    abGrantArmor,
    abGrantOva,
    abGrantOvz,
    abProphecy,
    abProphIf,
    abProphElseOp,
    abProphElseAmount,
    abProphElseIf,
    abPerBattle,
    caps,
    gates,
    mods,
    mechCaps,
    mechOps: Object.freeze(Object.fromEntries(passes.mechanics.flatMap((mc) => Object.entries(mc.ops)))),
    abMech,
    incarnation,
    ctr: compileCounterTables(defs),
  };
  if (passes.mechanics.length > 0) runMechanicPasses(passes.mechanics, owners, tables, defs, n, abilities, abilStart, caps, mechCaps, abMech);
  for (let c = 0; c < m; c++) gates[c] = gatesOf(mechCaps, c);

  const trigEvents = compileTriggerEvents(m, abilStart, abKind, abTrigger);
  const activatedAbilities = new Uint16Array(m);
  const instantAbilities = new Uint16Array(m);
  const tapAbilities = new Uint16Array(m);
  const valhalla = new Uint8Array(m);
  for (let i = 0; i < n; i++) {
    for (let a = abilStart[i]!; a < abilStart[i + 1]!; a++) if (abKind[a] === AbKind.Triggered && abTrigger[a] === Trig.Valhalla) valhalla[i] = 1;
    for (let a = abilStart[i]!; a < abilStart[i + 1]! && a - abilStart[i]! < 12; a++) {
      if (abKind[a] !== AbKind.Activated) continue;
      activatedAbilities[i] = activatedAbilities[i]! | (1 << (a - abilStart[i]!));
      if (abInstant[a]) instantAbilities[i] = instantAbilities[i]! | (1 << (a - abilStart[i]!));
      if (abTap[a] && abJump[a] === 0) tapAbilities[i] = tapAbilities[i]! | (1 << (a - abilStart[i]!));
    }
  }
  // mechanics/features/lose-features.ts switches off a card's activated abilities, ranged attack and triggers only:
  // "теряет все особенности" is accepted on a card with no other features (keywords, icons, static abilities).
  for (let i = 0; i < n; i++) {
    if ((mechCaps[i * MECH_CAP_WORDS + CapWord.LosesFeatures]! & CapBit.LosesFeatures) === 0) continue;
    const d = defs[i]!;
    const other = (d.abilities ?? []).some((a) => a.kind !== 'activated' && a.kind !== 'triggered' && a.kind !== 'ranged');
    if (other || (kw[i]! & ~(Kw.Flyer | Kw.Elite | Kw.Unique | Kw.UnsupportedText)) !== 0 || kw2[i] !== 0 || ova[i] !== 0 || ovz[i] !== 0 || armor[i] !== 0 || regen[i] !== 0) {
      throw new Error(`${d.name}: "теряет все особенности" (mechanics/features/lose-features.ts) on a card with keywords, icons or static features is not played`);
    }
  }
  return { ...tables, trigEvents: trigEvents.battle, trigEventsAll: trigEvents.all, trigEvents2: trigEvents.battle2, activatedAbilities, instantAbilities, tapAbilities, valhalla };
}

/**
 * The effect op code of `name`: the core's (core/codes.ts OP), or a mechanic's (MechanicCompile.ops,
 * MECH_OP_BASE … 255). A further effect of an ability (`main` false: its `also`, an `either` branch, a
 * prophecy's `else`) goes through the effect queue, so it may name a mechanic's op only when the op has
 * an effect entry (the hooks' `effectOps`); an op executed as a whole feature (`abilityOps`) is a main
 * effect only.
 */
function opCode(passes: CompilePasses, name: EffectSpec['op'], main: boolean): number {
  const core = (OP as Readonly<Record<string, number>>)[name];
  if (core !== undefined) return core;
  for (const mc of passes.mechanics) {
    const code = mc.ops[name];
    if (code === undefined) continue;
    if (!Number.isInteger(code) || code < MECH_OP_BASE || code > 255) throw new Error(`effect op '${name}' (mechanic ${mc.name}): code ${code} outside ${MECH_OP_BASE}…255`);
    if (!main && MECHANIC_HOOKS.effectOps[code] == null) throw new Error(`effect op '${name}' (mechanic ${mc.name}) is accepted only as an ability's main effect (it has no effect entry in effectOps)`);
    return code;
  }
  throw new Error(`unknown effect op '${name}'`);
}

/**
 * The mechanics' op names: none is a core op's, no two share a code, and each code has its entry in
 * the hooks' `effectOps` or `abilityOps` table (without one, core/effects.ts would skip the effect
 * and the card would play as if it had no text).
 */
function checkMechanicOps(mechanics: readonly MechanicCompile[], hooks: Hooks): void {
  const seen = new Map<number, string>();
  for (const mc of mechanics) {
    for (const [name, code] of Object.entries(mc.ops)) {
      if ((OP as Readonly<Record<string, number>>)[name] !== undefined) throw new Error(`mechanic ${mc.name}: effect op '${name}' is a core op`);
      const other = seen.get(code);
      if (other !== undefined) throw new Error(`mechanic ${mc.name}: op code ${code} of '${name}' is also ${other}'s`);
      seen.set(code, `${mc.name} '${name}'`);
      if (code >= MECH_OP_BASE && code <= 255 && hooks.effectOps[code] == null && hooks.abilityOps[code] == null) {
        throw new Error(`mechanic ${mc.name}: effect op '${name}' (code ${code}) has no entry in effectOps or abilityOps (mechanics/index.ts)`);
      }
    }
  }
}

/** The capability words, the gates derived from them and the data word: written through the sink's `cap`, `setCaps`, `word`, never owned as columns. */
const SINK_WORDS: ReadonlySet<string> = new Set(['caps', 'gates', 'mechCaps', 'abMech']);

/** The hook gates card c's mechanic ids open: the OR of mechanics/ids.ts gatesOfMech over the ids whose bits it has. */
function gatesOf(mechCaps: Uint32Array, c: number): number {
  let g = 0;
  for (let id = 0; id < MECH_GATES.length; id++) {
    if ((mechCaps[c * MECH_CAP_WORDS + (id >> 5)]! & (1 << (id & 31))) !== 0) g |= gatesOfMech(id);
  }
  return g;
}

/** Column → the mechanic whose compile pass owns it (MechanicCompile.columns); a column owned twice is a compile error. */
function columnOwners(mechanics: readonly MechanicCompile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const mc of mechanics) {
    for (const col of mc.columns ?? []) {
      const other = owners.get(col);
      if (other !== undefined) throw new Error(`mechanic ${mc.name}: column '${col}' is also owned by mechanic ${other}`);
      owners.set(col, mc.name);
    }
  }
  return owners;
}

/**
 * The owned columns of each pass, from the CardDb's tables: each must be a typed array other than the
 * sink's words, and the core's own fill must have left it as allocated (all 0), so a column has one
 * writer, its mechanic's pass.
 */
function ownedColumns(mechanics: readonly MechanicCompile[], owners: ReadonlyMap<string, string>, tables: object): Record<string, ArrayLike<number>>[] {
  const all = tables as Readonly<Record<string, unknown>>;
  for (const [col, mc] of owners) {
    const t = all[col];
    if (SINK_WORDS.has(col) || !ArrayBuffer.isView(t)) throw new Error(`mechanic ${mc}: '${col}' is not a CardDb column a compile pass may own`);
    const v = t as unknown as ArrayLike<number>;
    for (let i = 0; i < v.length; i++) if (v[i] !== 0) throw new Error(`mechanic ${mc}: column '${col}' is the mechanic's, but the core's fill wrote it (row ${i}: ${v[i]})`);
  }
  return mechanics.map((mc) => {
    const own: Record<string, ArrayLike<number>> = {};
    for (const col of mc.columns ?? []) own[col] = all[col] as ArrayLike<number>;
    return Object.freeze(own);
  });
}

/** Run every mechanic's compile pass over the abilities it owns (compile time only). */
function runMechanicPasses(
  mechanics: readonly MechanicCompile[],
  owners: ReadonlyMap<string, string>,
  tables: object,
  defs: readonly CardDef[],
  n: number,
  abilities: readonly Ability[],
  abilStart: Int32Array,
  caps: Uint32Array,
  mechCaps: Uint32Array,
  abMech: Int32Array,
): void {
  const columns = ownedColumns(mechanics, owners, tables);
  const writer = new Array<string | undefined>(abilities.length);
  for (let c = 0; c < n; c++) {
    const def = defs[c]!;
    for (let k = abilStart[c]!; k < abilStart[c + 1]!; k++) {
      const a = abilities[k]!;
      for (let p = 0; p < mechanics.length; p++) {
        const mc = mechanics[p]!;
        if (!mc.owns(a)) continue;
        const where = `card ${def.id} «${def.name}», ability ${k - abilStart[c]!}`;
        const sink: CompileSink<CardColumn> = {
          card: c,
          ability: k,
          columns: columns[p] as unknown as CompileSink<CardColumn>['columns'],
          cap(id: number): void {
            if (!Number.isInteger(id) || id < 0 || id >= MECH_GATES.length) throw new Error(`${where}: mechanic ${mc.name}: capability id ${id} outside 0…${MECH_GATES.length - 1} (mechanics/ids.ts Mech)`);
            if (!(mc.mechs ?? []).includes(id)) throw new Error(`${where}: mechanic ${mc.name}: capability id ${id} outside its declared mechs`);
            const w = c * MECH_CAP_WORDS + (id >> 5);
            mechCaps[w] = mechCaps[w]! | (1 << (id & 31));
          },
          setCaps(bits: number): void {
            if ((bits & ~(mc.caps ?? 0)) !== 0) throw new Error(`${where}: mechanic ${mc.name}: Cap bits 0x${(bits >>> 0).toString(16)} outside its declared caps`);
            caps[c] = caps[c]! | bits;
          },
          word(value: number): void {
            if (writer[k] !== undefined && writer[k] !== mc.name) throw new Error(`${where}: mechanic ${mc.name}: the ability's data word is ${writer[k]}'s`);
            writer[k] = mc.name;
            abMech[k] = value;
          },
          reject(field: string, why: string): never {
            throw new Error(`${where}: ${field}: ${why} (mechanic ${mc.name})`);
          },
        };
        mc.compile(def, a, sink);
      }
    }
  }
}
