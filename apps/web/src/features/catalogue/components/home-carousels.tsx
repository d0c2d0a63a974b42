import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_CAROUSEL_PAGE_SIZE } from '@/config/app';
import { useExamsPage } from '../api/get-exams-page';
import { CarouselSection } from './carousel-section';

/**
 * The two carousels of the home page (decision 002): page 0 and page 1 of six exams each; with a
 * catalogue too small for a second page, the second shows the first page's exams in reverse order.
 */
export function HomeCarousels() {
  const { t } = useTranslation();
  const first = useExamsPage(0, HOME_CAROUSEL_PAGE_SIZE);
  const second = useExamsPage(1, HOME_CAROUSEL_PAGE_SIZE);
  const firstExams = first.data?.content;
  const secondExams = useMemo(() => {
    const own = second.data?.content;
    if (!own) return undefined;
    if (own.length > 0) return own;
    return firstExams ? [...firstExams].reverse() : undefined;
  }, [second.data, firstExams]);
  const secondQuery = second.data?.content.length === 0 && !firstExams ? first : second;

  return (
    <>
      <CarouselSection
        id="carousel-start"
        title={t('home.carouselStart')}
        exams={firstExams}
        query={first}
      />
      <CarouselSection
        id="carousel-master"
        title={t('home.carouselMaster')}
        exams={secondExams}
        query={secondQuery}
      />
    </>
  );
}
