/**
 * Лунная баньши (s1_157) «крик Баньши» — уменьшить величину выбранного удара на 1, при этом получить
 * {counter} (abilities/strike-value.ts), in a simple strike's window after the dice. The scenarios are
 * shared with the synthetic crier of test/mechanics/strike-value.test.ts (test/helpers/strike-value-scenarios.ts).
 */
import { describe } from 'vitest';
import { makeDb } from '../helpers/scenario.js';
import { STRIKE_VALUE_BODIES, strikeValueScenarios } from '../helpers/strike-value-scenarios.js';

describe('Лунная баньши (s1_157): «крик Баньши» — уменьшить величину выбранного удара на 1, при этом получить {counter}', () => {
  strikeValueScenarios(makeDb(STRIKE_VALUE_BODIES), 'Лунная баньши', 'Лунная баньши (s1_157): ');
});
