import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifySessionChange } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderWithApp } from '@/testing/render';
import { SideMenu } from './side-menu';

describe('SideMenu', () => {
  it('is not shown to a logged-out visitor', () => {
    renderWithApp(<SideMenu />);
    expect(screen.queryByRole('navigation', { name: 'Student menu' })).toBeNull();
  });

  it('lists the student entries in SPEC order, then School Exam, when an Authorization value is stored', () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'Bearer token');
    renderWithApp(<SideMenu />);
    const menu = screen.getByRole('navigation', { name: 'Student menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Attempted Test', '/attempted/test/'],
      ['Quiz', '/quizlist/'],
      ['Exams', '/exam/list/'],
      ['Practice', '/practicelist/'],
      ['Test Series', '/testseries/'],
      ['GK & Current Affairs', '/gkandca/'],
      ['Prev Year Ques Paper', '/testSeries/'],
      ['School Exam', '/schoolexam/'],
    ]);
  });

  it('appears as soon as the student logs in', () => {
    renderWithApp(<SideMenu />);
    act(() => {
      localStorage.setItem(STORAGE_KEYS.authorization, 'Bearer token');
      notifySessionChange();
    });
    expect(screen.getByRole('navigation', { name: 'Student menu' })).toBeInTheDocument();
  });
});
