/**
 * The Italian wording of the IBS-SSS items (Francis, Morris & Whorwell, 1997) as /diario shows them.
 *
 * THIS IS THE DEMO'S OWN PARAPHRASE, NOT THE VALIDATED ITALIAN VERSION: that version is licensed by
 * the Rome Foundation. To use it, obtain the licence and replace `IBS_SSS_WORDING` below with its
 * text (keep the keys, the ranges and `isParaphrase: false`); nothing else changes (README, Care diary).
 */
export const IBS_SSS_WORDING = {
  isParaphrase: true,
  title: 'Questionario sulla gravità del colon irritabile (IBS-SSS)',
  notice: 'Testo riformulato per la demo: non è la versione italiana validata del questionario.',
  items: {
    painSeverity: {
      question: 'Quanto è stato forte il dolore addominale, in media, negli ultimi 10 giorni?',
      minLabel: 'Nessun dolore',
      maxLabel: 'Dolore molto forte',
    },
    painDays: {
      question: 'In quanti degli ultimi 10 giorni hai avuto dolore addominale?',
      minLabel: 'Nessun giorno',
      maxLabel: 'Tutti i 10 giorni',
    },
    distensionSeverity: {
      question: 'Quanto è stato forte il gonfiore o la tensione della pancia negli ultimi 10 giorni?',
      minLabel: 'Nessun gonfiore',
      maxLabel: 'Gonfiore molto forte',
    },
    bowelDissatisfaction: {
      question: 'Quanto sei insoddisfatta o insoddisfatto di come funziona il tuo intestino?',
      minLabel: 'Per niente',
      maxLabel: 'Moltissimo',
    },
    lifeInterference: {
      question: 'Quanto il colon irritabile ha interferito con la tua vita di tutti i giorni?',
      minLabel: 'Per niente',
      maxLabel: 'Moltissimo',
    },
  },
} as const;
