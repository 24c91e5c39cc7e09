// Badge names arrive with their emoji at the end ('First Referral 🎯', RULES badges table); the screens
// show the emoji on its own, large, beside the name.

/** 'First Referral 🎯' with icon '🎯' -> 'First Referral'; a name without that ending stays as it is. */
export function badgeTitle(badgeName: string, iconEmoji: string): string {
  const name = badgeName.trim();
  const emoji = iconEmoji.trim();
  if (!emoji || !name.endsWith(emoji)) return name;
  return name.slice(0, name.length - emoji.length).trim() || name;
}
