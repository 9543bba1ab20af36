import { BlockHeading } from './block-heading.tsx';

/** A block's optional title, at the level the page gives the block. */
export function BlockTitle({ title, level, align = 'left' }: { title: string; level: number; align?: 'left' | 'center' }) {
  if (!title) return null;
  return (
    <BlockHeading level={level} variant="h4" sx={{ fontWeight: 700, mb: 3, textAlign: align }}>
      {title}
    </BlockHeading>
  );
}
