import { NICKNAME_MAX_LENGTH } from '@shop/contracts/account-rules';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useFormTexts } from './texts';
import type { Problems } from './problems';

/** What wires a control to the form: the element to focus and its translated problem. */
export interface FieldControl {
  ref: (element: HTMLElement | null) => void;
  error: string | undefined;
}

/** A text input's or text area's props from the form (value and change handler included). */
export interface TextControl extends FieldControl {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

type FormValues = Record<string, string | boolean>;
type TextField<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values] & string;

/** The only parameter a problem message has (the nickname's length). */
const PROBLEM_TEXT_PARAMS = { max: NICKNAME_MAX_LENGTH };

/**
 * A form's values and the problems client-side validation found. `validate` shows every problem
 * under its field (so the field is `aria-invalid` and described by the message) and focuses the
 * first invalid one, in the order of `initial`'s keys; editing a field clears its problem.
 */
export function useForm<Values extends FormValues>(initial: Values) {
  type Field = keyof Values & string;
  const { t } = useFormTexts();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [elements] = useState(() => new Map<Field, HTMLElement>());
  // One ref callback per field for the form's lifetime: a new one each render would make React
  // detach and re-attach every field on every keystroke.
  const [refs] = useState(() => new Map<Field, FieldControl['ref']>());
  // Focus moves after the render that shows the messages, so the field is read out with its error.
  const [focusRequest, setFocusRequest] = useState<{ field: Field }>();
  useEffect(() => {
    if (focusRequest) elements.get(focusRequest.field)?.focus();
  }, [elements, focusRequest]);

  const change = (changes: Partial<Values>) => {
    setValues((current) => ({ ...current, ...changes }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))) as Problems<Field>);
  };

  const focus = (field: Field) => setFocusRequest({ field });

  const refFor = (field: Field): FieldControl['ref'] => {
    let ref = refs.get(field);
    if (!ref) {
      ref = (element) => {
        if (element) elements.set(field, element);
        else elements.delete(field);
      };
      refs.set(field, ref);
    }
    return ref;
  };

  const control = (field: Field): FieldControl => {
    const problem = problems[field];
    return { ref: refFor(field), error: problem ? t(`problems.${problem}`, PROBLEM_TEXT_PARAMS) : undefined };
  };

  const text = (field: TextField<Values>): TextControl => ({
    ...control(field),
    value: values[field] as string,
    onChange: (event) => change({ [field]: event.target.value } as Partial<Values>),
  });

  /** Shows `found` (replacing earlier problems); true when there is nothing to show. */
  const validate = (found: Problems<Field>): boolean => {
    const shown = Object.fromEntries(Object.entries(found).filter(([, problem]) => problem !== undefined)) as Problems<Field>;
    setProblems(shown);
    const firstInvalid = (Object.keys(initial) as Field[]).find((field) => shown[field] !== undefined);
    if (firstInvalid !== undefined) focus(firstInvalid);
    return firstInvalid === undefined;
  };

  const reset = () => {
    setValues(initial);
    setProblems({});
  };

  return { values, change, control, text, validate, focus, reset };
}
