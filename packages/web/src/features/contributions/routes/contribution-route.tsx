import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isContributionType } from '@relais/domain';
import type { ContributionType } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { InteractionDialog } from '../../../components/interactions/components/interaction-dialog.tsx';
import { toastFailure } from '../../../components/interactions/failures.ts';
import { SmartLink } from '../../../components/smart-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { permissionsOf } from '../../../lib/jsonapi.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { toast } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import { useContribution, useDeleteContribution } from '../api/contributions.ts';
import type { ContributionModel } from '../api/contributions.ts';
import { ContributionForm } from '../components/contribution-form.tsx';
import { enabledKinds, KIND_WORDS, stateLabel } from '../components/kinds.ts';
import { PublicationSection } from '../components/publication-section.tsx';

/**
 * `/account/contributions/:type/new` and `/account/contributions/:type/:id`: the form of a new item
 * (`?category=` preselects an article's category) or of one the contributor wrote, with its
 * publication request and, when the server allows it, its deletion.
 */
export function ContributionRoute() {
  const { type = '', id = '' } = useParams();
  const { features } = useRuntimeEnvironment();
  if (!isContributionType(type) || !enabledKinds(features).includes(type)) return <Navigate to={paths.errors.notFound} replace />;
  return id === 'new' ? <NewContribution key={type} type={type} /> : <StoredContribution key={`${type}:${id}`} type={type} id={id} />;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={SmartLink} href={paths.account.contributions}>
        {t('contributions.backToList')}
      </Link>
      <Typography variant="h3" component="h1" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

function NewContribution({ type }: { type: ContributionType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <Frame title={t(KIND_WORDS[type].heading)}>
      <ContributionForm
        type={type}
        item={null}
        categoryId={searchParams.get('category')}
        onSaved={(saved) => {
          toast(t('contributions.created'));
          void navigate(paths.account.contribution(type, saved.id), { replace: true });
        }}
      />
    </Frame>
  );
}

function StoredContribution({ type, id }: { type: ContributionType; id: string }) {
  const { t } = useTranslation();
  const item = useContribution(type, id);
  const [isDirty, setIsDirty] = useState(false);
  if (item.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Box aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="text" height={64} />
          <Skeleton variant="rectangular" height={400} />
        </Box>
      </Container>
    );
  }
  const record = item.data;
  if (!record || !permissionsOf(record).update) {
    // Missing, hidden or not theirs: one answer; any other failure says so.
    const isMissing = !item.isError || (item.error instanceof ApiError && [403, 404].includes(item.error.status));
    return (
      <Frame title={t(KIND_WORDS[type].name)}>
        <Typography sx={{ mt: 2 }}>{t(isMissing ? 'contributions.notFound' : 'contributions.failed')}</Typography>
      </Frame>
    );
  }
  return (
    <Frame title={record.title?.trim() || t('contributions.untitled')}>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {`${t(KIND_WORDS[type].name)} · ${stateLabel(t, record)}`}
      </Typography>
      <ContributionForm type={type} item={record} onDirtyChange={setIsDirty} onSaved={() => toast(t('contributions.saved'))} />
      <PublicationSection type={type} item={record} hasUnsavedChanges={isDirty} />
      <DeleteZone type={type} item={record} />
    </Frame>
  );
}

/** Delete, after a question; back to the list with a toast. */
function DeleteZone({ type, item }: { type: ContributionType; item: ContributionModel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteContribution(type);
  const [isOpen, setIsOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const permissions = permissionsOf(item);
  if (!(permissions.softDelete ?? permissions.delete)) return null;
  const title = item.title?.trim() || t('contributions.untitled');
  return (
    <Box sx={{ mt: 5 }}>
      <Button ref={opener} color="error" variant="outlined" onClick={() => setIsOpen(true)}>
        {t('contributions.delete')}
      </Button>
      <InteractionDialog
        isOpen={isOpen}
        title={t('contributions.deleteTitle', { title })}
        description={t('contributions.deleteText')}
        submitLabel={t('contributions.delete')}
        isBusy={remove.isPending}
        isDangerous
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(item.id, {
            onSuccess: () => {
              toast(t('contributions.deleted', { title }));
              void navigate(paths.account.contributions);
            },
            onError: (error) => toastFailure(error, t('contributions.actionFailed')),
          });
        }}
        onClose={() => setIsOpen(false)}
      />
    </Box>
  );
}
