import type { TrainingSession } from './training-card.tsx';

/** The member's interest in a session (filled in by the interest step). */
export function SessionInterest(_props: { session: TrainingSession; trainingTitle: string }) {
  return null;
}
