import { describe, expect, it } from 'vitest';
import { fieldsOf, messageHtml } from './light-user-form-view.tsx';
import { hasLeadingZeroBits } from '../../lib/captcha.ts';

describe('a light-user form’s fields', () => {
  it('asks a subscription only who and where to write, and the job (optional)', () => {
    expect(fieldsOf({ isSubscriptionForm: true, allowMessage: true, allowNoOrganization: false })).toEqual([
      { name: 'userFirstName', required: false },
      { name: 'userLastName', required: false },
      { name: 'userEmail', required: true },
      { name: 'userJob', required: false },
      { name: 'userJobOther', required: false },
    ]);
  });

  it('asks the organization unless the form lets it go, and the message only where the form takes one', () => {
    const strict = fieldsOf({ isSubscriptionForm: false, allowMessage: false, allowNoOrganization: false });
    expect(strict.find((field) => field.name === 'organizationName')).toEqual({ name: 'organizationName', required: true });
    expect(strict.some((field) => field.name === 'message')).toBe(false);
    const open = fieldsOf({ isSubscriptionForm: false, allowMessage: true, allowNoOrganization: true });
    expect(open.find((field) => field.name === 'organizationName')).toEqual({ name: 'organizationName', required: false });
    expect(open.find((field) => field.name === 'message')).toEqual({ name: 'message', required: true });
    expect(open.at(-1)).toEqual({ name: 'userHasMailSubscription', required: false });
  });

  it('keeps a plain-text message as escaped paragraphs', () => {
    expect(messageHtml('Hello <b>you</b>\nsecond line\n\n\nNext & last')).toBe('<p>Hello &lt;b&gt;you&lt;/b&gt;<br>second line</p><p>Next &amp; last</p>');
  });

  it('counts the leading zero bits of the captcha’s hash', () => {
    expect(hasLeadingZeroBits(new Uint8Array([0, 0, 0x7f]), 17)).toBe(true);
    expect(hasLeadingZeroBits(new Uint8Array([0, 0, 0x80]), 17)).toBe(false);
    expect(hasLeadingZeroBits(new Uint8Array([0, 1]), 16)).toBe(false);
  });
});
