import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface OutboxEmail {
  id: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  sentAt: string | null;
  delivery: { status: 'sent' | 'queued' | 'retrying' | 'failed'; attempts: number; retryAt: string | null; lastError: string | null };
}

export interface OutboxAnswer {
  smtp: boolean;
  data: OutboxEmail[];
}

/** GET /api/dev/outbox (development only): this agency's emails, newest first. */
export function getDevOutbox(): Promise<OutboxAnswer> {
  return apiRequest<OutboxAnswer>('/api/dev/outbox');
}

export const devOutboxQueryOptions = () => queryOptions({ queryKey: ['dev', 'outbox'], queryFn: getDevOutbox, staleTime: 0 });

export function useDevOutbox() {
  return useQuery(devOutboxQueryOptions());
}
