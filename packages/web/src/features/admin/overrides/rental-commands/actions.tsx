import { createSvgIcon } from '@mui/material/utils';
import { dataProvider } from '../../../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../../../lib/data-layer/query-keys.ts';
import { getLocale } from '../../../../lib/locale.ts';
import { hasRole } from '../../../../lib/session/session.ts';
import { toast } from '../../../../lib/ui-store.ts';
import type { Model } from '../../../../lib/jsonapi.ts';
import type { ListAction, RecordAction } from '../types.ts';
import { issueMonthlyInvoices } from './api/issue-monthly-invoices.ts';
import { initialReplacement, isReplacement, ReplaceForm } from './replace-form.tsx';
import type { LineReplacement } from './replace-form.tsx';
import { initialMove, isMove, StepForm } from './step-form.tsx';
import type { StepMove } from './step-form.tsx';

const SwapIcon = createSvgIcon(<path d="M6.99 11 3 15l3.99 4v-3H14v-2H6.99zM21 9l-3.99-4v3H10v2h7.01v3z" />, 'Swap');
const StepIcon = createSvgIcon(<path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />, 'Step');
const DownloadIcon = createSvgIcon(<path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />, 'Download');
const ReceiptIcon = createSvgIcon(
  <path d="M18 17H6v-2h12zm0-4H6v-2h12zm0-4H6V7h12zM3 22l1.5-1.5L6 22l1.5-1.5L9 22l1.5-1.5L12 22l1.5-1.5L15 22l1.5-1.5L18 22l1.5-1.5L21 22V2l-1.5 1.5L18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2 4.5 3.5 3 2z" />,
  'Receipt',
);

export const rentalDocumentUrl = (id: string, kind: 'contract' | 'invoice' | 'signed-contract') => `/api/v1/services/rental-commands/${encodeURIComponent(id)}/${kind}`;

const LINE_TARGETS = { command: 'rental-commands', rentalModel: 'rental-models', replace: 'rental-command-items', item: 'rental-items' } as const;
const TARGETS = { command: 'rental-commands', stepType: 'rental-command-step-types', status: 'rental-command-step-statuses' } as const;

/** Sets a step of the command: its existing step of that type changes, else one is added. */
async function moveStep(record: Model, move: StepMove) {
  const { data } = await dataProvider.getList('rental-command-steps', { filter: { command: record.id, stepType: move.stepType }, page: { number: 1, size: 1 } });
  const attributes = move.comment.trim() ? { comment: move.comment.trim() } : {};
  if (data[0]) await dataProvider.update('rental-command-steps', data[0].id, { attributes, relationships: { status: move.status } }, TARGETS);
  else await dataProvider.create('rental-command-steps', { attributes, relationships: { command: record.id, stepType: move.stepType, status: move.status } }, TARGETS);
}

const isManager = (session: Parameters<RecordAction['isAvailable']>[0]['session']) => hasRole(session, 'rental_admin');
const signedContract = (record: Model) => (record.signedContract as { id?: string } | null | undefined)?.id;

/**
 * A command's back-office actions (issue 26 item 4): the rental managers move its steps (the
 * member is mailed by the server when the change needs them), replace the item on one of its lines, and download its contract, invoice
 * and signed contract (the server answers 409 while a document does not exist yet).
 */
export const RENTAL_COMMAND_ACTIONS: readonly RecordAction[] = [
  {
    name: 'moveRentalStep',
    label: (t) => t('admin.moveRentalStep'),
    icon: <StepIcon />,
    confirm: (t) => t('admin.confirmMoveRentalStep'),
    form: { initial: initialMove, isValid: isMove, Component: StepForm },
    isAvailable: ({ session }) => isManager(session),
    run: async ({ record, queryClient, input, t }) => {
      await moveStep(record, input as StepMove);
      toast(t('admin.rentalStepMoved'));
      // The screen's reads are made again in the background: the dialog closes at once.
      for (const kind of ['rental-command-steps', 'rental-commands']) void queryClient.invalidateQueries({ queryKey: dataKeys.kind(kind) });
      return false;
    },
  },
  {
    name: 'replaceRentalLine',
    label: (t) => t('rentalInvoices.replaceLine'),
    icon: <SwapIcon />,
    confirm: (t) => t('rentalInvoices.confirmReplaceLine'),
    form: { initial: initialReplacement, isValid: isReplacement, Component: ReplaceForm },
    isAvailable: ({ session }) => isManager(session),
    run: async ({ record, queryClient, input, t }) => {
      const { line, model, item } = input as LineReplacement;
      await dataProvider.create('rental-command-items', { attributes: {}, relationships: { command: record.id, rentalModel: model, replace: line, item } }, LINE_TARGETS);
      toast(t('rentalInvoices.lineReplaced'));
      for (const kind of ['rental-command-items', 'rental-commands']) void queryClient.invalidateQueries({ queryKey: dataKeys.kind(kind) });
      return false;
    },
  },
  { name: 'downloadContract', label: (t) => t('admin.downloadContract'), icon: <DownloadIcon />, isAvailable: () => true, isDownload: true, href: (record) => rentalDocumentUrl(record.id, 'contract') },
  { name: 'downloadInvoice', label: (t) => t('admin.downloadInvoice'), icon: <DownloadIcon />, isAvailable: () => true, isDownload: true, href: (record) => rentalDocumentUrl(record.id, 'invoice') },
  {
    name: 'downloadSignedContract',
    label: (t) => t('admin.downloadSignedContract'),
    icon: <DownloadIcon />,
    isAvailable: ({ record }) => !!signedContract(record),
    isDownload: true,
    href: (record) => rentalDocumentUrl(record.id, 'signed-contract'),
  },
];

/** `2031-02` as `February 2031` in the interface's language. */
const monthName = (month: string) => new Intl.DateTimeFormat(getLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * The commands list's own action (issue 26 item 5): the rental managers write the monthly invoices
 * of the month just over without waiting for the job worker; what is written already stays as it is.
 */
export const RENTAL_COMMAND_LIST_ACTIONS: readonly ListAction[] = [
  {
    name: 'issueMonthlyInvoices',
    label: (t) => t('rentalInvoices.issueMonthly'),
    icon: <ReceiptIcon />,
    confirm: (t) => t('rentalInvoices.confirmIssueMonthly'),
    isAvailable: ({ session }) => isManager(session),
    run: async ({ t }) => {
      const { month, written } = await issueMonthlyInvoices();
      return written ? t('rentalInvoices.monthlyIssued', { count: written, month: monthName(month) }) : t('rentalInvoices.monthlyNoneIssued', { month: monthName(month) });
    },
  },
];
