export * from './common';
export * from './content';
export * from './goods';
export * from './clue';
export * from './system';
export * from './auth';
export * from './users';
export * from './publish';
