import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TScheduleAudience } from '@exam/contracts/admin/schedule-entities';
import { useStudentSearch } from '../../students/api/search-students';
import { useStudentFilters } from '../../students/api/students-api';
import CloseButton from 'react-bootstrap/CloseButton';

type Kind = TScheduleAudience['kind'];
const KINDS: Kind[] = ['institute', 'classes', 'centres', 'students'];

/** The audience being edited: every kind's entries kept, so switching kinds loses nothing. */
export interface AudienceDraft {
  kind: Kind;
  classes: { studentClass: string; sections: string }[];
  centreIds: number[];
  students: { id: number; name: string }[];
}

export const draftOf = (audience?: TScheduleAudience): AudienceDraft => ({
  kind: audience?.kind ?? 'classes',
  classes:
    audience?.kind === 'classes'
      ? audience.classes.map((c) => ({
          studentClass: String(c.studentClass),
          sections: (c.sections ?? []).join(', '),
        }))
      : [{ studentClass: '', sections: '' }],
  centreIds: audience?.kind === 'centres' ? audience.centreIds : [],
  students:
    audience?.kind === 'students' ? audience.studentIds.map((id) => ({ id, name: `#${id}` })) : [],
});

const list = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The audience as the API takes it; the server names what is wrong. */
export function audienceOf(draft: AudienceDraft): TScheduleAudience {
  switch (draft.kind) {
    case 'institute':
      return { kind: 'institute' };
    case 'classes':
      return {
        kind: 'classes',
        classes: draft.classes
          .filter((c) => c.studentClass.trim() !== '')
          .map((c) => ({
            studentClass: Number(c.studentClass),
            ...(list(c.sections).length > 0 && { sections: list(c.sections) }),
          })),
      };
    case 'centres':
      return { kind: 'centres', centreIds: draft.centreIds };
    case 'students':
      return { kind: 'students', studentIds: draft.students.map((s) => s.id) };
  }
}

/** Who a window is for: the institute, classes and sections, centres, or chosen students. */
export function AudiencePicker({
  draft,
  onChange,
}: {
  draft: AudienceDraft;
  onChange: (next: AudienceDraft) => void;
}) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const found = useStudentSearch(q);
  const places = useStudentFilters();
  const centres = places.data?.centres ?? [];
  const chosen = new Set(draft.students.map((s) => s.id));
  const setClass = (i: number, patch: Partial<AudienceDraft['classes'][number]>) =>
    onChange({
      ...draft,
      classes: draft.classes.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    });
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('schedules.audience')}</legend>
      <div className="d-flex flex-wrap gap-3 mb-2">
        {KINDS.map((kind) => (
          <div key={kind} className="form-check">
            <input
              id={`audience-${kind}`}
              type="radio"
              className="form-check-input"
              name="audience-kind"
              checked={draft.kind === kind}
              onChange={() => onChange({ ...draft, kind })}
            />
            <label htmlFor={`audience-${kind}`} className="form-check-label">
              {t(`schedules.kind.${kind}`)}
            </label>
          </div>
        ))}
      </div>
      {draft.kind === 'classes' && (
        <div className="d-grid gap-2">
          {draft.classes.map((c, i) => (
            <div key={i} className="d-flex flex-wrap gap-2 align-items-end">
              <div>
                <label htmlFor={`audience-class-${i}`} className="form-label small mb-0">
                  {t('schedules.class')}
                </label>
                <input
                  id={`audience-class-${i}`}
                  type="number"
                  min={0}
                  className="form-control form-control-sm audience-class"
                  list="audience-known-classes"
                  value={c.studentClass}
                  onChange={(e) => setClass(i, { studentClass: e.target.value })}
                />
              </div>
              <div className="flex-grow-1">
                <label htmlFor={`audience-sections-${i}`} className="form-label small mb-0">
                  {t('schedules.sections')}
                </label>
                <input
                  id={`audience-sections-${i}`}
                  className="form-control form-control-sm"
                  placeholder={t('schedules.sectionsHint')}
                  value={c.sections}
                  onChange={(e) => setClass(i, { sections: e.target.value })}
                />
              </div>
              {draft.classes.length > 1 && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() =>
                    onChange({ ...draft, classes: draft.classes.filter((_, j) => j !== i) })
                  }
                >
                  {t('schedules.remove')}
                </button>
              )}
            </div>
          ))}
          <datalist id="audience-known-classes">
            {(places.data?.classes ?? []).map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          {(places.data?.sections.length ?? 0) > 0 && (
            <p className="form-text small mb-0">
              {t('schedules.knownSections', { sections: places.data?.sections.join(', ') })}
            </p>
          )}
          <div>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() =>
                onChange({
                  ...draft,
                  classes: [...draft.classes, { studentClass: '', sections: '' }],
                })
              }
            >
              {t('schedules.addClass')}
            </button>
          </div>
        </div>
      )}
      {draft.kind === 'centres' && (
        <fieldset>
          <legend className="form-label small mb-0">{t('schedules.centres')}</legend>
          {places.isPending ? (
            <p className="small text-body-secondary mb-0" role="status">
              {t('schedules.loadingCentres')}
            </p>
          ) : centres.length === 0 ? (
            <p className="small text-body-secondary mb-0">{t('schedules.noCentres')}</p>
          ) : (
            <ul className="list-unstyled audience-results mb-0">
              {centres.map((centre) => (
                <li key={centre.id} className="form-check">
                  <input
                    id={`audience-centre-${centre.id}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={draft.centreIds.includes(centre.id)}
                    onChange={(e) =>
                      onChange({
                        ...draft,
                        centreIds: e.target.checked
                          ? [...draft.centreIds, centre.id]
                          : draft.centreIds.filter((id) => id !== centre.id),
                      })
                    }
                  />
                  <label
                    htmlFor={`audience-centre-${centre.id}`}
                    className="form-check-label small"
                  >
                    {centre.name} · {centre.key}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      {draft.kind === 'students' && (
        <div>
          <label htmlFor="audience-student-search" className="form-label small mb-0">
            {t('schedules.findStudents')}
          </label>
          <input
            id="audience-student-search"
            type="search"
            className="form-control form-control-sm mb-2"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          {draft.students.length > 0 && (
            <ul className="list-inline mb-2" aria-label={t('schedules.chosenStudents')}>
              {draft.students.map((s) => (
                <li key={s.id} className="list-inline-item badge text-bg-light border me-1">
                  {s.name}{' '}
                  <CloseButton
                    className="btn-close-sm ms-1 align-middle"
                    aria-label={t('schedules.removeStudent', { name: s.name })}
                    onClick={() =>
                      onChange({ ...draft, students: draft.students.filter((x) => x.id !== s.id) })
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <ul className="list-unstyled audience-results mb-0">
            {found.data?.items.map((s) => (
              <li key={s.id} className="form-check">
                <input
                  id={`audience-student-${s.id}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={chosen.has(s.id)}
                  onChange={(e) =>
                    onChange({
                      ...draft,
                      students: e.target.checked
                        ? [...draft.students, { id: s.id, name: s.name }]
                        : draft.students.filter((x) => x.id !== s.id),
                    })
                  }
                />
                <label htmlFor={`audience-student-${s.id}`} className="form-check-label small">
                  {s.name} · {s.rollNo} · {t('schedules.classN', { n: s.studentClass })}
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
