import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import type { Model } from '../../../../lib/jsonapi.ts';
import { useSession } from '../../../../lib/session/session.ts';
import { toast } from '../../../../lib/ui-store.ts';
import { recordLabel } from '../../../../lib/resources/labels.ts';
import type { RecordAction, RunAction } from '../../overrides/types.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';

/**
 * Runs a kind's own record actions (its override's `actions`): asks first when the action has a
 * question, says "Done." or the refusal, and keeps the asking dialog in the screen that uses it.
 * Link actions are not run: the screens draw them as links (`href`).
 */
export function useOverrideActions(actions: readonly RecordAction[] = []) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<{ action: RunAction; record: Model; input?: unknown } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (action: RunAction, record: Model, input?: unknown) => {
    setBusy(action.name);
    try {
      const isDoneHere = await action.run({ record, session, queryClient, navigate: (to) => void navigate(to), t, input });
      if (isDoneHere !== false) toast(t('common.actionDone'));
    } catch (error) {
      toast(error instanceof Error ? error.message : t('validation.invalid'), { severity: 'error', length: 'long' });
    } finally {
      setBusy(null);
      setAsked(null);
    }
  };

  // Stable between renders (a grid's columns are built from them) yet reading the latest state.
  const latest = useRef({ run, actions, session });
  latest.current = { run, actions, session };
  const request = useCallback(
    (action: RunAction, record: Model) => (action.confirm ? setAsked({ action, record, input: action.form?.initial(record) }) : void latest.current.run(action, record)),
    [],
  );
  const available = useCallback((record: Model) => latest.current.actions.filter((action) => action.isAvailable({ record, session: latest.current.session })), []);
  const form = asked?.action.form;
  const dialog = asked && (
    <ConfirmDialog
      isOpen
      title={`${asked.action.label(t)}: ${recordLabel(asked.record)}`}
      message={asked.action.confirm!(t)}
      confirmLabel={asked.action.label(t)}
      isDangerous={asked.action.isDangerous}
      isBusy={busy !== null || (!!form && !form.isValid(asked.input))}
      onCancel={() => setAsked(null)}
      onConfirm={() => void run(asked.action, asked.record, asked.input)}
    >
      {form && <form.Component record={asked.record} value={asked.input} onChange={(input) => setAsked({ ...asked, input })} />}
    </ConfirmDialog>
  );
  return { available, request, dialog, busy };
}

/** The record screen's buttons of a kind's own actions. */
export function OverrideActionButtons({ actions, record }: { actions?: readonly RecordAction[]; record: Model }) {
  const { t } = useTranslation();
  const runner = useOverrideActions(actions);
  return (
    <>
      {runner.available(record).map((action) =>
        action.href ? (
          <Button key={action.name} variant="outlined" startIcon={action.icon} href={action.href(record)} download={action.isDownload ? '' : undefined}>
            {action.label(t)}
          </Button>
        ) : (
          <Button key={action.name} variant="outlined" color={action.isDangerous ? 'error' : 'primary'} startIcon={action.icon} disabled={runner.busy !== null} onClick={() => runner.request(action, record)}>
            {action.label(t)}
          </Button>
        ),
      )}
      {runner.dialog}
    </>
  );
}
