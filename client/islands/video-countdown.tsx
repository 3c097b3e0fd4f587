import { useEffect, useState } from 'react';
import { VIDEO_ROOM_OPENS_TEXT } from '../../contracts/consultations.ts';
import { fillParts } from '../../contracts/messages/fill.ts';

/** Its words in the page's language (`opensIn` a `{time}` template), given by the page: no message runtime here. */
export interface VideoCountdownWords {
  opens: string;
  opensIn: string;
}

/** English, for a page that gives none (the appointment's Video Chat tab). */
const ENGLISH: VideoCountdownWords = { opens: VIDEO_ROOM_OPENS_TEXT, opensIn: 'Opens in {time}.' };

export interface VideoCountdownProps {
  /** ISO: when the room opens (`videoRoom()`, contracts/consultations.ts). */
  opensAt: string;
  words?: VideoCountdownWords;
}

function remaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d > 0 ? `${d}d ` : ''}${pad(h)}:${pad(m)}:${pad(s)}`;
}

const SPACE = ' ';

/**
 * Before a video room opens (the Video Chat tab and the consultation link page): a countdown to its
 * opening, then the page is drawn again by the server, which embeds the room from then on.
 */
export default function VideoCountdown({ opensAt, words = ENGLISH }: VideoCountdownProps) {
  const target = Date.parse(opensAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= target) {
        clearInterval(timer);
        window.location.reload();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return (
    <p className="video-countdown" role="timer" aria-live="off" data-testid="video-countdown">
      {words.opens}
      {now !== null && <>{SPACE}{fillParts(words.opensIn, { time: <strong key="time">{remaining(target - now)}</strong> })}</>}
    </p>
  );
}
