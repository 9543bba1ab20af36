import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmAddress } from '../api/confirm-address.ts';
import { LinkActionScreen } from '../components/link-action-screen.tsx';

const refusal = (error: unknown) => {
  if (error instanceof ApiError && error.status === 403) return 'newsletter.confirmLinkInvalid';
  if (error instanceof ApiError && error.status === 410) return 'newsletter.confirmLinkExpired';
  return 'newsletter.confirmFailed';
};

/**
 * `/services/confirm-address/:id?token=`: the double opt-in link mailed before a form's confirmation
 * goes to an address nobody proved; the button confirms, as on the unsubscribe screens.
 */
export function ConfirmAddressRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <LinkActionScreen
      title="newsletter.confirmAddressTitle"
      intro="newsletter.confirmAddressIntro"
      action="newsletter.confirmAddress"
      missingProof="newsletter.confirmLinkInvalid"
      hasProof={token !== ''}
      run={async () => ((await confirmAddress(id, token)).alreadyConfirmed ? 'newsletter.addressAlreadyConfirmed' : 'newsletter.addressConfirmed')}
      refusal={refusal}
    />
  );
}
