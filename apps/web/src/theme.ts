import { Checkbox, createTheme, InputWrapper } from '@mantine/core';
import fieldErrors from './field-errors.module.css';

export const theme = createTheme({
  primaryColor: 'ocean',
  colors: {
    ocean: [
      '#e7f0fa', '#c9dcf0', '#a7c5e5', '#7ea9d8', '#5a8fcb',
      '#3f77b8', '#2f5f98', '#234a78', '#183558', '#0b2545',
    ],
  },
  primaryShade: 6,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'sm',
  // Every text field, select and checkbox reserves room for its error line: see field-errors.module.css.
  components: {
    InputWrapper: InputWrapper.extend({ classNames: { root: fieldErrors.field } }),
    Checkbox: Checkbox.extend({ classNames: { root: fieldErrors.checkbox } }),
  },
});
