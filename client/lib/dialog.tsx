import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

/**
 * The product's one dialog: a native modal <dialog> (the page behind it inert), labelled by its title and
 * described by its body. Opening moves focus to `initialFocus` (else the first `[data-autofocus]` inside, else
 * the body's first control, else the close button); Tab and Shift+Tab wrap inside it; Escape closes it unless `locked` (an action is running);
 * closing, however it happens, calls `onClose` and puts focus back on what had it before (the opener).
 */
export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra class names ('dialog-wide' for a form). */
  className?: string;
  /** A close button (×) in the heading, for dialogs holding a form. */
  closeButton?: boolean;
  /** The close button's name for screen readers (English 'Close' by default). */
  closeLabel?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** While true, Escape and the close button do nothing (a save or a cancel is on its way). */
  locked?: boolean;
  testId?: string;
}

/** The close button's mark (its name is `closeLabel`). */
const CLOSE_MARK = '×';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** See DialogProps. */
export function Dialog({ open, title, onClose, children, className, closeButton, closeLabel = 'Close', initialFocus, locked, testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const id = useId();
  const latest = useRef({ onClose, locked, open });
  latest.current = { onClose, locked, open };

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      el.showModal();
      const first = initialFocus?.current ?? el.querySelector<HTMLElement>('[data-autofocus]')
        ?? el.querySelector<HTMLElement>(`.dialog-body :is(${FOCUSABLE})`) ?? el.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open, initialFocus]);

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Tab') return;
    // The page behind is inert, but Tab could still leave for the browser's own controls: keep it inside.
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((x) => x.checkVisibility?.() ?? true);
    if (items.length === 0) return;
    const [first, last] = [items[0]!, items[items.length - 1]!];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog ref={ref} className={`dialog${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}
      data-testid={testId} onKeyDown={onKeyDown}
      onCancel={(e) => {
        if (latest.current.locked) e.preventDefault();
      }}
      onClose={() => {
        const back = opener.current;
        opener.current = null;
        // Closed from inside (Escape, the × button): tell the owner. Closed by the owner (open became false): it knows.
        if (latest.current.open) latest.current.onClose();
        if (back instanceof HTMLElement && back.isConnected) back.focus();
      }}>
      <div className="dialog-head">
        <h2 id={`${id}-title`} className="dialog-title">{title}</h2>
        {closeButton && (
          <button type="button" className="dialog-close" aria-label={closeLabel} disabled={locked} onClick={() => ref.current?.close()}>{CLOSE_MARK}</button>
        )}
      </div>
      <div id={`${id}-body`} className="dialog-body">{children}</div>
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ('Are you sure you want to cancel this appointment?'). */
  question: string;
  /** What follows from saying yes (a refund, what is removed), and any field the answer needs. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button while the call runs (a page in another language gives its own). */
  busyLabel?: string;
  /** The confirm button in red: the answer removes or ends something. */
  danger?: boolean;
  /** The confirm call is running: both buttons wait and Escape does nothing. */
  busy?: boolean;
  /** Why the last try failed, shown inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/**
 * A question with two answers on the product's dialog. Focus lands on the safe answer (No / Cancel), so
 * Enter or a stray tap never confirms; the confirm button says what it does.
 */
export function ConfirmDialog({
  open, question, children, confirmLabel = 'Yes', cancelLabel = 'No', busyLabel = 'Please Wait...', danger, busy, error, onConfirm, onCancel, testId,
}: ConfirmDialogProps) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} title={question} onClose={onCancel} initialFocus={safe} locked={busy} testId={testId} className="dialog-confirm">
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {children}
      <div className="form-actions dialog-actions">
        <button type="button" ref={safe} className="btn btn-light" disabled={busy} onClick={onCancel} data-testid={testId ? `${testId}-no` : undefined}>
          {cancelLabel}
        </button>
        <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={onConfirm}
          data-testid={testId ? `${testId}-yes` : undefined}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

export interface ConfirmOptions {
  question: string;
  detail?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  testId?: string;
}

/**
 * `window.confirm` on the product's dialog: `ask(options)` opens it and resolves true on the confirm answer,
 * false on the other, Escape or close. Render the returned element once in the island.
 */
export function useConfirm(): [ReactNode, (options: ConfirmOptions) => Promise<boolean>] {
  // The last question stays after an answer, so the closed dialog keeps its words and test id.
  const [asked, setAsked] = useState<{ options: ConfirmOptions; resolve: ((yes: boolean) => void) | null }>({ options: { question: '' }, resolve: null });
  const answer = (yes: boolean) => {
    asked.resolve?.(yes);
    setAsked(({ options }) => ({ options, resolve: null }));
  };
  const { options } = asked;
  const element = (
    <ConfirmDialog open={asked.resolve !== null} question={options.question} confirmLabel={options.confirmLabel}
      cancelLabel={options.cancelLabel} danger={options.danger} testId={options.testId}
      onConfirm={() => answer(true)} onCancel={() => answer(false)}>
      {options.detail && <p>{options.detail}</p>}
    </ConfirmDialog>
  );
  const ask = (next: ConfirmOptions) => new Promise<boolean>((resolve) => setAsked({ options: next, resolve }));
  return [element, ask];
}
