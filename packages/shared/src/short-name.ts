/** 'Jan d.': how bid lists and reviews name a person (first name and the last name's initial). */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  const first = firstName.trim();
  return initial ? `${first} ${initial}.` : first;
}
