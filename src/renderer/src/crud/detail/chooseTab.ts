/**
 * The tab an address asks for (?tab=<name>) when the page has it; else the first, so an old link or
 * a tab the person may no longer see still opens the page.
 */
export function chooseTab(names: readonly string[], wanted: string | null): string | undefined {
  return wanted !== null && names.includes(wanted) ? wanted : names[0];
}
