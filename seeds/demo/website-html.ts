/** Branded-site content of the demo vendor: plain HTML of the kind a clinic pastes into its Website tab. */

export const HAPPY_PAWS_LOGO = '/static/demo/happy-paws-logo.svg';

export const HAPPY_PAWS_HEADER = `<section class="site-hero">
  <h1>Happy Paws Clinic</h1>
  <p class="lead">Friendly, modern veterinary care in Brooklyn and Manhattan &mdash; in the clinic, by video, by phone or by chat.</p>
  <ul class="hero-points">
    <li>Same-week appointments, Monday to Friday</li>
    <li>Board-certified dermatology and exotic-pet care</li>
    <li>Your pet's records in one place, shared with you after every visit</li>
  </ul>
</section>`;

export const HAPPY_PAWS_BODY = `<section class="site-about">
  <h2>About us</h2>
  <p>Happy Paws Clinic was founded in 2012 by Dr. Emily Carter with one idea: visiting the vet should be calm for pets
  and simple for their people. Today our team of three veterinarians and four nurses cares for dogs, cats, rabbits,
  birds and reptiles across two locations.</p>
</section>
<section class="site-services">
  <h2>What we offer</h2>
  <ul>
    <li><strong>Clinic visits</strong> &mdash; wellness exams, vaccinations, dental checks and minor procedures.</li>
    <li><strong>Video consultations</strong> &mdash; follow-ups, skin and behaviour questions, second looks at lab results.</li>
    <li><strong>Phone consultations</strong> &mdash; quick advice when you are not sure whether a visit is needed.</li>
    <li><strong>Chat consultations</strong> &mdash; send photos and questions and get an answer from a vet.</li>
  </ul>
</section>
<section class="site-hours">
  <h2>Opening hours</h2>
  <p>Monday to Friday, 9:00&ndash;12:00 and 13:00&ndash;17:00 (New York time). Chat consultations also on Saturday mornings.</p>
  <p>In an emergency outside these hours, please call your nearest 24-hour animal hospital.</p>
</section>
<section class="site-contact">
  <h2>Find us</h2>
  <p>120 Court Street, Brooklyn, NY 11201 &middot; 455 West 23rd Street, New York, NY 10011</p>
  <p>Questions? Write to <a href="mailto:hello@happypaws.test">hello@happypaws.test</a>.</p>
</section>`;
