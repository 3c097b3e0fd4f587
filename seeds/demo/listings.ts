import type { Tx } from '../../server/db/knex.ts';
import type { Consultation, ListingRow, ScheduleRow } from '../../server/domain/listings/listings.queries.ts';
import type { SoldConsultationType } from '../../contracts/consultations.ts';
import { withEmergencySet, type IntakeQuestion } from '../../contracts/intake.ts';

/** Brooklyn's intake questions: vomiting, how often when yes, a dogs-only question, then the product's emergency set. */
const BROOKLYN_INTAKE: IntakeQuestion[] = withEmergencySet([
  { id: 'vomiting', label: 'Has your pet been vomiting?', kind: 'yesno', types: ['clinic', 'video', 'phone', 'chat'], required: true, showIf: null, redFlags: [] },
  { id: 'vomiting-times', label: 'How many times in the last 24 hours?', kind: 'number', types: ['clinic', 'video', 'phone', 'chat'], required: true, showIf: { question: 'vomiting', answer: 'yes' }, redFlags: [] },
  { id: 'dog-walks', label: 'Is your dog still going for walks?', kind: 'choice', choices: ['As usual', 'Shorter ones', 'Not at all'], types: ['video', 'phone'], required: false, showIf: { species: 1 }, redFlags: [] },
]);

/** What the booking seeder needs to know about an inserted listing. */
export type DemoListing = Pick<ListingRow, 'id' | 'title' | 'line1' | 'line2' | 'address' | 'avatar' | 'timezone' | 'consultations'>;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const OFFICE_HOURS: ScheduleRow[] = [
  { days: WEEKDAYS, from: '09:00', to: '12:00' },
  { days: WEEKDAYS, from: '13:00', to: '17:00' },
];

/**
 * A listing's consultations at its prices; a 15-minute video call at $25 is also sold as the e-Consultation. With
 * `houseVisits`, the vet also makes the house-call package's visits (booked against the package, never priced).
 */
function consultations(prices: Record<SoldConsultationType, number>, videoMinutes = 20, houseVisits = false): Consultation[] {
  return [
    { type: 'clinic', enabled: true, duration: 30, price: prices.clinic, schedule: OFFICE_HOURS },
    { type: 'video', enabled: true, duration: videoMinutes, price: prices.video, schedule: OFFICE_HOURS },
    { type: 'phone', enabled: true, duration: 15, price: prices.phone, schedule: OFFICE_HOURS },
    {
      type: 'chat',
      enabled: true,
      duration: 15,
      price: prices.chat,
      schedule: [...OFFICE_HOURS, { days: ['Sat'], from: '10:00', to: '13:00' }],
    },
    ...(houseVisits ? [{ type: 'house' as const, enabled: true, duration: 60, price: 0, schedule: OFFICE_HOURS }] : []),
  ];
}

const LISTINGS = [
  {
    title: 'Happy Paws Clinic Brooklyn',
    line1: 'Dr. Emily Carter, DVM',
    line2: 'Wellness exams, vaccinations, dental care',
    address: '120 Court Street, Brooklyn, NY 11201',
    managedBySubUser: false,
    profile: {
      specializations: [1000, 1008, 1035],
      categories: [1000],
      education: 'DVM, Cornell University College of Veterinary Medicine',
      pets: [1, 2, 3],
      city: 'Brooklyn',
      state: 'NY',
      zipcode: '11201',
      country: 'US',
      pics: [],
    },
    consultations: consultations({ clinic: 65, video: 40, phone: 25, chat: 20 }),
    intake: BROOKLYN_INTAKE,
  },
  {
    title: 'Happy Paws Clinic Chelsea',
    line1: 'Dr. James Lee, DVM, DACVD',
    line2: 'Skin, ear and allergy care',
    address: '455 West 23rd Street, New York, NY 10011',
    managedBySubUser: true,
    profile: {
      specializations: [1000, 1003, 1013],
      categories: [1000],
      education: 'DVM, University of Pennsylvania; residency in veterinary dermatology',
      pets: [1, 2],
      city: 'New York',
      state: 'NY',
      zipcode: '10011',
      country: 'US',
      pics: [],
    },
    // The Chelsea vet makes the practice's house calls (its area is 15 miles around Chelsea).
    consultations: consultations({ clinic: 90, video: 55, phone: 35, chat: 25 }, 20, true),
  },
  {
    title: 'Happy Paws Exotic and Avian Care',
    line1: 'Dr. Priya Patel, DVM, DABVP (Avian)',
    line2: 'Birds, rabbits, reptiles and small mammals',
    address: '120 Court Street, Suite 2, Brooklyn, NY 11201',
    managedBySubUser: false,
    profile: {
      specializations: [1016, 1017, 1018, 1019],
      categories: [1001, 1004, 1005],
      education: 'DVM, Tufts University; board certified in avian practice',
      pets: [3, 4, 5, 20, 22, 42, 45],
      city: 'Brooklyn',
      state: 'NY',
      zipcode: '11201',
      country: 'US',
      pics: [],
    },
    consultations: consultations({ clinic: 80, video: 25, phone: 30, chat: 20 }, 15),
  },
];

/** Inserts the three demo listings; the sub-user manages the second. */
export async function insertListings(
  tx: Tx,
  ids: { vendorId: number; rootLoginId: number; subLoginId: number },
  createdAt: Date,
): Promise<DemoListing[]> {
  const out: DemoListing[] = [];
  for (const l of LISTINGS) {
    const timezone = 'America/New_York';
    const [row] = await tx('vendor_listings')
      .insert({
        vendor_id: ids.vendorId,
        vendor_login_id: ids.rootLoginId,
        // jsonb values are stringified: pg would send a JS array as a Postgres array literal.
        managers: JSON.stringify(l.managedBySubUser ? [ids.subLoginId] : []),
        title: l.title,
        line1: l.line1,
        line2: l.line2,
        address: l.address,
        avatar: null,
        timezone,
        profile: JSON.stringify(l.profile),
        consultations: JSON.stringify(l.consultations),
        intake_questions: JSON.stringify('intake' in l ? l.intake : []),
        zipcode: l.profile.zipcode,
        status: 1,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id');
    out.push({
      id: Number(row.id),
      title: l.title,
      line1: l.line1,
      line2: l.line2,
      address: l.address,
      avatar: null,
      timezone,
      consultations: l.consultations,
    });
  }
  return out;
}
