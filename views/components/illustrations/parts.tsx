import type { ReactNode } from 'react';

/*
 * Shapes the illustrations are drawn from: flat, friendly figures in the brand's teal with an amber accent.
 * Each draws in its own box from (0, 0), noted beside it; scenes (scenes.tsx) place them with a transform.
 * Plain SVG, no filters or gradients, so a scene weighs a few kilobytes of markup and needs no request.
 */

export const INK = '#1f2937';
const TEAL = '#0f766e';
const TEAL_DARK = '#134e4a';
const TINT = '#ccfbf1';
const TINT_PALE = '#f0fdfa';
const AMBER = '#f59e0b';
const FUR = '#c97b3c';
const FUR_DARK = '#92400e';
const CREAM = '#fde7c7';
const GREY = '#94a3b8';
const GREY_PALE = '#e2e8f0';
const SKIN = '#b5744a';

/** A soft round backdrop with a few sparkles; centred on (0, 0), radius r. */
export function Backdrop({ r = 130 }: { r?: number }) {
  return (
    <g>
      <circle r={r} fill={TINT} opacity="0.65" />
      <circle r={r * 0.72} cx={r * 0.18} cy={r * 0.12} fill={TINT_PALE} opacity="0.8" />
      <path d={`M${-r * 0.95} ${-r * 0.55}h10m-5 -5v10`} stroke={AMBER} strokeWidth="3" strokeLinecap="round" />
      <path d={`M${r * 0.9} ${-r * 0.8}h12m-6 -6v12`} stroke={TEAL} strokeWidth="3" strokeLinecap="round" opacity="0.6" />
      <circle cx={r * 0.98} cy={r * 0.35} r="5" fill={AMBER} opacity="0.7" />
    </g>
  );
}

/** A flat shadow under a figure standing at (0, 0). */
export function Ground({ w = 90 }: { w?: number }) {
  return <ellipse rx={w / 2} ry="7" fill={TEAL_DARK} opacity="0.12" />;
}

/** A sitting dog facing right; box 120 x 120. */
export function Dog() {
  return (
    <g>
      <path d="M22 96c-18-8-16-26-8-34" fill="none" stroke={FUR_DARK} strokeWidth="8" strokeLinecap="round" />
      <ellipse cx="46" cy="88" rx="32" ry="25" fill={FUR} />
      <ellipse cx="64" cy="90" rx="14" ry="19" fill={CREAM} />
      <rect x="51" y="96" width="11" height="23" rx="5.5" fill={FUR} />
      <rect x="67" y="96" width="11" height="23" rx="5.5" fill={FUR} />
      <circle cx="70" cy="50" r="24" fill={FUR} />
      <ellipse cx="88" cy="59" rx="15" ry="10.5" fill={CREAM} />
      <ellipse cx="100" cy="54" rx="5" ry="4" fill={INK} />
      <circle cx="76" cy="44" r="3.3" fill={INK} />
      <path d="M89 65q5 5 10 0" fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <path d="M56 30c-16 2-16 24-10 34 8-4 14-16 14-26z" fill={FUR_DARK} />
      <rect x="55" y="69" width="28" height="7" rx="3.5" fill={TEAL} />
      <circle cx="70" cy="80" r="4.5" fill={AMBER} />
    </g>
  );
}

/** A sitting cat facing the viewer; box 100 x 108. */
export function Cat() {
  return (
    <g>
      <path d="M70 96c24-2 26-26 14-34" fill="none" stroke="#64748b" strokeWidth="7" strokeLinecap="round" />
      <ellipse cx="50" cy="78" rx="25" ry="25" fill={GREY} />
      <ellipse cx="50" cy="85" rx="12" ry="16" fill={GREY_PALE} />
      <path d="M32 34l3-22 14 13zM68 34l-3-22-14 13z" fill={GREY} />
      <path d="M36 28l1-10 8 7zM64 28l-1-10-8 7z" fill="#fda4af" />
      <circle cx="50" cy="42" r="20" fill={GREY} />
      <ellipse cx="43" cy="41" rx="2.6" ry="3.6" fill={INK} />
      <ellipse cx="57" cy="41" rx="2.6" ry="3.6" fill={INK} />
      <path d="M47.5 48h5l-2.5 3z" fill="#f472b6" />
      <path d="M40 50l-12-2M40 53l-12 2M60 50l12-2M60 53l12 2" stroke="#475569" strokeWidth="1.2" strokeLinecap="round" />
      <ellipse cx="42" cy="102" rx="7" ry="4.5" fill={GREY_PALE} />
      <ellipse cx="58" cy="102" rx="7" ry="4.5" fill={GREY_PALE} />
    </g>
  );
}

/** A vet from the waist up, in teal scrubs with a stethoscope; box 120 x 140. */
export function Vet() {
  return (
    <g>
      <path d="M8 140c0-32 22-50 52-50s52 18 52 50z" fill={TEAL} />
      <rect x="51" y="72" width="18" height="22" fill={SKIN} />
      <path d="M46 91l14 18 14-18z" fill={SKIN} />
      <circle cx="60" cy="54" r="24" fill={SKIN} />
      <path d="M35 56c-3-26 12-36 26-36 16 0 28 10 25 34-6-10-16-16-27-16-12 0-20 8-24 18z" fill={INK} />
      <circle cx="52" cy="56" r="2.7" fill={INK} />
      <circle cx="68" cy="56" r="2.7" fill={INK} />
      <path d="M53 66q7 6 14 0" fill="none" stroke={INK} strokeWidth="2.2" strokeLinecap="round" />
      <path d="M43 96c-5 24 12 30 17 30s20-8 15-30" fill="none" stroke={GREY_PALE} strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="60" cy="127" r="5.5" fill={GREY_PALE} stroke={GREY} strokeWidth="2" />
      <rect x="80" y="112" width="17" height="13" rx="2" fill={TEAL_DARK} />
      <rect x="86" y="107" width="3" height="9" rx="1.5" fill={AMBER} />
    </g>
  );
}

/** A phone with an empty light screen; box 110 x 200 (screen at 8, 16, 94 x 168). */
export function Phone({ children }: { children?: ReactNode }) {
  return (
    <g>
      <rect width="110" height="200" rx="16" fill={TEAL_DARK} />
      <rect x="8" y="16" width="94" height="168" rx="9" fill={TINT_PALE} />
      {children}
      <rect x="42" y="7" width="26" height="4" rx="2" fill="#0b3b37" />
    </g>
  );
}

/** A wall calendar with one day marked; box 140 x 120. `marked` false leaves every day empty. */
export function Calendar({ marked = true }: { marked?: boolean }) {
  const days = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      const hit = marked && row === 1 && col === 3;
      days.push(<rect key={`${row}-${col}`} x={14 + col * 24} y={44 + row * 18} width="16" height="11" rx="3" fill={hit ? AMBER : TINT} />);
    }
  }
  return (
    <g>
      <rect width="140" height="120" rx="12" fill="#fff" stroke="#99f6e4" strokeWidth="2" />
      <path d="M0 12a12 12 0 0 1 12-12h116a12 12 0 0 1 12 12v20H0z" fill={TEAL} />
      <rect x="30" y="-6" width="8" height="16" rx="4" fill={TEAL_DARK} />
      <rect x="102" y="-6" width="8" height="16" rx="4" fill={TEAL_DARK} />
      {days}
      {marked && <path d="M92 66l4 4 8-8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />}
    </g>
  );
}

/** A house with a door and windows; box 160 x 140. */
export function House() {
  return (
    <g>
      <rect x="112" y="14" width="16" height="32" fill={TEAL_DARK} />
      <rect x="18" y="56" width="124" height="84" fill="#fff" stroke="#99f6e4" strokeWidth="2" />
      <path d="M80 0l82 60H-2z" fill={TEAL} />
      <rect x="66" y="90" width="28" height="50" rx="4" fill={AMBER} />
      <circle cx="88" cy="116" r="2.5" fill={TEAL_DARK} />
      <rect x="30" y="74" width="26" height="22" rx="3" fill="#bae6fd" />
      <rect x="104" y="74" width="26" height="22" rx="3" fill="#bae6fd" />
    </g>
  );
}

/** A clipboard with a health record; box 110 x 140. */
export function Clipboard() {
  return (
    <g>
      <rect width="110" height="140" rx="10" fill={AMBER} />
      <rect x="10" y="18" width="90" height="114" rx="6" fill="#fff" />
      <rect x="35" y="-6" width="40" height="18" rx="5" fill={TEAL_DARK} />
      <path d="M55 34v18M46 43h18" stroke={TEAL} strokeWidth="6" strokeLinecap="round" />
      {[66, 84, 102].map((y, i) => (
        <g key={y}>
          <circle cx="26" cy={y + 3} r="5" fill={TINT} />
          <path d={`M23.5 ${y + 3}l2 2 3.5-4`} fill="none" stroke={TEAL} strokeWidth="1.8" strokeLinecap="round" />
          <rect x="36" y={y} width={[50, 40, 46][i]} height="7" rx="3.5" fill={TINT} />
        </g>
      ))}
    </g>
  );
}

/** A speech bubble with three dots; box 90 x 60 (tail at the bottom left). */
export function Bubble({ fill = '#fff' }: { fill?: string }) {
  return (
    <g>
      <path d="M12 0h66a12 12 0 0 1 12 12v24a12 12 0 0 1-12 12H30L14 60l2-12h-4A12 12 0 0 1 0 36V12A12 12 0 0 1 12 0z" fill={fill} stroke="#99f6e4" strokeWidth="2" />
      <circle cx="29" cy="24" r="4.5" fill={TEAL} />
      <circle cx="45" cy="24" r="4.5" fill={TEAL} opacity="0.7" />
      <circle cx="61" cy="24" r="4.5" fill={TEAL} opacity="0.45" />
    </g>
  );
}

/** A heart; box 40 x 36. */
export function Heart({ fill = '#f43f5e' }: { fill?: string }) {
  return <path d="M20 36C8 27 0 20 0 11 0 4 5 0 11 0c4 0 7 2 9 5 2-3 5-5 9-5 6 0 11 4 11 11 0 9-8 16-20 25z" fill={fill} />;
}

/** A round badge with a question mark; box 48 x 48. */
export function Question() {
  return (
    <g>
      <circle cx="24" cy="24" r="24" fill={AMBER} />
      <path d="M17 19a7 7 0 1 1 10 6c-2 1-3 2.5-3 5" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" />
      <circle cx="24" cy="37" r="3" fill="#fff" />
    </g>
  );
}
