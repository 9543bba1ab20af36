import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { CommentFormProps } from './comment-form.tsx';

/*
 * The interactions' forms and dialogs, downloaded when first needed: a reader who only reads a list
 * or an item does not download form validation, text inputs and dialogs (about 70 KB gzipped).
 */
const CommentForm = lazy(() => import('./comment-form.tsx').then((m) => ({ default: m.CommentForm })));
export const LazyReportDialog = lazy(() => import('./report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));
export const LazyReminderDialog = lazy(() => import('./reminder-dialog.tsx').then((m) => ({ default: m.ReminderDialog })));
export const LazyInteractionDialog = lazy(() => import('./interaction-dialog.tsx').then((m) => ({ default: m.InteractionDialog })));

/**
 * Its dialog from the first time it opens, then kept mounted, so that closing still plays its
 * transition and gives focus back as before.
 */
export function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The comment form, its place kept while it downloads (nothing below it moves). */
export function LazyCommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 150 }} />}>
      <CommentForm {...props} />
    </Suspense>
  );
}
