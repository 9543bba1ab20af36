import { describe, expect, it } from 'vitest';
import { recordOf } from './missing-record.tsx';

describe('the record a screen read names', () => {
  it('is the kind and id of a single read, or the kind and slug of a read by slug', () => {
    expect(recordOf('/api/v1/blog-posts/7b0c6c8e-1f1e-4e6b-9d55-3e0f5d3a1c2b?include=image')).toEqual({ type: 'blog-posts', id: '7b0c6c8e-1f1e-4e6b-9d55-3e0f5d3a1c2b' });
    expect(recordOf('/api/v1/blog-posts?filter[slug]=voice%20banking&include=image&page[size]=1')).toEqual({ type: 'blog-posts', id: 'voice banking' });
    expect(recordOf('/api/v1/blog-posts?include=image&filter[slug]=a')).toEqual({ type: 'blog-posts', id: 'a' });
  });

  it('is nothing for another list read or a service', () => {
    expect(recordOf('/api/v1/blog-posts?sort=-publishedAt')).toBeNull();
    expect(recordOf('/api/v1/services/runtime-environment')).toBeNull();
    expect(recordOf('/api/v1/blog-posts?filter[slug]=%E0%A4%A')).toBeNull();
  });
});
