/**
 * A card as players read it (`berserk cards show`): cost with its crystal (gold = elite), element,
 * type, class, life, movement, strike, and the icon column in the players' abbreviations (ОвА 1,
 * ОвЗ 1, Броня 2, ЗОО, ЗОР, ЗОЛ …; digest §1.2, cards README §2).
 *
 * The printed ability text belongs to the publisher and is not bundled (cards README: "do not ship
 * them verbatim"). It is read, when the user has it, from a card-facts file: a JSON array of
 * `{ "id": "s1_13", "text": "…" }` records such as the reference set1.json, whose `{tokens}` are
 * written out the way players write them (`{ova}1` → ОвА 1, `{tap}` → [закрыть] …).
 */
import { z } from 'zod';
import type { CardDef, Icons } from '../engine/vocab/card.js';
import { MAX_TEXT_BYTES, TextFileError, parseJsonText, readTextFile } from './text-file.js';

/** Card id → printed text. */
export type CardFacts = ReadonlyMap<string, string>;

/** Icon keys in the order of the icon column, with their players' abbreviations. */
const ICON_RU: readonly [keyof Icons, string][] = [
  ['ova', 'ОвА'],
  ['ovz', 'ОвЗ'],
  ['armor', 'Броня'],
  ['regen', 'Регенерация'],
  ['direct', 'Направленный удар'],
  ['zoo', 'ЗОО'],
  ['zot', 'ЗОТ'],
  ['zov', 'ЗОВ'],
  ['zom', 'ЗОМ'],
  ['zoz', 'ЗОЗ'],
  ['zor', 'ЗОР'],
  ['zoal', 'ЗОЛ'],
];

/** `ОвА 1, Регенерация 1, ЗОО`, or '' for a card without icons. */
export function iconsRu(icons: Icons): string {
  const out: string[] = [];
  for (const [k, ru] of ICON_RU) {
    const v = icons[k];
    if (v === undefined) continue;
    out.push(v === true ? ru : `${ru} ${v}`);
  }
  return out.join(', ');
}

/** Text tokens (cards README §4) as players write them. */
const TOKEN_RU: Record<string, string> = {
  tap: '[закрыть]',
  counter: '[фишка]',
  instant: '[внезапное действие]',
  strike: '[простой удар]',
  uchr: '[удар через ряд]',
  direct: '[направленный удар]',
  ova: 'ОвА',
  ovz: 'ОвЗ',
  ovs: 'ОвС',
  armor: 'Броня',
  regen: 'Регенерация',
  stamina: 'Стойкость',
  zoal: 'ЗОЛ',
  zot: 'ЗОТ',
  zov: 'ЗОВ',
  zoo: 'ЗОО',
  zom: 'ЗОМ',
  zoz: 'ЗОЗ',
  zor: 'ЗОР',
  move: '[движение]',
  health: '[жизни]',
  elite: '[золотой кристалл]',
  ordinary: '[серебряный кристалл]',
  first: '[первый игрок]',
  second: '[второй игрок]',
};

/** The text with its `{tokens}` written out; `{ova}1` becomes `ОвА 1`. Unknown tokens stay as they are. */
export function textRu(text: string): string {
  return text.replace(/\{([a-z]+)\}(\d+)?/g, (whole, tok: string, n: string | undefined) => {
    const ru = TOKEN_RU[tok];
    if (ru === undefined) return whole;
    return n === undefined ? ru : `${ru} ${n}`;
  });
}

const factsSchema = z.array(z.looseObject({ id: z.string(), text: z.string() }));

/** Read a card-facts file; throws TextFileError naming the problem (callers prefix the file). */
export function cardFacts(file: string): CardFacts {
  const data = parseJsonText(readTextFile(file, 16 * MAX_TEXT_BYTES));
  const r = factsSchema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new TextFileError(`${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('') || '(root)'}: expected an array of {"id", "text"} card records`);
  }
  return new Map(r.data.map((c) => [c.id, c.text]));
}

/** `cardFacts` with the error as a one-line UsageError-style message: `FILE: problem`. */
export function cardFactsFile(file: string): CardFacts {
  try {
    return cardFacts(file);
  } catch (e) {
    if (e instanceof TextFileError) throw new CardFactsError(`${file}: ${e.message}`);
    throw e;
  }
}

/** A card-facts file that cannot be used (one line; exit 2). */
export class CardFactsError extends Error {}

const ELEMENT_RU: Record<string, string> = { steppe: 'Степи', mountain: 'Горы', forest: 'Леса', swamp: 'Болота', darkness: 'Тьма', neutral: 'нейтральная' };

/** The card view; `engine` says how much of the card the engine plays. */
export function renderCardView(def: CardDef, facts: CardFacts | null, engine: string): string {
  const crystal = def.elite ? 'золото, элитная' : 'серебро, рядовая';
  const L: string[] = [];
  L.push(`${def.name}  ${def.id} (${def.set} №${def.number})${def.unique ? '  ♔ уникальная' : ''}`);
  L.push(`${def.cost} (${crystal}) · ${ELEMENT_RU[def.element]} (${def.element}) · ${def.type === 'flyer' ? 'летающее существо' : 'существо'}${def.classes.length ? ` · ${def.classes.join(', ')}` : ''}`);
  L.push(`жизни ${def.life} · движение ${def.move === null ? '—' : def.move} · удар ${def.strike.join('-')}`);
  const icons = iconsRu(def.icons);
  L.push(`значки: ${icons === '' ? '—' : icons}`);
  if (facts === null) L.push(def.hasText ? 'текст: not bundled (the publisher\'s); give --text FILE or BERSERK_CARD_TEXT (a card-facts JSON such as set1.json)' : 'текст: —');
  else {
    const t = facts.get(def.id);
    if (t === undefined) L.push(`текст: ${def.id} is not in the card-facts file`);
    else if (t === '') L.push('текст: —');
    else {
      const lines = textRu(t).split('\n');
      L.push(`текст: ${lines[0]}`, ...lines.slice(1).map((l) => `       ${l}`));
    }
  }
  L.push(`engine: ${engine}`);
  return L.join('\n') + '\n';
}
