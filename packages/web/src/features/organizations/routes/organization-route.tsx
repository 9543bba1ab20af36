import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { fullName, initials, yearIn } from '@relais/domain';
import { Button } from '../../../components/button.tsx';
import { Container } from '../../../components/container.tsx';
import { InLanguageText } from '../../../components/in-language.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { RichText } from '../../../blocks/shared/rich-text.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { fallbackLocaleOf, permissionsOf } from '../../../lib/jsonapi.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { useDeferredView } from '../../../lib/stats.ts';
import { paths } from '../../../paths.ts';
import { useListedMembers, useOrganization, useOrganizationItems, useYearStates } from '../api/organization.ts';
import type { OrganizationDetail, YearState } from '../api/organization.ts';
import { positionOf } from '../../../blocks/organizations/organizations.ts';

// Writing comes with the first click on "Edit": the forms (and the rich-text editor) stay out of the page's code.
const OrganizationForm = lazy(() => import('../components/organization-form.tsx').then((m) => ({ default: m.OrganizationForm })));
const YearStateForm = lazy(() => import('../components/year-state-form.tsx').then((m) => ({ default: m.YearStateForm })));
const PositionMap = lazy(() => import('../components/position-map.tsx').then((m) => ({ default: m.PositionMap })));

/** A section of the page: its h2 and what it holds. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** How to reach the organization: e-mail, phone, address and website, each a link where it can be. */
function Contact({ organization }: { organization: OrganizationDetail }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [];
  if (organization.contactEmail) rows.push([t('organizations.email'), <SmartLink href={`mailto:${organization.contactEmail}`}>{organization.contactEmail}</SmartLink>]);
  if (organization.contactPhone) rows.push([t('organizations.phone'), <SmartLink href={`tel:${organization.contactPhone.replace(/\s+/g, '')}`}>{organization.contactPhone}</SmartLink>]);
  if (organization.contactAddress) rows.push([t('organizations.address'), <Box component="span" sx={{ whiteSpace: 'pre-line' }}>{organization.contactAddress}</Box>]);
  if (organization.externalUrl) rows.push([t('organizations.website'), <SmartLink href={organization.externalUrl} isBlank>{organization.externalUrl}</SmartLink>]);
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('organizations.noContact')}</Typography>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One year's achievements, with its administrators' way to change them while the year is open. */
function YearStateView({ state, organizationId }: { state: YearState; organizationId: string }) {
  const { t } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Box component="li" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        {state.year}
      </Typography>
      {isEditing ? (
        <Suspense fallback={<Box sx={{ minHeight: 260 }} />}>
          <YearStateForm organizationId={organizationId} state={state} year={state.year} onDone={() => setIsEditing(false)} />
        </Suspense>
      ) : (
        <>
          {state.achievements ? <RichText html={state.achievements} /> : <Typography sx={{ color: 'text.secondary' }}>{t('organizations.noAchievements')}</Typography>}
          {state.canEdit && (
            <Button variant="outlined" size="small" onClick={() => setIsEditing(true)} sx={{ mt: 1 }}>
              {t('organizations.editYear', { year: state.year })}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

/** The years the organization recorded, and for its administrators the open years still to record. */
function YearStates({ organization }: { organization: OrganizationDetail }) {
  const { t } = useTranslation();
  const states = useYearStates(organization.id);
  const [newYear, setNewYear] = useState<number | null>(null);
  const canWrite = permissionsOf(organization).update === true;
  const current = yearIn(new Date());
  const missing = canWrite ? [current, current - 1].filter((year) => !(states.data ?? []).some((state) => state.year === year)) : [];
  if (!states.data) return <Box sx={{ minHeight: 80 }} />;
  return (
    <>
      {states.data.length === 0 && newYear === null && <Typography sx={{ color: 'text.secondary' }}>{t('organizations.noYearStates')}</Typography>}
      {newYear !== null && (
        <Suspense fallback={<Box sx={{ minHeight: 260 }} />}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {newYear}
          </Typography>
          <YearStateForm organizationId={organization.id} state={null} year={newYear} onDone={() => setNewYear(null)} />
        </Suspense>
      )}
      {newYear === null && missing.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {missing.map((year) => (
            <Button key={year} variant="outlined" size="small" onClick={() => setNewYear(year)}>
              {t('organizations.recordYear', { year })}
            </Button>
          ))}
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {states.data.map((state) => (
          <YearStateView key={state.id} state={state} organizationId={organization.id} />
        ))}
      </Box>
    </>
  );
}

/** Its members who chose to be listed, each linking to their public profile. */
function Members({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const members = useListedMembers(organizationId);
  if (!members.data) return <Box sx={{ minHeight: 48 }} />;
  if (members.data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('organizations.noMembers')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {members.data.map((member) => (
        <Box component="li" key={member.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <UserAvatar user={{ avatarUrl: member.avatarUrl, initials: initials(member) }} />
          <SmartLink href={paths.userProfile(member.id)}>{fullName(member)}</SmartLink>
        </Box>
      ))}
    </Box>
  );
}

/** Its repository items, each opening on the repository page when the site has one. */
function Items({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { pages } = useRuntimeEnvironment();
  const items = useOrganizationItems(organizationId, true);
  // The repository block is the one page block that adds `/:item` (spec, platform §2).
  const repository = pages.find((page) => page.subRoutes.includes('/:item'));
  if (!items.data) return <Box sx={{ minHeight: 48 }} />;
  if (items.data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('organizations.noItems')}</Typography>;
  return (
    <Box component="ul" sx={{ pl: 3, m: 0, '& a': { display: 'inline-block', minHeight: 24, py: 0.5 } }}>
      {items.data.map((item) => (
        <li key={item.id}>{repository ? <SmartLink href={`${repository.path.replace(/\/$/, '')}/${encodeURIComponent(item.id)}`}>{item.title}</SmartLink> : item.title}</li>
      ))}
    </Box>
  );
}

/**
 * `/organizations/:id` (its slug or id; spec, platform §2): its complete name, texts, contact and
 * place, its listed members, repository items and year states. Its administrators change the page
 * and the open years' states here.
 */
export function OrganizationRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { features } = useRuntimeEnvironment();
  const organization = useOrganization(id);
  const [isEditing, setIsEditing] = useState(false);
  const backTo = useBackPath();
  const found = organization.data ?? null;
  const name = found ? found.completeName || found.name : null;
  useDocumentTitle(name, false, found?.shortDescription ?? null);
  useDeferredView('organizations', found?.id);
  if (organization.error instanceof ApiError && organization.error.status === 404) return <Navigate to={paths.errors.notFound} replace />;
  if (organization.error) throw organization.error;
  if (organization.isPending) return <PageLoader label={t('common.loading')} minHeight={400} />;
  if (!found) return <Navigate to={paths.errors.notFound} replace />;
  const position = positionOf(found);
  const canEdit = permissionsOf(found).update === true;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="article">
        {backTo && (
          <Button component={SmartLink} href={backTo} sx={{ mb: 2 }}>
            {t('organizations.backToList')}
          </Button>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
          {/* Decorative: the name is the heading beside it. */}
          {found.image?.url && <Box component="img" src={found.image.url} alt="" sx={{ width: 96, height: 96, objectFit: 'contain', borderRadius: 1, bgcolor: 'background.paper' }} />}
          <Box sx={{ flex: '1 1 16rem' }}>
            <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            {found.organizationType?.name && <Typography sx={{ color: 'text.secondary' }}>{found.organizationType.name}</Typography>}
          </Box>
        </Box>
        {canEdit && !isEditing && (
          <Button variant="outlined" onClick={() => setIsEditing(true)} sx={{ mt: 2 }}>
            {t('organizations.editPage')}
          </Button>
        )}
        {isEditing ? (
          <Suspense fallback={<Box sx={{ minHeight: 600 }} />}>
            <OrganizationForm organization={found} onDone={() => setIsEditing(false)} />
          </Suspense>
        ) : (
          <>
            {found.shortDescription && (
              <Typography sx={{ fontSize: '1.15rem', mt: 2 }}>
                <InLanguageText locale={fallbackLocaleOf(found, 'shortDescription')} isMarked>
                  {found.shortDescription}
                </InLanguageText>
              </Typography>
            )}
            {found.description && (
              <Box sx={{ mt: 2 }}>
                <RichText html={found.description} />
              </Box>
            )}
            <Section title={t('organizations.contact')}>
              <Contact organization={found} />
            </Section>
            {position && (
              <Section title={t('organizations.position')}>
                <Suspense fallback={<Box sx={{ height: 280 }} />}>
                  <PositionMap organization={found} position={position} />
                </Suspense>
              </Section>
            )}
          </>
        )}
        <Section title={t('organizations.members')}>
          <Members organizationId={found.id} />
        </Section>
        {features.repository !== false && (
          <Section title={t('organizations.items')}>
            <Items organizationId={found.id} />
          </Section>
        )}
        <Section title={t('organizations.yearStates')}>
          <YearStates organization={found} />
        </Section>
      </Box>
    </Container>
  );
}

/** The page listing the organizations (`/organizations` when the site has it), to go back to. */
function useBackPath(): string | null {
  const { pages } = useRuntimeEnvironment();
  return pages.find((page) => page.path === '/organizations')?.path ?? null;
}
