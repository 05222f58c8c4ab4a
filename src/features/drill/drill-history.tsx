import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { formatStopwatch, isSlowDrill } from '../../domain/drill/drill-rules';
import { selectDrillResults } from '../../state/drill/drill-slice';
import { useFormatDate } from '../../components/use-format-date';

/** The drills kept on this device, newest first: date, day or night, time taken, who slept on. */
export function DrillHistory() {
  const { t } = useTranslation('drill');
  const formatDate = useFormatDate();
  const results = useAppSelector(selectDrillResults);
  return (
    <section className="drill-section drill-history" aria-labelledby="drill-history-title">
      <h2 id="drill-history-title">{t('history.title')}</h2>
      {results.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <div className="drill-history__scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.kind')}</th>
                <th scope="col">{t('history.time')}</th>
                <th scope="col">{t('history.not-woken')}</th>
              </tr>
            </thead>
            <tbody>
              {[...results].reverse().map((result) => (
                <tr key={result.id} data-testid="drill-history-row">
                  <th scope="row">{formatDate(result.date)}</th>
                  <td>{t(result.night ? 'history.night' : 'history.day')}</td>
                  <td className={isSlowDrill(result) ? 'drill-history__slow' : undefined}>
                    {formatStopwatch(result.durationMs)}
                  </td>
                  <td>
                    {!result.night
                      ? t('history.not-applicable')
                      : result.notWoken.length > 0
                        ? result.notWoken.join(', ')
                        : t('history.everyone-woke')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
