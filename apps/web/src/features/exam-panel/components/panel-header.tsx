import type { TSection } from '@exam/contracts/catalogue/entities';
import { formatClock } from '@exam/core/format';
import { useTranslation } from 'react-i18next';

interface PanelHeaderProps {
  examName: string;
  sections: TSection[];
  currentSectionId: number;
  sectionName: (section: TSection) => string;
  onSection: (sectionId: number) => void;
  leftMs: number;
  /** Minutes left to announce (10, 5 or 1), once each. */
  announcement: number | null;
}

/** SPEC §2 header: the exam's name, the section buttons and the countdown 'Time Left'. */
export function PanelHeader(props: PanelHeaderProps) {
  const { t } = useTranslation();
  const low = props.leftMs <= 60_000;
  return (
    <div className="exam-header card shadow-sm">
      <div className="card-body d-flex flex-wrap align-items-center gap-2 gap-lg-3">
        <h1 className="h5 mb-0 me-auto exam-name" title={props.examName}>
          {props.examName}
        </h1>
        <div
          className={`time-left badge fs-6 ${low ? 'text-bg-danger' : 'text-bg-dark'}`}
          role="timer"
          aria-live="off"
          aria-atomic="true"
        >
          {t('panel.timeLeft')}: <span data-testid="time-left">{formatClock(props.leftMs)}</span>
        </div>
        <div className="visually-hidden" aria-live="polite" aria-atomic="true">
          {props.announcement !== null && t('panel.announce', { count: props.announcement })}
        </div>
        <nav className="section-tabs w-100" aria-label={t('panel.sections')}>
          <ul className="nav nav-pills flex-nowrap overflow-auto gap-1">
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
    </div>
  );
}
