import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useId, useState } from 'react';
import { displayPhone, initials } from '@relais/domain';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { ExpandMoreIcon } from '../../lib/icons.tsx';
import type { BlockProps } from '../block-types.ts';
import { asString } from '../block-types.ts';
import { BlockButtons } from '../shared/block-buttons.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';
import { toImage } from '../shared/block-values.ts';

/**
 * One person to contact: name, role, picture, e-mail, phone and a contact button. When collapsible,
 * the details open from the name (a disclosure button); on phones they always show.
 */
export function PageContactCard({ props, headingLevel }: BlockProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const firstName = asString(props.firstName);
  const lastName = asString(props.lastName);
  const role = asString(props.title);
  const email = asString(props.email);
  const phone = displayPhone(asString(props.phone));
  const avatar = toImage(props.avatar);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  if (!name) return null;
  const isCollapsible = props.collapsible === true;
  const details = (
    <Box id={detailsId} sx={{ display: { xs: 'flex', md: !isCollapsible || isOpen ? 'flex' : 'none' }, flexDirection: 'column', gap: 1, mt: 1 }}>
      {email && (
        <Typography>
          {t('blocks.email')} <a href={`mailto:${email}`}>{email}</a>
        </Typography>
      )}
      {phone && (
        <Typography>
          {t('blocks.phone')} <a href={`tel:${phone.dial}`}>{phone.text}</a>
        </Typography>
      )}
      {props.contactButton !== false && <BlockButtons buttons={[{ text: t('blocks.contactUs'), href: '/contact-us', color: 'primary', isOutlined: true, isBlank: false }]} />}
    </Box>
  );
  const heading = (
    <BlockHeading level={headingLevel} variant="h5" sx={{ fontWeight: 600 }}>
      {name}
    </BlockHeading>
  );
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
        {avatar ? (
          <Box component="img" src={avatar.src} alt="" sx={{ width: 80, height: 80, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }} />
        ) : (
          <Box aria-hidden="true" sx={{ width: 80, height: 80, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 28, flexShrink: 0 }}>
            {initials({ firstName, lastName })}
          </Box>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {isCollapsible ? (
            <>
              <Box sx={{ display: { xs: 'block', md: 'none' } }}>{heading}</Box>
              <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                <BlockHeading level={headingLevel} variant="h5" sx={{ fontWeight: 600 }}>
                  <ButtonBase
                    aria-expanded={isOpen}
                    aria-controls={detailsId}
                    onClick={() => setIsOpen((open) => !open)}
                    sx={{ font: 'inherit', gap: 1, borderRadius: 1, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' } }}
                  >
                    {name}
                    <ExpandMoreIcon aria-hidden="true" sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }} />
                  </ButtonBase>
                </BlockHeading>
              </Box>
            </>
          ) : (
            heading
          )}
          {role && <Typography sx={{ color: 'text.secondary' }}>{role}</Typography>}
          {details}
        </Box>
      </Box>
    </Container>
  );
}
