import { SavedTravellerPicker } from '../../booking/index.ts';
import { DRIVER_AGE } from '@tripfront/domain/search';
import { driverAgeIssue, driverBirthDateIssue, YOUNG_DRIVER_AGE, type DriverAgeIssue } from '@tripfront/domain/booking/car-rules';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CarsT } from '../hooks/use-cars-translation.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';

export interface DriverForm {
  firstName: string;
  lastName: string;
  age: string;
  flightNumber: string;
  /** YYYY-MM-DD, asked only when the rental company needs it (decision 0110). */
  birthDate: string;
}

export interface DriverRules {
  minDriverAge: number;
  /** The search's driver age (the price was made for it). */
  driverAge: number;
  /** The rental company needs the driver's date of birth (the offer's `driverBirthDateRequired`). */
  birthDateRequired?: boolean;
  /** The pick-up day (YYYY-MM-DD): the stated age is the driver's age on it. */
  pickupDate?: string;
}

/** The driver age rule's words in the visitor's language (the rule is the domain's, decision 0048). */
export function driverAgeText(t: CarsT, issue: DriverAgeIssue): string {
  if (issue.code === 'tooYoung') return t('driver.tooYoung', { minimum: issue.minimum });
  return issue.searchAge < YOUNG_DRIVER_AGE ? t('driver.searchedYoung', { age: YOUNG_DRIVER_AGE }) : t('driver.searchedOlder', { age: YOUNG_DRIVER_AGE });
}

/** The field's message, or true: required, a whole number 18–99, then the car's rule. */
export function ageMessage(t: CarsT, value: string, rules: DriverRules): string | true {
  if (value.trim() === '') return t('driver.required');
  const age = Number(value);
  if (!Number.isInteger(age) || age < DRIVER_AGE.min || age > DRIVER_AGE.max) return t('driver.ageRange', { min: DRIVER_AGE.min, max: DRIVER_AGE.max });
  const issue = driverAgeIssue(age, { minDriverAge: rules.minDriverAge, searchAge: rules.driverAge });
  return issue ? driverAgeText(t, issue) : true;
}

/** The date of birth's message, or true: required, then the domain's rule against the stated age on the pick-up day. */
export function birthDateMessage(t: CarsT, value: string, age: string, rules: DriverRules): string | true {
  if (value.trim() === '') return t('driver.required');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !rules.pickupDate) return t('driver.birthDateInvalid');
  const stated = Number(age);
  if (!Number.isInteger(stated)) return true;
  const issue = driverBirthDateIssue(value, { age: stated, pickupDate: rules.pickupDate });
  if (!issue) return true;
  return issue.code === 'notBeforePickup' ? t('driver.birthDateInvalid') : t('driver.birthDateAge', { age: issue.age, stated: issue.stated });
}

/** The driver as on their licence: names, age (prefilled from the search), an optional arriving flight. */
export function DriverFields({ form, rules, save }: { form: UseFormReturn<DriverForm>; rules: DriverRules; save?: ReactNode }) {
  const { t } = useCarsTranslation();
  const id = useId();
  const { register, formState } = form;
  const { errors } = formState;
  const field = (name: keyof DriverForm, label: string, options: Parameters<typeof register>[1], extra: Record<string, unknown> = {}) => {
    const error = errors[name]?.message;
    return (
      <div className="tf-booking-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          {...extra}
          {...register(name, options)}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="tf-booking-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };
  const required = (value: string) => value.trim() !== '' || t('driver.required');
  return (
    <fieldset className="tf-card tf-car-driver">
      <legend>{t('driver.title')}</legend>
      <p className="tf-car-muted">{t('driver.hint', { minimum: rules.minDriverAge })}</p>
      <SavedTravellerPicker
        onChoose={(p) => {
          form.setValue('firstName', p.firstName, { shouldValidate: true });
          form.setValue('lastName', p.lastName, { shouldValidate: true });
        }}
      />
      <div className="tf-booking-row">
        {field('firstName', t('driver.firstName'), { validate: required }, { autoComplete: 'given-name' })}
        {field('lastName', t('driver.lastName'), { validate: required }, { autoComplete: 'family-name' })}
      </div>
      <div className="tf-booking-row">
        {field(
          'age',
          t('driver.age'),
          { validate: (v: string) => ageMessage(t, v, rules), deps: rules.birthDateRequired ? ['birthDate'] : [] },
          { inputMode: 'numeric' },
        )}
        {field(
          'flightNumber',
          t('driver.flightNumber'),
          { validate: (v: string) => v.trim() === '' || /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/i.test(v.trim()) || t('driver.flightNumberInvalid') },
          { placeholder: 'BA117', dir: 'ltr' },
        )}
      </div>
      {rules.birthDateRequired && (
        <div className="tf-booking-row">
          {field(
            'birthDate',
            t('driver.birthDate'),
            { validate: (v: string) => birthDateMessage(t, v, form.getValues('age'), rules) },
            { type: 'date', autoComplete: 'bday', dir: 'ltr', ...(rules.pickupDate ? { max: rules.pickupDate } : {}) },
          )}
        </div>
      )}
      {save}
    </fieldset>
  );
}
