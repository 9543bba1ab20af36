import { describe, expect, it } from 'vitest';
import { answeredLines, checkWorkflowConfig, fillReplacements, isPrivateHost, workflowReplacements } from './form-workflows.ts';
import type { WorkflowField } from './form-workflows.ts';

const fields: WorkflowField[] = [
  { id: 'section', title: 'About you', dataType: 'none' },
  { id: 'name', title: 'Name', dataType: 'string' },
  { id: 'mail', title: 'E-mail', dataType: 'email' },
  { id: 'phone', title: 'Phone', dataType: 'phone' },
  { id: 'news', title: 'Newsletter?', dataType: 'boolean' },
  { id: 'access', title: 'Access', dataType: 'string_list' },
  { id: 'note', title: null, dataType: 'html' },
  { id: 'again', title: 'Name', dataType: 'string' },
  { id: 'scan', title: 'Scan', dataType: 'file' },
];
const options = { fields };
const keys = (errors: { key: string; rule: string }[]) => errors.map(({ key, rule }) => `${key}:${rule}`);
const words = { yes: 'Yes', no: 'No', untitled: (n: number) => `Question ${n}`, fileUrl: (id: string) => `https://relais.example/services/files/${id}` };

describe('the settings of an email_notification workflow', () => {
  it('keeps recipients in ASCII form, once each, and an optional subject', () => {
    const checked = checkWorkflowConfig('email_notification', { recipients: [' Team@Example.FR', 'team@example.fr', 'boss@example.org'], subject: ' New answer ' }, options);
    expect(checked).toEqual({ config: { recipients: ['team@example.fr', 'boss@example.org'], subject: 'New answer' }, errors: [] });
    expect(checkWorkflowConfig('email_notification', { recipients: 'a@example.fr, b@example.fr' }, options).config).toEqual({ recipients: ['a@example.fr', 'b@example.fr'] });
  });

  it('refuses no recipient, a wrong address, too many, a long subject and unknown settings', () => {
    expect(keys(checkWorkflowConfig('email_notification', {}, options).errors)).toEqual(['recipients:required']);
    expect(keys(checkWorkflowConfig('email_notification', { recipients: ['ok@example.fr', 'nope'] }, options).errors)).toEqual(['recipients:email']);
    expect(keys(checkWorkflowConfig('email_notification', { recipients: Array.from({ length: 21 }, (_, i) => `p${i}@example.fr`) }, options).errors)).toEqual(['recipients:max']);
    expect(keys(checkWorkflowConfig('email_notification', { recipients: ['a@example.fr'], subject: 'x'.repeat(201), to: 'b@example.fr' }, options).errors)).toEqual(['to:unknown_setting', 'subject:max']);
    expect(keys(checkWorkflowConfig('email_notification', 'a@example.fr', options).errors)).toEqual([':object']);
  });
});

describe('the settings of a confirmation_email workflow', () => {
  it('needs an e-mail question of the form and a message', () => {
    expect(checkWorkflowConfig('confirmation_email', { emailField: 'mail', message: 'Thanks {{Name}}' }, options)).toEqual({ config: { emailField: 'mail', message: 'Thanks {{Name}}' }, errors: [] });
    expect(keys(checkWorkflowConfig('confirmation_email', {}, options).errors)).toEqual(['emailField:required', 'message:required']);
    expect(keys(checkWorkflowConfig('confirmation_email', { emailField: 'elsewhere', message: 'Hi' }, options).errors)).toEqual(['emailField:field']);
    expect(keys(checkWorkflowConfig('confirmation_email', { emailField: 'name', message: 'Hi' }, options).errors)).toEqual(['emailField:field_type']);
  });
});

describe('the settings of a light_user_sync workflow', () => {
  it('maps questions of fitting types to the light user, the address required', () => {
    const config = { emailField: 'mail', firstNameField: 'name', phoneField: 'phone', hasMailSubscriptionField: 'news' };
    expect(checkWorkflowConfig('light_user_sync', config, options)).toEqual({ config, errors: [] });
    expect(keys(checkWorkflowConfig('light_user_sync', { firstNameField: 'news', lastNameField: 'section' }, options).errors)).toEqual([
      'emailField:required',
      'firstNameField:field_type',
      'lastNameField:field_type',
    ]);
  });
});

describe('the settings of a webhook workflow', () => {
  it('takes an https address on the internet and an optional secret of 16 characters or more', () => {
    expect(checkWorkflowConfig('webhook', { url: 'https://crm.example.org/hook?x=1', secret: 's'.repeat(16) }, options)).toEqual({ config: { url: 'https://crm.example.org/hook?x=1', secret: 's'.repeat(16) }, errors: [] });
    expect(keys(checkWorkflowConfig('webhook', { url: 'https://crm.example.org', secret: 'short' }, options).errors)).toEqual(['secret:min']);
  });

  it('refuses plain http, this machine and private networks, unless insecure targets are allowed (tests)', () => {
    for (const url of ['http://crm.example.org', 'ftp://crm.example.org', 'not a url']) expect(keys(checkWorkflowConfig('webhook', { url }, options).errors)).toEqual(['url:https']);
    for (const url of ['https://localhost:8080', 'https://127.0.0.1', 'https://2130706433/', 'https://10.1.2.3', 'https://192.168.0.4', 'https://[::1]/', 'https://169.254.169.254/latest', 'https://intranet/']) {
      expect(keys(checkWorkflowConfig('webhook', { url }, options).errors)).toEqual(['url:public_host']);
    }
    expect(keys(checkWorkflowConfig('webhook', { url: 'https://user:pw@crm.example.org' }, options).errors)).toEqual(['url:url']);
    expect(checkWorkflowConfig('webhook', { url: 'http://127.0.0.1:9999/hook' }, { ...options, allowInsecureUrls: true }).errors).toEqual([]);
  });
});

describe('whether a host is private', () => {
  it('names loopback, private, link-local and reserved addresses, and leaves public ones', () => {
    for (const host of ['127.0.0.5', '0.0.0.0', '172.16.0.1', '172.31.255.255', '100.64.0.1', '[fd00::1]', 'fe80::1', '::ffff:10.0.0.1', 'printer.local']) expect(isPrivateHost(host)).toBe(true);
    for (const host of ['8.8.8.8', '172.32.0.1', '2a00:1450::1', 'crm.example.org']) expect(isPrivateHost(host)).toBe(false);
  });
});

describe('the replacements of a run', () => {
  const answers = { name: 'Ana', mail: 'ana@example.fr', news: false, access: ['switch', 'eye gaze'], note: '<p>Hi &amp; <strong>bye</strong></p>', again: 'Bo', scan: '0b7c1f0e-8d1e-4a53-9a55-2f3f6c2a9b10' };

  it('names each answered question by its title, in the form’s order, sections and blanks left out', () => {
    expect(answeredLines(fields, answers, words).map(({ title }) => title)).toEqual(['Name', 'E-mail', 'Newsletter?', 'Access', 'Question 6', 'Name (2)', 'Scan']);
    expect(workflowReplacements(fields, answers, words)).toEqual({
      Name: 'Ana',
      'E-mail': 'ana@example.fr',
      'Newsletter?': 'No',
      Access: 'switch, eye gaze',
      'Question 6': 'Hi & bye',
      'Name (2)': 'Bo',
      Scan: 'https://relais.example/services/files/0b7c1f0e-8d1e-4a53-9a55-2f3f6c2a9b10',
    });
  });

  it('fill a message’s {{title}} placeholders, unknown ones left blank', () => {
    expect(fillReplacements('Thanks {{ Name }}, we write to {{E-mail}}.{{Nope}}', { Name: 'Ana', 'E-mail': 'ana@example.fr' })).toBe('Thanks Ana, we write to ana@example.fr.');
  });
});
