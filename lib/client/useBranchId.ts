import { useRouter } from 'next/router';

/** The branch id of a branch panel page's address (/panel/{providerId}/…); undefined until the router has it. */
export function useBranchId(): string | undefined {
  const { query } = useRouter();
  return typeof query.providerId === 'string' ? query.providerId : undefined;
}
