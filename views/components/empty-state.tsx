import type { ReactNode } from 'react';
import { Illustration, type IllustrationName } from './illustrations/scenes.tsx';

/**
 * An empty list said kindly: a drawing, the list's own message (the spec's words, in `.empty` where tests and
 * screen readers find it) and, when given, what to do next.
 */
export function EmptyState({ art, message, testId, children }: {
  art: IllustrationName;
  message: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state empty-state-art">
      <Illustration name={art} width={240} className="empty-illustration" />
      <p className="empty" data-testid={testId}>{message}</p>
      {children}
    </div>
  );
}
