/** A listing's settings for its appointments' conversations (the listing editor and its rules). */

/** The follow-up period's bounds (hours after the appointment; the database's CHECK) and default (thread-words.ts DEFAULT_FOLLOW_UP_HOURS). */
export const FOLLOW_UP_HOURS = { min: 0, max: 720, default: 48 } as const;

/** The response target's bounds (hours) and default; empty in the editor means no target. */
export const RESPONSE_TARGET_HOURS = { min: 1, max: 168, default: 4 } as const;
