import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCategory, aSubCategory } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { CategoryBar } from './category-bar';
import { SubCategoryBar } from './sub-category-bar';

describe('CategoryBar', () => {
  it("opens a category's exam list carrying the category in navigation state", async () => {
    mockApi({
      'POST /v2/api/cbt/exam/category/get/all': [
        aCategory({ examCategoryId: 1, examCategoryName: 'SSC' }),
        aCategory(),
      ],
    });
    renderWithApp(<CategoryBar selectedId={1} />);
    const bar = screen.getByRole('navigation', { name: 'Exam categories' });
    expect(await within(bar).findByRole('button', { name: 'SSC' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Banking' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/exam/list/2');
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({
      category: aCategory(),
    });
  });
});

describe('SubCategoryBar', () => {
  it("opens a sub-category's list with ?subCategoryId and the sub-category in navigation state", async () => {
    mockApi({ 'GET /v2/api/cbt/exam/sub/category/get/all/by/categoryId/2': [aSubCategory()] });
    renderWithApp(<SubCategoryBar categoryId={2} selectedId={null} />);
    const bar = screen.getByRole('navigation', { name: 'Exam sub-categories' });
    await userEvent.click(await within(bar).findByRole('button', { name: 'IBPS PO' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/exam/list/2?subCategoryId=4');
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({
      subCategory: aSubCategory(),
    });
  });

  it('disappears for a category without sub-categories', async () => {
    mockApi({ 'GET /v2/api/cbt/exam/sub/category/get/all/by/categoryId/2': [] });
    renderWithApp(<SubCategoryBar categoryId={2} selectedId={null} />);
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('navigation', { name: 'Exam sub-categories' })).toBeNull();
  });
});
