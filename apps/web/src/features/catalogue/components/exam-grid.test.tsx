import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { anExam } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { ExamGrid } from './exam-grid';

describe('ExamGrid', () => {
  it("shows 'Coming soon' for an empty list", () => {
    renderWithApp(<ExamGrid exams={[]} isPending={false} error={null} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
  });

  it('shows a skeleton and Loading... while the exams load', () => {
    renderWithApp(<ExamGrid exams={undefined} isPending error={null} onRetry={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the error with a Retry button', async () => {
    const onRetry = vi.fn();
    renderWithApp(
      <ExamGrid
        exams={undefined}
        isPending={false}
        error={new ApiError(500, 'INTERNAL', 'Database is down.')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Database is down.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("renders a card per exam with its sanitised description and 'View All Sets'", async () => {
    const exam = anExam({
      examId: 9,
      examDescription: '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    const { container } = renderWithApp(
      <ExamGrid exams={[exam]} isPending={false} error={null} onRetry={() => {}} />,
    );
    const card = screen.getByRole('article', { name: 'SSC CGL Examination' });
    expect(card).toHaveTextContent('Safe');
    expect(card).toHaveTextContent('3 Sets');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const link = screen.getByRole('link', { name: 'View All Sets' });
    expect(link).toHaveAttribute('href', '/set?examId=9');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/set?examId=9');
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toMatchObject({
      exam: { examId: 9 },
    });
  });
});
