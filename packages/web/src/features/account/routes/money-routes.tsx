import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accountBalance } from '@relais/domain';
import type { AccountOperation } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../../lib/jsonapi.ts';
import { useFormatPrice } from '../../../lib/rental/format.ts';
import { useSession } from '../../../lib/session/session.ts';

/** The member's own rows of a kind (the server answers only theirs), newest first, up to 100. */
function useMine<T>(type: string, query: string) {
  const locale = useLocale();
  const userId = useSession().user?.id ?? '';
  const owner = type === 'purchased-coupons' ? 'user' : 'account';
  return useQuery({
    queryKey: ['records', type, 'mine', userId, locale],
    enabled: !!userId,
    queryFn: ({ signal }) =>
      apiRequest<JsonApiDocument>(`/api/v1/${type}?filter[${owner}]=${encodeURIComponent(userId)}&sort=-createdAt&page[size]=100${query}`, { signal, locale }).then((document) => deserialize<T[]>(document)),
  });
}

function AccountScreen({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

const TABLE_SX = { width: '100%', borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' } } as const;

interface PurchasedCoupon {
  id: string;
  createdAt: string;
  usedAt: string | null;
  coupon: { id: string; name: string; amount: number } | null;
}

/** `/account/coupons` (coupons feature): the coupons the member bought, used or not. */
export function CouponsRoute() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { data, isPending } = useMine<PurchasedCoupon>('purchased-coupons', '&include=coupon&fields[coupons]=name,amount');
  const rows = data ?? [];
  return (
    <AccountScreen title={t('coupons.accountTitle')}>
      {isPending ? (
        <Box aria-busy="true" sx={{ minHeight: 120 }} />
      ) : rows.length === 0 ? (
        <Typography>{t('coupons.accountEmpty')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 3 }}>
          {rows.map((row) => (
            <li key={row.id}>
              <strong>{row.coupon?.name}</strong> — {t('coupons.amount', { amount: formatPrice(row.coupon?.amount ?? 0) })} · {row.usedAt ? t('coupons.used', { date: formatDate(row.usedAt) }) : t('coupons.unused')}
            </li>
          ))}
        </Box>
      )}
    </AccountScreen>
  );
}

interface Transaction {
  id: string;
  createdAt: string;
  amount: number;
  operation: AccountOperation;
  comment: string | null;
}

/** `/account/transactions` (transactions feature): the movements on the member's account and its balance. */
export function TransactionsRoute() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { data, isPending } = useMine<Transaction>('account-transactions', '');
  const rows = data ?? [];
  return (
    <AccountScreen title={t('coupons.transactionsTitle')}>
      {isPending ? (
        <Box aria-busy="true" sx={{ minHeight: 120 }} />
      ) : rows.length === 0 ? (
        <Typography>{t('coupons.transactionsEmpty')}</Typography>
      ) : (
        <>
          <Typography sx={{ fontWeight: 700, mb: 2 }}>{t('coupons.balance', { amount: formatPrice(accountBalance(rows)) })}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Box component="table" sx={TABLE_SX}>
              <caption style={{ textAlign: 'left' }}>{t('coupons.transactionsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('coupons.date')}</th>
                  <th scope="col">{t('coupons.operation')}</th>
                  <th scope="col">{t('coupons.comment')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{formatDate(row.createdAt)}</th>
                    <td>{`${t(`coupons.${row.operation}`)} ${formatPrice(row.amount)}`}</td>
                    <td>{row.comment ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        </>
      )}
    </AccountScreen>
  );
}

interface AccountDocument {
  id: string;
  createdAt: string;
  name: string;
  documentType: string;
  fileUrl: string | null;
}

/** `/account/documents` (documents feature): the documents kept for the member, to download. */
export function DocumentsRoute() {
  const { t } = useTranslation();
  const { data, isPending } = useMine<AccountDocument>('account-documents', '');
  const rows = data ?? [];
  return (
    <AccountScreen title={t('coupons.documentsTitle')}>
      {isPending ? (
        <Box aria-busy="true" sx={{ minHeight: 120 }} />
      ) : rows.length === 0 ? (
        <Typography>{t('coupons.documentsEmpty')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 3 }}>
          {rows.map((row) => (
            <li key={row.id}>
              {row.fileUrl ? (
                <Link component={SmartLink} href={row.fileUrl} aria-label={t('coupons.download', { name: row.name })}>
                  {row.name}
                </Link>
              ) : (
                row.name
              )}{' '}
              · {formatDate(row.createdAt)}
            </li>
          ))}
        </Box>
      )}
    </AccountScreen>
  );
}
