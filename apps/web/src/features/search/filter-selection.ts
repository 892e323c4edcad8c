/**
 * The spec's 'All' logic for the entity type and fleet tag checkboxes (section 4): choosing All
 * selects every option, clearing All clears them, selecting the last one adds All, and clearing
 * one removes All. 'All' is derived: it is ticked exactly when every option is.
 */
export function toggleOption<T extends string>(selected: readonly T[], option: T, enabled: boolean): T[] {
  return enabled ? [...new Set([...selected, option])] : selected.filter((item) => item !== option);
}

export function toggleAll<T extends string>(options: readonly T[], enabled: boolean): T[] {
  return enabled ? [...options] : [];
}

export function isAllSelected<T extends string>(selected: readonly T[], options: readonly T[]): boolean {
  return options.length > 0 && options.every((option) => selected.includes(option));
}
