import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Container } from '../../../components/container.tsx';
import { InLanguageText } from '../../../components/in-language.tsx';
import Typography from '@mui/material/Typography';
import { canOpenPage } from '@relais/domain';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { useSession } from '../../../lib/session/session.ts';
import { paths } from '../../../paths.ts';
import { byPosition, menuItemHref, useAppMenu } from '../../../lib/app-menu.ts';
import type { AppMenuItem } from '../../../lib/app-menu.ts';
import { pageTree } from '../components/page-tree.ts';
import type { PageNode } from '../components/page-tree.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const listSx = { m: 0, pl: 3, '& li': { my: 0.75 }, '& a': { display: 'inline-block', minHeight: 24 } };

function PageList({ nodes }: { nodes: PageNode[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={listSx}>
      {nodes.map(({ page, children }) => (
        <li key={page.id}>
          <SmartLink href={page.path}>{page.title ? <InLanguageText locale={page.titleLocale}>{page.title}</InLanguageText> : page.path === paths.home ? t('siteMap.home') : page.path}</SmartLink>
          {children.length > 0 && <PageList nodes={children} />}
        </li>
      ))}
    </Box>
  );
}

function MenuList({ items }: { items: AppMenuItem[] }) {
  return (
    <Box component="ul" sx={listSx}>
      {[...items].sort(byPosition).map((item) => {
        const href = menuItemHref(item);
        return (
          <li key={item.id}>
            {href ? (
              <SmartLink href={href} isBlank={item.blank}>
                <InLanguageText locale={item.locale}>{item.name}</InLanguageText>
              </SmartLink>
            ) : (
              <InLanguageText locale={item.locale}>{item.name}</InLanguageText>
            )}
            {item.children.length > 0 && <MenuList items={item.children} />}
          </li>
        );
      })}
    </Box>
  );
}

/** `/site-map`: every page the visitor may open, the menu, and the account's own entries. */
export function SiteMapRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const { pages, features } = useRuntimeEnvironment();
  const menu = useAppMenu();
  useDocumentTitle(t('siteMap.title'));
  const visible = pages.filter((page) => canOpenPage(page, session.visitor));
  const accountLinks = session.isAuth
    ? [{ href: paths.account.profile, label: t('siteMap.accountProfile') }]
    : [
        ...(features.auth ? [{ href: paths.auth.signIn, label: t('siteMap.signIn') }] : []),
        ...(features.auth && features.register ? [{ href: paths.auth.register, label: t('siteMap.register') }] : []),
      ];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('siteMap.title')}
      </Typography>
      <Section title={t('siteMap.pages')}>
        <PageList nodes={pageTree(visible)} />
      </Section>
      {!!menu.data?.length && (
        <Section title={t('siteMap.menu')}>
          <MenuList items={menu.data} />
        </Section>
      )}
      {accountLinks.length > 0 && (
        <Section title={t('siteMap.account')}>
          <Box component="ul" sx={listSx}>
            {accountLinks.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </Box>
        </Section>
      )}
    </Container>
  );
}
