// The submission's progress dialog: the bar and the words beside it say the same figure, and small files
// are counted in KB instead of '0.0 MB of 0.0 MB'.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateRequestProgress } from '../../../src/platform/flows/createRequest';
import { UploadProgressDialog } from '../../../src/widgets/requestForm/UploadProgressDialog';

const step = (
  stage: CreateRequestProgress['stage'],
  loaded: number,
  total: number,
  overallPercent: number,
) => ({
  stage,
  loaded,
  total,
  uploadPercent: Math.round((loaded / total) * 100),
  overallPercent,
});

describe('UploadProgressDialog', () => {
  it.each([
    [step('creating', 0, 51_200, 0), '0%', '0 KB of 50 KB'],
    [step('uploading', 20_480, 51_200, 38), '38%', '20 KB of 50 KB'],
    [step('uploading', 51_200, 51_200, 95), '95%', '50 KB of 50 KB'],
    [step('registering', 51_200, 51_200, 100), '100%', '50 KB of 50 KB'],
    [step('uploading', 3_250_000, 12_582_912, 24), '24%', '3.1 MB of 12 MB'],
    [step('done', 51_200, 51_200, 100), '100%', '50 KB of 50 KB'],
  ])('shows one figure in the bar and the words (%#)', (progress, percent, sizes) => {
    render(<UploadProgressDialog progress={progress} />);
    const bar = screen.getByRole('progressbar', { name: 'Submission progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(progress.overallPercent));
    expect(screen.getByText(`${percent} · ${sizes}`)).toBeInTheDocument();
  });
});
