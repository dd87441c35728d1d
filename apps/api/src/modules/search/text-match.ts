import { rowOf, type SearchIndex } from './search.index';

/**
 * The text matches of a query as index rows, and their cheap relevance order: work per match, so
 * none of it may cost more than a few operations a row (a broad word matches 10–15 % of the
 * vacancies: 150,000 of a million).
 */

/**
 * The vacancy ids of `vacancy_search_ids` (migration 0017): 4 bytes each, big-endian (`int4send`),
 * as the pg driver (a Buffer) or PGlite (a Uint8Array) gives a bytea; null when nothing matched.
 */
export const decodeIds = (bytes: Uint8Array | null | undefined): Int32Array => {
  if (!bytes || bytes.byteLength === 0) return new Int32Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ids = new Int32Array(bytes.byteLength >>> 2);
  for (let i = 0; i < ids.length; i++) ids[i] = view.getInt32(i * 4);
  return ids;
};

/** Each id's row (-1: not in the index), dense over 0…the largest id, per index (ids are a serial). */
const rowByIdOf = new WeakMap<SearchIndex, Int32Array | null>();
const rowById = (index: SearchIndex): Int32Array | null => {
  let rows = rowByIdOf.get(index);
  if (rows === undefined) {
    const largest = index.size > 0 ? (index.ids[index.size - 1] as number) : 0;
    // Dense when the ids are (a serial with a few gaps); else a binary search per id.
    if (largest <= 4 * index.size + 1024) {
      rows = new Int32Array(largest + 1).fill(-1);
      for (let row = 0; row < index.size; row++) rows[index.ids[row] as number] = row;
    } else rows = null;
    rowByIdOf.set(index, rows);
  }
  return rows;
};

/** The rows of these ids that the index has, ascending (the index's order). */
export const rowsOfIds = (index: SearchIndex, ids: ArrayLike<number>): Int32Array => {
  const dense = rowById(index);
  const rows = new Int32Array(ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    const row = dense ? (id >= 0 && id < dense.length ? (dense[id] as number) : -1) : rowOf(index, id);
    if (row >= 0) rows[n++] = row;
  }
  return sortedRows(index, rows.subarray(0, n));
};

/**
 * A byte per row, all zero between uses: a membership set that costs no allocation (a fresh one is
 * a zero-filled megabyte at a million rows, and garbage collection after it). Each user clears
 * what it set before returning (the users run synchronously, so never two at once).
 */
let scratch = new Uint8Array(0);
const zeroedBytes = (size: number): Uint8Array => {
  if (scratch.length < size) scratch = new Uint8Array(size);
  return scratch;
};

/**
 * Distinct rows in ascending order: as they are when they came so (the documents table is in id
 * order but for rows edited since), few by sorting, many through a membership walk (linear).
 */
const sortedRows = (index: SearchIndex, rows: Int32Array): Int32Array => {
  let ascending = true;
  for (let i = 1; i < rows.length && ascending; i++) ascending = (rows[i] as number) > (rows[i - 1] as number);
  if (ascending) return rows;
  if (rows.length < index.size / 32) return rows.sort();
  const member = zeroedBytes(index.size);
  for (let i = 0; i < rows.length; i++) member[rows[i] as number] = 1;
  let n = 0;
  for (let row = 0; row < index.size; row++) {
    if (member[row] === 1) {
      member[row] = 0;
      rows[n++] = row;
    }
  }
  return rows.subarray(0, n);
};

/** Each row's position in the date order (newest first), per index. */
const datePositions = new WeakMap<SearchIndex, Int32Array>();
const datePositionOf = (index: SearchIndex): Int32Array => {
  let positions = datePositions.get(index);
  if (!positions) {
    positions = new Int32Array(index.size);
    for (let i = 0; i < index.size; i++) positions[index.byDate[i] as number] = i;
    datePositions.set(index, positions);
  }
  return positions;
};

/**
 * `rows` by a score of their title (computed once per distinct title), highest first, then newest
 * first: the cheap relevance order. Without a comparison sort: the scores are a handful of values
 * (shares of the query's words), so the rows go to one bucket per score in date order — over the
 * whole date order when the rows are many (linear in the index), over the rows sorted by their
 * date position when they are few.
 */
export const orderByTitleScore = (
  index: SearchIndex,
  rows: Int32Array,
  titleScore: (title: string) => number,
): Int32Array => {
  // Each distinct title of the rows scored once, then each title's bucket: its score's rank.
  const scoreOfTitle = new Float64Array(index.titles.length).fill(Number.NaN);
  const distinct = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    const code = index.title[rows[i] as number] as number;
    if (Number.isNaN(scoreOfTitle[code] as number)) {
      const score = titleScore(index.titles[code] as string);
      scoreOfTitle[code] = score;
      distinct.add(score);
    }
  }
  const rank = new Map([...distinct].sort((a, b) => b - a).map((score, i) => [score, i]));
  const bucketOfTitle = new Int32Array(index.titles.length);
  for (let code = 0; code < bucketOfTitle.length; code++) {
    const score = scoreOfTitle[code] as number;
    if (!Number.isNaN(score)) bucketOfTitle[code] = rank.get(score) as number;
  }
  // Where each bucket starts in the output.
  const next = new Int32Array(rank.size + 1);
  for (let i = 0; i < rows.length; i++) next[(bucketOfTitle[index.title[rows[i] as number] as number] as number) + 1]++;
  for (let bucket = 1; bucket < next.length; bucket++) next[bucket] += next[bucket - 1] as number;
  const out = new Int32Array(rows.length);
  const place = (row: number) => {
    const bucket = bucketOfTitle[index.title[row] as number] as number;
    out[next[bucket] as number] = row;
    next[bucket]++;
  };
  if (rows.length >= index.size / 32) {
    const member = zeroedBytes(index.size);
    for (let i = 0; i < rows.length; i++) member[rows[i] as number] = 1;
    for (let i = 0; i < index.size; i++) {
      const row = index.byDate[i] as number;
      if (member[row] === 1) {
        member[row] = 0;
        place(row);
      }
    }
  } else {
    const position = datePositionOf(index);
    const byDate = new Int32Array(rows.length);
    for (let i = 0; i < rows.length; i++) byDate[i] = position[rows[i] as number] as number;
    byDate.sort();
    for (let i = 0; i < byDate.length; i++) place(index.byDate[byDate[i] as number] as number);
  }
  return out;
};
