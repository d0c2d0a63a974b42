import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import './carousel.css';

/** Four card-sized placeholders laid out like the carousel (1, 2 or 4 show, by width). */
export function CarouselSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="carousel-skeleton">
        {[0, 1, 2, 3].map((index) => (
          <CardSkeleton key={index} withImage lines={0} />
        ))}
      </div>
    </div>
  );
}
