import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countriesAnswer, frenchRegionsAnswer } from '@relais/domain';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';

describe('countries and French departments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answer every country keyed by its code, named in the language asked, to anyone', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/api/v1/services/countries', headers: { accept: 'application/vnd.api+json', 'accept-language': 'fr' } });
    expect(french.statusCode).toBe(200);
    const { data } = countriesAnswer.parse(french.json());
    expect(Object.keys(data)).toHaveLength(249);
    expect(data.ES).toEqual({ id: 'ES', name: 'Espagne' });
    const english = countriesAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/v1/services/countries', headers: { 'accept-language': 'en' } })).json());
    expect(english.data.ES!.name).toBe('Spain');
  });

  it('answer the 101 departments of France sorted by name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/services/utils/regions/france' });
    expect(response.statusCode).toBe(200);
    const { departments } = frenchRegionsAnswer.parse(response.json()).data;
    expect(departments).toHaveLength(101);
    expect(departments.slice(0, 3).map((d) => d.name)).toEqual(['Ain', 'Aisne', 'Allier']);
    expect(departments.find((d) => d.code === '2A')?.name).toBe('Corse-du-Sud');
  });
});
