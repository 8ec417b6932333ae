/**
 * The smoke lane (docs/testing.md): what only the real platform does. Triggers delivered by the
 * event bridge to the Functions emulator, end to end (a like gives a point; a confirmed order's
 * notification becomes an e-mail in MailDev), and the answers Hosting and the Functions runtime give
 * before the app runs. The waits poll: the platform runs in other processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, type TestUser } from '../testing/api';
import { waitForMails } from '../testing/mailDev';
import { bookAs, completeAs, createTestService, removeTestServices } from '../testing/orders';
import { deletePosts, like, pointsOf, publishPost } from '../testing/posts';
import { eventually } from './eventually';

let author: TestUser;
let fan: TestUser;
let admin: TestUser;
const posts: string[] = [];

beforeAll(async () => {
  [author, fan, admin] = await Promise.all([createUser({ firstName: 'Autrice' }), createUser(), createUser({ admin: true, doctor: true })]);
});

afterAll(async () => {
  await deletePosts(posts);
  await removeTestServices();
  await Promise.all([author, fan, admin].map((user) => adminAuth.deleteUser(user.uid)));
});

describe('triggers through the event bridge and the Functions emulator', () => {
  it("a like gives the post's author a point, and taking it back takes the point", async () => {
    const post = await publishPost(author);
    posts.push(post.id);
    expect((await like(fan, post.id, true)).status).toBe(200);
    await eventually(async () => expect(await pointsOf(author)).toBe(1));
    expect((await like(fan, post.id, false)).status).toBe(200);
    await eventually(async () => expect(await pointsOf(author)).toBe(0));
  });

  it('an order the doctor confirms becomes a notification, then an e-mail in MailDev', async () => {
    const serviceId = await createTestService();
    const order = await bookAs(fan, serviceId);
    await completeAs(admin, order.id);
    const [mail] = await waitForMails(fan.email, 'Pagamento registrato');
    expect(mail!.subject).toBe(`Pagamento registrato: Servizio di prova ${serviceId}`);
  });
});

describe('answers given before the app runs', () => {
  it("Hosting's own 404 for a path segment starting with a dot: plain text, not the app's", async () => {
    const response = await api('/api/posts/.x');
    expect(response.status).toBe(404);
    expect(response.headers.has('server-timing')).toBe(false);
  });

  it("the Functions runtime's 400 for a body that claims JSON and does not parse", async () => {
    const response = await api('/api/contact', { method: 'POST', rawBody: '{"a":' });
    expect(response.status).toBe(400);
    expect(response.headers.has('server-timing')).toBe(false);
  });
});
