/**
 * `berserk deck check FILE...`: legality, crystal curve, elements and element penalty, elite and
 * unique cards, flyers against the 15-crystal cap, cards whose text is not fully played, and the
 * cards one squad can take from a 15-card deal (sim/deck-check.ts). A deck that breaks a rule or
 * cannot be read is bad input: one line naming the file and the field, exit 2, nothing on stdout.
 */
import type { Command } from 'commander';
import { cardDb } from '../engine/card-pool.js';
import { checkDeck, renderDeckReport } from '../sim/deck-check.js';
import { loadDeckFile } from '../sim/deck-file.js';

export function registerDeck(program: Command): void {
  const deck = program.command('deck').description('deck tools: `deck check FILE...`').summary('check a deck before simulating it');
  deck
    .command('check')
    .description(
      'check deck files: legality (30–50 cards, 3 copies), crystal curve, elements and element penalty, elite and unique cards, flyers against the 15-crystal cap, cards not fully played, and the cards one squad can recruit from a 15-card deal',
    )
    .argument('<files...>', 'deck files (decks/*.json format)')
    .option('--json', 'print a JSON array of reports')
    .action((files: string[], flags: { json?: boolean }) => {
      const db = cardDb();
      // Every file is read and checked before anything is printed.
      const reports = files.map((f) => {
        const d = loadDeckFile(f, db.defs);
        return checkDeck(db, d.name, f, d.cardIndices);
      });
      process.stdout.write(flags.json ? JSON.stringify(reports, null, 2) + '\n' : reports.map(renderDeckReport).join('\n'));
    });
}
