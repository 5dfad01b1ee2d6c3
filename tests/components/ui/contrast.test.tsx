import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from '../../../src/ui/Alert';
import { ComingSoon } from '../../../src/ui/ComingSoon';
import { PlaceholderPage } from '../../../src/ui/PlaceholderPage';
import { contrastFailures, contrastRatio } from './support/contrast';

describe('text contrast of the building blocks (WCAG AA)', () => {
  it('measures like the WCAG formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#d35c0b', '#ffffff')).toBeCloseTo(3.96, 2);
  });

  it('keeps small orange text at 4.5:1 or more', () => {
    const { container } = render(
      <>
        <PlaceholderPage title="Connectors" illustration="plug" paragraphs={['Plug into your tools.']} />
        <ComingSoon title="Reports" description="Read your reports." />
        <Alert kind="warning" title="Heads up">
          Careful.
        </Alert>
      </>,
    );
    expect(contrastFailures(container)).toEqual([]);
  });
});
