import type { RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { orderInsert, type ServiceDoc } from '@app/schemas/entities';
import { orderBody } from '@app/schemas/orders';
import { collection, existingDocumentOf } from '../../app/documents';
import { HttpError } from '../../app/httpError';
import { callerOf } from '../../app/session';
import { parseBody } from '../../app/validate';
import { orderViewOf } from './orderView';

/**
 * POST /api/orders (member): a booking request for an active service. The amount is the
 * service's price at this moment, whatever the client sends; the order starts as pending.
 */
export const createOrder: RequestHandler = async (req, res) => {
  const caller = callerOf(req);
  const body = parseBody(orderBody, req.body);
  const service = existingDocumentOf<ServiceDoc>(await collection('services').doc(body.serviceId).get());
  if (!service?.isActive) throw new HttpError(404, 'Servizio non trovato');

  const insert = orderInsert.parse({ ...body, userId: caller.uid, status: 'pending', totalAmount: service.price });
  const reference = collection('orders').doc();
  const written = await reference.create({ ...insert, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  // serverTimestamp() resolves to the commit time, so the answer needs no second read.
  const createdAt = written.writeTime.toDate();
  res.status(201).json(orderViewOf({ ...insert, id: reference.id, createdAt, updatedAt: createdAt }, service));
};
