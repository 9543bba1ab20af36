import { describe, expect, it } from 'vitest';
import { createQueryClient, keepSameAnswer } from './query-client.ts';

/** A command read with its lines, each line naming the command back, as `deserialize` builds it. */
function commandGraph(lineCount: number, unitOfLast = 'ET-2') {
  const command: Record<string, unknown> = { id: 'c1', type: 'rental-commands', status: 'coming' };
  command.commandItems = Array.from({ length: lineCount }, (_, index) => ({ id: `l${index}`, type: 'rental-command-items', command, item: { id: `u${index}`, stockId: index === lineCount - 1 ? unitOfLast : `ET-${index}` } }));
  return command;
}

describe('the query cache’s sharing of answers', () => {
  it('is the cache’s default', () => {
    expect(createQueryClient().getDefaultOptions().queries?.structuralSharing).toBe(keepSameAnswer);
  });

  it('keeps the previous answer when a refetch brings the same values, cycles included', () => {
    const previous = commandGraph(3);
    expect(keepSameAnswer(previous, commandGraph(3))).toBe(previous);
    const list = { data: [{ id: 'a', tags: ['x'] }], total: 1 };
    expect(keepSameAnswer(list, { data: [{ id: 'a', tags: ['x'] }], total: 1 })).toBe(list);
  });

  it('takes the new answer whole when anything changed, however deep', () => {
    const next = commandGraph(3, 'ET-9');
    expect(keepSameAnswer(commandGraph(3), next)).toBe(next);
    const longer = commandGraph(3);
    expect(keepSameAnswer(commandGraph(2), longer)).toBe(longer);
    const withMissing = { id: 'a' };
    expect(keepSameAnswer({ id: 'a', note: undefined }, withMissing)).toBe(withMissing);
    const array = [1, 2];
    expect(keepSameAnswer({ 0: 1, 1: 2 }, array)).toBe(array);
    const later = { at: new Date('2031-03-02') };
    expect(keepSameAnswer({ at: new Date('2031-03-01') }, later)).toBe(later);
  });

  it('keeps a refetched graph whose cycles branch without walking each of its paths', () => {
    const queryClient = createQueryClient();
    const first = commandGraph(4);
    queryClient.setQueryData(['rental-commands', 'c1'], first);
    queryClient.setQueryData(['rental-commands', 'c1'], commandGraph(4));
    expect(queryClient.getQueryData(['rental-commands', 'c1'])).toBe(first);
  });
});
