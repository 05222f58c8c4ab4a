// The drill feature's public face: what other features may use.
export { CalendarReminders } from './calendar-reminders';
export { useNightDrillTodoLabels } from './night-drill-todos';
export { drillSlice, selectDrillResults } from './drill-slice';
export { selectNightDrillTodos } from './drill-actions';
