/* eslint-disable */
import * as types from './graphql.ts';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AppointmentCard on Appointment {\n    id bookingCode slot durationMinutes type typeLabel status state statusLabel\n    listing { id title line1 address } customerName petName petOwnerName visitAddress listingTZ createdAt\n  }\n": typeof types.AppointmentCardFragmentDoc,
    "\n  query Appointments($status: Int, $listingId: ID, $sort: AppointmentSort, $offset: Int, $limit: Int) {\n    appointments(status: $status, listingId: $listingId, sort: $sort, offset: $offset, limit: $limit) {\n      hasMore items { ...AppointmentCard } waiting { id since }\n    }\n  }\n": typeof types.AppointmentsDocument,
    "\n  mutation CancelAppointment($id: ID!, $reason: String) { cancelAppointment(id: $id, reason: $reason) { message appointment { statusLabel } } }\n": typeof types.CancelAppointmentDocument,
    "\n  query RescheduleSlots($l: ID!, $t: String!, $d: String!) { availableSlots(listingId: $l, type: $t, date: $d) { slots timezone } }\n": typeof types.RescheduleSlotsDocument,
    "\n  mutation RescheduleAppointment($id: ID!, $slot: DateTime!) { rescheduleAppointment(id: $id, slot: $slot) { message appointment { id } } }\n": typeof types.RescheduleAppointmentDocument,
    "\n  mutation MarkAppointmentOutcome($id: ID!, $outcome: AppointmentOutcome!) { markAppointmentOutcome(id: $id, outcome: $outcome) { message } }\n": typeof types.MarkAppointmentOutcomeDocument,
    "\n  query WizardSlots($l: ID!, $t: String!, $d: String!) { availableSlots(listingId: $l, type: $t, date: $d) { slots timezone } }\n": typeof types.WizardSlotsDocument,
    "\n  query WizardBookingWindow($l: ID!) { bookingWindow(listingId: $l) { firstDate lastDate timezone } }\n": typeof types.WizardBookingWindowDocument,
    "\n  query WizardListings($t: String, $p: Int, $n: Int) {\n    vendorServices(type: $t, product: $p, limit: $n) { id name providerName address price duration type cancellationHours }\n  }\n": typeof types.WizardListingsDocument,
    "\n  query BookingQuestions($l: ID!, $t: ConsultationType!) { bookingQuestions(listingId: $l, type: $t) }\n": typeof types.BookingQuestionsDocument,
    "\n  query EmergencyPractices($l: ID!, $z: String) {\n    emergencyPractices(listingId: $l, zip: $z) { zip practices { id name providerName address city state zipcode } }\n  }\n": typeof types.EmergencyPracticesDocument,
    "\n  query Customers($filter: CustomerFilter, $sort: CustomerSort, $desc: Boolean, $limit: Int, $offset: Int) {\n    customers(filter: $filter, sort: $sort, desc: $desc, limit: $limit, offset: $offset) {\n      total rows { id firstName lastName email phone since appointments pets access }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  mutation SaveDomains($input: DomainsInput!) {\n    saveDomains(input: $input) {\n      message\n      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }\n    }\n  }\n": typeof types.SaveDomainsDocument,
    "\n  mutation VerifyCustomDomain {\n    verifyCustomDomain {\n      verified message\n      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }\n    }\n  }\n": typeof types.VerifyCustomDomainDocument,
    "\n  mutation SaveIntakeQuestions($l: ID!, $q: JSON!) { saveIntakeQuestions(listingId: $l, questions: $q) { message questions } }\n": typeof types.SaveIntakeQuestionsDocument,
    "\n  mutation SaveListing($input: SaveListingInput!) { saveListing(input: $input) { message listing { id avatar } } }\n": typeof types.SaveListingDocument,
    "\n  query MyListings($limit: Int, $offset: Int) {\n    listings(limit: $limit, offset: $offset) { id title line1 address timezone state consultations { type enabled duration price } }\n  }\n": typeof types.MyListingsDocument,
    "\n  mutation SetListingState($id: ID!, $state: ListingState!) {\n    setListingState(id: $id, state: $state) { message listing { id state } }\n  }\n": typeof types.SetListingStateDocument,
    "fragment PetFields on Pet { id name type typeName breed notes sharedBy sharedLevel }": typeof types.PetFieldsFragmentDoc,
    "mutation SavePet($input: PetInput!) { savePet(input: $input) { message pet { ...PetFields } } }": typeof types.SavePetDocument,
    "mutation DeletePet($id: ID!) { deletePet(id: $id) { id } }": typeof types.DeletePetDocument,
    "query Pets($u: ID) { pets(userId: $u) { ...PetFields } }": typeof types.PetsDocument,
    "query PetTypes { petTypes { code name } }": typeof types.PetTypesDocument,
    "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) { message profile { kind firstName lastName email phone pic } }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) { message tokens { id name createdAt expiresAt lastUsedAt status } }\n  }\n": typeof types.RevokeApiTokenDocument,
    "mutation SaveHealthRecord($input: HealthRecordInput!) { saveHealthRecord(input: $input) { message record { id } } }": typeof types.SaveHealthRecordDocument,
    "mutation DeleteHealthRecord($id: ID!) { deleteHealthRecord(id: $id) { id message } }": typeof types.DeleteHealthRecordDocument,
    "mutation AddConsultationNote($bookingId: ID!, $note: String) { addConsultationNote(bookingId: $bookingId, note: $note) { message record { id } } }": typeof types.AddConsultationNoteDocument,
    "mutation CreatePetShareLink($petId: ID!, $days: Int) {\n  createPetShareLink(petId: $petId, expiresInDays: $days) { message link { id petId url createdAt expiresAt } }\n}": typeof types.CreatePetShareLinkDocument,
    "mutation RevokePetShareLink($id: ID!) { revokePetShareLink(id: $id) { id message } }": typeof types.RevokePetShareLinkDocument,
    "\n  query ScheduleWeek($listingId: ID!, $type: String!, $date: String) {\n    scheduleWeek(listingId: $listingId, type: $type, date: $date) {\n      listingId title type timezone zoneName weekStart dates duration enabled types\n      workingHours { start end } slots { start end state past fromRules } bookings { start end } overrides { date added removed }\n    }\n  }\n": typeof types.ScheduleWeekDocument,
    "\n  mutation ToggleSlot($listingId: ID!, $type: String!, $slot: String!) { toggleSlot(listingId: $listingId, type: $type, slot: $slot) { open } }\n": typeof types.ToggleSlotDocument,
    "\n  mutation CopyWeek($listingId: ID!, $type: String!, $weekStart: String!, $weeks: Int!, $reopenClosed: Boolean) {\n    copyWeek(listingId: $listingId, type: $type, weekStart: $weekStart, weeks: $weeks, reopenClosed: $reopenClosed) { copied reopens message }\n  }\n": typeof types.CopyWeekDocument,
    "\n  mutation ResetDate($listingId: ID!, $type: String!, $date: String!) { resetDate(listingId: $listingId, type: $type, date: $date) }\n": typeof types.ResetDateDocument,
    "\n  query TeamMembers { teamMembers { id firstName lastName email phone subrole isYou } }\n": typeof types.TeamMembersDocument,
    "\n  mutation DeleteTeamMember($id: ID!) { deleteTeamMember(id: $id) { message id } }\n": typeof types.DeleteTeamMemberDocument,
    "\n  mutation SaveTeamMember($input: TeamMemberInput!) {\n    saveTeamMember(input: $input) { message invited member { id } }\n  }\n": typeof types.SaveTeamMemberDocument,
    "query ThreadMessages($bookingId: ID!, $after: ID, $limit: Int) {\n  threadMessages(bookingId: $bookingId, after: $after, limit: $limit) {\n    hasMore cursor items { id body sentAt senderKind senderName mine delivery kind attachments { id name contentType url kind } }\n  }\n}": typeof types.ThreadMessagesDocument,
    "mutation SendThreadMessage($bookingId: ID!, $input: SendThreadMessageInput!) {\n  sendThreadMessage(bookingId: $bookingId, input: $input) {\n    message { id body sentAt senderKind senderName mine delivery kind attachments { id name contentType url kind } }\n  }\n}": typeof types.SendThreadMessageDocument,
    "mutation MarkThreadRead($bookingId: ID!, $upTo: ID) { markThreadRead(bookingId: $bookingId, upTo: $upTo) { unread } }": typeof types.MarkThreadReadDocument,
    "query ThreadView($bookingId: ID!) {\n  thread(bookingId: $bookingId) { bookingId state canWrite liveFrom liveUntil closesAt notice unread responseTarget closedAt vetTools }\n}": typeof types.ThreadViewDocument,
    "mutation StartThreadCall($bookingId: ID!, $kind: ThreadCallKind!) {\n  startThreadCall(bookingId: $bookingId, kind: $kind) { message { id } }\n}": typeof types.StartThreadCallDocument,
    "mutation CloseThread($bookingId: ID!, $summary: String!) {\n  closeThread(bookingId: $bookingId, summary: $summary) { closedAt vetTools }\n}": typeof types.CloseThreadDocument,
    "\n  fragment VetCardFields on VendorService {\n    id vendorId name providerName avatar specializationNames address price duration type productId timezone zoneName\n    rating { average count }\n    strip: cardStrip\n  }\n": typeof types.VetCardFieldsFragmentDoc,
    "\n  query VetListPage($type: String, $offset: Int, $limit: Int, $search: String, $zipcode: String, $sort: String) {\n    vendorServices(type: $type, offset: $offset, limit: $limit, search: $search, zipcode: $zipcode, sort: $sort) { ...VetCardFields }\n  }\n": typeof types.VetListPageDocument,
    "\n  mutation SaveWebsite($input: WebsiteInput!) {\n    saveWebsite(input: $input) {\n      message\n      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }\n    }\n  }\n": typeof types.SaveWebsiteDocument,
};
const documents: Documents = {
    "\n  fragment AppointmentCard on Appointment {\n    id bookingCode slot durationMinutes type typeLabel status state statusLabel\n    listing { id title line1 address } customerName petName petOwnerName visitAddress listingTZ createdAt\n  }\n": types.AppointmentCardFragmentDoc,
    "\n  query Appointments($status: Int, $listingId: ID, $sort: AppointmentSort, $offset: Int, $limit: Int) {\n    appointments(status: $status, listingId: $listingId, sort: $sort, offset: $offset, limit: $limit) {\n      hasMore items { ...AppointmentCard } waiting { id since }\n    }\n  }\n": types.AppointmentsDocument,
    "\n  mutation CancelAppointment($id: ID!, $reason: String) { cancelAppointment(id: $id, reason: $reason) { message appointment { statusLabel } } }\n": types.CancelAppointmentDocument,
    "\n  query RescheduleSlots($l: ID!, $t: String!, $d: String!) { availableSlots(listingId: $l, type: $t, date: $d) { slots timezone } }\n": types.RescheduleSlotsDocument,
    "\n  mutation RescheduleAppointment($id: ID!, $slot: DateTime!) { rescheduleAppointment(id: $id, slot: $slot) { message appointment { id } } }\n": types.RescheduleAppointmentDocument,
    "\n  mutation MarkAppointmentOutcome($id: ID!, $outcome: AppointmentOutcome!) { markAppointmentOutcome(id: $id, outcome: $outcome) { message } }\n": types.MarkAppointmentOutcomeDocument,
    "\n  query WizardSlots($l: ID!, $t: String!, $d: String!) { availableSlots(listingId: $l, type: $t, date: $d) { slots timezone } }\n": types.WizardSlotsDocument,
    "\n  query WizardBookingWindow($l: ID!) { bookingWindow(listingId: $l) { firstDate lastDate timezone } }\n": types.WizardBookingWindowDocument,
    "\n  query WizardListings($t: String, $p: Int, $n: Int) {\n    vendorServices(type: $t, product: $p, limit: $n) { id name providerName address price duration type cancellationHours }\n  }\n": types.WizardListingsDocument,
    "\n  query BookingQuestions($l: ID!, $t: ConsultationType!) { bookingQuestions(listingId: $l, type: $t) }\n": types.BookingQuestionsDocument,
    "\n  query EmergencyPractices($l: ID!, $z: String) {\n    emergencyPractices(listingId: $l, zip: $z) { zip practices { id name providerName address city state zipcode } }\n  }\n": types.EmergencyPracticesDocument,
    "\n  query Customers($filter: CustomerFilter, $sort: CustomerSort, $desc: Boolean, $limit: Int, $offset: Int) {\n    customers(filter: $filter, sort: $sort, desc: $desc, limit: $limit, offset: $offset) {\n      total rows { id firstName lastName email phone since appointments pets access }\n    }\n  }\n": types.CustomersDocument,
    "\n  mutation SaveDomains($input: DomainsInput!) {\n    saveDomains(input: $input) {\n      message\n      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }\n    }\n  }\n": types.SaveDomainsDocument,
    "\n  mutation VerifyCustomDomain {\n    verifyCustomDomain {\n      verified message\n      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }\n    }\n  }\n": types.VerifyCustomDomainDocument,
    "\n  mutation SaveIntakeQuestions($l: ID!, $q: JSON!) { saveIntakeQuestions(listingId: $l, questions: $q) { message questions } }\n": types.SaveIntakeQuestionsDocument,
    "\n  mutation SaveListing($input: SaveListingInput!) { saveListing(input: $input) { message listing { id avatar } } }\n": types.SaveListingDocument,
    "\n  query MyListings($limit: Int, $offset: Int) {\n    listings(limit: $limit, offset: $offset) { id title line1 address timezone state consultations { type enabled duration price } }\n  }\n": types.MyListingsDocument,
    "\n  mutation SetListingState($id: ID!, $state: ListingState!) {\n    setListingState(id: $id, state: $state) { message listing { id state } }\n  }\n": types.SetListingStateDocument,
    "fragment PetFields on Pet { id name type typeName breed notes sharedBy sharedLevel }": types.PetFieldsFragmentDoc,
    "mutation SavePet($input: PetInput!) { savePet(input: $input) { message pet { ...PetFields } } }": types.SavePetDocument,
    "mutation DeletePet($id: ID!) { deletePet(id: $id) { id } }": types.DeletePetDocument,
    "query Pets($u: ID) { pets(userId: $u) { ...PetFields } }": types.PetsDocument,
    "query PetTypes { petTypes { code name } }": types.PetTypesDocument,
    "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) { message profile { kind firstName lastName email phone pic } }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) { message tokens { id name createdAt expiresAt lastUsedAt status } }\n  }\n": types.RevokeApiTokenDocument,
    "mutation SaveHealthRecord($input: HealthRecordInput!) { saveHealthRecord(input: $input) { message record { id } } }": types.SaveHealthRecordDocument,
    "mutation DeleteHealthRecord($id: ID!) { deleteHealthRecord(id: $id) { id message } }": types.DeleteHealthRecordDocument,
    "mutation AddConsultationNote($bookingId: ID!, $note: String) { addConsultationNote(bookingId: $bookingId, note: $note) { message record { id } } }": types.AddConsultationNoteDocument,
    "mutation CreatePetShareLink($petId: ID!, $days: Int) {\n  createPetShareLink(petId: $petId, expiresInDays: $days) { message link { id petId url createdAt expiresAt } }\n}": types.CreatePetShareLinkDocument,
    "mutation RevokePetShareLink($id: ID!) { revokePetShareLink(id: $id) { id message } }": types.RevokePetShareLinkDocument,
    "\n  query ScheduleWeek($listingId: ID!, $type: String!, $date: String) {\n    scheduleWeek(listingId: $listingId, type: $type, date: $date) {\n      listingId title type timezone zoneName weekStart dates duration enabled types\n      workingHours { start end } slots { start end state past fromRules } bookings { start end } overrides { date added removed }\n    }\n  }\n": types.ScheduleWeekDocument,
    "\n  mutation ToggleSlot($listingId: ID!, $type: String!, $slot: String!) { toggleSlot(listingId: $listingId, type: $type, slot: $slot) { open } }\n": types.ToggleSlotDocument,
    "\n  mutation CopyWeek($listingId: ID!, $type: String!, $weekStart: String!, $weeks: Int!, $reopenClosed: Boolean) {\n    copyWeek(listingId: $listingId, type: $type, weekStart: $weekStart, weeks: $weeks, reopenClosed: $reopenClosed) { copied reopens message }\n  }\n": types.CopyWeekDocument,
    "\n  mutation ResetDate($listingId: ID!, $type: String!, $date: String!) { resetDate(listingId: $listingId, type: $type, date: $date) }\n": types.ResetDateDocument,
    "\n  query TeamMembers { teamMembers { id firstName lastName email phone subrole isYou } }\n": types.TeamMembersDocument,
    "\n  mutation DeleteTeamMember($id: ID!) { deleteTeamMember(id: $id) { message id } }\n": types.DeleteTeamMemberDocument,
    "\n  mutation SaveTeamMember($input: TeamMemberInput!) {\n    saveTeamMember(input: $input) { message invited member { id } }\n  }\n": types.SaveTeamMemberDocument,
    "query ThreadMessages($bookingId: ID!, $after: ID, $limit: Int) {\n  threadMessages(bookingId: $bookingId, after: $after, limit: $limit) {\n    hasMore cursor items { id body sentAt senderKind senderName mine delivery kind attachments { id name contentType url kind } }\n  }\n}": types.ThreadMessagesDocument,
    "mutation SendThreadMessage($bookingId: ID!, $input: SendThreadMessageInput!) {\n  sendThreadMessage(bookingId: $bookingId, input: $input) {\n    message { id body sentAt senderKind senderName mine delivery kind attachments { id name contentType url kind } }\n  }\n}": types.SendThreadMessageDocument,
    "mutation MarkThreadRead($bookingId: ID!, $upTo: ID) { markThreadRead(bookingId: $bookingId, upTo: $upTo) { unread } }": types.MarkThreadReadDocument,
    "query ThreadView($bookingId: ID!) {\n  thread(bookingId: $bookingId) { bookingId state canWrite liveFrom liveUntil closesAt notice unread responseTarget closedAt vetTools }\n}": types.ThreadViewDocument,
    "mutation StartThreadCall($bookingId: ID!, $kind: ThreadCallKind!) {\n  startThreadCall(bookingId: $bookingId, kind: $kind) { message { id } }\n}": types.StartThreadCallDocument,
    "mutation CloseThread($bookingId: ID!, $summary: String!) {\n  closeThread(bookingId: $bookingId, summary: $summary) { closedAt vetTools }\n}": types.CloseThreadDocument,
    "\n  fragment VetCardFields on VendorService {\n    id vendorId name providerName avatar specializationNames address price duration type productId timezone zoneName\n    rating { average count }\n    strip: cardStrip\n  }\n": types.VetCardFieldsFragmentDoc,
    "\n  query VetListPage($type: String, $offset: Int, $limit: Int, $search: String, $zipcode: String, $sort: String) {\n    vendorServices(type: $type, offset: $offset, limit: $limit, search: $search, zipcode: $zipcode, sort: $sort) { ...VetCardFields }\n  }\n": types.VetListPageDocument,
    "\n  mutation SaveWebsite($input: WebsiteInput!) {\n    saveWebsite(input: $input) {\n      message\n      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }\n    }\n  }\n": types.SaveWebsiteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentCard on Appointment {\n    id bookingCode slot durationMinutes type typeLabel status state statusLabel\n    listing { id title line1 address } customerName petName petOwnerName visitAddress listingTZ createdAt\n  }\n"): typeof import('./graphql.ts').AppointmentCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Appointments($status: Int, $listingId: ID, $sort: AppointmentSort, $offset: Int, $limit: Int) {\n    appointments(status: $status, listingId: $listingId, sort: $sort, offset: $offset, limit: $limit) {\n      hasMore items { ...AppointmentCard } waiting { id since }\n    }\n  }\n"): typeof import('./graphql.ts').AppointmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAppointment($id: ID!, $reason: String) { cancelAppointment(id: $id, reason: $reason) { message appointment { statusLabel } } }\n"): typeof import('./graphql.ts').CancelAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RescheduleSlots($l: ID!, $t: String!, $d: String!) { availableSlots(listingId: $l, type: $t, date: $d) { slots timezone } }\n"): typeof import('./graphql.ts').RescheduleSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleAppointment($id: ID!, $slot: DateTime!) { rescheduleAppointment(id: $id, slot: $slot) { message appointment { id } } }\n"): typeof import('./graphql.ts').RescheduleAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAppointmentOutcome($id: ID!, $outcome: AppointmentOutcome!) { markAppointmentOutcome(id: $id, outcome: $outcome) { message } }\n"): typeof import('./graphql.ts').MarkAppointmentOutcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardSlots($l: ID!, $t: String!, $d: String!) { availableSlots(listingId: $l, type: $t, date: $d) { slots timezone } }\n"): typeof import('./graphql.ts').WizardSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardBookingWindow($l: ID!) { bookingWindow(listingId: $l) { firstDate lastDate timezone } }\n"): typeof import('./graphql.ts').WizardBookingWindowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardListings($t: String, $p: Int, $n: Int) {\n    vendorServices(type: $t, product: $p, limit: $n) { id name providerName address price duration type cancellationHours }\n  }\n"): typeof import('./graphql.ts').WizardListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingQuestions($l: ID!, $t: ConsultationType!) { bookingQuestions(listingId: $l, type: $t) }\n"): typeof import('./graphql.ts').BookingQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyPractices($l: ID!, $z: String) {\n    emergencyPractices(listingId: $l, zip: $z) { zip practices { id name providerName address city state zipcode } }\n  }\n"): typeof import('./graphql.ts').EmergencyPracticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers($filter: CustomerFilter, $sort: CustomerSort, $desc: Boolean, $limit: Int, $offset: Int) {\n    customers(filter: $filter, sort: $sort, desc: $desc, limit: $limit, offset: $offset) {\n      total rows { id firstName lastName email phone since appointments pets access }\n    }\n  }\n"): typeof import('./graphql.ts').CustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDomains($input: DomainsInput!) {\n    saveDomains(input: $input) {\n      message\n      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }\n    }\n  }\n"): typeof import('./graphql.ts').SaveDomainsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCustomDomain {\n    verifyCustomDomain {\n      verified message\n      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }\n    }\n  }\n"): typeof import('./graphql.ts').VerifyCustomDomainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveIntakeQuestions($l: ID!, $q: JSON!) { saveIntakeQuestions(listingId: $l, questions: $q) { message questions } }\n"): typeof import('./graphql.ts').SaveIntakeQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveListing($input: SaveListingInput!) { saveListing(input: $input) { message listing { id avatar } } }\n"): typeof import('./graphql.ts').SaveListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyListings($limit: Int, $offset: Int) {\n    listings(limit: $limit, offset: $offset) { id title line1 address timezone state consultations { type enabled duration price } }\n  }\n"): typeof import('./graphql.ts').MyListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetListingState($id: ID!, $state: ListingState!) {\n    setListingState(id: $id, state: $state) { message listing { id state } }\n  }\n"): typeof import('./graphql.ts').SetListingStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PetFields on Pet { id name type typeName breed notes sharedBy sharedLevel }"): typeof import('./graphql.ts').PetFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavePet($input: PetInput!) { savePet(input: $input) { message pet { ...PetFields } } }"): typeof import('./graphql.ts').SavePetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePet($id: ID!) { deletePet(id: $id) { id } }"): typeof import('./graphql.ts').DeletePetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Pets($u: ID) { pets(userId: $u) { ...PetFields } }"): typeof import('./graphql.ts').PetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PetTypes { petTypes { code name } }"): typeof import('./graphql.ts').PetTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) { message profile { kind firstName lastName email phone pic } }\n  }\n"): typeof import('./graphql.ts').UpdateMyProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) { message tokens { id name createdAt expiresAt lastUsedAt status } }\n  }\n"): typeof import('./graphql.ts').RevokeApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveHealthRecord($input: HealthRecordInput!) { saveHealthRecord(input: $input) { message record { id } } }"): typeof import('./graphql.ts').SaveHealthRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteHealthRecord($id: ID!) { deleteHealthRecord(id: $id) { id message } }"): typeof import('./graphql.ts').DeleteHealthRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddConsultationNote($bookingId: ID!, $note: String) { addConsultationNote(bookingId: $bookingId, note: $note) { message record { id } } }"): typeof import('./graphql.ts').AddConsultationNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePetShareLink($petId: ID!, $days: Int) {\n  createPetShareLink(petId: $petId, expiresInDays: $days) { message link { id petId url createdAt expiresAt } }\n}"): typeof import('./graphql.ts').CreatePetShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokePetShareLink($id: ID!) { revokePetShareLink(id: $id) { id message } }"): typeof import('./graphql.ts').RevokePetShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleWeek($listingId: ID!, $type: String!, $date: String) {\n    scheduleWeek(listingId: $listingId, type: $type, date: $date) {\n      listingId title type timezone zoneName weekStart dates duration enabled types\n      workingHours { start end } slots { start end state past fromRules } bookings { start end } overrides { date added removed }\n    }\n  }\n"): typeof import('./graphql.ts').ScheduleWeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleSlot($listingId: ID!, $type: String!, $slot: String!) { toggleSlot(listingId: $listingId, type: $type, slot: $slot) { open } }\n"): typeof import('./graphql.ts').ToggleSlotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyWeek($listingId: ID!, $type: String!, $weekStart: String!, $weeks: Int!, $reopenClosed: Boolean) {\n    copyWeek(listingId: $listingId, type: $type, weekStart: $weekStart, weeks: $weeks, reopenClosed: $reopenClosed) { copied reopens message }\n  }\n"): typeof import('./graphql.ts').CopyWeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetDate($listingId: ID!, $type: String!, $date: String!) { resetDate(listingId: $listingId, type: $type, date: $date) }\n"): typeof import('./graphql.ts').ResetDateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamMembers { teamMembers { id firstName lastName email phone subrole isYou } }\n"): typeof import('./graphql.ts').TeamMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeamMember($id: ID!) { deleteTeamMember(id: $id) { message id } }\n"): typeof import('./graphql.ts').DeleteTeamMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTeamMember($input: TeamMemberInput!) {\n    saveTeamMember(input: $input) { message invited member { id } }\n  }\n"): typeof import('./graphql.ts').SaveTeamMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ThreadMessages($bookingId: ID!, $after: ID, $limit: Int) {\n  threadMessages(bookingId: $bookingId, after: $after, limit: $limit) {\n    hasMore cursor items { id body sentAt senderKind senderName mine delivery kind attachments { id name contentType url kind } }\n  }\n}"): typeof import('./graphql.ts').ThreadMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendThreadMessage($bookingId: ID!, $input: SendThreadMessageInput!) {\n  sendThreadMessage(bookingId: $bookingId, input: $input) {\n    message { id body sentAt senderKind senderName mine delivery kind attachments { id name contentType url kind } }\n  }\n}"): typeof import('./graphql.ts').SendThreadMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkThreadRead($bookingId: ID!, $upTo: ID) { markThreadRead(bookingId: $bookingId, upTo: $upTo) { unread } }"): typeof import('./graphql.ts').MarkThreadReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ThreadView($bookingId: ID!) {\n  thread(bookingId: $bookingId) { bookingId state canWrite liveFrom liveUntil closesAt notice unread responseTarget closedAt vetTools }\n}"): typeof import('./graphql.ts').ThreadViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartThreadCall($bookingId: ID!, $kind: ThreadCallKind!) {\n  startThreadCall(bookingId: $bookingId, kind: $kind) { message { id } }\n}"): typeof import('./graphql.ts').StartThreadCallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CloseThread($bookingId: ID!, $summary: String!) {\n  closeThread(bookingId: $bookingId, summary: $summary) { closedAt vetTools }\n}"): typeof import('./graphql.ts').CloseThreadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VetCardFields on VendorService {\n    id vendorId name providerName avatar specializationNames address price duration type productId timezone zoneName\n    rating { average count }\n    strip: cardStrip\n  }\n"): typeof import('./graphql.ts').VetCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VetListPage($type: String, $offset: Int, $limit: Int, $search: String, $zipcode: String, $sort: String) {\n    vendorServices(type: $type, offset: $offset, limit: $limit, search: $search, zipcode: $zipcode, sort: $sort) { ...VetCardFields }\n  }\n"): typeof import('./graphql.ts').VetListPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveWebsite($input: WebsiteInput!) {\n    saveWebsite(input: $input) {\n      message\n      website { exists name logo headerSection bodySection subDomain customDomain customDomainStatus verification { name value } siteUrl }\n    }\n  }\n"): typeof import('./graphql.ts').SaveWebsiteDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
