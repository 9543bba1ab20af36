import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { FIELD_SX, LightSelect, LightTextField } from '../../components/light-text-field.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useMember } from '../../components/interactions/use-member.ts';
import { ApiError } from '../../lib/api-client.ts';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/ui-store.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { catalogueBase, productPath, rowsOf } from './aac-product.ts';
import type { AacProduct } from './aac-product.ts';

type ContributionProps = Extract<BlockProps<'pageAacProducts'>, { screen: '/contribution' }>;

/**
 * A member proposes a new product, or a change to the product the address names (`?product=`), with
 * a message for the moderators (issue 28 item 4); the proposal's screen follows. A visitor is invited
 * to sign in. The server's 422 names the field, said next to the form.
 */
export function AacContributionForm({ data, page }: ContributionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useMember();
  const [product] = rowsOf<AacProduct>(data.product);
  const [values, setValues] = useState({ name: product?.name ?? '', productType: product?.productType ?? 'software', description: product?.description ?? '', website: product?.website ?? '', message: '' });
  const [errors, setErrors] = useState<string[]>([]);
  const [isSending, setIsSending] = useState(false);
  const title = product ? t('aacCatalogue.proposeChangeTo', { name: product.name }) : t('aacCatalogue.proposeProduct');
  useDocumentTitle(title);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    setErrors([]);
    try {
      const created = await dataProvider.create<{ id: string }>(
        'aac-product-contributions',
        { attributes: { ...values, description: values.description || null, website: values.website || null }, relationships: product ? { product: product.id } : {} },
        { product: 'aac-products' },
      );
      toast(t('aacCatalogue.contributionSent'));
      await navigate(`${catalogueBase(page.path)}/contribution/${created.id}`);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors.map((one) => one.detail ?? one.title ?? '') : [t('aacCatalogue.contributionFailed')]);
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Button component={SmartLink} href={product ? productPath(page.path, product.id) : page.path} sx={{ mb: 2 }}>
        {product ? t('aacCatalogue.backToProduct') : t('aacCatalogue.backToList')}
      </Button>
      <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </BlockHeading>
      <Typography sx={{ mb: 3 }}>{t('aacCatalogue.contributionIntro')}</Typography>
      {member.isVisitor ? (
        member.canSignIn && (
          <Button component={SmartLink} href={member.signInHref} variant="contained">
            {t('aacCatalogue.signInToContribute')}
          </Button>
        )
      ) : (
        <Box component="form" onSubmit={send} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {errors.length > 0 && (
            <Box role="alert" sx={{ border: 1, borderColor: 'error.main', borderRadius: 1, p: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>{t('aacCatalogue.contributionFailed')}</Typography>
              <Box component="ul" sx={{ m: 0 }}>
                {errors.map((error, index) => (
                  <li key={index}>{error}</li>
                ))}
              </Box>
            </Box>
          )}
          <LightTextField label={t('aacCatalogue.name')} value={values.name} onChange={set('name')} required maxLength={255} />
          <LightSelect label={t('aacCatalogue.productType')} value={values.productType} onChange={set('productType')}>
            <option value="device">{t('aacCatalogue.device')}</option>
            <option value="software">{t('aacCatalogue.software')}</option>
          </LightSelect>
          <TextArea label={t('aacCatalogue.description')} value={values.description} onChange={set('description')} maxLength={5000} />
          <LightTextField type="url" label={t('aacCatalogue.website')} value={values.website} onChange={set('website')} maxLength={2048} />
          <TextArea label={t('aacCatalogue.message')} value={values.message} onChange={set('message')} maxLength={2000} required />
          <Box>
            <Button type="submit" variant="contained" disabled={isSending}>
              {t('aacCatalogue.sendContribution')}
            </Button>
          </Box>
        </Box>
      )}
    </Container>
  );
}

function TextArea({ label, required, ...area }: { label: string; value: string; onChange: (event: { target: { value: string } }) => void; maxLength: number; required?: boolean }) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500 }}>
        {label}
        {required ? ' *' : ''}
      </Box>
      <Box component="textarea" id={id} rows={4} required={required} {...area} sx={{ ...FIELD_SX, resize: 'vertical' }} />
    </Box>
  );
}
