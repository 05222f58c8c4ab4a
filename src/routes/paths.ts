// Link builders, read off the route table: `paths.<row name>` is a row's path, or its link
// builder when the pattern has parameters. Put them under the visitor's language with
// localizePath (or useLanguage().to in components).
import type { PlanStep } from '../domain/plan/flow';
import { ROUTES, isPageRoute, type RouteRows } from './table';

type PageRow = Extract<RouteRows[number], { name: string }>;
type TablePaths = {
  [Row in PageRow as Row['name']]: Row extends { link: infer Link } ? Link : Row['pattern'];
};

const tablePaths = Object.fromEntries(
  ROUTES.filter(isPageRoute).map((row) => [row.name, row.link ?? row.pattern]),
) as TablePaths;

export const paths = {
  ...tablePaths,
  /** Where "Start" leads: the first question of every flow. */
  firstQuestion: tablePaths.question('smoke-alarms-right-places'),
};

/** The address of one screen of the plan (a carousel's sub-question has its own). */
export function stepPath(step: PlanStep): string {
  return paths.question(step.slug, step.sub);
}
