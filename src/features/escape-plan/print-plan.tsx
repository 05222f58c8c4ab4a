import { useTranslation } from 'react-i18next';
import { TipsList } from '../../components/tips-list';
import { hasSketch, type FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { helpAssignments } from '../../domain/plan/household';
import { describeNeeds, homeVisitReasons } from '../../domain/plan/household-needs';
import { planContext } from '../../domain/plan/setting';
import { describeHousehold, type Phrase } from '../../domain/plan/description';
import { detailsForAnswers } from '../../domain/plan/details-check';
import type { PlanDetails } from '../../domain/plan/details';
import { PlanQrCode, useSavedPlanUrl } from '../../components/plan-share';
import type { PlanAnswers } from '../../vocabulary/types';
import { SketchSummary } from '../../components/sketch/sketch-view';
import { PlanChecklist } from './plan-checklist';
import { NeedsSummary } from '../../components/plan/needs-summary';
import { HouseholdSummary, PlanSteps } from '../../components/plan/plan-summary';
import { usePlanAssessment } from '../../components/plan/use-plan-assessment';
import { PlanToSort, usePlanHeadline } from '../../components/plan/plan-headline';
import { usePhraseText } from '../../components/plan/plan-phrase';
import { VisitCallout, VisitPhone } from './visit-callout';

const RESPONSIBILITIES = ['alarm', 'helper', 'call'] as const;

/** Beyond this many household and checklist lines the plan prints compact to stay on one sheet. */
const DENSE_PRINT_LINES = 18;
/**
 * The recommended visit near the top (three lines of text in a box) takes the room of about this
 * many checklist lines: with it, a plan of average length prints compact (tips by title only) so
 * its footer stays on the sheet.
 */
const VISIT_PRINT_LINES = 6;
/** About this many characters of what is left in a step box fit one printed line of the box. */
const STEP_LINE_CHARS = 45;
/** About this many characters of a checklist item fit one printed line. */
const CHECKLIST_LINE_CHARS = 75;
/** With pets, the advice under them ("never delay getting out for a pet…") takes two lines. */
const PET_ADVICE_PRINT_LINES = 2;
/**
 * Beyond this many (the fullest household with a drawing) the plan prints more compact still and
 * without the QR code (its link is in the email), to stay on one sheet.
 */
const CROWDED_PRINT_LINES = 30;
/**
 * A crowded sheet of a household larger than this (people and pets: the list of who lives here
 * fills a third of the sheet) has step boxes that say "Left to sort" without their lines: the list
 * under the headline, on the same sheet, says what.
 */
const FULLEST_HOUSEHOLD = 10;

/**
 * The one-page printable plan: the three steps across the top, the household under them, the
 * floor-plan drawing when there is one, then the lines to fill in by hand (the helper line only
 * while nobody is named) beside the checklist. With the saved plan's identifier it carries a QR
 * code of its link, so anyone in the house can open it on their phone. What holds the plan back is
 * listed under the headline, in words (the same list as the screen's and the email's).
 */
export function PrintPlan({
  answers,
  details,
  sketch = null,
  identifier = null,
  ownPlan = true,
}: {
  answers: PlanAnswers;
  details?: PlanDetails;
  sketch?: FloorPlanSketch | null;
  identifier?: string | null;
  /** This device's plan (its drills count), not a saved plan opened from its link. */
  ownPlan?: boolean;
}) {
  const { t } = useTranslation('plan');
  const savedUrl = useSavedPlanUrl(identifier);
  const say = usePhraseText();
  const assessment = usePlanAssessment(answers, details, sketch, ownPlan);
  const kept = details && detailsForAnswers(details, answers);
  // One person's plan is said to them ('_alone' words), with no household's jobs to fill in.
  const context = planContext(answers, kept);
  const household = describeHousehold(kept, context);
  const helpersNamed = helpAssignments(kept).some((assignment) => assignment.helper !== null);
  const { people, pets } = household;
  // Not "ready" on paper either while a step says what is left.
  const headline = usePlanHeadline(assessment, '');
  // A checklist line wraps past CHECKLIST_LINE_CHARS: a long to-do (who sleeps where, a helper
  // away) takes the room of two or three short ones.
  const linesOf = (findings: readonly { words: Phrase }[]) =>
    findings
      .map((finding) => say(finding.words))
      .reduce((lines, text) => lines + Math.ceil(text.length / CHECKLIST_LINE_CHARS), 0);
  // What holds the plan back prints in two columns under the title: half its lines.
  const checklistLines =
    Math.ceil(linesOf(assessment.toSort) / 2) + linesOf([...assessment.safer, ...assessment.done]);
  const drawn = hasSketch(sketch) ? sketch : null;
  const petLines = pets.length > 0 ? pets.length + PET_ADVICE_PRINT_LINES : 0;
  // What is left in a step box makes the row of steps taller (by its tallest box), and the line
  // under the title says how many things are left.
  const problemLines = Math.max(
    ...assessment.steps.map((step) =>
      step.problems.length === 0
        ? 0
        : 1 +
          step.problems.reduce(
            (sum, problem) => sum + Math.ceil(say(problem).length / STEP_LINE_CHARS),
            0,
          ),
    ),
  );
  const planLines = people.length + petLines + checklistLines + problemLines + (headline ? 1 : 0);
  const crowded = planLines > CROWDED_PRINT_LINES;
  const fullest = crowded && people.length + pets.length > FULLEST_HOUSEHOLD;
  // The visit, when recommended, is said at the top; on the fullest sheets (crowded) there is no
  // room, and the help banner at the foot says it with the number instead (docs/decisions/).
  const visit = homeVisitReasons(answers, kept).length > 0 && !crowded;
  const dense = planLines + (visit ? VISIT_PRINT_LINES : 0) > DENSE_PRINT_LINES;
  const needs = describeNeeds(kept, drawn, answers);
  const needsOverleaf = needs.people.length > 0 || needs.onYourOwn.length > 0;
  // The fullest plans with a page of needs: the lines to fill in go over to that
  // page, so the checklist takes the whole width and page 1 keeps its foot.
  const overleaf = crowded && needsOverleaf;
  const lines = RESPONSIBILITIES.filter(
    (key) => (key !== 'helper' || !helpersNamed) && (!context || key === 'alarm'),
  );
  const responsibilities = (
    <section className="print-responsibilities" aria-labelledby="print-responsibilities">
      <h2 id="print-responsibilities">{t('print.responsibilities.title')}</h2>
      <ul>
        {lines.map((key) => (
          <li key={key}>
            {t(`print.responsibilities.${key}`, { context })}
            <span className="print-responsibilities__line" aria-hidden="true" />
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <article
      className={`print-plan${dense ? ' print-plan--dense' : ''}${crowded ? ' print-plan--crowded' : ''}${fullest ? ' print-plan--fullest' : ''}`}
      aria-labelledby="print-title"
    >
      <header className="print-plan__header">
        <h1 id="print-title">{t('print.title', { context })}</h1>
        {headline && (
          <p className="print-plan__open" data-testid="print-open">
            {headline}
          </p>
        )}
      </header>
      <PlanToSort assessment={assessment} links={false} />
      {visit && <VisitCallout answers={answers} details={kept} print />}
      <PlanSteps steps={assessment.steps} headingLevel={2} />
      <div className="print-household">
        <HouseholdSummary household={household} headingLevel={2} />
        {/* The needs take the next page: said beside who lives here, on the line of its title,
            so a copy of page 1 alone says so and the page grows by nothing. */}
        {needsOverleaf && <p className="print-plan__continued">{t('print.needs-continued')}</p>}
      </div>
      <div className={`print-plan__columns${overleaf ? ' print-plan__columns--one' : ''}`}>
        {!overleaf && responsibilities}
        <PlanChecklist assessment={assessment} links={false} />
      </div>
      <TipsList />
      <div className="print-plan__footer">
        <aside className="print-help" aria-labelledby="print-help-title">
          <h2 id="print-help-title">{t('print.help.title')}</h2>
          {/* The visit recommended at the top says this already: one place on paper. */}
          {!visit && (
            <p>
              {t('print.help.body')} <VisitPhone />
            </p>
          )}
        </aside>
        {/* Every printed copy of a saved plan leads back to its current version. */}
        {savedUrl && (
          <div className="print-plan__saved">
            <PlanQrCode url={savedUrl} className="print-plan__qr" />
            <p className="print-plan__link">{savedUrl}</p>
          </div>
        )}
      </div>
      {overleaf ? (
        <div className="print-overleaf">
          {responsibilities}
          <NeedsSummary answers={answers} details={kept} sketch={drawn} peopleOnly />
        </div>
      ) : (
        <NeedsSummary
          answers={answers}
          details={kept}
          sketch={drawn}
          className="print-needs"
          peopleOnly
        />
      )}
      {/* The drawing has a page of its own, after the needs: its room names print at 8 pt. */}
      {drawn && (
        <section className="print-sketch">
          <SketchSummary sketch={drawn} assessment={assessment} layout="print" />
        </section>
      )}
    </article>
  );
}
