/** "Cosa posso fare": the three mistakes to avoid with irritable bowel syndrome. */
export const IBS_MISTAKES = [
  {
    number: 1,
    title: 'Eliminare alimenti a caso',
    problem:
      'Togli glutine, latticini e legumi tutti insieme, seguendo consigli trovati online: la dieta diventa sempre più povera e i sintomi restano.',
    solution: 'Un protocollo low-FODMAP guidato, in tre fasi, per scoprire i tuoi veri trigger e tornare a mangiare tutto ciò che tolleri.',
  },
  {
    number: 2,
    title: 'Restare a dieta low-FODMAP per sempre',
    problem:
      'La fase di eliminazione è pensata per poche settimane: prolungarla impoverisce il microbiota e trasforma ogni pasto in una fonte di ansia.',
    solution:
      'Reintroduzioni programmate e un piano su misura che si allarga nel tempo, per nutrire il microbiota e ritrovare la serenità a tavola.',
  },
  {
    number: 3,
    title: 'Trascurare stress, sonno e orari dei pasti',
    problem:
      'Intestino e cervello dialogano di continuo: stress, poco sonno e pasti saltati possono scatenare i sintomi anche con la dieta perfetta.',
    solution:
      'Lavoriamo insieme anche su ritmi dei pasti, gestione dello stress e movimento, con strategie pratiche che si adattano alla tua giornata.',
  },
] as const;
