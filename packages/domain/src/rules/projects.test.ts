import { describe, expect, it } from 'vitest';
import { PROJECT_STATUS_DISPLAY_ORDER, PROJECT_STATUSES, TAG_COLORS } from '../constants/projects.ts';
import { compareProjectStatuses, currentProjectStatusIds, currentProjectStatuses, projectShortReason, projectStatusColor, tagColor, uncombinableStatuses } from './projects.ts';

describe('a project’s short reason', () => {
  it('is cut to 30 characters', () => {
    const reason = 'Needs a communication device for school';
    expect(projectShortReason({ reason })).toBe('Needs a communication device…');
    expect([...projectShortReason({ reason: 'x'.repeat(31) })]).toHaveLength(30);
    expect(projectShortReason({ reason: 'Seating' })).toBe('Seating');
    expect(projectShortReason({ reason: null })).toBe('');
  });
});

describe('project statuses', () => {
  it('sort in display order: suspended before following up', () => {
    const sorted = PROJECT_STATUSES.map((id) => ({ id })).sort(compareProjectStatuses).map((status) => status.id);
    expect(sorted).toEqual(PROJECT_STATUS_DISPLAY_ORDER);
  });

  it('put statuses added later after the seeded ones, by name', () => {
    const sorted = [{ id: 'x2', name: 'Waiting' }, { id: 'closed' }, { id: 'x1', name: 'On loan' }, { id: 'pending' }].sort(compareProjectStatuses);
    expect(sorted.map((status) => status.id)).toEqual(['pending', 'closed', 'x1', 'x2']);
  });

  it('colour following up info, closed success, suspended warning, stopped error, the rest neutral', () => {
    expect(projectStatusColor('following_up')).toBe('info');
    expect(projectStatusColor('closed')).toBe('success');
    expect(projectStatusColor('suspended')).toBe('warning');
    expect(projectStatusColor('stopped')).toBe('error');
    expect(projectStatusColor('pending')).toBe('default');
    expect(projectStatusColor('custom')).toBe('default');
  });
});

describe('a project’s current statuses', () => {
  it('are those of the latest step by doneAt, whatever the list order', () => {
    const steps = [
      { doneAt: '2026-02-01T10:00:00Z', statuses: ['testing'] },
      { doneAt: '2026-03-01T10:00:00Z', statuses: ['funding', 'following_up'] },
      { doneAt: '2026-01-01T10:00:00Z', statuses: ['pending'] },
      { doneAt: null, statuses: ['closed'] },
    ];
    expect(currentProjectStatuses({ steps })).toEqual(['funding', 'following_up']);
  });

  it('are none without a done step', () => {
    expect(currentProjectStatuses({ steps: [] })).toEqual([]);
    expect(currentProjectStatuses({ steps: [{ doneAt: null, statuses: ['pending'] }] })).toEqual([]);
  });
});

describe('a project’s current status ids', () => {
  it('are those of the latest done step, in display order', () => {
    const steps = [
      { doneAt: '2026-03-01T10:00:00Z', statuses: [{ id: 'following_up' }, { id: 'suspended' }, { id: 'pending' }] },
      { doneAt: '2026-02-01T10:00:00Z', statuses: [{ id: 'stopped' }] },
    ];
    expect(currentProjectStatusIds({ steps })).toEqual(['pending', 'suspended', 'following_up']);
    expect(currentProjectStatusIds({ steps: [] })).toEqual([]);
  });
});

describe('statuses that cannot combine', () => {
  it('stand alone on a step: refused only beside another status', () => {
    const closed = { id: 'closed', canCombine: false };
    const testing = { id: 'testing', canCombine: true };
    expect(uncombinableStatuses([closed])).toEqual([]);
    expect(uncombinableStatuses([testing, { id: 'funding', canCombine: true }])).toEqual([]);
    expect(uncombinableStatuses([testing, closed])).toEqual([closed]);
  });
});

describe('tag colours', () => {
  it('are chosen by a hash of the id among the seven colours, the same each time', () => {
    expect(tagColor('')).toBe('red');
    expect(tagColor('a')).toBe(TAG_COLORS[97 % 7]);
    expect(tagColor('ab')).toBe(TAG_COLORS[(97 * 31 + 98) % 7]);
    expect(tagColor(12)).toBe(tagColor('12'));
    const id = '3f2a9c1e-4b7d-4e2a-9f00-1c2d3e4f5a6b';
    expect(tagColor(id)).toBe(tagColor(id));
  });

  it('spread ids over every colour', () => {
    const used = new Set(Array.from({ length: 200 }, (_, index) => tagColor(`tag-${index}`)));
    expect(used.size).toBe(TAG_COLORS.length);
  });
});
