/**
 * A name, title or other value typed by people, composed into a translated sentence: Unicode's
 * first-strong isolate, so "Olivia Owner" keeps its order inside an Arabic sentence and an Arabic
 * name inside an English one. (Codes and references: components/ui/ltr.tsx.)
 */
export const isolated = (value: string): string => `\u2068${value}\u2069`;
