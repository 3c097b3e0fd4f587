import { MainLayout } from '../../layouts/main-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { SHELTER_MESSAGES, type AdoptionInviteView } from '../../../contracts/shelters.ts';

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
 * signed in with the invited address, one press takes the pet and its records.
 */
export function AdoptionInvitePage({ view }: { view: AdoptionInvitePageView }) {
  const { invite } = view;
  if (invite.status !== 'open') {
    return (
      <MainLayout>
        <section className="container error-page" aria-labelledby="invite-title">
          <h1 id="invite-title">{invite.status === 'gone' ? SHELTER_MESSAGES.inviteGone : SHELTER_MESSAGES.inviteInvalid}</h1>
          {invite.status === 'gone' && <p className="error-text">{SHELTER_MESSAGES.inviteGoneHint}</p>}
          <div className="error-actions"><a className="btn btn-primary" href="/">Go Home</a></div>
        </section>
      </MainLayout>
    );
  }
  const next = encodeURIComponent(view.path);
  return (
    <MainLayout>
      <section className="container adoption-invite" aria-labelledby="invite-title">
        <h1 id="invite-title">{`${invite.petName} is ready to come home`}</h1>
        <p>{`${invite.shelterName} is handing ${invite.petName} over to you with the pet's health record: vaccinations, history, documents and files.`}</p>
        {view.error && <p className="alert alert-danger" role="alert" data-testid="invite-error">{view.error}</p>}
        {view.signedInAs === 'invited' ? (
          <form method="post" action={view.path}>
            <FormTokenField />
            <button type="submit" className="btn btn-primary" data-testid="accept-adoption">{`Accept ${invite.petName}`}</button>
          </form>
        ) : (
          <>
            <p>{view.signedInAs === 'other' ? SHELTER_MESSAGES.otherEmail : `Sign up or sign in with ${invite.email} to accept.`}</p>
            <div className="error-actions">
              <a className="btn btn-primary" href={`/signup?redirectUrl=${next}`} data-testid="invite-signup">Sign up</a>
              <a className="btn btn-secondary" href={`/login?redirectUrl=${next}`} data-testid="invite-login">Sign in</a>
            </div>
          </>
        )}
      </section>
    </MainLayout>
  );
}
