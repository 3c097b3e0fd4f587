/**
 * Pet health records (spec section 3, "Health record categories"): three categories, each with its
 * subcategories, and each subcategory with its fields. One list that the server validates against, the
 * form draws from, and the read-only rendering, the share page and the PDF label with.
 * Stored in health_records.details under each field's `name`; dates are 'YYYY-MM-DD'.
 */

export const RECORD_CATEGORIES = ['history', 'trackers', 'documents'] as const;
export type RecordCategory = (typeof RECORD_CATEGORIES)[number];

export const CATEGORY_LABEL: Record<RecordCategory, string> = { history: 'History', trackers: 'Trackers', documents: 'Documents' };

/**
 * The catalogue ids of the forms' words (contracts/messages/en-health-records.ts), whose English is the `label`s
 * here: a page, an island or the PDF says a category, subcategory or field through these in its reader's language.
 */
export const categoryLabelId = (category: RecordCategory) => `health.cat.${category}` as const;
export const subcategoryLabelId = (subcategory: string) => `health.sub.${subcategory}` as const;
export const fieldLabelId = (subcategory: string, field: string) => `health.field.${subcategory}.${field}` as const;

/** How a field is entered and stored: text and dates as strings, numbers as numbers, yes/no as 'Yes' or 'No'. */
export type FieldKind = 'text' | 'textarea' | 'date' | 'number' | 'select' | 'yesno';

export interface RecordField {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly string[];
  /** A number's unit, shown beside it ('lbs', '°F'). */
  unit?: string;
  /** The widest a number may be (beyond it is a typing error, not an odd reading). */
  min?: number;
  max?: number;
  /**
   * A date's bounds (contracts/record-dates.ts): 'past' is a day that happened (not after today, not
   * before RECORD_DATE_LIMITS.pastYears ago); 'due' a day when something is next due (up to
   * RECORD_DATE_LIMITS.dueYears ahead; an overdue one stays valid).
   */
  when?: 'past' | 'due';
  /** Another date field of the record this one may not precede, and what to say when it does. */
  notBefore?: { field: string; message: string };
}

export interface SubcategoryDef {
  key: string;
  label: string;
  category: RecordCategory;
  fields: readonly RecordField[];
  /** Documents carry files. */
  files?: boolean;
}

/** Condition visit types (the spec: about 33, e.g. Exam, Surgery, Dental, Vet exam). */
export const VISIT_TYPES = [
  'Exam', 'Vet exam', 'Wellness exam', 'Surgery', 'Dental', 'Vaccination', 'Emergency', 'Follow-up', 'Consultation',
  'Specialist referral', 'X-ray', 'Ultrasound', 'Blood work', 'Urinalysis', 'Fecal exam', 'Skin scraping', 'Biopsy',
  'Allergy testing', 'Parasite control', 'Spay/Neuter', 'Microchipping', 'Eye exam', 'Ear exam', 'Orthopedic exam',
  'Cardiology exam', 'Dermatology exam', 'Behavior consult', 'Nutrition consult', 'Physical therapy', 'Hospital stay',
  'Grooming', 'Telehealth', 'Other',
] as const;
export const MEDICATION_STATUSES = ['Active', 'Inactive', 'Unknown'] as const;
export const NOTE_TYPES = ['Consultation Note', 'Progress Note'] as const;
/** The spec writes 'MRI Endoscopy': two kinds of imaging, listed apart. */
export const IMAGING_TYPES = ['XRay', 'CT Scan', 'MRI', 'Endoscopy', 'Ultrasound', 'Other'] as const;
export const LAB_TYPES = ['Doppler Studies', 'Hematology', 'Panels', 'Biochemistry', 'Biopsy'] as const;
export const YES_NO = ['Yes', 'No'] as const;

const name = (label: string): RecordField => ({ name: 'name', label, kind: 'text', required: true });
const date = (label = 'Date'): RecordField => ({ name: 'date', label, kind: 'date', required: true, when: 'past' });
const comment: RecordField = { name: 'comment', label: 'Comment', kind: 'textarea' };
/**
 * When the next dose or shot is due (immunizations and medications), never before the record's own date
 * (`after` names that date in the message). Reminders read it from details.nextDueDate, 'YYYY-MM-DD'.
 */
const nextDue = (after: string): RecordField => ({
  name: 'nextDueDate', label: 'Next due date', kind: 'date', when: 'due',
  notBefore: { field: 'date', message: `The next due date cannot be before the ${after}` },
});
const num = (field: string, label: string, unit: string, max: number, required = false): RecordField =>
  ({ name: field, label, kind: 'number', unit, min: 0, max, required });

const history = (key: string, label: string, fields: RecordField[]): SubcategoryDef => ({ key, label, category: 'history', fields });
const tracker = (key: string, label: string, fields: RecordField[]): SubcategoryDef =>
  ({ key, label, category: 'trackers', fields: [date('Date measured'), ...fields, comment] });
const document = (key: string, label: string, extra: RecordField[] = []): SubcategoryDef =>
  ({ key, label, category: 'documents', files: true, fields: [name('Name'), date(), ...extra, comment] });

export const SUBCATEGORIES: readonly SubcategoryDef[] = [
  history('conditions', 'Conditions', [
    name('Condition'), date('Date diagnosed'), { name: 'visitType', label: 'Visit type', kind: 'select', options: VISIT_TYPES },
    { name: 'urgentCare', label: 'Urgent care', kind: 'yesno' }, comment,
  ]),
  history('surgeries', 'Surgeries', [name('Surgery'), date(), { name: 'surgeon', label: 'Surgeon or clinic', kind: 'text' }, comment]),
  history('medications', 'Medications', [
    name('Medication'), date('Start date'), { name: 'dosage', label: 'Dosage', kind: 'text' },
    { name: 'frequency', label: 'Frequency', kind: 'text' },
    { name: 'status', label: 'Status', kind: 'select', options: MEDICATION_STATUSES }, nextDue('start date'), comment,
  ]),
  history('allergies', 'Allergies', [name('Allergen'), date('Date noticed'), { name: 'reaction', label: 'Reaction', kind: 'text' }, comment]),
  history('immunizations', 'Immunizations', [
    name('Vaccine'), date('Date given'), nextDue('date given'), { name: 'recommended', label: 'Recommended', kind: 'yesno' }, comment,
  ]),
  history('food_plan', 'Food plan', [
    name('Food'), date('Since'), { name: 'quantity', label: 'Quantity', kind: 'text' },
    { name: 'recommended', label: 'Recommended', kind: 'yesno' }, { name: 'forbidden', label: 'Forbidden', kind: 'yesno' }, comment,
  ]),
  history('hospitalizations', 'Hospitalizations', [
    name('Reason'), date('Admitted'), {
      name: 'dischargeDate', label: 'Discharged', kind: 'date', when: 'past',
      notBefore: { field: 'date', message: 'The discharge date cannot be before the admission date' },
    },
    { name: 'facility', label: 'Hospital', kind: 'text' }, { name: 'urgentCare', label: 'Urgent care', kind: 'yesno' }, comment,
  ]),
  history('consultations', 'Consultations', [
    name('Reason'), date(), { name: 'vetName', label: 'Vet', kind: 'text' }, { name: 'note', label: 'Note', kind: 'textarea' }, comment,
  ]),
  tracker('height', 'Height', [num('ft', 'Feet', 'ft', 30, true), num('in', 'Inches', 'in', 11.99)]),
  tracker('weight', 'Weight', [num('lbs', 'Pounds', 'lbs', 3000, true), num('oz', 'Ounces', 'oz', 15.99)]),
  tracker('pulse', 'Pulse', [num('bpm', 'Pulse', 'bpm', 1000, true)]),
  tracker('temperature', 'Temperature', [num('fahrenheit', 'Temperature', '°F', 130, true)]),
  tracker('blood_pressure', 'Blood pressure', [num('systolic', 'Systolic', 'mmHg', 400, true), num('diastolic', 'Diastolic', 'mmHg', 300, true)]),
  tracker('cholesterol', 'Cholesterol', [
    num('total', 'Total', 'mg/dL', 2000, true), num('hdl', 'HDL', 'mg/dL', 1000), num('ldl', 'LDL', 'mg/dL', 1000),
    num('triglycerides', 'Triglycerides', 'mg/dL', 5000), num('vldl', 'VLDL', 'mg/dL', 1000), num('ratio', 'Ratio', '', 100),
  ]),
  tracker('cbg', 'CBG (blood glucose)', [num('glucose', 'Glucose', 'mg/dL', 2000, true)]),
  tracker('hemoglobin', 'Hemoglobin', [num('hemoglobin', 'Hemoglobin', 'g/dL', 50, true)]),
  tracker('hemogram', 'Hemogram', [
    num('wbc', 'WBC', 'K/µL', 500, true), num('rbc', 'RBC', 'M/µL', 50), num('hematocrit', 'Hematocrit', '%', 100),
    num('platelets', 'Platelets', 'K/µL', 5000),
  ]),
  tracker('serum_electrolyte', 'Serum electrolyte', [
    num('sodium', 'Sodium', 'mEq/L', 400, true), num('potassium', 'Potassium', 'mEq/L', 50), num('chloride', 'Chloride', 'mEq/L', 400),
    num('bicarbonate', 'Bicarbonate', 'mEq/L', 100),
  ]),
  document('notes', 'Notes', [{ name: 'type', label: 'Note type', kind: 'select', options: NOTE_TYPES }]),
  document('imaging', 'Imaging', [{ name: 'type', label: 'Imaging type', kind: 'select', options: IMAGING_TYPES }]),
  document('cardiovascular', 'Cardiovascular'),
  document('hospital_visits', 'Hospital visits'),
  document('procedures', 'Procedures'),
  document('laboratory', 'Laboratory', [{ name: 'type', label: 'Lab type', kind: 'select', options: LAB_TYPES }]),
  document('insurance', 'Insurance'),
  document('other_diagnostics', 'Other diagnostics'),
  document('misc', 'Misc'),
  document('prescriptions', 'Prescriptions'),
];

const BY_KEY = new Map(SUBCATEGORIES.map((s) => [`${s.category}/${s.key}`, s]));

/** The definition of a category's subcategory, or undefined for an unknown pair. */
export function subcategoryOf(category: string, key: string): SubcategoryDef | undefined {
  return BY_KEY.get(`${category}/${key}`);
}

export function subcategoriesOf(category: RecordCategory): SubcategoryDef[] {
  return SUBCATEGORIES.filter((s) => s.category === category);
}

export function isCategory(value: unknown): value is RecordCategory {
  return typeof value === 'string' && (RECORD_CATEGORIES as readonly string[]).includes(value);
}

/** The spec's empty states: no records at all for the pet, or none in the chosen subcategory. */
export const NO_RECORDS_FOUND = 'No Records Found';
export const NO_RECORDS_HERE = 'Oops! Sorry no records here';

export const RECORD_MESSAGES = {
  saved: 'Submitted successfully!',
  deleted: 'Deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this item?',
  failed: 'Sorry! Something went wrong. Please try again later.',
  notFound: 'Record not found',
  petNotFound: 'Pet not found',
  subcategory: 'Please choose what kind of record this is',
  pet: 'Please select a pet',
  selectDate: 'Please select a date',
  number: 'Please enter a number',
  option: 'Please choose one of the options',
  ownerOnly: 'Only the pet\'s owner can change its records.',
  noteIsClinics: 'This consultation note was written by the clinic and cannot be changed.',
  noteRequired: 'Please write the consultation note',
  noPetOnAppointment: 'This appointment names no pet, so there is no record to add the note to.',
  fileNotAllowed: 'Files can only be attached to documents.',
} as const;

/** A required field's message: 'Please select a date' for dates (the spec's words), else 'Please enter the <label>'. */
export function requiredMessage(field: RecordField): string {
  if (field.kind === 'date') return RECORD_MESSAGES.selectDate;
  if (field.kind === 'select' || field.kind === 'yesno') return `Please select the ${field.label.toLowerCase()}`;
  return `Please enter the ${field.label.toLowerCase()}`;
}

export const FIELD_LIMITS = { text: 200, textarea: 5000, files: 10 } as const;

/**
 * A file kept with a record; `url` is our own address, which answers with a short-lived signed link to those
 * who may see the record (null on the share page, which lists files without opening them).
 */
export interface RecordFile {
  id: number;
  name: string;
  contentType: string;
  size: number | null;
  url: string | null;
}

/** Who wrote a record: its owner, or a clinic (a consultation note, signed with the vet's name). */
export interface RecordAuthor {
  kind: 'owner' | 'clinic';
  name: string;
  clinic: string | null;
}

/** A health record as pages, islands, GraphQL, the share page and the PDF see it. */
export interface HealthRecord {
  id: number;
  petId: number;
  category: RecordCategory;
  subcategory: string;
  /** The subcategory's label ('Immunizations'). */
  label: string;
  /** The fields' values by name: strings, numbers, 'Yes'/'No'. */
  details: Record<string, string | number>;
  files: RecordFile[];
  author: RecordAuthor;
  /** True when the viewer may change or delete it (its owner, and not a clinic's note). */
  editable: boolean;
  /** Readings outside the usual range for the pet's type (flagged, never refused). */
  flags: string[];
  /** The appointment a clinic's note was written from. */
  bookingId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What the form sends: a new record (no id) of a pet, or changed details of one. */
export interface HealthRecordInput {
  id?: number | string | null;
  petId?: number | string | null;
  category?: string | null;
  subcategory?: string | null;
  details?: Record<string, unknown> | null;
  /** Files to keep with a document: confirmed uploads of the owner's (new) or already the record's. */
  fileIds?: Array<number | string> | null;
}

/** How many days ahead an immunization or medication counts as due soon. */
export const DUE_SOON_DAYS = 30;

/** One immunization or medication whose next due date is near or past. */
export interface DueItem {
  recordId: number;
  petId: number;
  subcategory: 'immunizations' | 'medications';
  name: string;
  nextDueDate: string;
  overdue: boolean;
}
