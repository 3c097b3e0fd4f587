/**
 * The clinic's practice pages in English: the Settings tabs and their nav (`settings.`), the Team tab's island
 * and its add or edit form (`settings.team.`, read through react-intl: contracts/messages/islands.ts), the
 * customers page's lead (`users.`) and the team invitation mail (`mail.teamInvite.`). Part of the English
 * catalogue (en.ts spreads them in).
 *
 * The ids under `settings.team.text.` are English sentences the server or the form's zod rules write
 * (contracts/team-words.ts): the island shows each through its id when the words are exactly these, so the API
 * keeps its English and their English here stays byte-identical to the contract's.
 */
export const clinicEn = {
  // Settings: the tab bar (views/pages/settings/settings-page.tsx).
  'settings.nav': 'Settings',
  'settings.tab.website': 'Website',
  'settings.tab.domains': 'Domains',
  'settings.tab.team': 'Team',
  'settings.tab.reminders': 'Reminders',
  'settings.tab.houseCalls': 'House calls',
  'settings.tab.activity': 'Activity',
  'settings.tab.data': 'Data',
  'settings.tab.myProfile': 'My Profile',

  // The Team tab (client/islands/team-settings.tsx, team/member-form.tsx).
  'settings.team.add': 'Add team member',
  'settings.team.editHeading': 'Edit team member',
  'settings.team.tableLabel': 'Team',
  'settings.team.col.name': 'Name',
  'settings.team.col.email': 'Email',
  'settings.team.col.mobile': 'Mobile',
  'settings.team.col.role': 'Role',
  'settings.team.col.actions': 'Actions',
  'settings.team.role.admin': 'Administrator',
  'settings.team.role.member': 'Team member',
  'settings.team.you': 'you',
  'settings.team.edit': 'Edit',
  'settings.team.delete': 'Delete',
  'settings.team.loading': 'Loading...',
  'settings.team.yesDelete': 'Yes, delete',
  'settings.team.no': 'No',
  'settings.team.pleaseWait': 'Please Wait...',
  'settings.team.firstName': 'First name',
  'settings.team.lastName': 'Last name',
  'settings.team.email': 'Email',
  'settings.team.mobile': 'Mobile',
  'settings.team.password': 'Password',
  'settings.team.passwordKeep': 'Leave empty to keep the current password.',
  'settings.team.passwordInvite': 'Optional: without one, we email them a link to choose their own.',
  'settings.team.submit': 'Submit',
  'settings.team.deleteWho': '{name} ({email})',
  'settings.team.cancel': 'Cancel',
  // The server's and the form's sentences (contracts/team-words.ts), byte-identical.
  'settings.team.text.saved': 'Saved Successfully',
  'settings.team.text.deleted': 'Deleted successfully!',
  'settings.team.text.deleteQuestion': 'Are you sure you want to delete this item?',
  'settings.team.text.duplicateEmail': 'This email already exists in our System.',
  'settings.team.text.notYourself': 'You cannot delete or change the role of your own account.',
  'settings.team.text.rootAdmins': 'An account administrator cannot be deleted here.',
  'settings.team.text.notFound': 'Team member not found',
  'settings.team.text.passwordTooShort': 'Password must be at least 8 characters.',
  'settings.team.text.invited': 'We emailed them a link to choose their password.',
  'settings.team.text.emailRequired': 'Email is required',
  'settings.team.text.emailInvalid': 'Please enter a valid email.',
  'settings.team.text.firstNameRequired': 'First name is required',
  'settings.team.text.firstNameInvalid': 'Please enter the first name using letters only.',
  'settings.team.text.lastNameRequired': 'Last name is required',
  'settings.team.text.lastNameInvalid': 'Please enter the last name using letters only.',
  'settings.team.text.mobileInvalid': 'Please enter a 10-digit mobile number.',
  'settings.team.text.mobileRequired': 'Mobile is required',

  // /app/users: the customers page (views/pages/users/users-page.tsx).
  'users.lead': 'Everyone who has booked with your clinic or whom you registered at the desk.',

  // /app/reports (views/pages/reports/reports-page.tsx) and the frame of every chart (views/components/charts/chart-figure.tsx).
  'reports.embedTitle': 'Appointments dashboard',
  'reports.from': 'From',
  'reports.to': 'To',
  'reports.update': 'Update',
  'reports.presets': 'Quick periods',
  'reports.preset.days': 'Last {days} days',
  'reports.preset.year': 'Last 12 months',
  'reports.periodLine': '{from} to {to} ({days} days), times in {zone}',
  'reports.kpi.appointments': 'Appointments',
  'reports.kpi.rescheduled': '{count} rescheduled',
  'reports.kpi.revenue': 'Revenue',
  'reports.kpi.afterRefunded': 'after {amount} refunded',
  'reports.kpi.averageTicket': 'Average ticket',
  'reports.kpi.paid': '{count} paid',
  'reports.kpi.cancellationRate': 'Cancellation rate',
  'reports.kpi.promoUses': 'Promo uses',
  'reports.kpi.newReturning': 'New / returning customers',
  'reports.kpi.newReturningValue': '{new} / {returning}',
  'reports.money.title': 'Revenue breakdown',
  'reports.money.listPrice': 'List price',
  'reports.money.byPetcare': 'Promo discounts funded by Petcare',
  'reports.money.byClinic': 'Promo discounts funded by your clinic',
  'reports.money.refunded': 'Refunded',
  'reports.money.note': 'Petcare pays you its promos: an appointment booked with a Petcare promo earns you its list price. A promo your clinic runs is taken from your price. A refunded appointment earns nothing.',
  'reports.chart.byDay': 'Appointments by day',
  'reports.chart.byType': 'By consultation type',
  'reports.chart.status': 'Status mix',
  'reports.chart.hours': 'Busiest hours ({zone})',
  'reports.status.active': 'Active',
  'reports.status.completed': 'Completed',
  'reports.status.canceled': 'Canceled',
  'reports.status.noShow': 'No-show',
  'reports.downloadSummary': 'Download the summary as CSV',
  'reports.chart.downloadCsv': 'Download CSV',
  'reports.chart.tableView': 'Table view',
  'reports.chart.count': 'Appointments',
  'reports.chart.none': 'No appointments in this period.',
  'reports.chart.summary': '{total} in total; the most, {value}, for {label}.',

  // The team invitation (server/domain/accounts/account-service.ts), in the inviting login's language.
  'mail.teamInvite.subject': 'You have been added to {clinic} on Petcare',
  'mail.teamInvite.heading': 'Join {clinic} on Petcare',
  'mail.teamInvite.text': '{clinic} has added you to its team on Petcare. To choose your password and sign in, open this link within a week:',
  'mail.teamInvite.button': 'Choose your password',
  'mail.teamInvite.notExpected': 'If you did not expect this, you can ignore this email.',
} as const;

export type ClinicId = keyof typeof clinicEn;
