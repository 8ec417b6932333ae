/** The background colours of the testimonial cards (classes of TestimonialCard.module.css). */
export type TestimonialColour = 'sage' | 'sand' | 'rose' | 'sky' | 'lavender' | 'mint';

export interface Testimonial {
  initials: string;
  name: string;
  /** Kind of visit, with month and year. */
  visit: string;
  text: string;
  colour: TestimonialColour;
}

/** What patients say: 24 reviews, shown in the carousel in this order. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    initials: 'GM',
    name: 'Giulia M.',
    visit: 'Prima visita · gennaio 2025',
    text: 'Dopo anni di gonfiore e visite inutili, in un solo incontro la dottoressa ha capito cosa non andava. Mi ha spiegato tutto con pazienza e finalmente ho un piano che riesco a seguire.',
    colour: 'sage',
  },
  {
    initials: 'MR',
    name: 'Marco R.',
    visit: 'Visita di controllo · febbraio 2025',
    text: 'Professionale e sempre disponibile. Al controllo abbiamo adattato il piano ai miei turni di lavoro: i risultati si vedono e mi sento molto più energico.',
    colour: 'sand',
  },
  {
    initials: 'FL',
    name: 'Francesca L.',
    visit: 'Consulenza online · marzo 2025',
    text: 'Vivo a Milano e seguo il percorso online: le videochiamate ogni due settimane e le risposte rapide in chat mi fanno sentire seguita come in studio.',
    colour: 'sky',
  },
  {
    initials: 'AB',
    name: 'Alessandra B.',
    visit: 'Controllo PCOS · marzo 2025',
    text: 'Con la PCOS mi sentivo sempre in lotta con il cibo. Oggi il mio ciclo è più regolare e ho imparato a mangiare senza sensi di colpa.',
    colour: 'rose',
  },
  {
    initials: 'LP',
    name: 'Luca P.',
    visit: 'Analisi bioimpedenziometrica · aprile 2025',
    text: 'L’analisi della composizione corporea mi ha aperto gli occhi: non dovevo solo perdere peso, ma recuperare massa muscolare. Spiegazioni chiarissime.',
    colour: 'lavender',
  },
  {
    initials: 'SD',
    name: 'Sara D.',
    visit: 'Percorso IBS · aprile 2025',
    text: 'Il protocollo low-FODMAP guidato ha cambiato le mie giornate. Ho scoperto i miei veri trigger e ho reintrodotto tanti alimenti che pensavo di dover eliminare per sempre.',
    colour: 'mint',
  },
  {
    initials: 'VC',
    name: 'Valentina C.',
    visit: 'Dieta chetogenica · maggio 2025',
    text: 'Avevo paura di una dieta troppo rigida, invece il percorso chetogenico è stato personalizzato e seguito passo dopo passo. Mi sono sentita al sicuro.',
    colour: 'sand',
  },
  {
    initials: 'RG',
    name: 'Roberto G.',
    visit: 'Prima visita · maggio 2025',
    text: 'Visita lunga e approfondita, senza fretta. Mi ha colpito l’attenzione agli esami del sangue e allo stile di vita, non solo alla dieta.',
    colour: 'sage',
  },
  {
    initials: 'CF',
    name: 'Chiara F.',
    visit: 'Visita di controllo · giugno 2025',
    text: 'Ogni controllo è un momento di confronto vero: si festeggiano i progressi e si trovano soluzioni per le difficoltà. Mai una volta mi sono sentita giudicata.',
    colour: 'rose',
  },
  {
    initials: 'ES',
    name: 'Elena S.',
    visit: 'Consulenza online · giugno 2025',
    text: 'Lavoro molto e non avrei potuto andare in studio ogni mese. Online è tutto semplice e il supporto sei giorni su sette è davvero prezioso.',
    colour: 'sky',
  },
  {
    initials: 'DT',
    name: 'Davide T.',
    visit: 'Percorso IBS · luglio 2025',
    text: 'Soffrivo di colon irritabile da quando ero ragazzo. Dopo tre mesi di percorso il dolore addominale è quasi sparito. Grazie di cuore!',
    colour: 'mint',
  },
  {
    initials: 'MV',
    name: 'Martina V.',
    visit: 'Controllo PCOS · luglio 2025',
    text: 'Finalmente una professionista che conosce a fondo la PCOS. Mi ha aiutata a gestire l’insulino-resistenza con un’alimentazione varia e gustosa.',
    colour: 'lavender',
  },
  {
    initials: 'PN',
    name: 'Paolo N.',
    visit: 'Analisi bioimpedenziometrica · settembre 2025',
    text: 'Misurazioni precise e un report facile da capire. Vedere i progressi nero su bianco mi motiva a ogni controllo.',
    colour: 'sky',
  },
  {
    initials: 'FA',
    name: 'Federica A.',
    visit: 'Prima visita · settembre 2025',
    text: 'Mi sono sentita ascoltata fin dal primo minuto. Il piano alimentare tiene conto dei miei gusti e della mia famiglia: nessuna rinuncia impossibile.',
    colour: 'sage',
  },
  {
    initials: 'IZ',
    name: 'Ilaria Z.',
    visit: 'Dieta chetogenica · ottobre 2025',
    text: 'Risultati oltre le aspettative, con un accompagnamento costante anche nella fase di uscita dalla chetogenica. Consigliatissima.',
    colour: 'rose',
  },
  {
    initials: 'GC',
    name: 'Giorgio C.',
    visit: 'Visita di controllo · ottobre 2025',
    text: 'Puntuale, preparata e molto umana. Mi ha insegnato a fare la spesa e a leggere le etichette: competenze che userò per sempre.',
    colour: 'sand',
  },
  {
    initials: 'BR',
    name: 'Beatrice R.',
    visit: 'Percorso online 6 mesi · novembre 2025',
    text: 'Sei mesi che hanno cambiato il mio rapporto con il cibo. Le ricette e le strategie per i pasti fuori casa sono state fondamentali.',
    colour: 'mint',
  },
  {
    initials: 'SL',
    name: 'Simone L.',
    visit: 'Piano di allenamento · novembre 2025',
    text: 'Il piano di allenamento integrato con l’alimentazione mi ha fatto ritrovare la costanza. Esercizi chiari e adatti al mio livello.',
    colour: 'sky',
  },
  {
    initials: 'NC',
    name: 'Noemi C.',
    visit: 'Percorso IBS · dicembre 2025',
    text: 'Pensavo che gonfiore e crampi fossero normali. Oggi so che non è così e ho gli strumenti per stare bene, anche nei periodi di stress.',
    colour: 'lavender',
  },
  {
    initials: 'AD',
    name: 'Andrea D.',
    visit: 'Prima visita · dicembre 2025',
    text: 'Ho prenotato dopo aver letto le recensioni e non sono rimasto deluso: competenza, chiarezza e un piano davvero su misura.',
    colour: 'sage',
  },
  {
    initials: 'CP',
    name: 'Camilla P.',
    visit: 'Controllo PCOS · gennaio 2026',
    text: 'Dopo la diagnosi di PCOS ero spaventata. La dottoressa mi ha spiegato tutto con calma e oggi mi sento di nuovo padrona del mio corpo.',
    colour: 'rose',
  },
  {
    initials: 'RF',
    name: 'Riccardo F.',
    visit: 'Consulenza online · gennaio 2026',
    text: 'Seguito a distanza dall’estero senza alcuna difficoltà. Risposte sempre puntuali e un piano che si adatta ai miei viaggi.',
    colour: 'sky',
  },
  {
    initials: 'LG',
    name: 'Laura G.',
    visit: 'Visita di controllo · febbraio 2026',
    text: 'In pochi mesi ho perso i chili che mi portavo dietro da anni, senza mai sentirmi a dieta. Ogni controllo è una piacevole conferma.',
    colour: 'mint',
  },
  {
    initials: 'TM',
    name: 'Teresa M.',
    visit: 'Analisi bioimpedenziometrica · febbraio 2026',
    text: 'Ambiente accogliente e strumenti moderni. L’analisi iniziale è stata il punto di partenza perfetto per il mio percorso.',
    colour: 'sand',
  },
];
