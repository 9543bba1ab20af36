import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Container } from '../../../../components/container.tsx';
import { LazyFileUploadField } from '../../../../components/file-upload/index.ts';
import { SmartLink } from '../../../../components/smart-link.tsx';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import type { Model } from '../../../../lib/jsonapi.ts';
import { skipTargetId, useSkipTarget } from '../../../../lib/skip-targets.ts';
import { adminPaths } from '../../admin-paths.ts';
import { fieldLabel, kindLabel } from '../../../../lib/resources/labels.ts';
import { ResourceForm } from '../../resources/form/resource-form.tsx';
import type { FormLayout } from '../../resources/form/resource-form.tsx';
import type { ScreenProps } from '../types.ts';

/**
 * Files → Create: a file record is made by uploading its bytes (the uploads service stores them and
 * answers the new `files` row), never as metadata alone. The admin chooses public or private, then
 * the file; once it is stored, the record's own form (its name, address name, description) follows
 * on the same screen, and saving it leads to the record.
 */
export function FileCreate({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hintId = useId();
  const detailsId = useId();
  const [isPublic, setIsPublic] = useState(true);
  const [stored, setStored] = useState<Model | null>(null);
  const kind = kindLabel(t, resource.type);
  const title = t('admin.createKind', { kind });
  useDocumentTitle(`${title} - ${kind}`);
  useSkipTarget('record');
  const layout: FormLayout = {
    title: t('files.details'),
    embedded: { titleId: detailsId, onSaved: (saved) => void navigate(adminPaths.resource(resource.type, 'show', saved.id)) },
  };

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="p" sx={{ mb: 1 }}>
        <SmartLink href={adminPaths.resource(resource.type)}>{kind}</SmartLink>
      </Typography>
      <Typography id={skipTargetId('record')} tabIndex={-1} variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2.5}>
        {!stored && (
          <div>
            <FormControlLabel
              control={<Checkbox checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} slotProps={{ input: { 'aria-describedby': hintId } }} />}
              label={fieldLabel(t, resource.type, 'isPublic')}
            />
            <Typography id={hintId} variant="body2">
              {t('files.publicHint')}
            </Typography>
          </div>
        )}
        <Suspense fallback={null}>
          <LazyFileUploadField label={t('files.fileToUpload')} isPublic={isPublic} onUploaded={setStored} />
        </Suspense>
        {stored && <ResourceForm key={stored.id} resource={resource} id={stored.id} layout={layout} />}
      </Stack>
    </Container>
  );
}
