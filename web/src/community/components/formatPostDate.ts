const postDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "22 nov 2026, 18:02" */
export const formatPostDate = (value: string) => postDate.format(new Date(value));
