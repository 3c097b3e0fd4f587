import type { Router } from 'express';
import type { AppDeps } from '../../app.ts';
import { pagesRoutes } from './pages.routes.ts';

/**
 * The routers of every product area, mounted after sessions, body parsing and
 * the page context, before the 404 handler. Add an area's router here.
 */
export function areaRoutes(deps: AppDeps): Router[] {
  return [pagesRoutes(deps.services)];
}
