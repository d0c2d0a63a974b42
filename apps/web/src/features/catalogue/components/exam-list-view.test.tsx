import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anExam, aSubCategory } from '@/testing/fixtures';
import { errorEnvelope, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { ExamListView } from './exam-list-view';

const CATEGORIES = 'POST /v2/api/cbt/exam/category/get/all';

describe('ExamListView', () => {
  it('lists every exam under All exams', async () => {
    mockApi({
      [CATEGORIES]: [aCategory()],
      'POST /v2/api/cbt/exam/get/all/with/pagination': {
        content: [anExam()],
        page: 0,
        size: 100,
        totalElements: 1,
        totalPages: 1,
      },
    });
    renderWithApp(<ExamListView categoryId={null} subCategoryId={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'All exams' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'SSC CGL Examination' })).toBeInTheDocument();
  });

  it("heads a category's list with the category's name", async () => {
    mockApi({
      [CATEGORIES]: [aCategory()],
      'POST /v2/api/cbt/exam/get/all/by/categoryId/2': [anExam({ examName: 'IBPS PO' })],
    });
    renderWithApp(<ExamListView categoryId={2} subCategoryId={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Banking' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'IBPS PO' })).toBeInTheDocument();
  });

  it('heads a sub-category list with the sub-category carried in navigation state', async () => {
    mockApi({
      [CATEGORIES]: [aCategory()],
      'GET /v2/api/cbt/exam/sub/category/get/all/by/categoryId/2': [aSubCategory()],
      'POST /v2/api/cbt/exam/get/all/by/subCategoryId/4': [],
    });
    renderWithApp(<ExamListView categoryId={2} subCategoryId={4} subCategory={aSubCategory()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'IBPS PO' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
  });

  it('says clearly when the category does not exist', async () => {
    mockApi({
      [CATEGORIES]: [aCategory()],
      'POST /v2/api/cbt/exam/get/all/by/categoryId/99': new Response(
        JSON.stringify(errorEnvelope(404, 'NOT_FOUND', 'Exam category 99 was not found.')),
        { status: 404 },
      ),
    });
    renderWithApp(<ExamListView categoryId={99} subCategoryId={null} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We could not find this exam category.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all exams' })).toHaveAttribute(
      'href',
      '/exam/list/',
    );
  });
});
