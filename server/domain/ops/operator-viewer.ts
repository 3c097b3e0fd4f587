import { ForbiddenError, UnauthenticatedError } from '../../errors.ts';
import { OPS_MESSAGES } from '../../../contracts/ops.ts';

/**
 * An operator as every console service sees them: built by the console's own session (never an owner's or a
 * clinic's), with whether two-factor sign-in is set up and done for this session.
 */
export interface OperatorViewer {
  kind: 'operator';
  id: number;
  email: string;
  name: string;
  /** Two-factor is set up for the account and this session passed it. */
  twoFactor: boolean;
  /** The address the request came from (the audit log records it). */
  address: string | null;
}

/** An operator who may act: signed in to the console with both factors, or UNAUTHENTICATED / FORBIDDEN. */
export function requireOperator(operator: OperatorViewer | null | undefined): OperatorViewer {
  if (!operator || operator.kind !== 'operator') throw new UnauthenticatedError(OPS_MESSAGES.sessionEnded);
  if (!operator.twoFactor) throw new ForbiddenError(OPS_MESSAGES.noTwoFactor);
  return operator;
}
