/** When a draft page may be published (spec, platform §4 "App page" and §5). */

export interface DraftTimestamps {
  createdAt: Date | string | number;
  updatedAt: Date | string | number;
}

/** Only a draft that was edited since it was created: publishing an untouched copy changes nothing. */
export function canPublishDraft({ createdAt, updatedAt }: DraftTimestamps): boolean {
  const created = new Date(createdAt).getTime();
  const updated = new Date(updatedAt).getTime();
  if (Number.isNaN(created) || Number.isNaN(updated)) return false;
  return updated !== created;
}
