/**
 * Person names as screens show them. Other salespeople leave the server masked as first name plus
 * last initial (RULES, counting: leaderboard); the initial is made here, beside the display rule.
 */

/** 'Smith' -> 'S.'; empty stays empty. */
export function lastInitial(lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${initial}.` : '';
}

/** 'Jane', 'Smith' -> 'Jane Smith', without stray spaces when a part is missing. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
