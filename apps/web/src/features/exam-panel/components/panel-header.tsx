import type { TSection } from '@exam/contracts/catalogue/entities';
import { formatClock } from '@exam/core/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteName } from '@/config/site-name';
import { SITE_LOGO } from '@/config/tenant';

interface PanelHeaderProps {
  examName: string;
  candidate: { name: string; rollNo: string | null };
  sections: TSection[];
  currentSectionId: number;
  sectionName: (section: TSection) => string;
  onSection: (sectionId: number) => void;
  leftMs: number;
  /** Minutes left to announce (10, 5 or 1), once each. */
  announcement: number | null;
  /** Beside the clock: the 'Enter full screen' control when the set offers it. */
  extra?: ReactNode;
}

/**
 * SPEC §2 header as a test centre's screen shows it: the candidate (photo placeholder, name, roll
 * number), the exam's name, a large 'Time Left', and the section buttons (scrolling on phones).
 */
export function PanelHeader(props: PanelHeaderProps) {
  const { t, i18n } = useTranslation();
  const low = props.leftMs <= 60_000;
  return (
    <header className="exam-header card shadow-sm">
      <div className="card-body">
        <div className="exam-top">
          <span className="candidate-photo" role="img" aria-label={t('panel.candidatePhoto')}>
            <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true">
              <circle cx="12" cy="8.5" r="4.5" fill="currentColor" />
              <path d="M3 22c0-5 4-8 9-8s9 3 9 8z" fill="currentColor" />
            </svg>
          </span>
          <div className="exam-id">
            <p className="exam-institute" data-testid="exam-institute">
              <img src={SITE_LOGO} alt="" width={20} height={20} />
              <span>{siteName(i18n.language)}</span>
            </p>
            <h1 className="exam-name" title={props.examName}>
              {props.examName}
            </h1>
            <dl className="candidate-facts">
              <div>
                <dt>{t('panel.candidate')}</dt>
                <dd data-testid="student-name">{props.candidate.name}</dd>
              </div>
              <div>
                <dt>{t('panel.rollNo')}</dt>
                <dd data-testid="roll-no">
                  {props.candidate.rollNo ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('panel.noRollNo')}</span>
                    </>
                  )}
                </dd>
              </div>
            </dl>
          </div>
          {props.extra}
          <div
            className={`time-left${low ? ' is-low' : ''}`}
            role="timer"
            aria-live="off"
            aria-atomic="true"
          >
            <span className="time-left-label">{t('panel.timeLeft')}</span>
            <span className="time-left-clock" data-testid="time-left">
              {formatClock(props.leftMs)}
            </span>
          </div>
        </div>
        <div className="visually-hidden" aria-live="polite" aria-atomic="true">
          {props.announcement !== null && t('panel.announce', { count: props.announcement })}
        </div>
        <nav className="section-tabs" aria-label={t('panel.sections')}>
          <ul className="nav nav-pills flex-nowrap gap-1">
            {props.sections.map((section) => {
              const current = section.sectionId === props.currentSectionId;
              return (
                <li key={section.sectionId} className="nav-item flex-shrink-0">
                  <button
                    type="button"
                    className={`nav-link btn-sm${current ? ' active' : ''}`}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => props.onSection(section.sectionId)}
                  >
                    {props.sectionName(section)}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** SPEC's placeholder roll number of a self-registered student (123, or 0) is not shown. */
export const realRollNo = (rollNo: string | null | undefined) => {
  const value = rollNo?.trim() ?? '';
  return value === '' || value === '123' || value === '0' ? null : value;
};
