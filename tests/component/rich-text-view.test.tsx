/**
 * RichTextView in real Chromium: stored rich text is shown with its formatting, links and images,
 * but without scripts, handlers or style attributes, whatever the row holds (a row written before
 * the server's rule, or by another client). Nothing is mocked.
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { RichTextView } from '../../src/renderer/src/components/RichTextView';

describe('RichTextView', () => {
  it('keeps the formatting and drops scripts, handlers and styles', async () => {
    const html =
      '<p style="position:fixed;inset:0;z-index:9999;background:red">盖住<strong>全屏</strong></p>' +
      '<img src="https://example.com/a.png" alt="图" onerror="window.hacked=1">' +
      '<a href="https://example.com" target="_blank">链接</a><script>window.hacked=1</script>';
    const screen = await render(<RichTextView html={html} testId="view" />);
    const view = screen.getByTestId('view').element();
    expect(view.querySelector('strong')?.textContent).toBe('全屏');
    expect(view.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(view.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(view.querySelectorAll('[style]')).toHaveLength(0);
    expect(view.querySelectorAll('script')).toHaveLength(0);
    expect(view.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(getComputedStyle(view.querySelector('p')!).position).toBe('static');
  });
});
