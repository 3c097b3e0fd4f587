/** The Petcare paw mark. Decorative: the text next to it carries the name. */
export function PawIcon({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="paw-icon"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="8" cy="12" rx="3.2" ry="4.2" transform="rotate(-20 8 12)" />
      <ellipse cx="13.5" cy="6.5" rx="3.2" ry="4.4" />
      <ellipse cx="20.5" cy="6.5" rx="3.2" ry="4.4" />
      <ellipse cx="26" cy="12" rx="3.2" ry="4.2" transform="rotate(20 26 12)" />
      <path d="M17 14c-4.6 0-9 5.6-9 9.6 0 2.8 2 4.4 4.6 4.4 1.9 0 3-1 4.4-1s2.5 1 4.4 1c2.6 0 4.6-1.6 4.6-4.4 0-4-4.4-9.6-9-9.6z" />
    </svg>
  );
}
