import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MealPeriod } from '#domain/contract/availability.ts';

/** Spec §4 meal periods, as diners read them. */
export const mealPeriodNames: Record<MealPeriod, MessageDescriptor> = {
  breakfast: msg`Breakfast`,
  brunch: msg`Brunch`,
  lunch: msg`Lunch`,
  afternoon_tea: msg`Afternoon tea`,
  dinner: msg`Dinner`,
  night_brunch: msg`Night brunch`,
};
