import { useTranslation } from 'react-i18next';
import { PRINT_TIP_KEYS } from '../../content/tips';
import { TipsList } from '../../components/tips-list';
import { PlanQrCode, useSavedPlanUrl } from '../plan-share';
import type { PlanAnswers } from '../../domain/types';
import { PlanChecklist } from './plan-checklist';
import { PrintSteps } from './print-steps';

const RESPONSIBILITIES = ['alarm', 'helper', 'call'] as const;

/**
 * The one-page printable plan. With the saved plan's identifier it carries a QR code of its link,
 * so anyone in the house can open it on their phone; `extraTodos` join the checklist.
 */
export function PrintPlan({
  answers,
  identifier = null,
  extraTodos,
}: {
  answers: PlanAnswers;
  identifier?: string | null;
  extraTodos?: string[];
}) {
  const { t } = useTranslation('plan');
  const savedUrl = useSavedPlanUrl(identifier);
  return (
    <article className="print-plan" aria-labelledby="print-title">
      <h1 id="print-title">{t('print.title')}</h1>
      <PrintSteps answers={answers} />
      <div className="print-plan__columns">
        <section className="print-responsibilities" aria-labelledby="print-responsibilities">
          <h2 id="print-responsibilities">{t('print.responsibilities.title')}</h2>
          <ul>
            {RESPONSIBILITIES.map((key) => (
              <li key={key}>
                {t(`print.responsibilities.${key}`)}
                <span className="print-responsibilities__line" aria-hidden="true" />
              </li>
            ))}
          </ul>
        </section>
        <PlanChecklist answers={answers} extraTodos={extraTodos} />
      </div>
      <TipsList only={PRINT_TIP_KEYS} />
      <div className="print-plan__footer">
        <aside className="print-help" aria-labelledby="print-help-title">
          <h2 id="print-help-title">{t('print.help.title')}</h2>
          <p>{t('print.help.body')}</p>
        </aside>
        {savedUrl && <PlanQrCode url={savedUrl} className="print-plan__qr" />}
      </div>
    </article>
  );
}
