/** The two specializations of the practice. */
export const SPECIALIZATIONS = [
  {
    id: 'ibs',
    title: 'Sindrome dell’Intestino Irritabile (IBS)',
    description:
      'Gonfiore, dolore addominale, diarrea o stitichezza: insieme individuiamo i cibi e le abitudini che scatenano i sintomi e costruiamo un’alimentazione che ti fa stare bene, senza restrizioni inutili.',
    points: [
      'Protocollo low-FODMAP in tre fasi, guidato passo dopo passo',
      'Diario alimentare e dei sintomi per trovare i tuoi trigger',
      'Cura del microbiota e dell’asse intestino-cervello',
      'Strategie pratiche per i pasti fuori casa',
    ],
  },
  {
    id: 'pcos',
    title: 'Sindrome dell’Ovaio Policistico (PCOS)',
    description:
      'La PCOS riguarda circa una donna su dieci e non si gestisce con la sola restrizione calorica. Lavoriamo su insulino-resistenza, infiammazione ed equilibrio ormonale con un piano su misura.',
    points: [
      'Alimentazione per migliorare la sensibilità all’insulina',
      'Supporto alla regolarità del ciclo e alla fertilità',
      'Gestione del peso senza diete drastiche',
      'Integrazione mirata, valutata sui tuoi esami',
    ],
  },
] as const;
