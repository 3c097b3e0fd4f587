import type { ViewerView } from '../../page-context.tsx';
import type { WizardViewer } from '../../../client/islands/booking-wizard/types.ts';

/** The part of the viewer the booking wizard needs, as plain island props. */
export function wizardViewer(viewer: ViewerView | null): WizardViewer | null {
  if (!viewer) return null;
  return { kind: viewer.kind, id: viewer.id, firstName: viewer.firstName, lastName: viewer.lastName, email: viewer.email };
}
