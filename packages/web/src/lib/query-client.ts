import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A client error (4xx) will not change by asking again; network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
