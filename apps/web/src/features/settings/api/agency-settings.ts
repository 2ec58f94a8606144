import type { AgencySettings, SettingsSection, settingsSaveBodySchemas } from '@tripfront/domain/settings';
import { SETTINGS_VERSION_CONFLICT } from '@tripfront/domain/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { agencyQueryOptions } from '../../agency/index.ts';

/** What PUT /api/agency/settings/{section} takes as `settings`. */
export type SectionValues<S extends SettingsSection> = z.input<(typeof settingsSaveBodySchemas)[S]>['settings'];

/** GET /api/agency/settings: every section and the version they were read at (owner and admins). */
export async function getAgencySettings(): Promise<AgencySettings> {
  const response = await apiRequest<{ data: AgencySettings }>('/api/agency/settings');
  return response.data;
}

export const agencySettingsQueryOptions = () => queryOptions({ queryKey: ['agency-settings'], queryFn: getAgencySettings, staleTime: 30_000 });

/** The agency's settings; `data` is undefined while loading or when the request failed. */
export function useAgencySettings() {
  return useQuery(agencySettingsQueryOptions());
}

/** A save refused because someone else saved after this page read the settings (409). */
export const isVersionConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.body.code === SETTINGS_VERSION_CONFLICT;

export async function saveSettingsSection<S extends SettingsSection>(section: S, version: number, settings: SectionValues<S>): Promise<AgencySettings> {
  const response = await apiRequest<{ data: AgencySettings }>(`/api/agency/settings/${section}`, { method: 'PUT', body: { version, settings } });
  return response.data;
}

/**
 * Saves one section with the version the page read. On success the cached settings take the answer
 * (and its new version) and the storefront's agency is fetched again, so the shell shows the change.
 */
export function useSaveSettings<S extends SettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, settings }: { version: number; settings: SectionValues<S> }) => saveSettingsSection(section, version, settings),
    onSuccess: async (saved) => {
      queryClient.setQueryData(agencySettingsQueryOptions().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: agencyQueryOptions().queryKey });
    },
  });
}

/** After a conflict: read the settings again (the form then resets to them). */
export function useReloadSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.refetchQueries({ queryKey: agencySettingsQueryOptions().queryKey });
}
