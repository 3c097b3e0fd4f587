import { Island } from '../../island.tsx';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { Brand } from '../../components/site-header.tsx';
import { usePageContext } from '../../page-context.tsx';
import AccountForm from '../../../client/islands/account-form.tsx';
import type { AccountFormProps } from './account-form-types.ts';
import { SESSION_ENDED, SIGN_IN_AGAIN } from '../../../contracts/session.ts';

/** The promo banner for ?cc=CODE: the plan's (sanitised) description, or 'Invalid code'. */
export type PromoBanner = { valid: true; descriptionHtml: string } | { valid: false } | null;

const HEADINGS: Record<AccountFormProps['mode'], { user: string; vendor: string }> = {
  login: { user: 'Login', vendor: 'Vet Login' },
  signup: { user: 'Sign Up', vendor: 'Vet Sign Up' },
  forgot: { user: 'Forgot Password', vendor: 'Forgot Password' },
  change: { user: 'Change Password', vendor: 'Change Password' },
};

/** A clinic's invitation sets a first password: its page says so, not "Change Password". */
const INVITE_HEADING = 'Choose your password';

export function accountHeading(mode: AccountFormProps['mode'], role: AccountFormProps['role'], invite = false): string {
  return mode === 'change' && invite ? INVITE_HEADING : HEADINGS[mode][role];
}

const DESCRIPTIONS: Record<'login' | 'signup', { user: string; vendor: string }> = {
  login: {
    user: "Log in to Petcare to book vet visits, see your appointments and keep your pet's medical records in one place.",
    vendor: 'Vets and clinics: log in to Petcare to run your appointments, listings, schedules and your booking site.',
  },
  signup: {
    user: "Create a free Petcare account to book a vet by video, phone, in the clinic or at home, and keep your pet's records.",
    vendor: 'Join Petcare as a vet or clinic: fill open slots, see pet parents by video and phone, and get your own booking site.',
  },
};

/** The search result snippet of a login or sign-up page (the forgot and change pages are not indexed). */
export function accountDescription(mode: AccountFormProps['mode'], role: AccountFormProps['role']): string | undefined {
  return mode === 'login' || mode === 'signup' ? DESCRIPTIONS[mode][role] : undefined;
}

/**
 * /login/, /signup/, /vendor/login, /for-vet/signup: the header is hidden
 * (spec), the form is an island that also works as a plain post.
 */
export function AccountPage({ form, promo, sessionEnded = false, invite = false, refusedLink = null }: {
  form: AccountFormProps;
  promo: PromoBanner;
  sessionEnded?: boolean;
  /** The set-password link is a clinic's invitation to a new team member. */
  invite?: boolean;
  /** Why a set-password link can no longer be used: said at once, with no form to fill in. */
  refusedLink?: string | null;
}) {
  const { site } = usePageContext();
  // On a clinic's site its own pages carry its brand; a new clinic signing up joins Petcare, not that clinic.
  const brand = form.mode === 'signup' && form.role === 'vendor' ? { kind: 'main' as const } : site;
  return (
    <MainLayout hideHeader>
      <section className="container account-page" aria-labelledby="account-title">
        <div className="account-brand"><Brand site={brand} /></div>
        <h1 id="account-title">{accountHeading(form.mode, form.role, invite)}</h1>
        {sessionEnded && (
          <p className="alert alert-info" role="status" data-testid="session-ended">
            {SESSION_ENDED} {SIGN_IN_AGAIN}
          </p>
        )}
        {promo && (promo.valid ? (
          <div className="alert alert-success promo-banner" data-testid="promo-banner">
            <strong>Promo Applied!</strong>
            {/* Sanitised by the accounts service before it reaches the view. */}
            <div dangerouslySetInnerHTML={{ __html: promo.descriptionHtml }} />
          </div>
        ) : (
          <p className="alert alert-error promo-banner" data-testid="promo-banner">Invalid code</p>
        ))}
        {refusedLink ? (
          <div className="account-form">
            <p className="alert alert-error" role="alert" data-testid="account-message">{refusedLink}</p>
            <p className="account-links">
              <a href={form.links.forgot}>Forgot password?</a>
              {' · '}
              <a href={form.links.login}>Back to login</a>
            </p>
          </div>
        ) : <Island name="account-form" component={AccountForm} props={form} />}
      </section>
    </MainLayout>
  );
}
