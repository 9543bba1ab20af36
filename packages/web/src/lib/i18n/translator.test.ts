import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';

const make = () =>
  new Translator({
    language: 'en',
    fallback: 'en',
    messages: { boot: { loading: 'Loading…' }, blog: { title: 'Blog', likes_one: '{{count}} like', likes_other: '{{count}} likes', seen: 'Seen by {{name}} on {{ date }}' } },
  });

describe('the translator', () => {
  it('finds a message by its dotted key and fills in its values; a missing value is left empty', () => {
    const i18n = make();
    expect(i18n.t('blog.title')).toBe('Blog');
    expect(i18n.t('blog.seen', { name: 'Ada', date: 'today' })).toBe('Seen by Ada on today');
    expect(i18n.t('blog.seen', { name: 'Ada' })).toBe('Seen by Ada on ');
  });

  it('finds a key that holds dots of its own at some level (the fields’ labels)', () => {
    const i18n = make();
    i18n.addResourceBundle('en', 'translation', { fields: { 'form-fields.fieldType': 'Field type', 'form-fields.fieldType_number': 'Number', 'users.email': 'E-mail' } });
    expect(i18n.t('fields.form-fields.fieldType')).toBe('Field type');
    expect(i18n.t('fields.form-fields.fieldType_number')).toBe('Number');
    expect(i18n.t('fields.users.email')).toBe('E-mail');
    expect(i18n.exists('fields.users.name')).toBe(false);
  });

  it('picks the plural form by the language’s rules, falling back to the bare key', () => {
    const i18n = make();
    expect(i18n.t('blog.likes', { count: 1 })).toBe('1 like');
    expect(i18n.t('blog.likes', { count: 0 })).toBe('0 likes');
    expect(i18n.t('blog.likes', { count: 7 })).toBe('7 likes');
    i18n.addResourceBundle('ro', 'translation', { blog: { likes_one: 'o apreciere', likes_few: '{{count}} aprecieri', likes: '{{count}} de aprecieri' } });
    void i18n.changeLanguage('ro');
    expect(i18n.t('blog.likes', { count: 1 })).toBe('o apreciere');
    expect(i18n.t('blog.likes', { count: 3 })).toBe('3 aprecieri');
    expect(i18n.t('blog.likes', { count: 20 })).toBe('20 de aprecieri');
    i18n.addResourceBundle('fr', 'translation', { blog: { none_zero: 'aucun', none: '{{count}}' } });
    void i18n.changeLanguage('fr');
    expect(i18n.t('blog.none', { count: 0 })).toBe('aucun');
  });

  it('falls back to the default language, then to the default value, then to the key', () => {
    const i18n = make();
    i18n.addResourceBundle('fr', 'translation', { blog: { title: 'Le blog' } });
    void i18n.changeLanguage('fr');
    expect(i18n.t('blog.title')).toBe('Le blog');
    expect(i18n.t('boot.loading')).toBe('Loading…');
    expect(i18n.t('blog.nothing', { defaultValue: 'Nothing for {{name}}', name: 'Ada' })).toBe('Nothing for Ada');
    expect(i18n.t('blog.nothing')).toBe('blog.nothing');
    expect(i18n.t('blog')).toBe('blog');
    expect(i18n.exists('blog.title')).toBe(true);
    expect(i18n.exists('boot.loading')).toBe(true);
    expect(i18n.exists('blog.nothing')).toBe(false);
  });

  it('merges added messages deeply and tells its listeners of each change', () => {
    const i18n = make();
    const listener = vi.fn();
    const stop = i18n.subscribe(listener);
    i18n.addResourceBundle('en', 'translation', { blog: { empty: 'No post yet.' } });
    expect(i18n.t('blog.title')).toBe('Blog');
    expect(i18n.t('blog.empty')).toBe('No post yet.');
    void i18n.changeLanguage('fr');
    void i18n.changeLanguage('fr');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.language).toBe('fr');
    stop();
    i18n.addResourceBundle('fr', 'translation', {});
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
