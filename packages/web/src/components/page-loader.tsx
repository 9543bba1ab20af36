import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { visuallyHidden } from '../lib/visually-hidden.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A loading state screen readers hear once: the label is in a status region, the spinner is
 * decoration (CSS only; it stops for visitors who ask for less motion). `isFullPage` covers the
 * viewport (boot); otherwise it holds the place of content.
 */
export function PageLoader({ label, isFullPage = false, minHeight = 100 }: { label: string; isFullPage?: boolean; minHeight?: number }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: isFullPage ? '100vh' : minHeight }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: `${spin} 0.9s linear infinite`,
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
