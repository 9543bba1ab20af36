import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { useMember } from '../../components/interactions/use-member.ts';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { BlockHeading } from '../shared/block-heading.tsx';

/**
 * The frame of the forum's forms: the way back, the screen's name as document title and h1, and,
 * for a reader who may not write here, what to do instead of a form that would be refused.
 */
export function ForumFormScreen({ title, backHref, backLabel, isAllowed, children }: { title: string; backHref: string; backLabel: string; isAllowed: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { isVisitor, canSignIn, signInHref } = useMember();
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Button component={SmartLink} href={backHref} sx={{ mb: 2 }}>
        {backLabel}
      </Button>
      <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </BlockHeading>
      {isAllowed ? (
        children
      ) : isVisitor && canSignIn ? (
        <Typography>
          <SmartLink href={signInHref}>{t('forum.signInToWrite')}</SmartLink>
        </Typography>
      ) : (
        <Typography>{t('forum.notAllowed')}</Typography>
      )}
    </Container>
  );
}
