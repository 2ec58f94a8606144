import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from './http-errors.ts';

let common: Set<string> | undefined;

/** True for the ~49,000 most common passwords (zxcvbn-ts list, shipped with the package). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less guessable one.';

/** 400 naming `field` when the password is one of the common ones. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(`${field}: ${COMMON_PASSWORD_MESSAGE}`, field);
}
