/** How the tz database names an offset that has no letters: '+0545', '-03', '+00'. */
export function offsetAbbreviation(offset: number): string {
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${minutes ? pad(minutes) : ''}`;
}
