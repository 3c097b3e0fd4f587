import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import { requireUser, type Viewer } from '../accounts/viewer.ts';
import { activePetsOfUser, ownedPetById } from '../pets/index.ts';
import { readOnlyPetRecord, type PetRecord } from '../health-records/index.ts';
import { renderMail } from '../notices/mail-layout.ts';
import { DEFAULT_LOCALE } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { parseInput } from '../../../contracts/forms.ts';
import {
  ANNOUNCEMENT_KIND_LABELS, SHELTER_MESSAGES, announcementSchema, type AdopterShelter, type AnnouncementKind, type ShelterOverview,
} from '../../../contracts/shelters.ts';
import type { PushMessage } from '../../../contracts/push.ts';
import {
  adoptersReceivingUpdates, adoptionOfShelter, adoptionsOfAdopter, adoptionsOfShelter, announcementsOfShelter, insertAnnouncement,
  openInvitesOfShelter, setUpdatesOptOut, shelterOfUser,
} from './shelters.queries.ts';
import { requireShelter, shelterMayView, viewableUntil } from './shelter-access.ts';

export interface ShelterDeps {
  mail: MailAdapter;
  publicUrl: string;
  /** Pushes a notice of the kind 'shelter' to these owners' devices, as each chose (push-service.ts). */
  push: (userIds: readonly number[], message: PushMessage) => Promise<void>;
  reportError?: (err: unknown) => void;
}

/**
 * The shelter's own area: the animals in its care (pets of its account) with their open invites, the adoptions it
 * made with their read-only view for 30 days, what it sent its adopters, and how many adopters activated their
 * records; and the adopter's side of updates (receive them or not).
 */
export function shelterService(db: Db, deps: ShelterDeps) {
  const reportError = deps.reportError ?? ((err: unknown) => console.error('shelter update failed', err));
  return {
    /** True when the viewer runs a shelter (the menu shows its page). */
    async isShelter(viewer: Viewer | null): Promise<boolean> {
      return viewer?.kind === 'user' && (await shelterOfUser(db, viewer.id)) !== undefined;
    },

    async overview(viewer: Viewer | null, now: Date): Promise<ShelterOverview> {
      const shelter = await requireShelter(db, viewer);
      const [pets, invites, adoptions, sent, receiving] = await Promise.all([
        activePetsOfUser(db, shelter.user_id), openInvitesOfShelter(db, shelter.id, now), adoptionsOfShelter(db, shelter.id),
        announcementsOfShelter(db, shelter.id), adoptersReceivingUpdates(db, shelter.id),
      ]);
      const accepted = adoptions.filter((a) => a.accepted_at);
      const names = new Map<number, string>();
      for (const a of accepted) names.set(a.pet_id, (await ownedPetById(db, a.pet_id))?.name ?? 'Deleted pet');
      return {
        name: shelter.name,
        pets: pets.map((p) => {
          const invite = invites.find((i) => i.pet_id === Number(p.id));
          return {
            id: Number(p.id), name: p.name, typeName: '', breed: p.breed,
            invite: invite ? { id: invite.id, email: invite.adopter_email, expiresAt: invite.expires_at.toISOString() } : null,
          };
        }),
        adoptions: accepted.map((a) => ({
          id: a.id, petName: names.get(a.pet_id) ?? '', adopterEmail: a.adopter_email, acceptedAt: a.accepted_at!.toISOString(),
          viewableUntil: shelterMayView(a, now) ? viewableUntil(a)!.toISOString() : null,
        })),
        stats: {
          invited: new Set(adoptions.filter((a) => !a.canceled_at).map((a) => a.adopter_email)).size,
          activated: new Set(accepted.map((a) => a.adopter_user_id)).size,
          receivingUpdates: receiving.length,
        },
        announcements: sent.map((s) => ({
          kind: s.kind as AnnouncementKind, subject: s.subject, recipients: Number(s.recipients), sentAt: new Date(s.created_at).toISOString(),
        })),
      };
    },

    /** The read-only record of a pet the shelter adopted out, for SHELTER_VIEW_DAYS after the adoption; then NOT_FOUND. */
    async adoptedRecord(viewer: Viewer | null, adoptionId: number, now: Date): Promise<PetRecord & { until: string }> {
      const shelter = await requireShelter(db, viewer);
      const adoption = await adoptionOfShelter(db, shelter.id, adoptionId);
      if (!adoption || !shelterMayView(adoption, now)) throw new NotFoundError(SHELTER_MESSAGES.viewEnded);
      const pet = await ownedPetById(db, adoption.pet_id);
      if (!pet || pet.userId !== adoption.adopter_user_id) throw new NotFoundError(SHELTER_MESSAGES.viewEnded);
      return { ...(await readOnlyPetRecord(db, pet, now)), until: viewableUntil(adoption)!.toISOString() };
    },

    /**
     * Sends an announcement or care reminder to every adopter who receives the shelter's updates: an email each
     * and a push to the devices of those who chose shelter notices, after the row is stored.
     */
    async announce(viewer: Viewer | null, raw: unknown): Promise<{ recipients: number }> {
      const shelter = await requireShelter(db, viewer);
      const input = parseInput(announcementSchema, raw);
      return inTransaction(db, async (tx, afterCommit) => {
        const adopters = await adoptersReceivingUpdates(tx, shelter.id);
        if (adopters.length === 0) throw new ValidationError(SHELTER_MESSAGES.noAdopters);
        await insertAnnouncement(tx, { shelter_id: shelter.id, ...input, recipients: adopters.length });
        afterCommit(async () => {
          for (const adopter of adopters) {
            // The shelter's own words as it wrote them, around them the adopter's language.
            const locale = adopter.locale ?? DEFAULT_LOCALE;
            const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
            const label = locale === DEFAULT_LOCALE ? ANNOUNCEMENT_KIND_LABELS[input.kind] : say(`shelter.kind.${input.kind}`);
            await deps.mail.send(renderMail({
              to: adopter.email, sender: shelter.name, locale,
              subject: say('shelter.mail.update.subject', { kind: label, shelter: shelter.name, subject: input.subject.replace(/[\r\n]+/g, ' ') }),
              blocks: [
                { kind: 'heading', text: input.subject },
                { kind: 'paragraph', text: say('shelter.mail.update.hello', { name: adopter.first_name }) },
                ...input.body.split(/\n{2,}/).map((text) => ({ kind: 'paragraph' as const, text })),
                {
                  kind: 'paragraph', text: say('shelter.mail.update.why'),
                  link: { label: say('shelter.mail.update.stop'), url: `${deps.publicUrl}/app/my-profile#shelter-updates` },
                },
              ],
            })).catch(reportError);
          }
          await deps.push(adopters.map((a) => a.user_id), {
            kind: 'shelter', title: `${shelter.name}: ${input.subject}`, body: input.body.slice(0, 180), url: '/app',
          }).catch(reportError);
        });
        return { recipients: adopters.length };
      });
    },

    /** The shelters an owner adopted from, with whether they receive each one's updates (My Profile). */
    async adopterShelters(viewer: Viewer | null): Promise<AdopterShelter[]> {
      const owner = requireUser(viewer);
      const rows = await adoptionsOfAdopter(db, owner.id);
      const out: AdopterShelter[] = [];
      for (const row of rows) {
        out.push({
          adoptionId: row.id, shelterName: row.shelter_name, petName: (await ownedPetById(db, row.pet_id))?.name ?? '',
          receivesUpdates: row.updates_opted_out_at === null,
        });
      }
      return out;
    },

    /** The adopter's choice: receive the shelter's updates of one adoption or not. */
    async setUpdates(viewer: Viewer | null, adoptionId: number, receive: boolean, now: Date): Promise<void> {
      const owner = requireUser(viewer);
      if (!(await setUpdatesOptOut(db, owner.id, adoptionId, receive ? null : now))) throw new NotFoundError(SHELTER_MESSAGES.adoptionNotFound);
    },
  };
}

export type ShelterService = ReturnType<typeof shelterService>;
