import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';

import { site } from '../../shared/site';

/** 'Ho letto e accetto l'informativa sulla privacy' with its link and error: the sign-up form's, and the login's for an account that never accepted it. */
export function PrivacyConsentField<T extends FieldValues>({ form, name }: { form: UseFormReturn<T, unknown, unknown>; name: Path<T> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Ticked on the prerendered sign-up page before the app took it over: the form agrees (an effect,
    // so that the field is registered by then).
    if (inputRef.current?.checked) form.setValue(name, true as PathValue<T, Path<T>>);
  }, [form, name]);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: inputRef } }}
              />
            }
            label={
              <>
                Ho letto e accetto l&apos;
                <Link href={site.legal.privacy} target="_blank" rel="noopener">
                  informativa sulla privacy
                </Link>
              </>
            }
          />
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
        </Box>
      )}
    />
  );
}
