import { FormattedMessage } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import type { AdoptionInviteView } from '../../../contracts/shelters.ts';
import { usePageContext } from '../../page-context.tsx';
import { sayText } from '../../../contracts/messages/fill.ts';
import { errorTexts } from '../errors/error-texts.ts';

export interface AdoptionInvitePageView {
  invite: AdoptionInviteView;
  /** The invite's own address (sign-up and sign-in come back to it). */
  path: string;
  /** Who is signed in: nobody, the invited owner, or someone else (another email, a clinic). */
  signedInAs: 'nobody' | 'invited' | 'other';
  error: string | null;
}

/**
 * /adopt/<token>: what an adoption invite opens. Signed out, the adopter signs up or signs in and comes back here;
 * signed in with the invited address, one press takes the pet and its records. In the request's language (an
 * error, English from the server, through the error pages' text map).
 */
export function AdoptionInvitePage({ view }: { view: AdoptionInvitePageView }) {
  const { invite } = view;
  const { locale } = usePageContext();
  if (invite.status !== 'open') {
    return (
      <MainLayout>
        <section className="container error-page" aria-labelledby="invite-title">
          <h1 id="invite-title"><FormattedMessage id={invite.status === 'gone' ? 'pub.text.inviteGone' : 'pub.text.inviteInvalid'} /></h1>
          {invite.status === 'gone' && <p className="error-text"><FormattedMessage id="pub.text.inviteGoneHint" /></p>}
          <div className="error-actions"><a className="btn btn-primary" href="/"><FormattedMessage id="pub.error.home" /></a></div>
        </section>
      </MainLayout>
    );
  }
  const next = encodeURIComponent(view.path);
  return (
    <MainLayout>
      <section className="container adoption-invite" aria-labelledby="invite-title">
        <h1 id="invite-title"><FormattedMessage id="pub.adopt.title" values={{ pet: invite.petName }} /></h1>
        <p><FormattedMessage id="pub.adopt.lead" values={{ pet: invite.petName, shelter: invite.shelterName }} /></p>
        {view.error && <p className="alert alert-danger" role="alert" data-testid="invite-error">{sayText(view.error, errorTexts(locale))}</p>}
        {view.signedInAs === 'invited' ? (
          <form method="post" action={view.path}>
            <FormTokenField />
            <button type="submit" className="btn btn-primary" data-testid="accept-adoption"><FormattedMessage id="pub.adopt.accept" values={{ pet: invite.petName }} /></button>
          </form>
        ) : (
          <>
            <p>{view.signedInAs === 'other' ? <FormattedMessage id="pub.text.otherEmail" /> : <FormattedMessage id="pub.adopt.signInWith" values={{ email: invite.email }} />}</p>
            <div className="error-actions">
              <a className="btn btn-primary" href={`/signup?redirectUrl=${next}`} data-testid="invite-signup"><FormattedMessage id="pub.adopt.signUp" /></a>
              <a className="btn btn-secondary" href={`/login?redirectUrl=${next}`} data-testid="invite-login"><FormattedMessage id="pub.adopt.signIn" /></a>
            </div>
          </>
        )}
      </section>
    </MainLayout>
  );
}
