import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled part of the profile; its heading names it for assistive technology. */
export function ProfileSection({ title, description, anchor, children }: { title: string; description?: string; anchor?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" id={anchor} aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {description && <Typography sx={{ mb: 1 }}>{description}</Typography>}
      {children}
    </Paper>
  );
}

export interface SectionFormProps {
  title: string;
  description?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  /** A failure no field shows. */
  failure: string | null;
  submitLabel?: string;
  children: ReactNode;
}

/** A section that is one form with its own Save button. */
export function SectionForm({ title, description, onSubmit, isSubmitting, failure, submitLabel, children }: SectionFormProps) {
  const { t } = useTranslation();
  return (
    <ProfileSection title={title} description={description}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        {children}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
          {submitLabel ?? t('common.save')}
        </Button>
      </Box>
    </ProfileSection>
  );
}
