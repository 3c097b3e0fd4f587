import { useIntl, type IntlShape } from 'react-intl';
import { Island } from '../../island.tsx';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { Brand } from '../../components/site-header.tsx';
import { usePageContext } from '../../page-context.tsx';
import { bookingWords } from '../bookings/booking-words.ts';
import AccountForm from '../../../client/islands/account-form.tsx';
import { LINK_SEPARATOR, type AccountFormProps } from './account-form-types.ts';
import { SESSION_ENDED, SIGN_IN_AGAIN } from '../../../contracts/session.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { accountFormEn } from '../../../contracts/messages/en-account-form.ts';
import type { AccountFormWords } from './account-words.ts';
import { accountTexts } from './account-texts.ts';

/** The account form's words in the page's language, read from the catalogue here, on the server. */
function accountWords(intl: IntlShape): AccountFormWords {
  return Object.fromEntries((Object.keys(accountFormEn) as Array<keyof typeof accountFormEn>).map((id) => [id, intl.formatMessage({ id })])) as unknown as AccountFormWords;
}

/** The promo banner for ?cc=CODE: the plan's (sanitised) description, or 'Invalid code'. */
export type PromoBanner = { valid: true; descriptionHtml: string } | { valid: false } | null;

const HEADINGS: Record<AccountFormProps['mode'], { user: MessageId; vendor: MessageId }> = {
  login: { user: 'account.heading.login.user', vendor: 'account.heading.login.vendor' },
  signup: { user: 'account.heading.signup.user', vendor: 'account.heading.signup.vendor' },
  forgot: { user: 'account.heading.forgot', vendor: 'account.heading.forgot' },
  change: { user: 'account.heading.change', vendor: 'account.heading.change' },
};

/** The page's heading (and title) in the catalogue. A clinic's invitation sets a first password: its page says so, not "Change Password". */
export function accountHeading(mode: AccountFormProps['mode'], role: AccountFormProps['role'], invite = false): MessageId {
  return mode === 'change' && invite ? 'account.heading.invite' : HEADINGS[mode][role];
}

/** The search result snippet of a login or sign-up page in the catalogue (the forgot and change pages are not indexed). */
export function accountDescription(mode: AccountFormProps['mode'], role: AccountFormProps['role']): MessageId | undefined {
  return mode === 'login' || mode === 'signup' ? `account.description.${mode}.${role}` : undefined;
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
  const intl = useIntl();
  const { site, locale } = usePageContext();
  // On a clinic's site its own pages carry its brand; a new clinic signing up joins Petcare, not that clinic.
  const brand = form.mode === 'signup' && form.role === 'vendor' ? { kind: 'main' as const } : site;
  return (
    <MainLayout hideHeader>
      <section className="container account-page" aria-labelledby="account-title">
        <div className="account-brand"><Brand site={brand} /></div>
        <h1 id="account-title">{intl.formatMessage({ id: accountHeading(form.mode, form.role, invite) })}</h1>
        {sessionEnded && (
          <p className="alert alert-info" role="status" data-testid="session-ended">
            {SESSION_ENDED} {SIGN_IN_AGAIN}
          </p>
        )}
        {promo && (promo.valid ? (
          <div className="alert alert-success promo-banner" data-testid="promo-banner">
            <strong>{intl.formatMessage({ id: 'account.promoApplied' })}</strong>
            {/* Sanitised by the accounts service before it reaches the view. */}
            <div dangerouslySetInnerHTML={{ __html: promo.descriptionHtml }} />
          </div>
        ) : (
          <p className="alert alert-error promo-banner" data-testid="promo-banner">{intl.formatMessage({ id: 'account.invalidCode' })}</p>
        ))}
        {refusedLink ? (
          <div className="account-form">
            <p className="alert alert-error" role="alert" data-testid="account-message">{refusedLink}</p>
            <p className="account-links">
              <a href={form.links.forgot}>{intl.formatMessage({ id: 'account.forgotPassword' })}</a>
              {LINK_SEPARATOR}
              <a href={form.links.login}>{intl.formatMessage({ id: 'account.backToLogin' })}</a>
            </p>
          </div>
        ) : <Island name="account-form" component={AccountForm} props={{ ...form, words: accountWords(intl), texts: { ...bookingWords(locale).texts, ...accountTexts(intl) } }} />}
      </section>
    </MainLayout>
  );
}
