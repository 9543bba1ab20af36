import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CONFIGURABLE_COOKIES, readConsent, setConsents } from '../../../lib/consent.ts';
import type { ConfigurableCookie } from '../../../lib/consent.ts';

/** Spec §9: the dialog closes 250 ms after a choice, long enough to see the switches take it. */
export const COOKIE_DIALOG_CLOSE_MS = 250;

type Choices = Record<ConfigurableCookie, boolean>;

/**
 * The stored decisions; a cookie without one is shown refused. The spec (§4) defaults them to
 * accepted, but a pre-ticked box is no consent under EU law (GDPR art. 4(11), CJEU Planet49):
 * accepting must be the visitor's own act.
 */
const storedChoices = (): Choices => {
  const stored = readConsent();
  return Object.fromEntries(CONFIGURABLE_COOKIES.map((id) => [id, stored[id] ?? false])) as Choices;
};

const allChoices = (isAccepted: boolean): Choices => Object.fromEntries(CONFIGURABLE_COOKIES.map((id) => [id, isAccepted])) as Choices;

interface CookieDialogProps {
  isOpen: boolean;
  /** Some decision is missing: no close button, Escape and the backdrop do nothing. */
  isForced: boolean;
  onClose: () => void;
}

/** The visitor's cookie choices (spec §4 "Cookie dialog"): Save, Accept all, Reject all. */
export function CookieDialog({ isOpen, isForced, onClose }: CookieDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const [choices, setChoices] = useState(storedChoices);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Where the focus was as the dialog opened, read before the dialog's own focus trap moves it.
  const returnTo = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (isOpen && !wasOpen.current && typeof document !== 'undefined') returnTo.current = document.activeElement;
  wasOpen.current = isOpen;

  useEffect(() => {
    if (isOpen) setChoices(storedChoices());
  }, [isOpen]);
  useEffect(() => () => clearTimeout(closing.current), []);

  /** Stores only the decisions that differ from what was stored, then closes. */
  const decide = (next: Choices) => {
    if (closing.current) return;
    setChoices(next);
    const stored = readConsent();
    setConsents(Object.fromEntries(Object.entries(next).filter(([id, isAccepted]) => stored[id] !== isAccepted)));
    closing.current = setTimeout(() => {
      closing.current = undefined;
      onClose();
    }, COOKIE_DIALOG_CLOSE_MS);
  };

  /**
   * After the choice the focus goes back where it was; opened on a first visit, it was nowhere (the
   * page's body): it then goes to the start of the main content, not to the top of the document.
   */
  const restoreFocus = () => {
    const previous = returnTo.current;
    returnTo.current = null;
    const target = previous instanceof HTMLElement && previous !== document.body && previous.isConnected ? previous : document.querySelector<HTMLElement>('main');
    target?.focus({ preventScroll: true });
  };

  return (
    <Dialog
      open={isOpen}
      disableRestoreFocus
      slotProps={{ transition: { onExited: restoreFocus } }}
      onClose={isForced ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId} component="h2">
        {t('cookies.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {t('cookies.description')}
        </DialogContentText>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          <li>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('cookies.necessary')} <Typography component="span" variant="body2" sx={{ fontWeight: 400, color: 'text.secondary' }}>({t('cookies.alwaysOn')})</Typography>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('cookies.necessaryDescription')}
            </Typography>
          </li>
          {CONFIGURABLE_COOKIES.map((id) => (
            <CookieSwitch key={id} id={id} isChecked={choices[id]} onChange={(isChecked) => setChoices((current) => ({ ...current, [id]: isChecked }))} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {!isForced && <Button onClick={onClose}>{t('cookies.close')}</Button>}
        <Button variant="outlined" onClick={() => decide(allChoices(false))}>
          {t('cookies.rejectAll')}
        </Button>
        <Button variant="outlined" onClick={() => decide(allChoices(true))}>
          {t('cookies.acceptAll')}
        </Button>
        <Button variant="contained" onClick={() => decide(choices)}>
          {t('cookies.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CookieSwitch({ id, isChecked, onChange }: { id: ConfigurableCookie; isChecked: boolean; onChange: (isChecked: boolean) => void }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <li>
      <FormControlLabel
        control={<Switch checked={isChecked} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': descriptionId } }} />}
        label={t(`cookies.${id}`)}
        sx={{ '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
      />
      <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', pl: 7 }}>
        {t(`cookies.${id}Description`)}
      </Typography>
    </li>
  );
}
