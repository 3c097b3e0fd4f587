import { Router, type Request } from 'express';
import { createElement } from 'react';
import { CUSTOMER_SORTS, CUSTOMERS_PAGE_SIZE, type CustomerSort, type CustomersQueryView } from '../../../contracts/customers.ts';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { UsersPage } from '../../../views/pages/users/users-page.tsx';
import { CustomerPage } from '../../../views/pages/users/customer-page.tsx';
import { customerPageView } from './customer-page.ts';
import { translate } from '../../i18n/server-intl.ts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');

/** The table's query from the URL (`sort=name` or `sort=name:asc`, `offset`); anything unknown falls back to the default. */
function queryOf(req: Request): CustomersQueryView {
  const [sortName, direction] = text(req.query.sort).split(':');
  const sort = (CUSTOMER_SORTS as readonly string[]).includes(sortName) ? sortName as CustomerSort : 'id';
  const offset = Number(text(req.query.offset));
  return {
    name: text(req.query.name), email: text(req.query.email), phone: text(req.query.phone), sort, desc: direction !== 'asc',
    offset: Number.isInteger(offset) && offset >= 0 && offset <= 1_000_000 ? offset : 0,
  };
}

/** /app/users and /app/users/:id: the page registry admits root admins only; the services check again. */
export function usersRoutes({ services }: Pick<AppDeps, 'services'>): Router {
  const router = Router();

  router.get('/app/users', async (req, res) => {
    const query = queryOf(req);
    const initial = await services.customerDirectory.list(req.viewer ?? null, {
      name: query.name, email: query.email, phone: query.phone, sort: query.sort, desc: query.desc, limit: CUSTOMERS_PAGE_SIZE, offset: query.offset,
    });
    await renderPage(req, res, createElement(UsersPage, { table: { initial, query, pageSize: CUSTOMERS_PAGE_SIZE } }), { title: translate(req.locale, 'dash.title.users'), noindex: true });
  });

  router.get('/app/users/:id', async (req, res, next) => {
    const id = /^\d{1,15}$/.test(String(req.params.id)) ? Number(req.params.id) : null;
    if (id === null) return next(new NotFoundError('Oops! Sorry page not found'));
    const view = await customerPageView(services, req.viewer ?? null, id, req.query, new Date());
    await renderPage(req, res, createElement(CustomerPage, view), { title: `${view.profile.firstName} ${view.profile.lastName}`, noindex: true });
  });

  return router;
}
