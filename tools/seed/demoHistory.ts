/**
 * Three months of past community life, so the analytics page has a history to show: members who
 * joined over time, older posts with their comments and likes, and consultation requests. Dates
 * are relative to the first seeding (ids are fixed: a later seeding adds nothing), and spread by
 * simple arithmetic, not randomness, so every run seeds the same.
 */
import { userInsert } from '@app/schemas/accounts/entities';
import { commentInsert, likeInsert, postInsert } from '@app/schemas/community/entities';
import { postLikeId } from '@app/schemas/community/likeIds';
import { contactRequestInsert } from '@app/schemas/content/entities';

const DAY_MS = 24 * 60 * 60 * 1000;
export const HISTORY_DAYS = 90;

/** The history's members: member m is `storia-membro-{m + 1}`, named by these lists. */
export const HISTORY_FIRST_NAMES = [
  'Chiara',
  'Francesca',
  'Valentina',
  'Alessia',
  'Martina',
  'Silvia',
  'Paola',
  'Federica',
  'Roberta',
  'Ilaria',
  'Giorgia',
  'Beatrice',
  'Davide',
  'Marco',
  'Simona',
  'Laura',
  'Anna',
  'Camilla',
  'Noemi',
  'Serena',
];
export const HISTORY_LAST_NAMES = [
  'Rossi',
  'Russo',
  'Colombo',
  'Ricci',
  'Marino',
  'Gallo',
  'Costa',
  'Fontana',
  'Esposito',
  'Bruno',
  'Mancini',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Santoro',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
];
const POSTS = [
  [
    'Tre settimane senza gonfiore',
    'Dopo tre settimane di low-FODMAP la pancia è finalmente sgonfia anche la sera. Grazie a tutte per i consigli!',
  ],
  [
    'Ricetta: porridge di avena senza lattosio',
    'Avena, bevanda di riso, mirtilli e un cucchiaino di burro di arachidi: colazione perfetta e niente crampi.',
  ],
  [
    'Reintroduzione del lattosio',
    'Questa settimana inizio la fase di reintroduzione con lo yogurt. Qualcuno ha consigli su come annotare i sintomi?',
  ],
  ['PCOS e sonno', 'Ho notato che quando dormo meno di sette ore la fame nervosa aumenta tantissimo. Vi succede lo stesso?'],
  ['Pranzo in ufficio low-FODMAP', 'Riso basmati, zucchine grigliate e pollo al limone: pronto in venti minuti la sera prima.'],
  ['Camminata dopo cena', 'Da quando faccio venti minuti di camminata dopo cena la digestione è molto migliorata.'],
  ['Ciclo più regolare', 'Al terzo mese di percorso il ciclo è tornato regolare. Non ci speravo più, continuate così!'],
  ['Spuntini da portare in borsa', 'Mandorle (massimo dieci), un kiwi e gallette di riso: i miei salvavita del pomeriggio.'],
  ['Cena fuori senza ansia', 'Ieri sono stata a cena fuori e ho scelto pesce alla griglia e patate: nessun sintomo il giorno dopo.'],
  ['Il diario dei sintomi funziona', 'Dopo un mese di diario ho capito che il mio problema principale sono le cipolle, anche cotte.'],
  ['Tisana della sera', 'Finocchio e melissa dopo cena: per me è diventata un rituale rilassante.'],
  ['Meal prep della domenica', 'Cucino cereali e verdure per tre giorni la domenica pomeriggio: la settimana è molto più semplice.'],
] as const;
const COMMENTS = [
  'Grazie, provo anche io!',
  'Che bello leggerlo, complimenti!',
  'Anche per me è stato così.',
  'Ottimo consiglio, lo segno.',
  'Ne parlo alla prossima visita.',
];
const CONSULTATIONS = ['prima-consulenza', 'controllo-mensile', 'piano-personalizzato', 'consulenza-pcos', 'consulenza-ibs'];

export const historyMemberId = (index: number) => `storia-membro-${index + 1}`;

type Add = (collection: 'users' | 'posts' | 'comments' | 'likes' | 'contactRequests', id: string, data: Record<string, unknown>) => void;

/** Adds the history's documents through the seed's `add` (each created only when missing). */
export function addDemoHistory(add: Add, now = Date.now()) {
  const daysAgo = (days: number, hour = 10) => new Date(now - days * DAY_MS - ((now % DAY_MS) - hour * 60 * 60 * 1000));
  const memberIds = HISTORY_FIRST_NAMES.map((_, index) => historyMemberId(index));
  const joinedDaysAgo = (index: number) => HISTORY_DAYS - 2 - index * 4;
  memberIds.forEach((uid, index) => {
    const joined = daysAgo(joinedDaysAgo(index), 9 + (index % 9));
    const user = userInsert.parse({
      email: `${uid}@demo.test`,
      firstName: HISTORY_FIRST_NAMES[index],
      lastName: HISTORY_LAST_NAMES[index],
    });
    add('users', uid, { ...user, createdAt: joined, updatedAt: joined });
  });
  POSTS.forEach(([title, content], index) => {
    const postId = `storia-post-${index + 1}`;
    const day = HISTORY_DAYS - 8 - index * 7;
    const authorId = memberIds[index % 6]!;
    const commenters = memberIds.slice(index + 1, index + 1 + 2 + (index % 3));
    // Members who had joined a week before the post.
    const fans = memberIds.filter(
      (id, memberIndex) => id !== authorId && (memberIndex + index) % 3 === 0 && joinedDaysAgo(memberIndex) > day + 7,
    );
    const createdAt = daysAgo(day, 8 + (index % 10));
    add('posts', postId, {
      ...postInsert.parse({ authorId, title, content }),
      likesCount: fans.length,
      commentsCount: commenters.length,
      createdAt,
      updatedAt: createdAt,
    });
    commenters.forEach((commenterId, commentIndex) => {
      const at = daysAgo(day - 1 - commentIndex, 12 + commentIndex);
      const comment = commentInsert.parse({ postId, authorId: commenterId, content: COMMENTS[(index + commentIndex) % COMMENTS.length] });
      add('comments', `${postId}-commento-${commentIndex + 1}`, { ...comment, likesCount: 0, createdAt: at, updatedAt: at });
    });
    fans.forEach((userId, fanIndex) => {
      add('likes', postLikeId(userId, postId), {
        ...likeInsert.parse({ userId, postId, targetAuthorId: authorId }),
        createdAt: daysAgo(day - (fanIndex % 5), 18),
      });
    });
  });
  for (let index = 0; index < 30; index += 1) {
    const firstName = HISTORY_FIRST_NAMES[(index * 7) % HISTORY_FIRST_NAMES.length]!;
    const lastName = HISTORY_LAST_NAMES[(index * 3) % HISTORY_LAST_NAMES.length]!;
    const request = contactRequestInsert.parse({
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index}@esempio.it`.toLowerCase(),
      phone: `333 ${String(1000000 + index * 7919).slice(0, 7)}`,
      consultationType: CONSULTATIONS[index % CONSULTATIONS.length],
      message: index % 2 === 0 ? 'Vorrei fissare una prima visita per problemi di gonfiore.' : '',
      privacyAccepted: 'accepted',
    });
    add('contactRequests', `storia-richiesta-${index + 1}`, {
      ...request,
      createdAt: daysAgo(HISTORY_DAYS - 1 - index * 3, 11 + (index % 8)),
    });
  }
}
