import { describe, expect, it } from 'vitest';
import { isStaffPath, nextPath, retryAfterSeconds, signInPath } from './api.ts';
import { inboxQuery, withQuery } from './filters.ts';
import { mailtoHref, telHref } from './LeadDetails.tsx';
import { agencyToday, exactTime, relativeTime } from './time.ts';

describe('the inbox URL', () => {
  it('keeps valid filters under the names the API takes and drops the rest', () => {
    const query = inboxQuery(
      new URLSearchParams(
        'kind=inquiry,flight&read=unread&status=new&suspect=maybe&from=2026-11-01&to=tomorrow&q=ice&cursor=x',
      ),
    );
    expect(query.view).toBe('leads');
    expect(query.filters.toString()).toBe(
      'kind=inquiry%2Cflight&read=unread&status=new&from=2026-11-01&q=ice',
    );
    expect(inboxQuery(new URLSearchParams('kind=inquiry,robot')).filters.has('kind')).toBe(false);
  });

  it('does not send a search shorter than the API takes, and says so', () => {
    const query = inboxQuery(new URLSearchParams('q=ab'));
    expect(query.qTooShort).toBe(true);
    expect(query.filters.has('q')).toBe(false);
  });

  it('gives the subscribers tab only its search and status', () => {
    const query = inboxQuery(new URLSearchParams('view=subscribers&read=unread&q=gmail'));
    expect(query.view).toBe('subscribers');
    expect(query.filters.toString()).toBe('q=gmail');
    const pending = inboxQuery(new URLSearchParams('view=subscribers&status=pending&q=gmail'));
    expect(pending.filters.toString()).toBe('status=pending&q=gmail');
    // A lead's status means nothing to subscribers, and a subscriber's nothing to leads.
    expect(inboxQuery(new URLSearchParams('view=subscribers&status=new')).filters.size).toBe(0);
    expect(inboxQuery(new URLSearchParams('status=pending')).filters.size).toBe(0);
  });

  it('adds the cursor of the next page to the filters', () => {
    const filters = new URLSearchParams('read=unread');
    expect(withQuery('/api/staff/leads', filters, 'abc')).toBe(
      '/api/staff/leads?read=unread&cursor=abc',
    );
    expect(withQuery('/api/staff/leads', new URLSearchParams())).toBe('/api/staff/leads');
  });
});

describe('sign-in redirects', () => {
  it('come back only to a staff page, never to another site', () => {
    expect(signInPath('/staff/leads/7?x=1')).toBe(
      '/staff/sign-in?next=%2Fstaff%2Fleads%2F7%3Fx%3D1',
    );
    expect(nextPath(new URLSearchParams('next=/staff/leads/7'))).toBe('/staff/leads/7');
    expect(nextPath(new URLSearchParams('next=https://evil.example/staff'))).toBe('/staff');
    expect(nextPath(new URLSearchParams('next=//evil.example'))).toBe('/staff');
    expect(nextPath(new URLSearchParams('next=/staffing'))).toBe('/staff');
    expect(isStaffPath('/staff')).toBe(true);
  });

  it('read Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds(new Date(90_000).toUTCString(), 0)).toBe(90);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});

describe('times in the agency time zone', () => {
  it('shows the exact moment in Minneapolis time, winter and summer', () => {
    expect(exactTime('2026-01-15T18:05:00Z')).toBe('Jan 15, 2026, 12:05 PM CST');
    expect(exactTime('2026-07-15T18:05:00Z')).toBe('Jul 15, 2026, 1:05 PM CDT');
  });

  it('says how long ago in the largest unit that fits', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(relativeTime('2026-11-26T11:59:40Z', now)).toBe('now');
    expect(relativeTime('2026-11-26T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-25T11:00:00Z', now)).toBe('yesterday');
  });

  it("knows the agency's day, not the server's", () => {
    // 03:00 UTC on the 27th is still the 26th in Minneapolis.
    expect(agencyToday(Date.parse('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
  });
});

describe('tel: links', () => {
  it('keep the digits and a leading plus', () => {
    expect(telHref('+1 (612) 555-0199')).toBe('tel:+16125550199');
    expect(telHref('612.555.0199 ext')).toBe('tel:6125550199');
  });
});

describe('the Reply link', () => {
  it('percent-encodes the stored address, so it cannot add recipients or a body', () => {
    const href = mailtoHref('x?bcc=attacker%40evil.example&a=@example.com', 'Your trip');
    expect(href).toBe(
      'mailto:x%3Fbcc%3Dattacker%2540evil.example%26a%3D@example.com?subject=Your%20trip',
    );
    expect(new URL(href).searchParams.get('bcc')).toBeNull();
    expect(mailtoHref('ada@example.org')).toBe('mailto:ada@example.org');
  });
});
