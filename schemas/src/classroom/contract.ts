import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { adminDeleteResult } from '../shared/deleteResult';
import { documentIdParam } from '../shared/documentId';
import { NOT_FOUND } from '../shared/notFound';
import { adminCourseBody, adminCourseView, adminLessonBody, adminLessonOrderBody, adminLessonView } from './courses';
import { completeLessonResult, COURSE_MESSAGES, courseView, enrollResult } from './courses';

/** /courses/:courseId/…: an id that can name no course is the course's 404. */
export const courseParams = z.object({ courseId: documentIdParam(COURSE_MESSAGES.notFound) });
export const lessonParams = courseParams.extend({ lessonId: documentIdParam(COURSE_MESSAGES.lessonNotFound) });

/** The courses calls: method, path, access and the zod schemas of what each reads and answers. */
export const coursesContract = {
  createAdminCourse: defineContract({
    method: 'post',
    path: '/admin/courses',
    access: 'admin',
    invalidates: ['courses', 'stats'],
    roundTrips: 1,
    summary: 'Crea un corso (prezzo in centesimi)',
    body: adminCourseBody,
    response: adminCourseView,
    status: 201,
  }),
  createAdminLesson: defineContract({
    method: 'post',
    path: '/admin/courses/:courseId/lessons',
    access: 'admin',
    invalidates: ['courses'],
    roundTrips: 4,
    summary: 'Aggiunge una lezione in fondo al corso (contenuto in Markdown, durata in minuti)',
    params: courseParams,
    body: adminLessonBody,
    response: adminLessonView,
    status: 201,
  }),
  deleteAdminCourse: defineContract({
    method: 'delete',
    path: '/admin/courses/:id',
    access: 'admin',
    invalidates: ['courses', 'stats'],
    roundTrips: 2,
    summary: 'Elimina un corso (con le sue lezioni e i progressi degli iscritti)',
    params: z.object({ id: documentIdParam(NOT_FOUND.course) }),
    response: adminDeleteResult,
  }),
  deleteAdminLesson: defineContract({
    method: 'delete',
    path: '/admin/courses/:courseId/lessons/:lessonId',
    access: 'admin',
    invalidates: ['courses'],
    roundTrips: 2,
    summary: 'Elimina una lezione (con i progressi degli iscritti su di essa)',
    params: lessonParams,
    response: adminDeleteResult,
  }),
  listAdminCourses: defineContract({
    method: 'get',
    path: '/admin/courses',
    access: 'admin',
    provides: ['courses'],
    roundTrips: 1,
    summary: 'Tutti i corsi, bozze comprese (prezzi in centesimi)',
    response: z.array(adminCourseView),
  }),
  listAdminLessons: defineContract({
    method: 'get',
    path: '/admin/courses/:courseId/lessons',
    access: 'admin',
    provides: ['courses'],
    roundTrips: 2,
    summary: "Le lezioni di un corso, nell'ordine, per l'editor delle lezioni",
    params: courseParams,
    response: z.array(adminLessonView),
  }),
  reorderAdminLessons: defineContract({
    method: 'put',
    path: '/admin/courses/:courseId/lessons/order',
    access: 'admin',
    invalidates: ['courses'],
    roundTrips: 3,
    summary: 'Riordina le lezioni di un corso (tutte, ciascuna una volta, nel nuovo ordine)',
    params: courseParams,
    body: adminLessonOrderBody,
    response: z.array(adminLessonView),
  }),
  updateAdminCourse: defineContract({
    method: 'put',
    path: '/admin/courses/:id',
    access: 'admin',
    invalidates: ['courses'],
    roundTrips: 2,
    summary: 'Modifica un corso (prezzo in centesimi)',
    params: z.object({ id: documentIdParam(NOT_FOUND.course) }),
    body: adminCourseBody,
    response: adminCourseView,
  }),
  updateAdminLesson: defineContract({
    method: 'put',
    path: '/admin/courses/:courseId/lessons/:lessonId',
    access: 'admin',
    invalidates: ['courses'],
    roundTrips: 3,
    summary: 'Modifica una lezione (titolo, contenuto in Markdown, video, durata)',
    params: lessonParams,
    body: adminLessonBody,
    response: adminLessonView,
  }),
  completeLesson: defineContract({
    method: 'post',
    path: '/courses/:courseId/lessons/:lessonId/complete',
    access: 'member',
    invalidates: ['courses', 'session'],
    roundTrips: 5,
    summary: 'Segna una lezione come completata (punti esperienza una volta sola)',
    params: lessonParams,
    response: completeLessonResult,
  }),
  enrollCourse: defineContract({
    method: 'post',
    path: '/courses/:courseId/enroll',
    access: 'member',
    invalidates: ['courses', 'session'],
    roundTrips: 4,
    summary: 'Iscrive chi chiama a un corso pubblicato del suo livello',
    params: courseParams,
    response: enrollResult,
  }),
  listCourses: defineContract({
    method: 'get',
    path: '/courses',
    access: 'member',
    provides: ['courses'],
    roundTrips: 4,
    summary: 'I corsi pubblicati, con iscrizione, avanzamento e lezioni di chi chiama',
    response: z.array(courseView),
  }),
  listUserCourses: defineContract({
    method: 'get',
    path: '/user/courses',
    access: 'member',
    provides: ['courses'],
    roundTrips: 4,
    summary: 'I corsi a cui chi chiama è iscritto',
    response: z.array(courseView),
  }),
};
