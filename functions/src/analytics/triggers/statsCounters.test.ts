import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { db, settled } from '../../../../tools/testing/api';
import { build, removeStored, store } from '../../../../tools/testing/factories';
import { readStats, settledStats } from '../../../../tools/testing/stats';
import { applyStatDelta } from './stats';
import { countedDelta } from './statsCounters';

const tag = randomUUID().slice(0, 8);
const courses = { draft: `draft-${tag}`, published: `published-${tag}` };
const services = { inactive: `inactive-${tag}`, active: `active-${tag}` };

const course = (id: string, isPublished: boolean) => store('courses', build.course({ title: `Corso ${id}`, isPublished }), { id });
const service = (id: string, isActive: boolean) =>
  store('services', build.service({ name: `Servizio ${id}`, price: 1000, isActive }), { id });

beforeAll(() => settledStats());

afterAll(() => removeStored());

describe('stats counters kept by triggers', () => {
  it('counts published courses only, following publication and deletion', async () => {
    const before = (await readStats()).totalCourses as number;
    await course(courses.draft, false);
    await course(courses.published, true);
    // Had the draft counted, this would be before + 2.
    await settled();
    expect((await readStats()).totalCourses).toBe(before + 1);
    await db.collection('courses').doc(courses.draft).update({ isPublished: true });
    await settled();
    expect((await readStats()).totalCourses).toBe(before + 2);
    await db.collection('courses').doc(courses.published).update({ isPublished: false });
    await db.collection('courses').doc(courses.draft).delete();
    await settled();
    expect((await readStats()).totalCourses).toBe(before);
  });

  it('counts active services only', async () => {
    const before = ((await readStats()).totalServices as number | undefined) ?? 0;
    await service(services.inactive, false);
    await service(services.active, true);
    await settled();
    expect((await readStats()).totalServices).toBe(before + 1);
    await db.collection('services').doc(services.active).update({ isActive: false });
    await settled();
    expect((await readStats()).totalServices).toBe(before);
  });

  it('applies an event delivered twice only once', async () => {
    const before = await settledStats();
    const eventId = `test-stats-${randomUUID()}`;
    expect(await applyStatDelta('test', eventId, 'totalPosts', 1)).toBe(true);
    expect(await applyStatDelta('test', eventId, 'totalPosts', 1)).toBe(false);
    expect((await readStats()).totalPosts).toBe(before.totalPosts! + 1);
    await applyStatDelta('test', `test-stats-${randomUUID()}`, 'totalPosts', -1);
    expect((await readStats()).totalPosts).toBe(before.totalPosts);
  });

  it('counts a document when it starts to match and uncounts it when it stops', () => {
    const published = (data: { isPublished?: boolean }) => data.isPublished === true;
    expect(countedDelta(published, undefined, { isPublished: true })).toBe(1);
    expect(countedDelta(published, undefined, { isPublished: false })).toBe(0);
    expect(countedDelta(published, { isPublished: false }, { isPublished: true })).toBe(1);
    expect(countedDelta(published, { isPublished: true }, { isPublished: true })).toBe(0);
    expect(countedDelta(published, { isPublished: true }, undefined)).toBe(-1);
  });
});
