import { Navigate } from 'react-router-dom';
import { useLanguage } from '../../app/use-language';
import { paths } from '../../app/paths';

export function QuestionBeginRedirect() {
  const { to } = useLanguage();
  return <Navigate to={to(paths.quiz('begin'))} replace />;
}
