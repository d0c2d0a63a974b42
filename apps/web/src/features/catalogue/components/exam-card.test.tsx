import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { anExam } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { ExamCard } from './exam-card';

describe('ExamCard', () => {
  it('shows the name, Free and the real number of sets', () => {
    renderWithApp(<ExamCard exam={anExam({ setCount: 4 })} />);
    expect(screen.getByRole('heading', { name: 'SSC CGL Examination' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('4 Sets')).toBeInTheDocument();
  });

  it("disables 'View all sets' when examId is 0, and it is no link then", () => {
    renderWithApp(<ExamCard exam={anExam({ examId: 0 })} />);
    expect(screen.getByRole('button', { name: 'View all sets' })).toBeDisabled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("links 'View all sets' to the exam's sets, carrying the exam", async () => {
    renderWithApp(<ExamCard exam={anExam({ examId: 5 })} />);
    const link = screen.getByRole('link', { name: 'View all sets' });
    expect(link).toHaveAttribute('href', '/set?examId=5');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/set?examId=5');
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toMatchObject({
      exam: { examId: 5 },
    });
  });

  it('uses the Hindi name and labels when the UI is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithApp(<ExamCard exam={anExam({ setCount: 3 })} />);
    expect(screen.getByRole('heading', { name: 'एसएससी सीजीएल परीक्षा' })).toBeInTheDocument();
    expect(screen.getByText('3 सेट')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी सेट देखें' })).toBeInTheDocument();
  });

  it('falls back to the English name when an exam has no Hindi name', async () => {
    await i18n.changeLanguage('hi');
    renderWithApp(<ExamCard exam={anExam({ examNameHi: null })} />);
    expect(screen.getByRole('heading', { name: 'SSC CGL Examination' })).toBeInTheDocument();
  });
});
