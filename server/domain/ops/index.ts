import type { Db } from '../../db/knex.ts';
import type { RefundService } from '../payments/refund-service.ts';
import { opsAuditLog, type OpsAuditLog } from './ops-audit.ts';
import { operatorSignIn, type OperatorSignIn } from './operator-accounts.ts';
import { opsClinics, type OpsClinics, type OpsClinicsDeps } from './ops-clinics.ts';
import { opsMoney, type OpsMoney } from './ops-money.ts';
import { opsQueues, type OpsQueuesDeps, type OpsQueuesService } from './ops-queues.ts';
import { opsHealth, type OpsHealthService } from './ops-health.ts';
import type { OpsSecretKey } from './totp-secret-box.ts';

/**
 * The marketplace operator's console (`/ops`): operators' sign-in (operator-accounts.ts), the audit log, clinics,
 * money, queues and health. Every call takes the operator the console's own session names and checks it first
 * (`requireOperator`: signed in with both factors); no owner or clinic viewer is ever accepted.
 */
export interface OpsConsole {
  /** Operators' two-step sign-in and the operator a console session names. */
  operators: OperatorSignIn;
  audit: OpsAuditLog;
  clinics: OpsClinics;
  money: OpsMoney;
  queues: OpsQueuesService;
  health: OpsHealthService;
}

export function opsConsole(
  db: Db, deps: { refunds: RefundService; secretKey: OpsSecretKey } & OpsClinicsDeps & OpsQueuesDeps,
): OpsConsole {
  return {
    operators: operatorSignIn(db, deps.secretKey),
    audit: opsAuditLog(db),
    clinics: opsClinics(db, {
      siteChanged: deps.siteChanged, mail: deps.mail, publicUrl: deps.publicUrl, operatorEmail: deps.operatorEmail, reportMailError: deps.reportMailError,
    }),
    money: opsMoney(db, { refunds: deps.refunds }),
    queues: opsQueues(db, { reviews: deps.reviews, welcomeShelter: deps.welcomeShelter }),
    health: opsHealth(db),
  };
}

export { createOperator, OPERATOR_PASSWORD_MIN, type NewOperator, type SecondFactorOutcome } from './operator-accounts.ts';
export { requireOperator, type OperatorViewer } from './operator-viewer.ts';
export type { OpsHealth } from './ops-health.ts';
export { operatorsExist, sealPlaintextTotpSecrets } from './totp-secret-box.ts';
export type { OpsQueues } from './ops-queues.ts';
