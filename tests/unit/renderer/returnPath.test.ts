import { describe, expect, it } from 'vitest';
import { loginReturningTo, returnPathFrom } from '../../../src/renderer/src/router/paths';

describe('coming back after sign-in', () => {
  it('goes to the path the sign-in page was given, query included', () => {
    expect(loginReturningTo('/invite?code=AB23CD45')).toBe('/login?redirect=%2Finvite%3Fcode%3DAB23CD45');
    expect(returnPathFrom(new URL(loginReturningTo('/invite?code=AB23CD45'), 'http://x').search)).toBe('/invite?code=AB23CD45');
    expect(returnPathFrom('?redirect=/info/join%3Fcode%3DJOIN100002')).toBe('/info/join?code=JOIN100002');
  });

  it('never leaves the app, nor returns to the sign-in or lock page', () => {
    for (const target of ['', 'https://evil.example.com/', '//evil.example.com/x', '/\\evil.example.com', 'invite?code=A', 'javascript:alert(1)', '/login', '/login?redirect=/x', '/lock']) {
      expect(returnPathFrom(`?redirect=${encodeURIComponent(target)}`), target).toBeNull();
    }
    expect(returnPathFrom('')).toBeNull();
  });
});
