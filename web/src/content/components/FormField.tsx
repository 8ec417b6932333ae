import type { ReactNode } from 'react';

import styles from './ContactForm.module.css';

/** The accessibility wiring a form control receives from FormField. */
export interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  field: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}

/** A labelled control with its error (or hint) below, linked for screen readers. Required fields
 * carry the required attribute; optional ones say so next to their label. */
export function FormField({ field, label, error, hint, required = false, className, children }: FormFieldProps) {
  const id = `contatto-${field}`;
  const describedBy = [!required && `${id}-optional`, error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {/* The label is the field's name alone; "facoltativo" sits beside it as a description. */}
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {!required && (
          <span id={`${id}-optional`} className={styles.optional}>
            facoltativo
          </span>
        )}
      </div>
      {children({ id, name: field, required: required || undefined, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
