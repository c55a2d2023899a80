/**
 * Wounds as effects, applied by the 511 algorithm: protection check → replacement → prevention →
 * application. Deaths are checked separately (`checkDeaths`), so simultaneous wounds (a strike and
 * its counter-strike) are all applied before anyone dies.
 */
import { AttackKind, Kw } from './enums.js';
import { G, type GameState } from './state.js';
import { label, plural } from './instance.js';

/**
 * 511.3: does a protection of `dst` stop an effect of this kind from `src`? Protections are the
 * printed icons (digest §5.6, §5.9): ЗОВ shots, ЗОТ throws, ЗОР discharges, ЗОМ every magical
 * attack, ЗОЯ poison, ЗОЛ anything from a flyer. Shot and discharge protections do not cover throws.
 */
export function protectedFrom(s: GameState, src: number, dst: number, kind: number): boolean {
  const kw = s.db.kw[s.card[dst]!]!;
  if (src >= 0 && (kw & Kw.ProtFlyer) !== 0 && (s.db.kw[s.card[src]!]! & Kw.Flyer) !== 0) return true;
  switch (kind) {
    case AttackKind.Shot:
      return (kw & Kw.ProtShot) !== 0;
    case AttackKind.Throw:
      return (kw & Kw.ProtThrow) !== 0;
    case AttackKind.Discharge:
      return (kw & (Kw.ProtDischarge | Kw.ProtMagic)) !== 0;
    case AttackKind.Magic:
      return (kw & Kw.ProtMagic) !== 0;
    case AttackKind.Poison:
      return (kw & Kw.ProtPoison) !== 0;
    case AttackKind.Spell:
      // A spell is magical: ЗОЗ and ЗОМ both stop it.
      return (kw & (Kw.ProtSpell | Kw.ProtMagic)) !== 0;
    default:
      return false;
  }
}

/** Non-magical attacks, which armour prevents (digest §5.9). */
function armourApplies(s: GameState, kind: number): boolean {
  return (
    kind === AttackKind.Strike ||
    kind === AttackKind.Shot ||
    kind === AttackKind.Throw ||
    kind === AttackKind.ThroughRow ||
    (kind === AttackKind.CounterStrike && s.opts.armorVsCounterStrike)
  );
}

/**
 * Wound `dst` by `amount` from `src` (-1 for no source card) with an effect of `kind`.
 * Returns the wounds actually applied. Does not check deaths.
 */
export function dealWounds(s: GameState, src: number, dst: number, amount: number, kind: number): number {
  if (amount <= 0) return 0;
  // 511.3 protection check: a protection stops the effect for this target.
  if (protectedFrom(s, src, dst, kind)) {
    if (s.log) s.log.push(`  защита: ${label(s, dst)} не получает ран`);
    return 0;
  }
  // 511.4 replacement step: no replacement effects exist yet (rule sections 534 come with the stack work).
  // 511.5 prevention step (wounds only): armour prevents the first X wounds of non-magical attacks each turn.
  const armor = s.db.armor[s.card[dst]!]!;
  if (armor > 0 && armourApplies(s, kind)) {
    const left = armor - s.armorUsed[dst]!;
    if (left > 0) {
      const prevented = left < amount ? left : amount;
      s.armorUsed[dst] = s.armorUsed[dst]! + prevented;
      amount -= prevented;
      if (s.log) s.log.push(`  броня: ${label(s, dst)} предотвращает ${prevented}`);
    }
  }
  if (amount <= 0) return 0;
  // 511.6 application.
  s.wounds[dst] = s.wounds[dst]! + amount;
  s.g[G.Wounded] = 1;
  s.lastHitBy[dst] = src;
  if (src >= 0) s.statDealt[src] = s.statDealt[src]! + amount;
  if (s.log) s.log.push(`  ${label(s, dst)} получает ${plural(amount, 'рану', 'раны', 'ран')} (${s.wounds[dst]}/${s.db.life[s.card[dst]!]! + s.extraLives[dst]!})`);
  return amount;
}

/** Heal up to `amount` wounds. Returns the wounds removed. */
export function heal(s: GameState, dst: number, amount: number): number {
  const w = s.wounds[dst]!;
  const h = amount < w ? amount : w;
  if (h > 0) {
    s.wounds[dst] = w - h;
    if (s.log) s.log.push(`  ${label(s, dst)} излечивается на ${h}`);
  }
  return h;
}
