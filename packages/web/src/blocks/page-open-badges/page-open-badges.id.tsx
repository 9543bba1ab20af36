import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { recordsOf } from '../page-training-resources-search/training-model.ts';
import { BadgeFacts, badgeImageUrl } from './badge-card.tsx';
import type { OpenBadge } from './badge-card.tsx';

/**
 * One published badge (spec, domain "Open badges"; a draft has no page): its picture, title as the
 * document title and h1, what it certifies, its validity, its criteria file and its training
 * modules in order; with modules, the organizations a member asks for its training
 * (`/open-badge-trainings/start/:issuer/:badge`).
 */
export function OpenBadgeScreen({ data, page }: Extract<BlockProps<'pageOpenBadges'>, { screen: '/:id' }>) {
  const { t } = useTranslation();
  const [badge] = recordsOf<OpenBadge>(data.badge);
  useDocumentTitle(badge?.title ?? null, false, badge?.description || null);
  if (!badge) return null;
  const modules = [...(badge.modules ?? [])].sort((a, b) => a.position - b.position);
  const trainers = data.trainers?.data ?? [];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('openBadges.backToList')}
        </Button>
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Box component="img" src={badgeImageUrl(badge.id)} alt="" width={120} height={120} sx={{ borderRadius: '50%' }} />
          <Box>
            <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
              <InLanguageText locale={fallbackLocaleOf(badge, 'title')} isMarked>
                {badge.title}
              </InLanguageText>
            </BlockHeading>
            <BadgeFacts badge={badge} />
          </Box>
        </Box>
        {badge.description && (
          <Box lang={fallbackLocaleOf(badge, 'description')}>
            <RichText html={badge.description} />
          </Box>
        )}
        {badge.criteriaFile?.url && (
          <Button component={SmartLink} href={badge.criteriaFile.url} variant="outlined" sx={{ mt: 2 }}>
            {t('openBadges.criteria')}
          </Button>
        )}
        <Box component="section" sx={{ mt: 4 }}>
          <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {t('openBadges.modules')}
          </BlockHeading>
          {modules.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('openBadges.noModules')}</Typography>
          ) : (
            <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 2 }}>
              {modules.map((module) => (
                <li key={module.id}>
                  <BlockHeading level={3} variant="h6" sx={{ fontWeight: 700 }}>
                    <InLanguageText locale={fallbackLocaleOf(module, 'title')}>{module.title}</InLanguageText>
                  </BlockHeading>
                  {module.content && (
                    <Box lang={fallbackLocaleOf(module, 'content')}>
                      <RichText html={module.content} />
                    </Box>
                  )}
                </li>
              ))}
            </Box>
          )}
        </Box>
        {modules.length > 0 && trainers.length > 0 && (
          <Box component="section" sx={{ mt: 4 }}>
            <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
              {t('openBadges.trainTitle')}
            </BlockHeading>
            <Typography sx={{ mb: 2 }}>{t('openBadges.trainIntro')}</Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {trainers.map((trainer) => (
                <li key={trainer.id}>
                  <Button component={SmartLink} href={`/open-badge-trainings/start/${encodeURIComponent(trainer.id)}/${encodeURIComponent(badge.id)}`} variant="contained">
                    {t('openBadges.trainWith', { name: trainer.name })}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Container>
  );
}
