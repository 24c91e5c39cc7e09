type BadgeEmojiProps = {
  emoji: string;
  size?: 'medium' | 'large';
};

/** The badge's emoji in a round medal; decorative, as the name beside it says what it is. */
export function BadgeEmoji({ emoji, size = 'medium' }: BadgeEmojiProps) {
  return (
    <span className={`badge-emoji badge-emoji-${size}`} aria-hidden>
      {emoji}
    </span>
  );
}
