import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Steps of the search forms, shared by the search tests and the booking tests (e2e/booking-flights).

/** Types into a combobox, waits for the list, and picks the first suggestion with the keyboard. */
export async function pickFirstSuggestion(page: Page, name: string, text: string): Promise<string> {
  const box = page.getByRole('combobox', { name });
  await box.fill(text);
  const first = page.getByRole('listbox', { name }).getByRole('option').first();
  await first.waitFor();
  await box.press('ArrowDown');
  expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
  const label = (await first.locator('.tf-combobox__label').textContent()) ?? '';
  await box.press('Enter');
  expect(await box.inputValue()).toBe(label);
  return label;
}
