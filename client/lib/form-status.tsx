import { useEffect, useRef, type ReactNode } from 'react';

/** What a save came to: its message and whether it worked. */
export type SaveStatus = { kind: 'ok' | 'error'; text: ReactNode } | null;

/**
 * The outcome of a save, shown where the person is: put it beside the form's Save button (not at the top of
 * a long form, out of view). Each new status (a new object, even with the same words) is scrolled into view
 * and takes focus, so a screen reader reads it and the next Tab continues from the button's place; success
 * is a status, a failure an alert.
 */
export function FormStatus({ status, testId, say }: {
  status: SaveStatus;
  testId?: string;
  /** Says a status's English in the page's language; given here, not by a new status object, which would take focus at every render. */
  say?: (text: string) => ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!status || !el) return;
    // Out of view (a message above a long form, or below the fold), it is brought to the middle of the window,
    // with the button it answers in sight too.
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [status]);
  if (!status) return null;
  return (
    <p ref={ref} tabIndex={-1} className={`alert form-status ${status.kind === 'ok' ? 'alert-success' : 'alert-error'}`}
      role={status.kind === 'ok' ? 'status' : 'alert'} data-testid={testId}>
      {say && typeof status.text === 'string' ? say(status.text) : status.text}
    </p>
  );
}
