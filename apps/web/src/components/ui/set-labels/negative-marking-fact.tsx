import type { TNegativeMarking } from '@exam/contracts/sets/entities';
import { useTranslation } from 'react-i18next';
import { formatMarks } from '@/components/ui/answer-input/question-type';
import { SetFact } from '@/components/ui/set-card-frame';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import './i18n/translations';

/**
 * A set's negative marking as the student reads it beside its other figures, worded from the
 * amounts the server computed (decision 061), so it never says other than the scoring does.
 */
export function NegativeMarkingFact({ marking }: { marking: TNegativeMarking | undefined }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  // A set carried over from a page kept open across a release may predate the field.
  if (!marking) return null;
  const amountText = (amount: number | null) =>
    amount === null
      ? t('set.negativeQuarter')
      : amount === 0
        ? t('set.negativeNothing')
        : t('set.negativeAmount', { amount: formatMarks(amount) });
  const text =
    marking.kind === 'none'
      ? t('set.negativeNone')
      : marking.kind === 'same'
        ? t('set.negativeFor', { amount: amountText(marking.amount) })
        : t('set.negativeFor', {
            amount: marking.sections
              .map((s) =>
                t('set.negativeSection', {
                  section: pick(s.sectionName, s.sectionNameHi),
                  amount: amountText(s.amount),
                }),
              )
              .join(', '),
          });
  // SPEC's quarter spares typed answers (numerical, short answer): say so where it applies.
  const quarter =
    (marking.kind === 'same' && marking.amount === null) ||
    (marking.kind === 'by-section' && marking.sections.some((s) => s.amount === null));
  return (
    <SetFact label={t('set.negativeMarking')}>
      {quarter ? `${text} ${t('set.negativeTypedNote')}` : text}
    </SetFact>
  );
}
