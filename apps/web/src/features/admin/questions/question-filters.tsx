import { QUESTION_TYPES } from '@exam/contracts/questions/entities';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/list-categories';
import { useSets } from '../api/list-sets';
import type { useQuestionFilters } from './use-question-filters';

type Filters = ReturnType<typeof useQuestionFilters>;

/** Search and filters of the bank list; every change goes to the address (and page 1). */
export function QuestionFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('admin');
  const categories = useCategories();
  const sets = useSets({ page: 1, pageSize: 100 });
  const { params, setFilter } = filters;
  const urlText = params.get('q') ?? '';
  const urlTag = params.get('tag') ?? '';
  const [text, setText] = useState(urlText);
  const [tag, setTag] = useState(urlTag);
  // What this box last put in the address: any other change (Clear filters, Back) refills it.
  const pushed = useRef({ q: urlText, tag: urlTag });

  useEffect(() => {
    if (urlText !== pushed.current.q) setText(urlText);
    if (urlTag !== pushed.current.tag) setTag(urlTag);
    pushed.current = { q: urlText, tag: urlTag };
  }, [urlText, urlTag]);

  // Typing searches after a pause, not on every key.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (text.trim() !== urlText) {
        pushed.current.q = text.trim();
        setFilter('q', text.trim());
      }
      if (tag.trim() !== urlTag) {
        pushed.current.tag = tag.trim();
        setFilter('tag', tag.trim());
      }
    }, 350);
    return () => window.clearTimeout(timer);
  }, [text, tag, urlText, urlTag, setFilter]);

  const select = (
    name: Parameters<Filters['setFilter']>[0],
    label: string,
    options: [string, string][],
  ) => (
    <div className="col-6 col-md-4 col-xl-2">
      <label className="form-label small mb-1" htmlFor={`filter-${name}`}>
        {label}
      </label>
      <select
        id={`filter-${name}`}
        className="form-select form-select-sm"
        value={params.get(name) ?? ''}
        onChange={(event) => setFilter(name, event.target.value)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label={t('questions.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        pushed.current.q = text.trim();
        setFilter('q', text.trim());
      }}
    >
      <div className="col-12">
        <label className="form-label small mb-1" htmlFor="filter-q">
          {t('questions.search')}
        </label>
        <input
          id="filter-q"
          type="search"
          className="form-control form-control-sm"
          placeholder={t('questions.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {select('categoryId', t('questions.category'), [
        ['', t('questions.anyCategory')],
        ...(categories.data ?? []).map((c): [string, string] => [String(c.id), c.name]),
      ])}
      <div className="col-6 col-md-4 col-xl-2">
        <label className="form-label small mb-1" htmlFor="filter-tag">
          {t('questions.tag')}
        </label>
        <input
          id="filter-tag"
          className="form-control form-control-sm"
          value={tag}
          onChange={(event) => setTag(event.target.value)}
        />
      </div>
      {select('type', t('questions.type'), [
        ['', t('questions.anyType')],
        ...QUESTION_TYPES.map((type): [string, string] => [type, t(`types.${type}`)]),
      ])}
      {select('hindi', t('questions.hindi'), [
        ['', t('questions.anyHindi')],
        ['complete', t('questions.hindiComplete')],
        ['missing', t('questions.hindiMissing')],
      ])}
      {select('usedInSetId', t('questions.usedIn'), [
        ['', t('questions.anySet')],
        ...(sets.data?.items ?? []).map((s): [string, string] => [String(s.id), s.nameEn]),
      ])}
      {select('retired', t('questions.status'), [
        ['', t('questions.live')],
        ['true', t('questions.retired')],
      ])}
    </form>
  );
}
