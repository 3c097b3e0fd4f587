import { useIntl } from 'react-intl';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { FormTokenField } from '../../form-token.tsx';
import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsFlashView } from './ops-parts.tsx';
import { useOpsFlash } from './ops-flash.tsx';

/** The console's sign-in, step one: email and password (operators' own accounts only). */
export function OpsLoginPage({ email, flash }: { email: string; flash: OpsFlashView | null }) {
  const fields = useOpsFlash(flash)?.fields ?? {};
  const intl = useIntl();
  return (
    <OpsLayout operator={null} flash={flash}>
      <section className="ops-sign-in" aria-labelledby="ops-login-title">
        <h1 id="ops-login-title">{intl.formatMessage({ id: 'ops.login.title' })}</h1>
        <form method="post" action="/ops/login" noValidate data-testid="ops-login-form">
          <FormTokenField />
          <div className="form-field">
            <label htmlFor="ops-email">{intl.formatMessage({ id: 'ops.login.email' })}</label>
            <input id="ops-email" name="email" type="email" autoComplete="username" defaultValue={email} required
              aria-invalid={fields.email ? true : undefined} aria-describedby={fields.email ? 'ops-email-error' : undefined} />
            {fields.email && <p className="field-error" id="ops-email-error">{fields.email}</p>}
          </div>
          <div className="form-field">
            <label htmlFor="ops-password">{intl.formatMessage({ id: 'ops.login.password' })}</label>
            <input id="ops-password" name="password" type="password" autoComplete="current-password" required
              aria-invalid={fields.password ? true : undefined} aria-describedby={fields.password ? 'ops-password-error' : undefined} />
            {fields.password && <p className="field-error" id="ops-password-error">{fields.password}</p>}
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" data-testid="ops-login-submit">{intl.formatMessage({ id: 'ops.login.continue' })}</button>
          </div>
        </form>
      </section>
    </OpsLayout>
  );
}

/**
 * Step two: the code from the authenticator (or a recovery code). Before two-step verification is set up the
 * page shows the account's QR code and key to add to the authenticator, and takes only a code from it.
 */
export function OpsVerifyPage({ enrolment, flash }: {
  enrolment: { qrSvg: string; secret: string } | null; flash: OpsFlashView | null;
}) {
  const error = useOpsFlash(flash)?.fields?.code;
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <OpsLayout operator={null} flash={flash}>
      <section className="ops-sign-in" aria-labelledby="ops-verify-title">
        <h1 id="ops-verify-title">{say(enrolment ? 'ops.enrol.title' : 'ops.verify.title')}</h1>
        <p>{say(enrolment ? 'ops.enrol.help' : 'ops.verify.help')}</p>
        {enrolment && (
          <div className="ops-enrol" data-testid="ops-enrol">
            {/* Drawn by the qrcode library on the server from our own otpauth address: no user input in it. */}
            <div className="ops-qr" role="img" aria-label={say('ops.enrol.qr')} dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
            <p>{say('ops.enrol.key')}<code className="ops-secret" data-testid="ops-secret">{enrolment.secret}</code></p>
          </div>
        )}
        <form method="post" action="/ops/login/verify" noValidate data-testid="ops-verify-form">
          <FormTokenField />
          <div className="form-field">
            <label htmlFor="ops-code">{say(enrolment ? 'ops.verify.enrolCode' : 'ops.verify.code')}</label>
            <input id="ops-code" name="code" autoComplete="one-time-code" inputMode={enrolment ? 'numeric' : 'text'} required maxLength={40}
              aria-invalid={error ? true : undefined} aria-describedby={error ? 'ops-code-error' : undefined} />
            {error && <p className="field-error" id="ops-code-error">{error}</p>}
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" data-testid="ops-verify-submit">{say('ops.verify.submit')}</button>
          </div>
        </form>
      </section>
    </OpsLayout>
  );
}
