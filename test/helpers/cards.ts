/**
 * Synthetic test cards (all neutral, cost 1, no ability text) appended to SET1, so that mechanics
 * tests control every number. Default body: life 10, move 2, simple strike 1-2-3.
 */
import { makeDb, synth } from './scenario.js';

const R = (kind: 'shot' | 'throw' | 'discharge' | 'throughRow' | 'magic', range?: number, adjacentAllowed?: true) => ({
  ranged: { kind, values: [1, 2, 3] as const, ...(range !== undefined ? { range } : {}), ...(adjacentAllowed ? { adjacentAllowed } : {}) },
});

export const MECH_CARDS = [
  synth('Боец'),
  synth('Улитка', { move: 1 }),
  synth('Стена', { move: 0, strike: [0, 0, 0] }),
  synth('Пацифист', { strike: [0, 0, 0] }),
  synth('Силач', { life: 20, strike: [2, 4, 6] }),
  synth('Крепыш', { life: 30 }),
  synth('Хрупкий', { life: 1, strike: [1, 1, 1] }),
  synth('Опытный', { icons: { ova: 2 } }),
  synth('Стойкий', { icons: { ovz: 2 } }),
  synth('Направленный', { icons: { direct: true } }),
  synth('Птица', { type: 'flyer', move: null }),
  synth('Птица2', { type: 'flyer', move: null }),
  synth('Птица-стрелок', { type: 'flyer', move: null, ...R('shot', 1) }),
  synth('Птица-копейщик', { type: 'flyer', move: null, ...R('throughRow') }),
  synth('Стрелок', { move: 1, ...R('shot', 3) }),
  synth('Лучник', { move: 1, ...R('shot') }),
  synth('Метатель', { move: 1, ...R('throw', 3) }),
  synth('Разрядник', { move: 1, ...R('discharge', 3) }),
  synth('Копейщик', { move: 1, ...R('throughRow') }),
  synth('Маг', { move: 1, ...R('magic') }),
  synth('Снайпер', { move: 1, ...R('shot', 3, true) }),
  synth('ЗОВ', { life: 20, icons: { zov: true } }),
  synth('ЗОТ', { life: 20, icons: { zot: true } }),
  synth('ЗОР', { life: 20, icons: { zor: true } }),
  synth('ЗОМ', { life: 20, icons: { zom: true } }),
  synth('ЗОЯ', { life: 20, icons: { zoo: true } }),
  synth('ЗОЛ', { life: 20, icons: { zoal: true } }),
  synth('ЗОЗ', { life: 20, icons: { zoz: true } }),
  synth('ЗОВ+ЗОР', { life: 20, icons: { zov: true, zor: true } }),
  synth('Латник', { life: 20, icons: { armor: 2 } }),
  synth('Латник-ЗОВ', { life: 20, icons: { armor: 2, zov: true } }),
  synth('Регенерант', { icons: { regen: 2 } }),
  synth('Призрак', { incorporeal: true, icons: { regen: 1 } }),
];

export const MECH_DB = makeDb(MECH_CARDS);
