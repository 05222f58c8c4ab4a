// /quiz/{slug}: a section, or a redirect for aliases (electric-heater…) and unknown slugs.
import { Navigate, useParams } from 'react-router-dom';
import { resolveQuizSlug } from '../../domain/quiz/quiz-rules';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { QuizSectionPage } from './quiz-section';

export default function QuizStepPage() {
  const { step = '' } = useParams();
  const { to } = useLanguage();
  const resolved = resolveQuizSlug(step);
  if (resolved.kind === 'redirect') return <Navigate to={to(paths.quiz(resolved.to))} replace />;
  // begin and complete have routes of their own; these only arrive here as 'step' by design.
  if (resolved.step === 'begin' || resolved.step === 'complete') {
    return <Navigate to={to(paths.quiz(resolved.step))} replace />;
  }
  return <QuizSectionPage key={resolved.step} section={resolved.step} />;
}
