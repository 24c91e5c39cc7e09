/**
 * A pure one-argument function with its answers remembered, at most `limit` of them (all forgotten at once past
 * it, so a long-running worker that meets ever new arguments stays bounded). For the calendar maths the reward
 * rules repeat over every referral at every event.
 */
export function remembered<A, R>(compute: (argument: A) => R, limit = 20_000): (argument: A) => R {
  const known = new Map<A, R>();
  return (argument) => {
    if (known.has(argument)) return known.get(argument)!;
    const answer = compute(argument);
    if (known.size >= limit) known.clear();
    known.set(argument, answer);
    return answer;
  };
}
