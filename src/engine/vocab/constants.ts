/**
 * Literal features and amounts that card data names, in the vocabulary so card data imports nothing
 * but vocab/ (docs/architecture.md, R3).
 */
import type { Ability } from './ability.js';

/** Heal amount of "полностью излечиться": more than any creature's lives (heal stops at 0 wounds). */
export const HEAL_FULL = 99;

/** "Трупоедство": heal fully when a creature it killed was an adjacent enemy creature (mechanics/wounds/vampirism.ts). */
export const SCAVENGER: Ability = { kind: 'triggered', on: 'selfKills', target: 'self', effect: { op: 'heal', amount: 127 }, abilityType: 'influence' };
