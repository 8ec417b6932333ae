import { Router } from 'express';
import { requireAdmin, requireUser } from '../app/session';
import { getCurrentUser } from './auth/currentUser.handler';
import { login } from './auth/login.handler';
import { logout } from './auth/logout.handler';
import { createContactRequest } from './contact/createContactRequest.handler';
import { listContactRequests } from './contact/listContactRequests.handler';
import { listEvents } from './events/listEvents.handler';
import { listServices } from './services/listServices.handler';
import { createOrder } from './orders/createOrder.handler';
import { listOrders } from './orders/listOrders.handler';
import { listUserOrders } from './orders/listUserOrders.handler';
import { updateOrderStatus } from './orders/updateOrderStatus.handler';
import { createComment } from './posts/createComment.handler';
import { createPost } from './posts/createPost.handler';
import { likePost } from './posts/likePost.handler';
import { listComments } from './posts/listComments.handler';
import { listPosts } from './posts/listPosts.handler';
import { getStats } from './stats/getStats.handler';

/**
 * Every /api route, with who may call it. Express 5 forwards rejected promises to the error
 * handler, so handlers simply throw HttpError or a validation error.
 */
export const apiRouter = Router();

// Session
apiRouter.post('/simple-login', login);
apiRouter.get('/auth/user', requireUser, getCurrentUser);
apiRouter.get('/logout', logout);

// Services
apiRouter.get('/services', listServices);

// Events
apiRouter.get('/events', listEvents);

// Contact requests
apiRouter.post('/contact', createContactRequest);
apiRouter.get('/contact-requests', requireAdmin, listContactRequests);

// Orders (booking requests)
apiRouter.post('/orders', requireUser, createOrder);
apiRouter.get('/orders', requireAdmin, listOrders);
apiRouter.put('/orders/:id/status', requireAdmin, updateOrderStatus);
apiRouter.get('/user/orders', requireUser, listUserOrders);

// Community: visitors read, members write
apiRouter.get('/posts', listPosts);
apiRouter.post('/posts', requireUser, createPost);
apiRouter.get('/posts/:postId/comments', listComments);
apiRouter.post('/posts/:postId/comments', requireUser, createComment);
apiRouter.post('/posts/:postId/like', requireUser, likePost);

// Member home
apiRouter.get('/stats', requireUser, getStats);
