/** Spec §9: the accordion is used only when every question is longer than this many characters. */
export const FAQ_MIN_QUESTION_LENGTH = 3;

export function shouldUseAccordion(questions: ReadonlyArray<{ question: string }>): boolean {
  return questions.every((q) => q.question.trim().length > FAQ_MIN_QUESTION_LENGTH);
}
