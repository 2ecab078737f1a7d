import { describe, expect, it } from 'vitest';
import { addAccount, StaffCommandError } from '../src/staff/accounts.ts';
import {
  checkPassword,
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from '../src/staff/passwords.ts';

describe('the staff password rule', () => {
  it('refuses short passwords', () => {
    expect(checkPassword('short one')).toBe(PASSWORD_TOO_SHORT);
  });

  it('refuses the most common passwords, also with digits or symbols around them or repeated', () => {
    for (const password of [
      'qwerty123456',
      '1q2w3e4r5t6y',
      'QAZWSXEDCRFV',
      'password1234',
      '!!Dragon2024!!',
      'monkeymonkey',
      'sunshine2026!',
    ]) {
      expect(checkPassword(password), password).toBe(PASSWORD_TOO_COMMON);
    }
  });

  it("refuses the account's own e-mail address or its name part", () => {
    const email = 'amelia.earhart@agency.example';
    for (const password of [email, `${email}!`, 'AMELIA.EARHART', 'amelia.earhart2026']) {
      expect(checkPassword(password, email), password).toBe(PASSWORD_IS_EMAIL);
    }
  });

  it('accepts a long, uncommon passphrase', () => {
    expect(checkPassword('correct horse battery staple', 'ann@agency.example')).toBeNull();
  });

  it('is what adding an account checks', async () => {
    // Refused before the database is touched: no database is needed to see it.
    await expect(
      addAccount(null as never, { email: 'bob@agency.example', password: 'bob@agency.example' }),
    ).rejects.toThrow(StaffCommandError);
    await expect(
      addAccount(null as never, { email: 'bob@agency.example', password: 'iloveyou1234' }),
    ).rejects.toThrow(PASSWORD_TOO_COMMON);
  });
});
