import { MESSAGE_MAX_LENGTH, messageBody } from '@app/schemas/messages/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** The box to write a message: checked by the shared schema, emptied once sent. */
export function Composer({
  onSend,
  sending,
  label = 'Scrivi un messaggio',
}: {
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  label?: string;
}) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = messageBody.safeParse({ text });
  const error = touched && !checked.success ? checked.error.issues[0]?.message : undefined;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setTouched(true);
        if (!checked.success) return;
        await onSend(checked.data.text);
        setText('');
        setTouched(false);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}
    >
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? `${text.length}/${MESSAGE_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH + 1, 'data-testid': 'message-input' } }}
      />
      <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 1 }}>
        Invia
      </Button>
    </Box>
  );
}
