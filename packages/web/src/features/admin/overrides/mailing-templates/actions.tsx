import { createSvgIcon } from '@mui/material/utils';
import { toast } from '../../../../lib/ui-store.ts';
import type { RecordAction } from '../types.ts';
import { sendMailing } from './api/send-mailing.ts';

const SendIcon = createSvgIcon(<path d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />, 'Send');

/** A mailing template's "Send": to every newsletter subscriber, after asking; the number of mails is announced. */
export const MAILING_ACTIONS: readonly RecordAction[] = [
  {
    name: 'sendMailing',
    label: (t) => t('admin.sendMailing'),
    icon: <SendIcon />,
    confirm: (t) => t('admin.confirmSendMailing'),
    isAvailable: ({ session }) => session.isAdmin,
    run: async ({ record, queryClient, t }) => {
      const lastSentAt = typeof record.lastSentAt === 'string' ? record.lastSentAt : null;
      const count = await sendMailing(queryClient, record.id, lastSentAt);
      toast(t('admin.mailingSent', { count }));
      return false;
    },
  },
];
