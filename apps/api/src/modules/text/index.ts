// The text tools that search, saved-search matching and the assistant share: words and stems
// (text), the dictionary of known places, positions and skills, the free-text parser, a query's
// words and typo corrections (query) and their other names (synonyms). A module of plain
// functions: no routes, no jobs, no state, and it imports no other module.
export * from './dictionary';
export * from './parser';
export * from './query';
export * from './synonyms';
export * from './text';
