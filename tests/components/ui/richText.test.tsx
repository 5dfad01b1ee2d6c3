// Server-given display text: markup is sanitised (no scripts, handlers or javascript: links), plain text
// shows line by line.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../../src/ui/RichText';

describe('RichText', () => {
  it('keeps harmless markup and strips scripts, event handlers and javascript: links', () => {
    const { container } = render(
      <RichText
        text={
          '<p><strong>Note:</strong> read <a href="javascript:alert(1)">this</a></p><script>window.__ran = true</script><img src="x" onerror="window.__ran = true"><a href="https://example.com/guide">guide</a>'
        }
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Note:');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://example.com/guide']);
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('shows plain text line by line, keeping angle-bracket-free text as text', () => {
    const { container } = render(<RichText text={'First line\nSecond line\n\nFourth: 3 < 4'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First line',
      'Second line',
      '\u00a0',
      'Fourth: 3 < 4',
    ]);
  });
});
