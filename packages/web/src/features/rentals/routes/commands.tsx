import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { RENTAL_STEP_TYPES, rentalCommandAlerts, stepDisplayColor } from '@relais/domain';
import type { RentalCommandFacts, RentalStepStatus, RentalStepType } from '@relais/domain';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';
import { monthlyInvoiceUrl, useCommand, useMonthlyInvoices, useMyCommands } from '../api.ts';
import type { Command } from '../api.ts';
import { useFormatPrice } from '../../../lib/rental/format.ts';
import { JourneyScreen } from './shared.tsx';
import { CommandDocuments } from './command-documents.tsx';

const factsOf = (command: Command): RentalCommandFacts => ({
  rentalStrategy: command.rentalStrategy,
  shippingAddress: command.shippingAddress ?? null,
  startAt: command.startAt,
  endAt: command.endAt,
  createdAt: command.createdAt,
  steps: (command.steps ?? []).map((step) => ({ stepType: step.stepType?.id as RentalStepType, status: step.status?.id as RentalStepStatus, doneAt: step.doneAt })),
});

/** The member's monthly invoices (issue 26 item 5), to download; nothing for a member not invoiced monthly. */
function MonthlyInvoices() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useMonthlyInvoices();
  if (!data?.length) return null;
  const monthName = (month: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <Box component="section" aria-labelledby="rental-monthly-invoices" sx={{ mt: 4 }}>
      <Typography id="rental-monthly-invoices" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('rentalInvoices.monthlyTitle')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('rentalInvoices.monthlyIntro')}</Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {data.map((invoice) => (
          <li key={invoice.id}>
            <a href={monthlyInvoiceUrl(invoice.id)} download>
              {t('rentalInvoices.monthlyDownload', { month: monthName(invoice.month) })}
            </a>{' '}
            · {t('rentalInvoices.monthlyCommands', { count: invoice.commands })}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** `/services/rentals/commands`: the member's commands, newest first, with their derived status, then their monthly invoices. */
export function CommandsRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, isPending } = useMyCommands(page);
  const commands = data?.commands ?? [];
  return (
    <JourneyScreen title={t('rental.commandsTitle')}>
      {isPending ? (
        <Box sx={{ minHeight: 200 }} aria-busy="true" />
      ) : commands.length === 0 ? (
        <Box>
          <Typography sx={{ mb: 2 }}>{t('rental.noCommands')}</Typography>
          <Button component={SmartLink} href={paths.rentals.cart} variant="contained">
            {t('rental.cartTitle')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' } }}>
            <caption style={{ textAlign: 'left' }}>{t('rental.commandsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rental.command')}</th>
                <th scope="col">{t('rental.period')}</th>
                <th scope="col">{t('rental.statusLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {commands.map((command) => (
                <tr key={command.id}>
                  <th scope="row">
                    <SmartLink href={paths.rentals.command(command.id)}>{t('rental.commandOf', { date: formatDate(command.createdAt) })}</SmartLink>
                  </th>
                  <td>{t('rental.periodFromTo', { start: formatDate(command.startAt, 'UTC'), end: formatDate(command.endAt, 'UTC') })}</td>
                  <td>{t(`rental.status.${command.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
      <MonthlyInvoices />
    </JourneyScreen>
  );
}

const COLOURS = { grey: 'text.disabled', info: 'info.main', success: 'success.main', warning: 'warning.main', error: 'error.main' } as const;

/** `/services/rentals/commands/:command`: its steps as a timeline with the spec's colours, its status, alerts, lines and documents. */
export function CommandRoute() {
  const { t } = useTranslation();
  const { command: id = '' } = useParams();
  const formatPrice = useFormatPrice();
  const { data: command, error, isPending } = useCommand(id);
  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.errors.notFound} replace />;
  if (error instanceof ApiError && error.status === 403) return <Navigate to={paths.errors.unauthorized} replace />;
  if (isPending || !command) return <Box sx={{ minHeight: 400 }} aria-busy="true" />;
  const facts = factsOf(command);
  const alerts = rentalCommandAlerts(facts);
  const steps = [...(command.steps ?? [])].sort((a, b) => a.position - b.position || RENTAL_STEP_TYPES.indexOf(a.stepType?.id as RentalStepType) - RENTAL_STEP_TYPES.indexOf(b.stepType?.id as RentalStepType));
  const lines = command.commandItems ?? [];
  return (
    <JourneyScreen title={t('rental.commandOf', { date: formatDate(command.createdAt) })}>
      <SmartLink href={paths.rentals.commands}>{t('rental.backToCommands')}</SmartLink>
      <Typography sx={{ mt: 2 }}>{t('rental.periodFromTo', { start: formatDate(command.startAt, 'UTC'), end: formatDate(command.endAt, 'UTC') })}</Typography>
      <Typography sx={{ mb: 2 }}>
        {t('rental.statusLabel')}: <strong data-testid="rental-status">{t(`rental.status.${command.status}`)}</strong> · {t(`rental.strategies.${command.rentalStrategy}`)}
      </Typography>
      {alerts.map((alert) => (
        <Notice key={alert.kind} tone={alert.severity === 'warning' ? 'warning' : 'info'} sx={{ mb: 1 }}>
          {t(`rental.alerts.${alert.kind}`, { date: alert.dueAt ? formatDate(alert.dueAt) : '' })}
        </Notice>
      ))}
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('rental.timeline')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
        {steps.map((step) => {
          const type = step.stepType?.id as RentalStepType;
          const status = step.status?.id as RentalStepStatus;
          const colour = stepDisplayColor({ stepType: type, status });
          return (
            <Box component="li" key={step.id} data-step={type} data-colour={colour} sx={{ position: 'relative', pl: 3, pb: 2 }}>
              <Box aria-hidden sx={{ position: 'absolute', left: -9, top: 4, width: 16, height: 16, borderRadius: '50%', bgcolor: COLOURS[colour] }} />
              <Typography sx={{ fontWeight: 700 }}>{t(`rental.stepTypes.${type}`)}</Typography>
              <Typography variant="body2">
                {t(`rental.stepStatus.${status}`)}
                {step.doneAt ? ` · ${formatDate(step.doneAt)}` : ''}
              </Typography>
              {step.comment && <Typography variant="body2">{step.comment}</Typography>}
            </Box>
          );
        })}
      </Box>
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('rental.linesCaption')}
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {lines.map((line) => (
          <li key={line.id}>{`${line.rentalModel?.name ?? ''} — ${formatPrice(line.rentingPrice)}`}</li>
        ))}
      </Box>
      {command.shippingPrice !== null && command.shippingPrice > 0 && <Typography>{t('rental.shippingPrice', { price: formatPrice(command.shippingPrice) })}</Typography>}
      <CommandDocuments command={command} />
    </JourneyScreen>
  );
}
