/** A line refused for one reason (a StockMsg text): thrown by the value parsers, caught per line by line.ts. */
export class RowRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RowRefusal';
  }
}

export const refuse = (reason: string): never => {
  throw new RowRefusal(reason);
};
