import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { forumListStateOf } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n/i18n.ts';
import { formatDay, useReaderTimeZone } from '../../lib/reader-time.ts';
import { useSearchParams } from 'react-router';
import type { BlockProps } from '../block-types.ts';
import { ListPagination, ListSearch } from '../lists/list-controls.tsx';
import { canCreateOf, pageCountOf, totalOf } from '../lists/list-meta.ts';
import { BlockHeading, ListHeading, nextLevel } from '../shared/block-heading.tsx';
import { categoryTree, forumPaths, recordOf, recordsOf } from './forum-model.ts';
import type { ForumCategory, ForumMessage, ForumSubject, ForumTag } from './forum-model.ts';
import { SubjectList } from './subject-list.tsx';

type ListProps = Extract<BlockProps<'pageForum'>, { screen: 'main' }>;

/**
 * The forum's home (its categories, parents with their children, the subjects pinned on it and the
 * latest active ones) or, from the address, a category's subjects, a tag's or a search's (subjects
 * by title, and messages), a page at a time.
 */
export function ForumHome({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { category: categoryId, tag: tagId, search, page: pageNumber } = forumListStateOf(Object.fromEntries(searchParams));
  const categories = recordsOf<ForumCategory>(data.categories);
  const category = categoryId ? (categories.find((candidate) => candidate.id === categoryId) ?? null) : null;
  const parent = category?.parent?.id ? (categories.find((candidate) => candidate.id === category.parent!.id) ?? null) : null;
  const tag = recordOf<ForumTag>(data.tag);
  const pinned = recordsOf<ForumSubject>(data.pinned);
  const subjects = recordsOf<ForumSubject>(data.subjects);
  const messages = recordsOf<ForumMessage>(data.messages);
  const isHome = !categoryId && !tagId && !search;
  const level = nextLevel(headingLevel);
  const statusId = useId();
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  const total = totalOf(data.subjects);
  const children = category ? categories.filter((candidate) => candidate.parent?.id === category.id) : [];
  const subjectLevel = nextLevel(level);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      {!isHome && (
        <Box component="nav" aria-label={t('forum.breadcrumb')} sx={{ mb: 2 }}>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, '& li + li::before': { content: '"›"', mr: 1, color: 'text.secondary' } }}>
            <li>
              <SmartLink href={forumPaths.home(page.path)}>{t('forum.home')}</SmartLink>
            </li>
            {parent && (
              <li>
                <SmartLink href={forumPaths.home(page.path, { category: parent.id })}>{parent.name}</SmartLink>
              </li>
            )}
            {category && (
              <li aria-current="page">
                <InLanguageText locale={fallbackLocaleOf(category, 'name')}>{category.name}</InLanguageText>
              </li>
            )}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <ListSearch messages="forum" keep={['category']} />
        </Box>
        {canCreateOf(data.subjects) && (
          <Button component={SmartLink} href={forumPaths.create(page.path, category && !category.isParent ? category.id : null)} variant="contained">
            {t('forum.newSubject')}
          </Button>
        )}
      </Box>
      <Typography id={statusId} role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {!isHome && total !== null ? t('forum.results', { count: total }) : ''}
      </Typography>

      {isHome && (
        <>
          {pinned.length > 0 && (
            <Box component="section" aria-labelledby={`${statusId}-pinned`} sx={{ mb: 4 }}>
              <Box id={`${statusId}-pinned`}>
                <BlockHeading level={level} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('forum.pinned')}
                </BlockHeading>
              </Box>
              <SubjectList subjects={pinned} pagePath={page.path} headingLevel={subjectLevel} messagesPerPage={props.messagesPerPage} pinnedOn="home" />
            </Box>
          )}
          <CategoryTree categories={categories} pagePath={page.path} headingLevel={level} />
          <Box component="section" aria-labelledby={`${statusId}-latest`} sx={{ mt: 4 }}>
            <Box id={`${statusId}-latest`}>
              <BlockHeading level={level} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
                {t('forum.latest')}
              </BlockHeading>
            </Box>
            {subjects.length === 0 ? <Typography>{t('forum.empty')}</Typography> : <SubjectList subjects={subjects} pagePath={page.path} headingLevel={subjectLevel} messagesPerPage={props.messagesPerPage} />}
          </Box>
        </>
      )}

      {!isHome && (
        <>
          <BlockHeading level={level} variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {search ? t('forum.searchHeading', { search }) : tag ? t('forum.tagHeading', { tag: tag.name }) : category ? <InLanguageText locale={fallbackLocaleOf(category, 'name')}>{category.name}</InLanguageText> : t('forum.subjects')}
          </BlockHeading>
          {category?.shortDescription && !search && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{category.shortDescription}</Typography>}
          {tag && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              <SmartLink href={forumPaths.home(page.path, categoryId ? { category: categoryId } : {})}>{t('forum.clearTag')}</SmartLink>
            </Typography>
          )}
          {children.length > 0 && !search && !tag && <CategoryLinks categories={children} pagePath={page.path} />}
          {pinned.length > 0 && (
            <Box sx={{ mb: 2 }}>
              <SubjectList subjects={pinned} pagePath={page.path} headingLevel={subjectLevel} messagesPerPage={props.messagesPerPage} pinnedOn="category" />
            </Box>
          )}
          {subjects.length === 0 && pinned.length === 0 ? (
            <Box sx={{ py: 4 }}>
              <Typography>{search ? t('forum.noResults', { search }) : category?.isParent ? t('forum.chooseCategory') : t('forum.emptyCategory')}</Typography>
            </Box>
          ) : (
            <SubjectList subjects={subjects} pagePath={page.path} headingLevel={subjectLevel} messagesPerPage={props.messagesPerPage} />
          )}
          <ListPagination page={pageNumber} count={pageCountOf(data.subjects)} messages="forum" />
          {search && (
            <Box component="section" sx={{ mt: 4 }}>
              <BlockHeading level={level} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
                {t('forum.messagesFound')}
              </BlockHeading>
              {messages.length === 0 ? (
                <Typography>{t('forum.noMessageFound', { search })}</Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {messages.map((message) => (
                    <li key={message.id}>
                      {message.subject && (
                        <SmartLink href={forumPaths.message(page.path, message.subject.id, message.id, message.positionInSubject, props.messagesPerPage)}>
                          {t('forum.messageIn', { title: message.subject.title })}
                        </SmartLink>
                      )}{' '}
                      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                        {[message.authorName, formatDay(message.createdAt, locale, timeZone)].filter(Boolean).join(' · ')}
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          )}
        </>
      )}
    </Container>
  );
}

/** The home's categories: each parent as a section with its children, each with its subjects count. */
function CategoryTree({ categories, pagePath, headingLevel }: { categories: readonly ForumCategory[]; pagePath: string; headingLevel: number }) {
  const { t } = useTranslation();
  const tree = categoryTree(categories);
  if (tree.length === 0) return <Typography sx={{ mb: 2 }}>{t('forum.noCategories')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {tree.map(({ category, children }) => (
        <Box component="section" key={category.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <BlockHeading level={headingLevel} variant="h5" sx={{ fontWeight: 700 }}>
            <SmartLink href={forumPaths.home(pagePath, { category: category.id })}>
              <InLanguageText locale={fallbackLocaleOf(category, 'name')}>{category.name}</InLanguageText>
            </SmartLink>
          </BlockHeading>
          {category.shortDescription && <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>{category.shortDescription}</Typography>}
          {children.length > 0 ? (
            <CategoryLinks categories={children} pagePath={pagePath} />
          ) : (
            <>
              <SubjectsCount count={category.subjectsCount} />
              <LatestSubject category={category} pagePath={pagePath} />
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}

function SubjectsCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('forum.subjectsCount', { count, formatted: formatNumber(count) })}
    </Typography>
  );
}

/** A category's latest active subject, linked, with the day of its latest activity. */
function LatestSubject({ category, pagePath }: { category: ForumCategory; pagePath: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  const latest = category.latestSubject;
  if (!latest?.title || !latest.lastActivityAt) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%', overflowWrap: 'anywhere' }}>
      {t('forum.categoryLatest', { date: formatDay(latest.lastActivityAt, locale, timeZone) })}{' '}
      <SmartLink href={forumPaths.subject(pagePath, latest.id)}>
        <InLanguageText locale={latest.titleLocale}>{latest.title}</InLanguageText>
      </SmartLink>
    </Typography>
  );
}

/** Categories as links with their subjects count and latest subject. */
function CategoryLinks({ categories, pagePath }: { categories: readonly ForumCategory[]; pagePath: string }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
      {categories.map((child) => (
        <Box component="li" key={child.id} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          <SmartLink href={forumPaths.home(pagePath, { category: child.id })}>
            <InLanguageText locale={fallbackLocaleOf(child, 'name')}>{child.name}</InLanguageText>
          </SmartLink>
          <SubjectsCount count={child.subjectsCount} />
          <LatestSubject category={child} pagePath={pagePath} />
        </Box>
      ))}
    </Box>
  );
}
