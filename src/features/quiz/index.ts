// The quiz feature's public face. Its pages are in the route table (src/routes/table.ts).
export { quizSlice, quizAnswerRecorded } from './quiz-slice';
export type { QuizState } from './quiz-slice';
