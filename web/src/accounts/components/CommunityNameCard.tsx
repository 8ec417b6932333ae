import {
  communityFace,
  type CommunityName,
  communityNameBody,
  type CommunityNameStyle,
  NICKNAME_MAX,
} from '@app/schemas/community/communityName';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

import { apiErrorMessage } from '../../shared/api/client';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useUpdateProfile } from '../api/account';
import { ProfileSection } from './ProfileSection';

const STYLE_LABELS: Record<CommunityNameStyle, string> = {
  initial: "Con l'iniziale del cognome",
  full: 'Con il cognome completo',
  nickname: 'Con un soprannome',
};

interface Props {
  firstName: string;
  lastName: string;
  communityName: CommunityName;
}

/** How the others see the member in the community (docs/security.md, Community names). */
export function CommunityNameCard({ firstName, lastName, communityName }: Props) {
  const update = useUpdateProfile();
  const toast = useToast();
  const [style, setStyle] = useState<CommunityNameStyle>(communityName.style);
  const [nickname, setNickname] = useState(communityName.nickname ?? '');
  const [error, setError] = useState<string | null>(null);
  const preview = communityFace(
    { firstName, lastName, profileImageUrl: null, communityName: { style, nickname: nickname.trim() || null } },
    { masked: false },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = communityNameBody.safeParse({ style, nickname: style === 'nickname' ? nickname : undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dati non validi');
      return;
    }
    setError(null);
    update.mutate(
      { communityName: parsed.data },
      {
        onSuccess: () => toast({ title: 'Preferenza salvata' }),
        onError: (failure) => {
          setError(apiErrorMessage(failure, 'Salvataggio non riuscito'));
          toast(failureToast(failure, 'Salvataggio non riuscito'));
        },
      },
    );
  };

  return (
    <ProfileSection title="Come ti vedono nella community">
      <Typography variant="body2" color="text.secondary">
        Scegli come compare il tuo nome accanto ai tuoi post e commenti. Lo studio vede sempre il tuo nome completo.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <RadioGroup
          name="communityNameStyle"
          aria-label="Come ti vedono nella community"
          value={style}
          onChange={(event) => setStyle(event.target.value as CommunityNameStyle)}
        >
          {(Object.keys(STYLE_LABELS) as CommunityNameStyle[]).map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={STYLE_LABELS[value]} />
          ))}
        </RadioGroup>
        {style === 'nickname' && (
          <TextField
            id="profilo-nickname"
            label="Soprannome"
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
            error={Boolean(error)}
            helperText={
              error ?? `Da 3 a ${NICKNAME_MAX} caratteri, senza email né numeri di telefono. Con un soprannome la foto non compare.`
            }
            slotProps={{ htmlInput: { maxLength: NICKNAME_MAX + 10 } }}
          />
        )}
        <Typography variant="body2">
          Gli altri membri vedranno: <strong>{`${preview.firstName} ${preview.lastName}`.trim()}</strong>
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Salvataggio...' : 'Salva preferenza'}
          </Button>
        </Box>
      </Box>
    </ProfileSection>
  );
}
