/** What a signed-in seeker's lists change in every list of vacancies: hidden ones out, favourites marked. */
export type SeekerLists = {
  /** Vacancies the seeker hid, and the published vacancies of the companies they hid. */
  hidden: ReadonlySet<number>;
  favorites: ReadonlySet<number>;
};

/** Marks each vacancy's `is_favorite` for a signed-in seeker. */
export const markFavorites = <T extends { id: number }>(
  items: T[],
  lists: SeekerLists | undefined,
): Array<T & { is_favorite?: boolean }> =>
  lists ? items.map((item) => ({ ...item, is_favorite: lists.favorites.has(item.id) })) : items;

/** Leaves out what the seeker hid. */
export const withoutHidden = <T extends { id: number; company?: { id: number } }>(
  items: T[],
  lists: SeekerLists | undefined,
): T[] => (lists && lists.hidden.size > 0 ? items.filter((item) => !lists.hidden.has(item.id)) : items);
