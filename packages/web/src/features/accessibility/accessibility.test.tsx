import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { getUiState, resetUiState, toast } from '../../lib/ui-store.ts';
import { renderBooted } from '../../test/render.tsx';
import type { RuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { AccessibilityButton } from './accessibility-button.tsx';
import { DARK_THEME_KEY, getAccessibility, PARAMETERS_KEY, resetAccessibilityStore } from './accessibility-store.ts';

const MESSAGES = {
  accessibility: {
    title: 'Accessibility settings',
    shortTitle: 'Accessibility',
    open: 'Open the accessibility settings',
    close: 'Close the accessibility settings',
    fontFamily: 'Font',
    fontSize: 'Text size',
    fontSizeValue: '{{value}} pixels',
    lineHeight: 'Line height',
    lineHeightValue: '{{value}} times the text size',
    letterSpacing: 'Letter spacing',
    letterSpacingValue: '{{amount}} of the text size added between letters',
    letterSpacingNormal: 'Normal',
    grayscaleImages: 'Show images in grayscale',
    toastTimeout: 'How long notifications stay visible',
    toastTimeoutDefault: 'Normal',
    toastTimeoutLong: 'Long',
    toastTimeoutNone: 'Until I close them',
    darkTheme: 'Dark theme',
    reset: 'Reset to defaults',
  },
};

/** What the theme currently says, as a screen would use it. */
function ThemeProbe() {
  const theme = useTheme();
  return <output data-testid="theme">{`${theme.palette.mode} ${theme.typography.fontFamily?.split(',')[0]} ${theme.typography.body1.lineHeight}`}</output>;
}

const htmlRules = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

async function openDrawer(environment: Partial<RuntimeEnvironment> = {}) {
  const user = userEvent.setup();
  await renderBooted(
    <>
      <AccessibilityButton />
      <ThemeProbe />
    </>,
    { environment },
  );
  await applyMessages('en', MESSAGES);
  await user.click(screen.getByRole('button', { name: 'Open the accessibility settings' }));
  const drawer = await screen.findByRole('dialog', { name: 'Accessibility settings' });
  return { user, drawer };
}

// The lazily loaded component is compiled once, before the tests time what a user does.
beforeAll(() => import('./components/accessibility-drawer.tsx'), 30_000);
beforeEach(() => resetAccessibilityStore());
afterEach(() => {
  resetUiState();
  vi.unstubAllGlobals();
});

describe('the accessibility drawer', () => {
  it('is closed until its button opens it, and says so on the button', async () => {
    const { drawer } = await openDrawer();
    expect(screen.getByRole('button', { name: 'Open the accessibility settings', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('slider', { name: 'Text size' })).toHaveAttribute('aria-valuetext', '16 pixels');
    expect(within(drawer).getByRole('slider', { name: 'Letter spacing' })).toHaveAttribute('aria-valuetext', 'Normal');
  });

  it('applies a larger text size, line height and letter spacing at once, and keeps them', async () => {
    const { drawer } = await openDrawer();
    fireEvent.change(within(drawer).getByRole('slider', { name: 'Text size' }), { target: { value: 24 } });
    fireEvent.change(within(drawer).getByRole('slider', { name: 'Line height' }), { target: { value: 2 } });
    fireEvent.change(within(drawer).getByRole('slider', { name: 'Letter spacing' }), { target: { value: 2 } });
    expect(within(drawer).getByRole('slider', { name: 'Text size' })).toHaveAttribute('aria-valuetext', '24 pixels');
    // Said as what it adds, not as a multiplier of an extra spacing nobody sees.
    expect(within(drawer).getByRole('slider', { name: 'Letter spacing' })).toHaveAttribute('aria-valuetext', '12% of the text size added between letters');
    expect(screen.getByTestId('theme')).toHaveTextContent('light "Roboto" 2');
    expect(htmlRules()).toMatch(/font-size:150%/);
    expect(htmlRules()).toMatch(/letter-spacing:0.12em/);
    expect(JSON.parse(localStorage.getItem(PARAMETERS_KEY)!)).toMatchObject({ fontSize: 24, lineHeight: 2, letterSpacing: 2 });
  });

  it('switches to the dark theme and back, and keeps the choice under its own key', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('switch', { name: 'Dark theme' }));
    expect(screen.getByTestId('theme')).toHaveTextContent(/^dark/);
    expect(localStorage.getItem(DARK_THEME_KEY)).toBe('true');
    await user.click(within(drawer).getByRole('switch', { name: 'Dark theme' }));
    expect(screen.getByTestId('theme')).toHaveTextContent(/^light/);
  });

  it('offers the fonts with the configured one first, each shown in itself, and applies the chosen one', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('combobox', { name: 'Font' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Roboto', 'Andika', 'Montserrat', 'OpenDyslexic']);
    expect(getComputedStyle(options[1]!).fontFamily).toContain('Andika');
    await user.click(options[3]!);
    expect(screen.getByTestId('theme')).toHaveTextContent('"OpenDyslexic"');
  });

  it('offers a font the operator added (Luciole), applies it, and keeps it across a reload', async () => {
    const fonts = [{ family: 'Luciole', faces: [{ url: '/fonts/Luciole/Luciole-Regular.woff2?v=1', weight: '400', style: 'normal' as const }] }];
    const { user, drawer } = await openDrawer({ fonts });
    await user.click(within(drawer).getByRole('combobox', { name: 'Font' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Roboto', 'Andika', 'Luciole', 'Montserrat', 'OpenDyslexic']);
    await user.click(options[2]!);
    expect(screen.getByTestId('theme')).toHaveTextContent('"Luciole"');
    expect(JSON.parse(localStorage.getItem(PARAMETERS_KEY)!)).toMatchObject({ fontFamily: 'Luciole' });
    resetAccessibilityStore();
    expect(getAccessibility().fontFamily).toBe('Luciole');
  });

  it('greys images, sets the toast duration and resets everything', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('switch', { name: 'Show images in grayscale' }));
    expect(htmlRules()).toMatch(/grayscale\(1\)/);
    await user.click(within(drawer).getByRole('combobox', { name: 'How long notifications stay visible' }));
    await user.click(await screen.findByRole('option', { name: 'Until I close them' }));
    act(() => toast('Saved'));
    expect(getUiState().toast?.duration).toBe(-1);
    await user.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    expect(getAccessibility()).toMatchObject({ grayscaleImages: false, toastTimeout: null, fontSize: 16 });
    expect(htmlRules()).not.toMatch(/grayscale\(1\)/);
  });

  it('falls back to the defaults for stored values it cannot use', async () => {
    localStorage.setItem(PARAMETERS_KEY, JSON.stringify({ fontSize: 'huge', lineHeight: 9, letterSpacing: 2.5, fontFamily: 'Papyrus' }));
    localStorage.setItem(DARK_THEME_KEY, 'not json');
    resetAccessibilityStore();
    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('slider', { name: 'Text size' })).toHaveAttribute('aria-valuenow', '16');
    expect(within(drawer).getByRole('slider', { name: 'Line height' })).toHaveAttribute('aria-valuenow', '1.5');
    expect(within(drawer).getByRole('slider', { name: 'Letter spacing' })).toHaveAttribute('aria-valuenow', '2.5');
    expect(screen.getByTestId('theme')).toHaveTextContent('light "Roboto"');
  });

  it('closes with its close button and gives focus back to the opening button', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Close the accessibility settings' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the accessibility settings' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Open the accessibility settings' })).toHaveAttribute('aria-expanded', 'false');
  });
});
