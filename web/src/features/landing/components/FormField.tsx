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

/** A labelled control with its error (or hint) below, linked for screen readers. */
export function FormField({ field, label, error, hint, required = false, className, children }: FormFieldProps) {
  const id = `contatto-${field}`;
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : (
          <span className={styles.optional}> (facoltativo)</span>
        )}
      </label>
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
