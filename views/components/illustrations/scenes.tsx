import type { ReactNode } from 'react';
import { Backdrop, Bubble, Calendar, Cat, Clipboard, Dog, Ground, Heart, House, Phone, Question, Vet } from './parts.tsx';

/*
 * The product's illustrations, drawn for Petcare as inline SVG: no request, no layout shift (the width and
 * height attributes fix the box before anything paints), a few kilobytes each. They are decorative (the text
 * beside them says everything), so screen readers skip them.
 */

export type IllustrationName =
  | 'video-call' | 'phone-call' | 'clinic' | 'house-call' | 'records' | 'vets' | 'pets'
  | 'no-appointments' | 'no-pets' | 'not-found' | 'site-not-found';

const at = (x: number, y: number, s = 1, flip = false) => `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`;

/** Each scene in a 400 x 300 box. */
const SCENES: Record<IllustrationName, () => ReactNode> = {
  'video-call': () => (
    <>
      <g transform={at(200, 160)}><Backdrop /></g>
      <g transform={at(80, 272)}><Ground w={80} /></g>
      <g transform={at(40, 160, 0.62)}><Calendar /></g>
      <g transform={at(145, 48)}>
        <Phone>
          <g transform={at(10, 70, 0.75)}><Vet /></g>
          <rect x="68" y="24" width="28" height="34" rx="5" fill="#fde7c7" stroke="#fff" strokeWidth="2" />
          <g transform={at(70, 30, 0.22)}><Dog /></g>
          <circle cx="55" cy="168" r="9" fill="#dc2626" />
          <path d="M50 169q5-4 10 0" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" fill="none" />
        </Phone>
      </g>
      <g transform={at(320, 272)}><Ground w={100} /></g>
      <g transform={at(378, 154, 1, true)}><Dog /></g>
    </>
  ),
  'phone-call': () => (
    <>
      <g transform={at(200, 160)}><Backdrop /></g>
      <g transform={at(140, 48)}>
        <Phone>
          <circle cx="55" cy="76" r="26" fill="#ccfbf1" />
          <path d="M45 66c2 10 8 16 18 20l5-5 8 4-2 8c-16 2-36-18-34-34l8-2 4 8z" fill="#0f766e" />
          <rect x="26" y="118" width="58" height="8" rx="4" fill="#ccfbf1" />
          <rect x="34" y="134" width="42" height="8" rx="4" fill="#ccfbf1" />
        </Phone>
      </g>
      <g transform={at(262, 58)}><Bubble /></g>
      <g transform={at(40, 96, 0.85)}><Bubble fill="#fef3c7" /></g>
      <g transform={at(90, 272)}><Ground w={70} /></g>
      <g transform={at(48, 166)}><Cat /></g>
      <g transform={at(320, 272)}><Ground w={90} /></g>
      <g transform={at(380, 160, 0.95, true)}><Dog /></g>
    </>
  ),
  clinic: () => (
    <>
      <g transform={at(200, 160)}><Backdrop /></g>
      <g transform={at(130, 60, 1.1)}><Calendar /></g>
      <g transform={at(96, 272)}><Ground w={110} /></g>
      <g transform={at(36, 132)}><Vet /></g>
      <g transform={at(300, 272)}><Ground w={100} /></g>
      <g transform={at(362, 154, 1, true)}><Dog /></g>
    </>
  ),
  'house-call': () => (
    <>
      <g transform={at(200, 160)}><Backdrop /></g>
      <g transform={at(120, 132)}><House /></g>
      <g transform={at(70, 272)}><Ground w={100} /></g>
      <g transform={at(12, 132)}><Vet /></g>
      <g transform={at(330, 272)}><Ground w={90} /></g>
      <g transform={at(390, 160, 0.95, true)}><Dog /></g>
    </>
  ),
  records: () => (
    <>
      <g transform={at(200, 160)}><Backdrop /></g>
      <g transform={at(150, 70)}><Clipboard /></g>
      <g transform={at(84, 272)}><Ground w={80} /></g>
      <g transform={at(34, 166)}><Cat /></g>
      <g transform={at(318, 272)}><Ground w={100} /></g>
      <g transform={at(380, 154, 1, true)}><Dog /></g>
    </>
  ),
  vets: () => (
    <>
      <g transform={at(200, 160)}><Backdrop /></g>
      <g transform={at(250, 70, 0.8)}><Calendar /></g>
      <g transform={at(48, 80, 0.6)}><Phone><g transform={at(10, 70, 0.75)}><Vet /></g></Phone></g>
      <g transform={at(200, 272)}><Ground w={120} /></g>
      <g transform={at(140, 132)}><Vet /></g>
      <g transform={at(258, 196, 0.6)}><Clipboard /></g>
    </>
  ),
  pets: () => (
    <>
      <g transform={at(200, 160)}><Backdrop /></g>
      <g transform={at(180, 60)}><Heart /></g>
      <g transform={at(140, 272)}><Ground w={110} /></g>
      <g transform={at(80, 154)}><Dog /></g>
      <g transform={at(264, 272)}><Ground w={80} /></g>
      <g transform={at(214, 166)}><Cat /></g>
    </>
  ),
  'no-appointments': () => (
    <>
      <g transform={at(200, 160)}><Backdrop r={120} /></g>
      <g transform={at(110, 60, 1.3)}><Calendar marked={false} /></g>
      <g transform={at(330, 272)}><Ground w={90} /></g>
      <g transform={at(386, 160, 0.95, true)}><Dog /></g>
    </>
  ),
  'no-pets': () => (
    <>
      <g transform={at(200, 160)}><Backdrop r={120} /></g>
      <g transform={at(110, 272)}><Ground w={100} /></g>
      <g transform={at(50, 154)} opacity="0.35"><Dog /></g>
      <g transform={at(270, 272)}><Ground w={80} /></g>
      <g transform={at(220, 166)} opacity="0.35"><Cat /></g>
      <circle cx="200" cy="90" r="30" fill="#0f766e" />
      <path d="M200 74v32M184 90h32" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
    </>
  ),
  'not-found': () => (
    <>
      <g transform={at(200, 160)}><Backdrop /></g>
      <g transform={at(120, 272)}><Ground w={110} /></g>
      <g transform={at(60, 154)}><Dog /></g>
      <g transform={at(176, 50)}><Question /></g>
      <g transform={at(250, 110)}>
        <rect width="110" height="150" rx="8" fill="#fff" stroke="#99f6e4" strokeWidth="2" />
        <path d="M14 30h82M14 54h60M14 78h72M14 102h40" stroke="#ccfbf1" strokeWidth="9" strokeLinecap="round" />
        <path d="M70 118l28 26M98 118l-28 26" stroke="#f59e0b" strokeWidth="7" strokeLinecap="round" />
      </g>
    </>
  ),
  'site-not-found': () => (
    <>
      <g transform={at(200, 160)}><Backdrop /></g>
      <g transform={at(120, 132)}><House /></g>
      <g transform={at(250, 84)}><Question /></g>
      <g transform={at(330, 272)}><Ground w={80} /></g>
      <g transform={at(290, 166)}><Cat /></g>
    </>
  ),
};

/** One of the illustrations, `width` wide (height follows the 4:3 box). */
export function Illustration({ name, width = 400, className }: { name: IllustrationName; width?: number; className?: string }) {
  const draw = SCENES[name];
  return (
    <svg className={['illustration', className].filter(Boolean).join(' ')} width={width} height={Math.round((width * 3) / 4)}
      viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      {draw()}
    </svg>
  );
}
