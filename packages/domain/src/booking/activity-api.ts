import { z } from 'zod';

// Activity booking shapes shared by the web and the API (issue #18). This file is the activities'
// home: the search, details and availability answers of /api/activities join it, next to what a
// booking body carries for an activity.

/** Who takes part, each priced by its own rate (issue #18: adult, child, infant, senior). */
export const PARTICIPANT_TYPES = ['adult', 'child', 'infant', 'senior'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];
/** The largest party one booking takes on a time slot. */
export const MAX_PARTICIPANTS = 15;

/** How many of each type take part. */
export const participantCountsSchema = z.object({
  adult: z.number().int().min(0).max(MAX_PARTICIPANTS),
  child: z.number().int().min(0).max(MAX_PARTICIPANTS),
  infant: z.number().int().min(0).max(MAX_PARTICIPANTS),
  senior: z.number().int().min(0).max(MAX_PARTICIPANTS),
});
export type ParticipantCounts = z.infer<typeof participantCountsSchema>;

const name = z.string().trim().min(1, 'is required').max(80);

/** POST /api/bookings `participants`: every participant by name and type (the lead traveller is the guest). */
export const activityParticipantSchema = z.object({ type: z.enum(PARTICIPANT_TYPES), firstName: name, lastName: name });
export type ActivityParticipant = z.infer<typeof activityParticipantSchema>;
export const activityParticipantsSchema = z.array(activityParticipantSchema).min(1).max(MAX_PARTICIPANTS);
