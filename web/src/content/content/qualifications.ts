import { site } from '../../shared/site';

/** The doctor's professional qualifications, listed in the contact section. */
export const QUALIFICATIONS = [
  'Laurea Magistrale in Scienze della Nutrizione Umana',
  'Dottorato di ricerca in Fisiopatologia della Nutrizione',
  `Iscritta all’${site.fiscalDetails.register}`,
  'Master di II livello in Nutrizione Funzionale e Medicina Integrata',
  'Formazione specialistica sulla dieta low-FODMAP per il colon irritabile',
  'Corso di perfezionamento in nutrizione ed endocrinologia femminile (PCOS)',
  'Aggiornamento continuo ECM su microbiota e salute intestinale',
] as const;
