/**
 * The Parquet tables (sim/parquet-io.ts) read back with DuckDB's built-in Parquet reader hold the
 * same rows as the Arrow tables, column for column; `cards.parquet` joins card names; `export`
 * writes the same bytes as `sim --format both`; `--format parquet` keeps no Arrow stream; and a
 * folder that is not a finished run gets one error line, exit 2, and no Parquet file.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_COLUMNS, END_REASONS, GAME_COLUMNS } from '../../src/sim/columns.js';
import { forEachShard } from '../../src/sim/run-dir.js';
import { assertBuilt, berserk, berserkAsync, deck, sameFile } from './cli-helpers.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-parquet-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const both = path.join(tmp, 'both');
const arrowOnly = path.join(tmp, 'arrow');
const parquetOnly = path.join(tmp, 'parquet');
// 300 games in shards of 256: two record batches, so two row groups per table.
const simArgs = (out: string, format: string) => ['sim', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--games', '300', '--shard-size', '256', '--workers', '2', '--seed', '7', '--out', out, '--format', format];

beforeAll(async () => {
  assertBuilt();
  const runs = await Promise.all([berserkAsync(simArgs(both, 'both')), berserkAsync(simArgs(arrowOnly, 'arrow')), berserkAsync(simArgs(parquetOnly, 'parquet'))]);
  for (const r of runs) expect(r.status, r.stderr).toBe(0);
}, 480_000);

async function query(sql: string): Promise<Record<string, unknown>[]> {
  const db = await DuckDBInstance.create(':memory:');
  const c = await db.connect();
  const r = await c.runAndReadAll(sql);
  const rows = r.getRowObjects() as Record<string, unknown>[];
  c.closeSync();
  db.closeSync();
  return rows;
}

/** Every row of both Arrow tables, as plain objects keyed by column name (bigint seeds, end_reason as text). */
async function arrowRows(dir: string): Promise<{ games: Record<string, unknown>[]; cards: Record<string, unknown>[] }> {
  const games: Record<string, unknown>[] = [];
  const cards: Record<string, unknown>[] = [];
  await forEachShard(dir, (g, c) => {
    const gc = g as unknown as Record<string, ArrayLike<number | bigint>>;
    const cc = c as unknown as Record<string, ArrayLike<number | bigint>>;
    for (let i = 0; i < g.n; i++) {
      const row: Record<string, unknown> = {};
      for (const s of GAME_COLUMNS) row[s.name] = s.kind === 'end-reason' ? END_REASONS[gc[s.name]![i] as number] : gc[s.name]![i];
      games.push(row);
    }
    for (let i = 0; i < c.n; i++) {
      const row: Record<string, unknown> = {};
      for (const s of CARD_COLUMNS) row[s.name] = s.kind === 'bool' ? cc[s.name]![i] === 1 : cc[s.name]![i];
      cards.push(row);
    }
  });
  return { games, cards };
}

/** DuckDB's values in the Arrow readers' JS types (DuckDB gives UBIGINT as bigint, the rest as numbers). */
function normalise(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'seed' ? BigInt(v as bigint) : v])));
}

describe('Parquet output read by DuckDB (read_parquet)', () => {
  it('games.parquet holds the rows of games.arrows, in order, with the same values', async () => {
    const want = (await arrowRows(both)).games;
    const got = normalise(await query(`SELECT * FROM read_parquet('${path.join(both, 'games.parquet')}') ORDER BY game`));
    expect(want.length).toBe(300);
    expect(got.length).toBe(want.length);
    expect(got).toEqual(want);
  });

  it('game_cards.parquet holds the rows of game_cards.arrows, in file order', async () => {
    const want = (await arrowRows(both)).cards;
    const got = await query(`SELECT * FROM read_parquet('${path.join(both, 'game_cards.parquet')}')`);
    expect(want.length).toBeGreaterThan(300 * 20);
    expect(got.length).toBe(want.length);
    expect(got).toEqual(want);
  });

  it('the column types are the unsigned and boolean types of the Arrow schema', async () => {
    const types = await query(`SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM read_parquet('${path.join(both, 'games.parquet')}'))`);
    const t = Object.fromEntries(types.map((r) => [r.column_name, r.column_type]));
    expect(t).toMatchObject({ game: 'UINTEGER', seed: 'UBIGINT', deck1: 'USMALLINT', agent1: 'UTINYINT', end_reason: 'VARCHAR', turns: 'USMALLINT' });
    const c = await query(`SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM read_parquet('${path.join(both, 'game_cards.parquet')}'))`);
    expect(Object.fromEntries(c.map((r) => [r.column_name, r.column_type]))).toMatchObject({ recruited: 'BOOLEAN', cell: 'TINYINT', card: 'USMALLINT' });
  });

  it('cards.parquet names the cards of game_cards (a SQL join), and the run metadata is in the key-value metadata', async () => {
    const rows = await query(
      `SELECT c.id, c.name, c.element, count(*) AS n FROM read_parquet('${path.join(both, 'game_cards.parquet')}') g JOIN read_parquet('${path.join(both, 'cards.parquet')}') c USING (card) GROUP BY ALL ORDER BY c.id`,
    );
    const ids = new Set((JSON.parse(fs.readFileSync(path.join(both, 'decks.json'), 'utf8')) as { cards: string[] }[]).flatMap((d) => d.cards));
    expect(new Set(rows.map((r) => r.id))).toEqual(ids);
    expect(rows.find((r) => r.id === 's1_13')).toMatchObject({ name: 'Орк', element: 'steppe' });
    const md = await query(`SELECT key::VARCHAR AS k, decode(value) AS v FROM parquet_kv_metadata('${path.join(both, 'games.parquet')}')`);
    const config = JSON.parse(String(md.find((r) => r.k === 'berserk.config')!.v)) as { seed: string };
    expect(config.seed).toBe('7');
  });
});

describe('berserk export DIR --parquet and sim --format', () => {
  it('export of an Arrow-only run writes the same bytes as sim --format both', () => {
    expect(fs.existsSync(path.join(arrowOnly, 'games.parquet'))).toBe(false);
    const r = berserk(['export', arrowOnly, '--parquet']);
    expect(r.status, r.stderr).toBe(0);
    for (const f of ['games.parquet', 'game_cards.parquet', 'cards.parquet']) expect(sameFile(both, arrowOnly, f), f).toBe(true);
    expect(fs.readdirSync(arrowOnly).filter((n) => n.includes('.tmp-'))).toEqual([]);
  });

  it('--format parquet leaves the Parquet tables and no Arrow stream; export then says there is nothing to convert', () => {
    const names = fs.readdirSync(parquetOnly);
    expect(names).toEqual(expect.arrayContaining(['games.parquet', 'game_cards.parquet', 'cards.parquet', 'summary.json', 'manifest.jsonl']));
    expect(names.filter((n) => n.endsWith('.arrows'))).toEqual([]);
    for (const f of ['games.parquet', 'game_cards.parquet']) expect(sameFile(both, parquetOnly, f), f).toBe(true);
    const r = berserk(['export', parquetOnly, '--parquet']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/games\.arrows: missing/);
  });

  it('an unfinished run folder: one line, exit 2, no Parquet file', () => {
    const dir = path.join(tmp, 'unfinished');
    fs.cpSync(arrowOnly, dir, { recursive: true });
    for (const f of ['games.parquet', 'game_cards.parquet', 'cards.parquet']) fs.rmSync(path.join(dir, f));
    // Drop the manifest's final {"complete": true} line: the run is then interrupted.
    const m = path.join(dir, 'manifest.jsonl');
    const lines = fs.readFileSync(m, 'utf8').trimEnd().split('\n');
    fs.writeFileSync(m, lines.slice(0, -1).join('\n') + '\n');
    const r = berserk(['export', dir, '--parquet']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/not complete/);
    expect(fs.readdirSync(dir).filter((n) => n.includes('parquet'))).toEqual([]);
  });

  it('a damaged batch is refused, not converted', () => {
    const dir = path.join(tmp, 'damaged');
    fs.cpSync(arrowOnly, dir, { recursive: true });
    for (const f of ['games.parquet', 'game_cards.parquet', 'cards.parquet']) fs.rmSync(path.join(dir, f));
    const f = path.join(dir, 'games.arrows');
    const b = fs.readFileSync(f);
    b[b.length - 100] ^= 0xff;
    fs.writeFileSync(f, b);
    const r = berserk(['export', dir, '--parquet']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/checksum/);
    expect(fs.readdirSync(dir).filter((n) => n.includes('parquet'))).toEqual([]);
  });

  it('export without a format is a usage error', () => {
    const r = berserk(['export', arrowOnly]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--parquet/);
  });
});
