import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** True for the ~49,000 most common passwords (zxcvbn-ts list, shipped with the package). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less guessable one.';
