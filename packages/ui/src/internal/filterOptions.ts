export interface FilterableOption {
  label: string;
}

/** Case- and accent-insensitive form of a string, so "kopi" matches "Kopi Café" and "cafe" matches "Café". */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** Default Select filter: the option's label contains the query. */
export function labelContains(option: FilterableOption, query: string): boolean {
  return searchKey(option.label).includes(searchKey(query));
}
