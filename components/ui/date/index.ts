export { default as JalaliDateInput, type JalaliDateInputProps } from './JalaliDateInput';
export { default as JalaliDateRangeInput, type DayRange } from './JalaliDateRangeInput';
export { INVALID_DAY } from './day';
