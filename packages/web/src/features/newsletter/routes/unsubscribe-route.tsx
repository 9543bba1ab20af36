import { useParams, useSearchParams } from 'react-router';
import type { UnsubscribeKind } from '@relais/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { unsubscribe } from '../api/unsubscribe.ts';
import { LinkActionScreen } from '../components/link-action-screen.tsx';

const refusal = (error: unknown) => {
  if (error instanceof ApiError && error.status === 403) return 'newsletter.linkInvalid';
  if (error instanceof ApiError && error.status === 404) return 'newsletter.subscriberGone';
  return 'newsletter.failed';
};

/**
 * `/services/unsubscribe/:id` (a member) and `/services/light-users/unsubscribe/:id` (a light user),
 * with `?signature=`: the link at the foot of every mailing; the button unsubscribes.
 */
export function UnsubscribeRoute({ kind }: { kind: UnsubscribeKind }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const signature = search.get('signature') ?? '';
  return (
    <LinkActionScreen
      title="newsletter.unsubscribeTitle"
      intro="newsletter.unsubscribeIntro"
      action="newsletter.confirmUnsubscribe"
      missingProof="newsletter.linkInvalid"
      hasProof={signature !== ''}
      run={async () => ((await unsubscribe(kind, id, signature)) ? 'newsletter.unsubscribed' : 'newsletter.alreadyUnsubscribed')}
      refusal={refusal}
    />
  );
}
