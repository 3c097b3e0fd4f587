/** What other areas may use of the team's table: a clinic's logins and one of them (orders assign a member). */
export { teamMember, teamOfVendor, type TeamRow } from './team.queries.ts';
