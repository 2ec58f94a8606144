import { ApiError } from '../../../lib/api-client.ts';
import { isVersionConflict } from '../api/agency-settings.ts';

/** What a failed save means for the form: a field to mark, a conflict to show, or a message. */
export type SaveFailure = { kind: 'field'; field: string; message: string } | { kind: 'conflict'; message: string } | { kind: 'other'; message: string | null };

/**
 * Reads a failed save. The API names fields from the body (`settings.agency.metaData.title`); the
 * form's names drop the `settings.` prefix. The message loses its leading "field: ".
 */
export function saveFailure(error: unknown): SaveFailure {
  if (isVersionConflict(error)) return { kind: 'conflict', message: error.message };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.field?.startsWith('settings.')) {
    return { kind: 'field', field: error.field.slice('settings.'.length), message: error.message.replace(/^[\w.[\]]+: /, '') };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { kind: 'other', message: error.message };
  return { kind: 'other', message: null };
}
