// @meranti/design-system/forms — bundled by the pages that use it, not part of the boot singleton (ADR 15).
export { Field, type FieldProps } from './components/form/Field.tsx';
export { Select, type SelectProps } from './components/form/Select.tsx';
export {
  StyledFormGrid as FormGrid,
  StyledInput as Input,
  StyledLabel as Label,
  StyledTextarea as Textarea,
} from './components/form/styled/StyledControl.ts';
