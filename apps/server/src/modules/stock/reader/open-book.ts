import type { Book } from './book.ts';
import { openCsv } from './csv-book.ts';
import { sniff } from './sniff.ts';
import type { StockFile } from './types.ts';
import { openCfb, openWithSheetJs } from './xls-book.ts';
import { openXlsx } from './xlsx-book.ts';

/** Opens a stock list by what its bytes are, not by its name: a renamed .exe or PNG is refused here. */
export async function openBook(file: StockFile): Promise<Book> {
  switch (sniff(file.bytes)) {
    case 'zip':
      return openXlsx(file.bytes);
    case 'cfb':
      return openCfb(file.bytes);
    case 'markup':
      return openWithSheetJs(file.bytes);
    case 'text':
      return openCsv(file.bytes, file.fileName);
  }
}
