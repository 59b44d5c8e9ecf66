import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, INITIAL_TABS, isClosable, openTab, pageOf, withHome } from '../../../src/renderer/src/shell/tabs/tabRules';

const HOME = '/desk/index';

describe('tab rules (spec 1 §2)', () => {
  it('keeps the workbench first and never closes it', () => {
    const state = openTab(openTab(INITIAL_TABS, '/a'), '/b');
    expect(state).toEqual({ paths: [HOME, '/a', '/b'], active: '/b' });
    expect(isClosable(state, HOME)).toBe(false);
    expect(closeTab(state, HOME)).toBe(state);
    expect(withHome({ paths: ['/x', HOME], active: '/gone' })).toEqual({ paths: [HOME, '/x'], active: HOME });
  });

  it('never closes a single remaining tab', () => {
    expect(isClosable(INITIAL_TABS, HOME)).toBe(false);
    expect(closeTab(INITIAL_TABS, HOME)).toBe(INITIAL_TABS);
  });

  it('moves to the right neighbour, else the left, when the active tab closes', () => {
    const state = { paths: [HOME, '/a', '/b', '/c'], active: '/b' };
    expect(closeTab(state, '/b')).toEqual({ paths: [HOME, '/a', '/c'], active: '/c' });
    expect(closeTab({ ...state, active: '/c' }, '/c')).toEqual({ paths: [HOME, '/a', '/b'], active: '/b' });
    expect(closeTab(state, '/a')).toEqual({ paths: [HOME, '/b', '/c'], active: '/b' });
  });

  it('closes others and all, keeping the workbench', () => {
    const state = { paths: [HOME, '/a', '/b'], active: '/a' };
    expect(closeOtherTabs(state, '/b')).toEqual({ paths: [HOME, '/b'], active: '/b' });
    expect(closeOtherTabs(state, HOME)).toEqual({ paths: [HOME], active: HOME });
    expect(closeAllTabs()).toEqual({ paths: [HOME], active: HOME });
  });

  it('does not open the same page twice', () => {
    expect(openTab({ paths: [HOME, '/a'], active: HOME }, '/a')).toEqual({ paths: [HOME, '/a'], active: '/a' });
  });

  it('keeps one tab per page whatever part of it is chosen (?tab=), at the address last chosen', () => {
    const detail = openTab({ paths: [HOME, '/a'], active: '/a' }, '/customer/details/5');
    const moved = openTab(detail, '/customer/details/5?tab=follow');
    expect(moved).toEqual({ paths: [HOME, '/a', '/customer/details/5?tab=follow'], active: '/customer/details/5?tab=follow' });
    expect(openTab(moved, '/customer/details/5?tab=info').paths).toEqual([HOME, '/a', '/customer/details/5?tab=info']);
    // Another record, or another query than the part, is another page.
    expect(openTab(moved, '/customer/details/6?tab=follow').paths).toHaveLength(4);
    expect(openTab(moved, '/customer/details/5?tab=follow&tenantId=100004').paths).toHaveLength(4);
    expect(pageOf('/notice/index?tab=1&tenantId=100004')).toBe('/notice/index?tenantId=100004');
    expect(pageOf('/info/index?tab=user')).toBe('/info/index');
  });
});
