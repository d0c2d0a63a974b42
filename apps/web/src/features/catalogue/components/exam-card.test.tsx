import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { anExam } from '@/testing/fixtures';
import { ExamCard } from './exam-card';

describe('ExamCard', () => {
  it('shows the name, Free and the real number of sets', () => {
    render(<ExamCard exam={anExam({ setCount: 4 })} onViewSets={() => {}} />);
    expect(screen.getByRole('heading', { name: 'SSC CGL Examination' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('4 Sets')).toBeInTheDocument();
  });

  it("disables 'View all sets' when examId is 0", () => {
    render(<ExamCard exam={anExam({ examId: 0 })} onViewSets={() => {}} />);
    expect(screen.getByRole('button', { name: 'View all sets' })).toBeDisabled();
  });

  it("opens the exam's sets from 'View all sets'", async () => {
    const onViewSets = vi.fn();
    const exam = anExam({ examId: 5 });
    render(<ExamCard exam={exam} onViewSets={onViewSets} />);
    await userEvent.click(screen.getByRole('button', { name: 'View all sets' }));
    expect(onViewSets).toHaveBeenCalledWith(exam);
  });

  it('uses the Hindi name and labels when the UI is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    render(<ExamCard exam={anExam({ setCount: 3 })} onViewSets={() => {}} />);
    expect(screen.getByRole('heading', { name: 'एसएससी सीजीएल परीक्षा' })).toBeInTheDocument();
    expect(screen.getByText('3 सेट')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी सेट देखें' })).toBeInTheDocument();
  });

  it('falls back to the English name when an exam has no Hindi name', async () => {
    await i18n.changeLanguage('hi');
    render(<ExamCard exam={anExam({ examNameHi: null })} onViewSets={() => {}} />);
    expect(screen.getByRole('heading', { name: 'SSC CGL Examination' })).toBeInTheDocument();
  });
});
