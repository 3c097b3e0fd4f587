import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { createElement } from 'react';
import { AppError, isAppError, NotFoundError } from '../../errors.ts';
import { unavailableError } from '../../adapters/unavailable.ts';
import type { Logger } from '../../logger.ts';
import { renderPage } from '../../render/render-page.ts';
import { NotFoundPage } from '../../../views/pages/errors/not-found.tsx';
import { ErrorPage } from '../../../views/pages/errors/error.tsx';
import { translate } from '../../i18n/server-intl.ts';
import { localeOf } from './locale.ts';
import { refusalTexts } from '../../i18n/refusal-text.ts';

function wantsJson(req: Request): boolean {
  return req.path.startsWith('/api/') || req.path.startsWith('/graphql') || req.path.endsWith('.json') || !req.accepts('html');
}

/** Unknown paths: the 404 page (status 404) or a JSON error. */
export const notFoundHandler: RequestHandler = (_req, _res, next) => next(new NotFoundError('Oops! Sorry page not found'));

/**
 * The one error handler. AppErrors keep their status and message; anything else
 * is logged with its stack and answered as a plain 500 with no internals.
 * Malformed request bodies are a 400, not a 500.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) {
      // Too late for an error page (a session touch failing as the answer ends, say): log it once in our
      // format and cut the connection, as Express would, instead of Express printing the stack to stderr.
      logger.warn({ err, url: req.originalUrl }, 'error after the answer began');
      if (!res.writableFinished) req.socket?.destroy();
      return;
    }
    let appErr: AppError | null = isAppError(err) ? err : null;
    const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
    if (!appErr && typeof status === 'number' && status >= 400 && status < 500) {
      appErr = new (class extends AppError {
        override readonly code = 'BAD_USER_INPUT';
        override readonly status = status as number;
      })(status === 413 ? 'The request is too large.' : 'The request could not be understood.');
    }
    // PostgreSQL or Redis out of reach: a 503 to retry later, not a bug.
    if (!appErr) {
      appErr = unavailableError(err);
      if (appErr) res.set('Retry-After', '5');
    }
    if (!appErr) logger.error({ err, url: req.originalUrl }, 'request failed');
    else if (appErr.status >= 500) logger.warn({ err, url: req.originalUrl }, 'a service the request needs is unavailable');

    const httpStatus = appErr?.status ?? 500;
    const message = appErr?.message ?? 'Sorry! Something went wrong. Please try again later.';
    if (wantsJson(req)) {
      // The spec's English stays as it is; a request in another language gets the same words in its own beside them.
      res.status(httpStatus).json({ error: { code: appErr?.code ?? 'INTERNAL_SERVER_ERROR', message, fields: appErr?.fields }, ...refusalTexts(localeOf(req), message, appErr?.fields) });
      return;
    }
    const page = httpStatus === 404
      ? createElement(NotFoundPage)
      : createElement(ErrorPage, { status: httpStatus, message });
    renderPage(req, res, page, {
      // In the request's language (the message under it too, ErrorPage); the JSON answer above keeps its English.
      title: translate(localeOf(req), httpStatus === 404 ? 'pub.title.notFound' : httpStatus === 503 ? 'pub.text.serviceUnavailable' : 'pub.title.error'),
      status: httpStatus,
      noindex: true,
    }).catch((renderErr) => {
      logger.error({ err: renderErr }, 'error page failed to render');
      res.status(httpStatus).type('text').send(message);
    });
  };
}
